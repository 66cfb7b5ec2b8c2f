import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { authApi } from '@/features/auth/api/auth-api';
import { signedOut, validateStoredSession } from '@/features/auth/auth-slice';
import { setAdminFlag } from '@/lib/session';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { customerFixture, TEST_PASSWORDS, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';

describe('auth slice', () => {
  it('starts signed out without a stored session', () => {
    expect(makeStore().getState().auth).toEqual({ user: null, token: null, status: 'anonymous', error: null });
  });

  it('restores the stored user and token, mapped to the client user', () => {
    signInAs('google');
    const { auth } = makeStore().getState();
    expect(auth.status).toBe('restored');
    expect(auth.token).toBe(TEST_TOKENS.google);
    expect(auth.user).toEqual({
      id: 3,
      email: 'pedro@gmail.com',
      name: 'Pedro Soto',
      profilePicture: 'https://lh3.googleusercontent.com/a/pedro',
      provider: 'GOOGLE',
      role: 'CUSTOMER',
    });
  });

  it.each([
    ['only a token', () => window.localStorage.setItem('auth_token', 'token')],
    ['only a user', () => window.localStorage.setItem('user', JSON.stringify(customerFixture))],
    [
      'a user that is not JSON',
      () => {
        window.localStorage.setItem('auth_token', 'token');
        window.localStorage.setItem('user', '{broken');
      },
    ],
    [
      'a user without an email',
      () => {
        window.localStorage.setItem('auth_token', 'token');
        window.localStorage.setItem('user', JSON.stringify({ id: 1 }));
      },
    ],
  ])('does not restore %s', (_case, arrange) => {
    arrange();
    expect(makeStore().getState().auth.status).toBe('anonymous');
  });

  it('validates the restored token with GET /auth/me and refreshes the stored user', async () => {
    signInAs('customer', { nombre: 'Nombre antiguo' });
    const store = makeStore();

    await store.dispatch(validateStoredSession());

    expect(store.getState().auth.status).toBe('authenticated');
    expect(store.getState().auth.user?.name).toBe('Ana María Pérez');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ nombre: 'Ana María Pérez' });
  });

  it('clears the token and the user from storage and the store when GET /auth/me answers 401', async () => {
    window.localStorage.setItem('auth_token', 'expired-token');
    window.localStorage.setItem('user', JSON.stringify(customerFixture));
    setAdminFlag();
    const store = makeStore();

    await store.dispatch(validateStoredSession());

    expect(store.getState().auth).toEqual({ user: null, token: null, status: 'anonymous', error: null });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it('keeps the restored session when the server cannot be reached', async () => {
    server.use(http.get(apiUrl('/auth/me'), () => HttpResponse.error()));
    signInAs('customer');
    const store = makeStore();

    await store.dispatch(validateStoredSession());

    expect(store.getState().auth.status).toBe('authenticated');
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.customer);
  });

  it('validates only once', async () => {
    signInAs('customer');
    const store = makeStore();
    let calls = 0;
    const count = () => {
      calls += 1;
    };
    server.events.on('request:start', count);
    await Promise.all([store.dispatch(validateStoredSession()), store.dispatch(validateStoredSession())]);
    await store.dispatch(validateStoredSession());
    expect(calls).toBe(1);
    server.events.removeListener('request:start', count);
  });

  it('keeps a successful sign-in in the store and in storage, and forgets it on logout', async () => {
    const store = makeStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: customerFixture.email, password: TEST_PASSWORDS.customer }),
    );
    expect(store.getState().auth).toMatchObject({ token: TEST_TOKENS.customer, status: 'authenticated', error: null });
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.customer);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(customerFixture);

    store.dispatch(signedOut());

    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('keeps the failure message of a sign-in for the login page', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: customerFixture.email, password: 'incorrecta' }));
    expect(store.getState().auth).toMatchObject({
      user: null,
      status: 'anonymous',
      error: 'Email o contraseña incorrectos',
    });
  });

  it('does not keep a customer session from the admin sign-in', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      authApi.endpoints.adminLogin.initiate({ email: customerFixture.email, password: TEST_PASSWORDS.customer }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});
