import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** Order numbers are sequential, so guessing them with an email must stay slow. */
export const GUEST_LOOKUP_RATE_LIMIT: RateLimitPolicy = { name: 'order-lookup', limit: 30, windowMs: 60_000 };

/**
 * Orders placed per client IP (IPv6: per /64): every order holds stock until it is paid or
 * cancelled, so one client must not be able to hold a product's whole stock with a script. Generous
 * for shoppers behind a shared address (carrier NAT, an office); without Redis orders still go through.
 */
export const ORDER_CREATION_RATE_LIMIT: RateLimitPolicy = {
  name: 'order-create',
  limit: 30,
  windowMs: 10 * 60_000,
  message: 'Demasiados pedidos desde tu conexión. Inténtalo de nuevo en unos minutos.',
  whenUnavailable: 'allow',
};

export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
