// Texts of /admin/correos, in one place so the page and its tests agree.

import type { EmailStatus } from '@/features/admin-emails/api/admin-emails-api';

const RETRY_HINT = 'Por favor, inténtalo de nuevo.';

export const ADMIN_EMAILS_MESSAGES = {
  title: 'Correos',
  subtitle: 'Los correos que envía la tienda: pendientes, enviados y los que fallaron, que puedes reintentar.',
  loading: 'Cargando correos…',
  loadFailed: `Error al cargar los correos. ${RETRY_HINT}`,
  emptyTitle: 'No hay correos',
  emptyAll: 'Los correos de pedidos, cuentas e importaciones aparecerán aquí.',
  emptyFiltered: 'Ningún correo está en el estado elegido.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  retried: (to: string) => `El correo a ${to} volvió a la cola de envío.`,
  retryFailed: `No se pudo reintentar el correo. ${RETRY_HINT}`,
} as const;

/** The kinds of e-mail the shop sends (the backend's EmailKind), in Spanish. */
export const EMAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'order-received': 'Pedido recibido',
  'order-paid': 'Pago confirmado',
  'order-status': 'Cambio de estado',
  'password-reset': 'Restablecer contraseña',
  'password-reset-google-only': 'Restablecer contraseña (cuenta Google)',
  welcome: 'Bienvenida',
  'password-changed': 'Contraseña cambiada',
  'shop-new-order': 'Nuevo pedido (tienda)',
  'import-finished': 'Importación terminada',
};

/** A kind this page does not know yet is shown as the server names it. */
export function emailKindLabel(kind: string): string {
  return EMAIL_KIND_LABELS[kind] ?? kind;
}

export const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = {
  pending: 'Pendiente',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Con error',
};

/** The status filter, in the order shown. */
export const EMAIL_STATUS_FILTERS = [
  { value: 'all', label: 'Todos' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'sent', label: 'Enviados' },
  { value: 'failed', label: 'Con error' },
] as const;
