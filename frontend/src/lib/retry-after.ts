import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export const RATE_LIMIT_MESSAGES = {
  /** No Retry-After and no message from the server. */
  generic: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
} as const;

const TOO_MANY_REQUESTS = 429;
const SECONDS_PER_MINUTE = 60;

/**
 * Seconds to wait from a Retry-After header: whole seconds (what the API sends) or an HTTP date. Null when absent,
 * malformed or already past.
 */
export function retryAfterSeconds(headers: Headers | undefined, now: number = Date.now()): number | null {
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return seconds > 0 ? seconds : null;
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : null;
}

/** '45 segundos', '1 minuto', '15 minutos': under a minute in seconds, else minutes rounded up. */
export function waitText(seconds: number): string {
  if (seconds < SECONDS_PER_MINUTE) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / SECONDS_PER_MINUTE);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function tooManyAttemptsMessage(seconds: number): string {
  return `Demasiados intentos. Inténtalo de nuevo en ${waitText(seconds)}.`;
}

/**
 * A 429 whose message says how long to wait: from Retry-After when the server sent it, else the server's own message,
 * else a generic one. Any other error is returned as it is.
 */
export function explainRateLimit(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): FetchBaseQueryError {
  if (error.status !== TOO_MANY_REQUESTS) return error;
  const body: Record<string, unknown> = typeof error.data === 'object' && error.data !== null ? { ...error.data } : {};
  const seconds = retryAfterSeconds(meta?.response?.headers);
  const serverMessage = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const message = seconds !== null ? tooManyAttemptsMessage(seconds) : (serverMessage ?? RATE_LIMIT_MESSAGES.generic);
  return { status: TOO_MANY_REQUESTS, data: { ...body, success: false, message, retryAfterSeconds: seconds } };
}
