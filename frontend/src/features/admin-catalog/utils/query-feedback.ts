import { getErrorDetails, getErrorMessage } from '@/lib/api-error';

export type QueryError = Parameters<typeof getErrorMessage>[0];

export type Feedback = { message: string; details: string[] };

/**
 * The spec's message for a failed call, with the server's own explanation underneath when it gave one (for example
 * 409 'Ya existe una categoría con ese nombre').
 */
export function failure(fallback: string, error: QueryError): Feedback {
  const details = getErrorDetails(error);
  const message = getErrorMessage(error);
  return {
    message: fallback,
    details: details.length > 0 ? details : message && message !== fallback ? [message] : [],
  };
}
