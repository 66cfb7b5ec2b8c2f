import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** Per client IP (IPv6: per /64), shared by login, register and both Google sign-in flows. */
export const AUTH_IP_RATE_LIMIT: RateLimitPolicy = { name: 'auth-ip', limit: 20, windowMs: 60_000 };

/**
 * Per account (by email, known or not, so the answer never tells whether it exists): after 10
 * failed passwords in 15 minutes every login is refused, even the right one, until the window
 * that began with the first failure ends. Wrong current passwords on PUT /auth/password count too.
 */
export const LOGIN_FAILURE_LIMIT: RateLimitPolicy = {
  name: 'login-failures',
  limit: 10,
  windowMs: 15 * 60_000,
  message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
};

export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length; the cap keeps one request from costing more than a normal login. */
export const PASSWORD_MAX_LENGTH = 128;
/** The storefront's "simple x@y.z" check, plus RFC 5321's 254-character limit. */
export const EMAIL_PATTERN = /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;
