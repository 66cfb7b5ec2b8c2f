import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { adminFixture, customerFixture, TEST_PASSWORDS, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function openAdminLogin() {
  const rendered = renderApp('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Acceso de administrador' });
  return rendered;
}

async function submit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('admin login', () => {
  it.each([
    ['', ''],
    [adminFixture.email, ''],
    ['', TEST_PASSWORDS.admin],
    ['   ', TEST_PASSWORDS.admin],
  ])('asks to fill in both fields (email "%s")', async (email, password) => {
    const { user } = await openAdminLogin();
    await submit(user, email, password);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('says "Invalid credentials" for a wrong pair', async () => {
    const { user, router } = await openAdminLogin();
    await submit(user, adminFixture.email, 'incorrecta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it('says "Invalid credentials" for a customer account and keeps no session', async () => {
    const { user, router } = await openAdminLogin();
    await submit(user, customerFixture.email, TEST_PASSWORDS.customer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer without a token', () => HttpResponse.json({ success: true, user: adminFixture })],
  ])('says "An error occurred during login" for %s', async (_case, reply) => {
    server.use(http.post(apiUrl('/auth/login'), reply));
    const { user } = await openAdminLogin();
    await submit(user, adminFixture.email, TEST_PASSWORDS.admin);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it.each([
    [
      'the guesses of one account (Retry-After in minutes)',
      '840',
      'Demasiados intentos. Inténtalo de nuevo en 14 minutos.',
    ],
    [
      'the calls of one address (Retry-After in seconds)',
      '37',
      'Demasiados intentos. Inténtalo de nuevo en 37 segundos.',
    ],
  ])('says how long to wait when %s are over the limit', async (_case, retryAfter, expected) => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          { success: false, message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.' },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        ),
      ),
    );
    const { user, router } = await openAdminLogin();
    await submit(user, adminFixture.email, TEST_PASSWORDS.admin);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it("shows the server's message for a 429 without Retry-After", async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          { success: false, message: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await openAdminLogin();
    await submit(user, adminFixture.email, TEST_PASSWORDS.admin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.',
    );
  });

  it('signs an administrator in: session, admin flag, then the dashboard', async () => {
    const gate = deferred();
    server.use(
      http.post(apiUrl('/auth/login'), async () => {
        await gate.promise;
        return HttpResponse.json({ success: true, token: TEST_TOKENS.admin, user: adminFixture });
      }),
    );
    const { user, router, store } = await openAdminLogin();
    await submit(user, adminFixture.email, TEST_PASSWORDS.admin);
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    gate.resolve();

    expect(await screen.findByRole('heading', { level: 1, name: /Panel de control/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem('isAdmin')).toBe('true');
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.admin);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ rol: 'ADMIN' });
    expect(store.getState().auth.user?.role).toBe('ADMIN');
  });

  it('logs out from the admin header: flag and session gone, back to the login', async () => {
    const { user, router } = await openAdminLogin();
    await submit(user, adminFixture.email, TEST_PASSWORDS.admin);
    await screen.findByRole('heading', { level: 1, name: /Panel de control/ });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();

    // The admin area is closed again.
    await router.navigate('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
