import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { api } from '@/lib/api';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ authorization: string | null }, void>({ query: () => '/probe' }),
  }),
});

function echoAuthorization() {
  server.use(
    http.get(apiUrl('/probe'), ({ request }) =>
      HttpResponse.json({ authorization: request.headers.get('Authorization') }),
    ),
  );
}

describe('api base query', () => {
  it('sends the stored token as a bearer Authorization header', async () => {
    echoAuthorization();
    window.localStorage.setItem('auth_token', 'token-123');
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ authorization: 'Bearer token-123' });
  });

  it('sends no Authorization header without a token', async () => {
    echoAuthorization();
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ authorization: null });
  });
});
