import type { EntityManager } from 'typeorm';

/** The latest payment attempt of an order, as the customer sees it. */
export interface PaymentSummary {
  /** The attempt's status (the payments module's PaymentStatus: INITIALIZED, AUTHORIZED, REJECTED...). */
  status: string;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installmentsNumber: number | null;
}

/**
 * What orders need to know of their payment attempts, which the payments module owns and provides
 * (PaymentAttemptsModule, global). Payments call orders inside their transactions (payments → orders
 * → stock), so orders never import payments: they ask through this port.
 */
export abstract class OrderPaymentAttempts {
  /** The latest attempt of each of these orders that has one. */
  abstract latest(orderIds: number[]): Promise<Map<number, PaymentSummary>>;

  /**
   * Those of these orders with an attempt that means "paying" (the buyer may be on the provider's
   * page right now) or "paid"; with a manager, read inside the caller's transaction.
   */
  abstract paying(orderIds: number[], manager?: EntityManager): Promise<Set<number>>;
}
