/** BullMQ queue of the periodic orders maintenance: unpaid orders past their window, expired idempotency keys (jobs carry no data). */
export const ORDERS_MAINTENANCE_QUEUE = 'orders-maintenance';
