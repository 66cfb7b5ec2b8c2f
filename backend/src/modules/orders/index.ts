// The orders module's public surface (docs/architecture.md, "Boundaries"). Entities are exported
// as types only, for relations declared by entity name.
export { OrderFigures } from './order-figures.reader';
export { OrderPaymentAttempts, type PaymentSummary } from './order-payment-attempts';
export { OrderStatus } from './order-status.enum';
export type { Order } from './order.entity';
export { ORDERS_MAINTENANCE_QUEUE } from './orders-maintenance.queue';
export { WEBPAY_METHOD_CODE } from './orders.constants';
export { OrdersModule } from './orders.module';
export { OrdersService } from './orders.service';
