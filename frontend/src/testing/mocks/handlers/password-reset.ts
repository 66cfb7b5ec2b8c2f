import { http, HttpResponse } from 'msw';

import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { customerFixture, TEST_TOKENS } from '@/testing/mocks/handlers/auth';

// POST /auth/forgot-password and POST /auth/reset-password with the backend's wire shapes and Spanish messages.

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'Si el email corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  invalidToken: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
  done: 'Tu contraseña fue actualizada y ya iniciaste sesión',
} as const;

/** The link the customer account (customerFixture) was sent; it works once. Any other token is unknown. */
export const RESET_TOKENS = { valid: 'enlace-valido-de-ana', expired: 'enlace-vencido' } as const;

let spent = new Set<string>();

/** Called after every test (server.ts). */
export function resetPasswordResetDatabase() {
  spent = new Set();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const passwordResetHandlers = [
  http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
    const { email } = (await request.json()) as { email?: unknown };
    if (typeof email !== 'string' || !EMAIL_PATTERN.test(email)) {
      return fail(400, 'Los datos enviados no son válidos', ['Por favor, introduce un email válido']);
    }
    // The same answer for every address, as the API gives.
    return HttpResponse.json({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
  }),

  http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
    const { token, password } = (await request.json()) as { token?: unknown; password?: unknown };
    if (typeof password !== 'string' || password.length < 6) {
      return fail(400, 'Los datos enviados no son válidos', ['La contraseña debe tener al menos 6 caracteres']);
    }
    if (token !== RESET_TOKENS.valid || spent.has(token)) return fail(400, PASSWORD_RESET_MESSAGES.invalidToken);
    spent.add(token);
    return HttpResponse.json({
      success: true,
      message: PASSWORD_RESET_MESSAGES.done,
      token: TEST_TOKENS.customer,
      user: customerFixture,
    });
  }),
];
