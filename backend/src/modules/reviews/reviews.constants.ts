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

/**
 * Words a visitor's or customer's name may not contain (after reserved-names.ts folds case,
 * accents, spacing, punctuation and lookalike characters), so nobody but an administrator speaks
 * in the shop's name: its staff ('admin' also covers 'administrador', 'administración'), the shop
 * itself, and 'Repuestos' (the demo shop's name; the saved shop name is reserved too: reserved-names.ts).
 */
export const RESERVED_NAME_WORDS = ['admin', 'moderador', 'soporte', 'tienda', 'repuestos'] as const;

/** /admin/reviews: reviews per page, the most one page may ask for, and the last page one may ask for. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_MAX_PAGE_SIZE = 50;
export const ADMIN_REVIEWS_MAX_PAGE = 100_000;
/** Longest product filter or search text (longer input is cut, not refused). */
export const ADMIN_REVIEWS_MAX_FILTER_LENGTH = 200;
