import { onTestFinished } from 'vitest';

import { server } from '@/testing/mocks/server';

/**
 * Records the API requests made during the current test. `to('/products')` lists the URLs sent to that API path
 * (any query), so tests can assert what the screen asked for and how often.
 */
export function recordRequests() {
  const requests: Array<{ method: string; url: URL }> = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push({ method: request.method, url: new URL(request.url) });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    to: (path: string, method = 'GET') =>
      requests
        .filter((request) => request.method === method && request.url.pathname.endsWith(`/api${path}`))
        .map((request) => request.url),
  };
}
