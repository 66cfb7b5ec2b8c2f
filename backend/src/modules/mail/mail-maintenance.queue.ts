/** BullMQ queue of the periodic outbox upkeep: rows past their retention are deleted (jobs carry no data). */
export const MAIL_MAINTENANCE_QUEUE = 'mail-maintenance';
