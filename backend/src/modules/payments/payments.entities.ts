import { PaymentTransaction } from './payment-transaction.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const PAYMENTS_ENTITIES = [PaymentTransaction];
