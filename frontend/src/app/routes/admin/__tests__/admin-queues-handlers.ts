import { http, HttpResponse } from 'msw';

import type { JobState, QueueJob, QueueSummary } from '@/features/admin-queues/api/admin-queues-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { requireAdmin } from '@/testing/mocks/handlers/auth';

// /admin/queues with the server's rules (backend QueuesService): the shop's five queues, jobs by state newest first
// in pages of 20, ADMIN role required; retry and removal only for failed jobs (409 otherwise, 404 unknown).

const PAGE_SIZE = 20;
const NOT_FAILED = 'Solo se pueden reintentar o eliminar trabajos con error';

const LABELS: Record<string, string> = {
  import: 'Importaciones Excel',
  'import-maintenance': 'Mantenimiento de importaciones',
  'orders-maintenance': 'Pedidos sin pagar',
  'payment-expiry': 'Pagos Webpay vencidos',
  email: 'Correos',
};

function job(id: number, state: JobState, extra: Partial<QueueJob> = {}): QueueJob {
  return {
    id: String(id),
    name: 'import-session',
    state,
    attemptsMade: state === 'con-error' ? 3 : 0,
    failedReason: state === 'con-error' ? 'Connection terminated unexpectedly' : null,
    data: `{"sessionId":"s-${id}"}`,
    createdAt: '2025-03-20T14:30:00.000Z',
    processedAt: null,
    finishedAt: state === 'con-error' ? '2025-03-20T14:35:00.000Z' : null,
    ...extra,
  };
}

/** Import queue: two failed jobs and one waiting; the others are empty. */
export function queueHandlers(workers: Record<string, number | null> = {}) {
  let jobs: Record<string, QueueJob[]> = {
    import: [job(12, 'con-error'), job(11, 'con-error', { failedReason: 'Archivo dañado' }), job(13, 'en-espera')],
  };
  const counts = (name: string) => {
    const list = jobs[name] ?? [];
    const of = (state: JobState) => list.filter((item) => item.state === state).length;
    return {
      'en-espera': of('en-espera'),
      'en-curso': of('en-curso'),
      programado: of('programado'),
      'con-error': of('con-error'),
      terminado: of('terminado'),
    };
  };
  const failedJob = (queue: string, id: string) => {
    const found = (jobs[queue] ?? []).find((item) => item.id === id);
    if (!found) return fail(404, 'Trabajo no encontrado');
    return found.state === 'con-error' ? found : fail(409, NOT_FAILED);
  };
  return [
    http.get(apiUrl('/admin/queues'), ({ request }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const queues: QueueSummary[] = Object.entries(LABELS).map(([name, label]) => ({
        name,
        label,
        workers: name in workers ? workers[name] : 1,
        counts: counts(name),
      }));
      return HttpResponse.json({ queues });
    }),
    http.get(apiUrl('/admin/queues/:queue/jobs'), ({ request, params }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const url = new URL(request.url);
      const state = (url.searchParams.get('estado') ?? 'con-error') as JobState;
      const page = Number(url.searchParams.get('page') ?? 1);
      const found = (jobs[String(params.queue)] ?? []).filter((item) => item.state === state);
      return HttpResponse.json({
        items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: found.length,
        page,
        pageSize: PAGE_SIZE,
      });
    }),
    http.post(apiUrl('/admin/queues/:queue/jobs/:jobId/retry'), ({ request, params }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const found = failedJob(String(params.queue), String(params.jobId));
      if (found instanceof Response) return found;
      jobs = {
        ...jobs,
        [String(params.queue)]: jobs[String(params.queue)].map((item) =>
          item === found ? { ...item, state: 'en-espera' as const } : item,
        ),
      };
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(apiUrl('/admin/queues/:queue/jobs/:jobId'), ({ request, params }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const found = failedJob(String(params.queue), String(params.jobId));
      if (found instanceof Response) return found;
      jobs = { ...jobs, [String(params.queue)]: jobs[String(params.queue)].filter((item) => item !== found) };
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
