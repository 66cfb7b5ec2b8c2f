import type { JobState } from '@/features/admin-queues/api/admin-queues-api';

/** Texts of /admin/colas ('Colas de trabajo'), in one place so the page and its tests agree. */
export const ADMIN_QUEUES_MESSAGES = {
  title: 'Colas de trabajo',
  subtitle:
    'Lo que la tienda hace en segundo plano: importaciones, pedidos sin pagar, pagos vencidos y correos. Reintenta o elimina los trabajos con error.',
  loading: 'Cargando colas…',
  loadFailed: 'No se pudieron cargar las colas. Por favor, inténtalo de nuevo.',
  jobsLoading: 'Cargando trabajos…',
  jobsLoadFailed: 'No se pudieron cargar los trabajos. Por favor, inténtalo de nuevo.',
  emptyTitle: 'No hay trabajos',
  empty: (state: string) => `Esta cola no tiene trabajos ${state.toLowerCase()}.`,
  workers: (count: number | null) =>
    count === null ? 'Workers: sin dato' : count === 1 ? '1 worker conectado' : `${count} workers conectados`,
  noWorkers: 'Sin workers: los trabajos esperan hasta que uno se conecte.',
  retried: 'Trabajo reintentado: volvió a la cola.',
  removed: 'Trabajo eliminado.',
  actionFailed: 'No se pudo completar la acción. Por favor, inténtalo de nuevo.',
  removeTitle: 'Eliminar trabajo',
  removeQuestion: (name: string, id: string) => `¿Eliminar el trabajo ${name} #${id}?`,
  removeWarning: 'El trabajo se borra de la cola y no se volverá a ejecutar.',
} as const;

export const JOB_STATE_LABELS: Record<JobState, string> = {
  'en-espera': 'En espera',
  'en-curso': 'En curso',
  programado: 'Programados',
  'con-error': 'Con error',
  terminado: 'Terminados',
};

export const JOB_STATE_ORDER: readonly JobState[] = ['con-error', 'en-espera', 'en-curso', 'programado', 'terminado'];
