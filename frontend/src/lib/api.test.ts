import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { api } from '@/lib/api';
import { setAdminFlag } from '@/lib/session';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ authorization: string | null }, void>({ query: () => '/probe' }),
    anonymousProbe: build.query<{ authorization: string | null }, void>({
      query: () => '/probe',
      extraOptions: { anonymous: true },
    }),
    probeWithToken: build.query<{ authorization: string | null }, string>({
      query: (token) => ({ url: '/probe', headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

function echoAuthorization() {
  server.use(
    http.get(apiUrl('/probe'), ({ request }) =>
      HttpResponse.json({ authorization: request.headers.get('Authorization') }),
    ),
  );
}

function answer401(message = 'Sesión inválida o expirada') {
  server.use(http.get(apiUrl('/probe'), () => HttpResponse.json({ success: false, message }, { status: 401 })));
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

  it('sends no stored token on anonymous endpoints (sign-in calls)', async () => {
    echoAuthorization();
    window.localStorage.setItem('auth_token', 'token-123');
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.anonymousProbe.initiate());
    expect(result.data).toEqual({ authorization: null });
  });

  it('ends the session everywhere on a 401 to a request that carried the stored token', async () => {
    answer401();
    signInAs('customer');
    setAdminFlag();
    const store = makeStore();
    expect(store.getState().auth.user).not.toBeNull();

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toEqual({ user: null, token: null, status: 'anonymous', error: null });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    server.use(http.get(apiUrl('/probe'), () => HttpResponse.json({ success: false, message: 'x' }, { status: 403 })));
    signInAs('customer');
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().auth.token).toBe('customer-token');
    expect(window.localStorage.getItem('auth_token')).toBe('customer-token');
  });

  it('keeps the session when a 401 answers a request sent with another token', async () => {
    answer401();
    signInAs('customer');
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeWithToken.initiate('some-other-token'));
    expect(store.getState().auth.token).toBe('customer-token');
    expect(window.localStorage.getItem('auth_token')).toBe('customer-token');
  });

  it('has nothing to clear on a 401 without a token (Usuario no autenticado)', async () => {
    answer401('Usuario no autenticado');
    window.localStorage.setItem('cart', '[]');
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Usuario no autenticado' } });
    expect(store.getState().auth.status).toBe('anonymous');
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });
});
