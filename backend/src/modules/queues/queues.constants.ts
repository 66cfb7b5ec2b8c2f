import { IMPORT_MAINTENANCE_QUEUE, IMPORT_QUEUE } from '../import';
import { EMAIL_QUEUE, MAIL_MAINTENANCE_QUEUE } from '../mail';
import { ORDERS_MAINTENANCE_QUEUE } from '../orders';
import { PAYMENT_EXPIRY_QUEUE } from '../payments';

/** Every BullMQ queue of the shop, as the admin queue console names them (Spanish labels for the page). */
export const CONSOLE_QUEUES = [
  { name: IMPORT_QUEUE, label: 'Importaciones Excel' },
  { name: IMPORT_MAINTENANCE_QUEUE, label: 'Mantenimiento de importaciones' },
  { name: ORDERS_MAINTENANCE_QUEUE, label: 'Pedidos sin pagar' },
  { name: PAYMENT_EXPIRY_QUEUE, label: 'Pagos Webpay vencidos' },
  { name: EMAIL_QUEUE, label: 'Correos' },
  { name: MAIL_MAINTENANCE_QUEUE, label: 'Limpieza de correos antiguos' },
] as const;

/**
 * The job states the console lists, as the wire names them (Spanish, like every admin query) → BullMQ's
 * state. BullMQ's other waiting states (prioritized, waiting-children, paused) count as 'en-espera'.
 */
export const JOB_STATES = {
  'en-espera': 'waiting',
  'en-curso': 'active',
  programado: 'delayed',
  'con-error': 'failed',
  terminado: 'completed',
} as const;
export type JobState = keyof typeof JOB_STATES;
export const JOB_STATE_NAMES = Object.keys(JOB_STATES) as JobState[];

export const QUEUE_JOBS_PAGE_SIZE = 20;
/** A job's data is shown cut to this many characters (it names records, it is not a place to read them). */
export const JOB_DATA_PREVIEW_LENGTH = 300;
/** BullMQ job ids: numbers or our own keys ('mail-12'); nothing else reaches Redis. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9:_.-]{1,100}$/;
