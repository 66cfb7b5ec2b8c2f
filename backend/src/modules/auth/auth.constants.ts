import type { RateLimitPolicy } from '../../core/rate-limit/rate-limiter.service';

/** Per client IP (IPv6: per /64), shared by login, register and both Google sign-in flows. */
export const AUTH_IP_RATE_LIMIT: RateLimitPolicy = { name: 'auth-ip', limit: 20, windowMs: 60_000 };

/**
 * Password guessing, per account (by email, known or not, so the answer never tells whether it
 * exists) and client address (IPv6: per /64): after 10 failed passwords in 15 minutes that client
 * gets 429 for that account, even with the right password, until the window that began with its
 * first failure ends. Other clients, the owner at home included, are not affected: nobody can lock
 * the owner out. Wrong current passwords on PUT /auth/password count too.
 */
export const LOGIN_GUESS_LIMIT: RateLimitPolicy = {
  name: 'login-guesses',
  limit: 10,
  windowMs: 15 * 60_000,
  message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
};

/**
 * Failed passwords per account from every client together, in 15 minutes. Past `limit` the
 * account is under a storm (many addresses guessing): attempts from clients that have already
 * failed on it wait LOGIN_STORM_DELAY before their answer. Nothing is ever refused by this count.
 */
export const LOGIN_STORM: RateLimitPolicy = { name: 'login-storm', limit: 20, windowMs: 15 * 60_000 };

/** Each failure past LOGIN_STORM.limit adds `stepMs` to that wait, up to `maxMs`. */
export const LOGIN_STORM_DELAY = { stepMs: 250, maxMs: 5_000 } as const;

/**
 * Password recovery requests (POST /auth/forgot-password) per client address (IPv6: per /64), on
 * top of AUTH_IP_RATE_LIMIT: each one may send an e-mail, so they are scarcer than sign-ins.
 */
export const PASSWORD_RESET_IP_LIMIT: RateLimitPolicy = {
  name: 'password-reset-ip',
  limit: 10,
  windowMs: 15 * 60_000,
  message: 'Demasiadas solicitudes para recuperar la contraseña. Inténtalo de nuevo en 15 minutos.',
};

/**
 * Recovery requests per e-mail address (hashed, known or not, so the 429 tells nothing about the
 * account), from every client together: nobody can fill someone's inbox with reset e-mails.
 */
export const PASSWORD_RESET_EMAIL_LIMIT: RateLimitPolicy = {
  name: 'password-reset-email',
  limit: 3,
  windowMs: 60 * 60_000,
  message: 'Demasiadas solicitudes para este email. Inténtalo de nuevo en una hora.',
};

/** Random bytes in a reset token (base64url in the link); only their SHA-256 is stored. */
export const PASSWORD_RESET_TOKEN_BYTES = 32;
/** How long a reset link works. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60_000;
/** The longest token text accepted (ours are 43 characters); anything longer is refused unread. */
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 128;
/**
 * Every recovery request answers after at least this long, whatever it found (no account, a
 * Google-only one, a link issued): the response time does not tell whether an account exists.
 */
export const PASSWORD_RESET_ANSWER_FLOOR_MS = 300;
/** The SPA's new-password page (frontend config/paths.ts `resetPassword`), where the e-mail links. */
export const PASSWORD_RESET_PAGE_PATH = '/reset-password';
/** Where a Google-only account is sent to sign in, and where the welcome e-mail points. */
export const LOGIN_PAGE_PATH = '/login';
export const ACCOUNT_PAGE_PATH = '/account';

export const NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length; the cap keeps one request from costing more than a normal login. */
export const PASSWORD_MAX_LENGTH = 128;
/** The storefront's "simple x@y.z" check, plus RFC 5321's 254-character limit. */
export const EMAIL_PATTERN = /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /admin/users: accounts per page (fixed; the SPA pages with `page` only) and the longest search text. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 200;
/**
 * pg_advisory_xact_lock key taken by every role or disabled-state change, so two of them never
 * count the active administrators at the same time (two admins demoting each other would
 * otherwise both see two and leave none).
 */
export const ADMIN_ROLE_LOCK_KEY = 7_301_001;
