import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** HTTP status of a failed RTK Query call, or null for network and parsing failures. */
export function getErrorStatus(error: QueryError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** The `message` of the API's `{ success: false, message }` error body, if it sent one. */
export function getErrorMessage(error: QueryError): string | null {
  if (!error || !('data' in error)) return null;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return null;
}

/** The per-field texts of a validation failure (`errors: string[]` in the API's error body), if any. */
export function getErrorDetails(error: QueryError): string[] {
  if (!error || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const { errors } = data as { errors: unknown };
  return Array.isArray(errors)
    ? errors.filter((item): item is string => typeof item === 'string' && !!item.trim())
    : [];
}

const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The server's message followed by its per-field reasons, as sentences ('Los datos enviados no son válidos. El email
 * no es válido.'); just the message when there are no reasons; null when there is neither.
 */
export function getErrorSummary(error: QueryError): string | null {
  const message = getErrorMessage(error);
  const details = getErrorDetails(error).filter((detail) => detail.trim() !== message?.trim());
  if (details.length === 0) return message;
  return [...(message ? [message] : []), ...details].map(asSentence).join(' ');
}
