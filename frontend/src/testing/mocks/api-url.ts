import { env } from '@/config/env';

/** Absolute URL of an API path, matching what the app's base query requests. */
export function apiUrl(path: string): string {
  return new URL(`${env.API_URL}${path}`, window.location.origin).toString();
}
