import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { PASSWORD_RESET_MESSAGES } from '@/testing/mocks/handlers/password-reset';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function openForgotPassword() {
  const rendered = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' });
  return rendered;
}

const emailField = () => screen.getByLabelText('Email');
const submitButton = () => screen.getByRole('button', { name: /Enviar enlace|Procesando/ });

describe('forgot password page', () => {
  it('is reached from the login page through ¿Olvidaste tu contraseña?', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });

    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('checks the email before sending and keeps the button disabled while it is invalid', async () => {
    const { user } = await openForgotPassword();
    expect(submitButton()).toBeDisabled();

    await user.type(emailField(), 'ana@example');
    await user.tab();

    expect(screen.getByText('Por favor, introduce un email válido')).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.type(emailField(), '.cl');
    expect(screen.queryByText('Por favor, introduce un email válido')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('sends the trimmed email and shows the same neutral confirmation the server gives for any address', async () => {
    const sent: unknown[] = [];
    const gate = deferred();
    server.use(
      http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
        sent.push(await request.json());
        expect(request.headers.get('Authorization')).toBeNull();
        await gate.promise;
        return HttpResponse.json({ success: true, message: PASSWORD_RESET_MESSAGES.requested });
      }),
    );
    const { user } = await openForgotPassword();

    await user.type(emailField(), '  nadie@example.cl ');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    gate.resolve();

    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu email' })).toBeVisible();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.requested)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/El enlace vale por 1 hora/)).toBeVisible();
    expect(sent).toEqual([{ email: 'nadie@example.cl' }]);

    await user.click(screen.getByRole('button', { name: 'Usar otro email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  });

  it('tells how long to wait when the server refuses with 429 and Retry-After', async () => {
    server.use(
      http.post(apiUrl('/auth/forgot-password'), () =>
        HttpResponse.json(
          { success: false, message: 'Demasiadas solicitudes para este email. Inténtalo de nuevo en una hora.' },
          { status: 429, headers: { 'Retry-After': '3540' } },
        ),
      ),
    );
    const { user } = await openForgotPassword();

    await user.type(emailField(), 'ana@example.cl');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Inténtalo de nuevo en 59 minutos.',
    );
    expect(screen.queryByRole('heading', { name: 'Revisa tu email' })).not.toBeInTheDocument();

    // Editing the address clears the message.
    await user.type(emailField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's 429 message when it sends no Retry-After", async () => {
    server.use(
      http.post(apiUrl('/auth/forgot-password'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Demasiadas solicitudes para recuperar la contraseña. Inténtalo de nuevo en 15 minutos.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = await openForgotPassword();

    await user.type(emailField(), 'ana@example.cl');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes para recuperar la contraseña. Inténtalo de nuevo en 15 minutos.',
    );
  });

  it('says the link could not be sent when the server is unreachable', async () => {
    server.use(http.post(apiUrl('/auth/forgot-password'), () => HttpResponse.error()));
    const { user } = await openForgotPassword();

    await user.type(emailField(), 'ana@example.cl');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos enviar el enlace. Inténtalo de nuevo en unos minutos.',
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
