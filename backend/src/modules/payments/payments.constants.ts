import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** How long an attempt holds the order's units while the buyer is on Webpay's page (Webpay's own form timeout). */
export const ATTEMPT_TTL_MS = 5 * 60_000;

/** Extra wait before the expiry job asks Webpay about an attempt, so a slow return is not raced. */
export const EXPIRY_GRACE_MS = 2 * 60_000;

/** How often the expiry job runs (BullMQ job scheduler, one run per period across all workers). */
export const EXPIRY_SWEEP_EVERY_MS = 60_000;

/** Most attempts one expiry run settles. */
export const EXPIRY_BATCH = 100;

/** The storefront page the buyer lands on after paying. */
export const CHECKOUT_RESULT_PATH = '/checkout/success';

/**
 * What /checkout/success shows: 'cancelled' is an order the shop closed before the buyer finished
 * paying (nothing was charged: the transaction was never committed).
 */
export type PaymentOutcome = 'approved' | 'rejected' | 'aborted' | 'cancelled' | 'refund' | 'pending';

/**
 * Payment starts per client IP (IPv6: per /64). Order numbers are sequential, so guessing a guest
 * order's number with its e-mail must stay slow. Generous for shoppers behind a shared address
 * (every order needs a start or two); without Redis payments still go through, since the e-mail
 * check is what guards the orders and a shop must not stop charging because Redis is away.
 */
export const PAYMENT_INITIATE_RATE_LIMIT: RateLimitPolicy = {
  name: 'payment-initiate',
  limit: 40,
  windowMs: 10 * 60_000,
  message: 'Demasiados intentos de pago desde tu conexión. Inténtalo de nuevo en unos minutos.',
  whenUnavailable: 'allow',
};
