import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** Order numbers are sequential, so guessing them with an email must stay slow. */
export const GUEST_LOOKUP_RATE_LIMIT: RateLimitPolicy = { name: 'order-lookup', limit: 30, windowMs: 60_000 };

export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
