import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

export const MAX_USER_NAME_LENGTH = 80;
export const MAX_COMMENT_LENGTH = 2000;

/**
 * Reviews and replies together, per client IP (IPv6: per /64): posting needs no account, so this
 * keeps a script from flooding product pages. Without Redis posting still works.
 */
export const REVIEW_RATE_LIMIT: RateLimitPolicy = {
  name: 'review-post',
  limit: 10,
  windowMs: 10 * 60_000,
  message: 'Demasiadas reseñas seguidas. Inténtalo de nuevo en unos minutos.',
  whenUnavailable: 'allow',
};
