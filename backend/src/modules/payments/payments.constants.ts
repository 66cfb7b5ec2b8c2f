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

export type PaymentOutcome = 'approved' | 'rejected' | 'aborted' | 'pending';
