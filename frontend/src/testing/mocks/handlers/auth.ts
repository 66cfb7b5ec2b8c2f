import { http, HttpResponse } from 'msw';

import type { UserWire } from '@/features/auth/api/auth-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';

// Wire shapes of /auth/* (the backend contract): { success, token, user } on sign-in, { success:false, message }
// on failure. Test-only accounts; nothing here reaches the bundle.

export const customerFixture: UserWire = {
  id: 1,
  email: 'ana@example.cl',
  nombre: 'Ana María Pérez',
  fotoPerfil: null,
  proveedorAuth: 'EMAIL',
  rol: 'CUSTOMER',
};

export const adminFixture: UserWire = {
  id: 2,
  email: 'admin@example.cl',
  nombre: 'Equipo Repuestos',
  fotoPerfil: null,
  proveedorAuth: 'EMAIL',
  rol: 'ADMIN',
};

export const googleUserFixture: UserWire = {
  id: 3,
  email: 'pedro@gmail.com',
  nombre: 'Pedro Soto',
  fotoPerfil: 'https://lh3.googleusercontent.com/a/pedro',
  proveedorAuth: 'GOOGLE',
  rol: 'CUSTOMER',
};

export const TEST_PASSWORDS = { customer: 'secreto123', admin: 'admin-secreto' } as const;
export const TEST_TOKENS = { customer: 'customer-token', admin: 'admin-token', google: 'google-token' } as const;
export const GOOGLE_CREDENTIAL = 'google-id-token';

type Account = { user: UserWire; password: string | null; token: string };

function freshAccounts(): Account[] {
  return [
    { user: { ...customerFixture }, password: TEST_PASSWORDS.customer, token: TEST_TOKENS.customer },
    { user: { ...adminFixture }, password: TEST_PASSWORDS.admin, token: TEST_TOKENS.admin },
    { user: { ...googleUserFixture }, password: null, token: TEST_TOKENS.google },
  ];
}

let accounts = freshAccounts();

/** Called after every test (setup-tests.ts). */
export function resetAuthDatabase() {
  accounts = freshAccounts();
}

/** The account of the request's bearer token, or the 401 answer the API gives. */
export function authenticate(request: Request): Account | Response {
  const header = request.headers.get('Authorization');
  if (!header) return fail(401, 'Usuario no autenticado');
  const token = header.replace(/^Bearer\s+/i, '');
  return accounts.find((account) => account.token === token) ?? fail(401, 'Sesión inválida o expirada');
}

/** null for an administrator's request; otherwise the API's 401, or its 403 (backend core/auth access.errors.ts). */
export function requireAdmin(request: Request): Response | null {
  const account = authenticate(request);
  if (account instanceof Response) return account;
  return account.user.rol === adminFixture.rol ? null : fail(403, 'No tienes permiso para realizar esta acción');
}

const session = (account: Account, status = 200) =>
  HttpResponse.json({ success: true, token: account.token, user: account.user }, { status });

export const authHandlers = [
  http.get(apiUrl('/auth/config'), () => HttpResponse.json({ success: true, googleClientId: null })),

  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    const account = accounts.find((candidate) => candidate.user.email === email.toLowerCase());
    if (!account || account.password === null || account.password !== password) {
      return fail(401, 'Email o contraseña incorrectos');
    }
    return session(account);
  }),

  http.post(apiUrl('/auth/register'), async ({ request }) => {
    const { email, nombre, password } = (await request.json()) as { email: string; nombre: string; password: string };
    if (accounts.some((account) => account.user.email === email.toLowerCase())) {
      return fail(409, 'Ya existe una cuenta con este email');
    }
    const account: Account = {
      user: { id: 100 + accounts.length, email, nombre, fotoPerfil: null, proveedorAuth: 'EMAIL', rol: 'CUSTOMER' },
      password,
      token: `token-${email}`,
    };
    accounts.push(account);
    return session(account, 201);
  }),

  http.post(apiUrl('/auth/google'), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token !== GOOGLE_CREDENTIAL) return fail(401, 'Error en la autenticación con Google');
    return session(accounts.find((account) => account.token === TEST_TOKENS.google)!);
  }),

  http.get(apiUrl('/auth/me'), ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ success: true, user: account.user });
  }),

  http.put(apiUrl('/auth/profile'), async ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const { nombre } = (await request.json()) as { nombre: string };
    if (!nombre?.trim()) return fail(400, 'Los datos enviados no son válidos', ['El nombre es obligatorio']);
    account.user = { ...account.user, nombre: nombre.trim() };
    return HttpResponse.json({ success: true, message: 'Perfil actualizado correctamente', user: account.user });
  }),

  http.put(apiUrl('/auth/password'), async ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const { currentPassword, newPassword } = (await request.json()) as {
      currentPassword?: string;
      newPassword: string;
    };
    if (account.password !== null) {
      if (!currentPassword) return fail(400, 'Debes ingresar tu contraseña actual');
      if (currentPassword !== account.password) return fail(400, 'La contraseña actual es incorrecta');
    }
    account.password = newPassword;
    // Like the API: the change ends every earlier session, and this one goes on with a new token.
    account.token = `${account.token}+`;
    return HttpResponse.json({ success: true, message: 'Contraseña actualizada correctamente', token: account.token });
  }),
];
