import { OrderIdempotencyKey } from './order-idempotency-key.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { PaymentMethod } from './payment-method.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const ORDERS_ENTITIES = [PaymentMethod, Order, OrderItem, OrderIdempotencyKey];
