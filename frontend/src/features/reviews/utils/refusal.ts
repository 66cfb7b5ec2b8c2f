import { getErrorMessage } from '@/lib/api-error';

type QueryError = Parameters<typeof getErrorMessage>[0];

/**
 * The server's reason when it refused what the visitor wrote (400, e.g. a name reserved for the shop) or how often
 * (429), so the form can say it; null for any other failure, which storefront.md section 8 says is only logged.
 */
export function refusalMessage(error: unknown): string | null {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  if (status !== 400 && status !== 429) return null;
  return getErrorMessage(error as QueryError);
}
