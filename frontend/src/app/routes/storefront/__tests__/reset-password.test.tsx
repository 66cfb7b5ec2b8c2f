import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred, signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { customerFixture, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { PASSWORD_RESET_MESSAGES, RESET_TOKENS } from '@/testing/mocks/handlers/password-reset';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { cleanup, renderApp, screen, waitFor } from '@/testing/test-utils';

const NEW_PASSWORD = 'nueva-clave-segura';

async function openResetLink(token: string = RESET_TOKENS.valid) {
  const rendered = renderApp(`/reset-password?token=${encodeURIComponent(token)}`);
  await screen.findByRole('heading', { level: 1, name: 'Crea una contraseña nueva' });
  return rendered;
}

const form = {
  password: () => screen.getByLabelText('Nueva contraseña'),
  confirmation: () => screen.getByLabelText('Confirmar nueva contraseña'),
  submit: () => screen.getByRole('button', { name: /Guardar contraseña|Procesando/ }),
};

describe('new password page (the link of the reset e-mail)', () => {
  it("takes the token out of the address bar and keeps it in the history entry's state", async () => {
    const { router } = await openResetLink();

    expect(router.state.location.pathname).toBe('/reset-password');
    // The replace navigation runs in an effect after the first render.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ resetToken: RESET_TOKENS.valid });
    expect(form.password()).toHaveAttribute('autocomplete', 'new-password');
    expect(form.confirmation()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Solicita uno nuevo' })).toHaveAttribute('href', '/forgot-password');
  });

  it('applies the registration rules: at least 6 characters and the same text twice', async () => {
    const { user } = await openResetLink();
    expect(form.submit()).toBeDisabled();

    await user.type(form.password(), '12345');
    await user.tab();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(form.password()).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.password(), '6');
    await user.type(form.confirmation(), '123457');
    await user.tab();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
    expect(form.submit()).toBeDisabled();

    await user.clear(form.confirmation());
    await user.type(form.confirmation(), '123456');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(form.submit()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(form.password()).toHaveAttribute('type', 'text');
    expect(form.confirmation()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar' })).toBeInTheDocument();
  });

  it('sets the password with the token, signs the user in and stores the new session', async () => {
    // A previous session of another account in this browser: the reset neither sends nor keeps it.
    signInAs('admin');
    const requests: Array<{ body: unknown; authorization: string | null }> = [];
    const gate = deferred();
    server.use(
      http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
        requests.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        await gate.promise;
        return HttpResponse.json({
          success: true,
          message: PASSWORD_RESET_MESSAGES.done,
          token: TEST_TOKENS.customer,
          user: customerFixture,
        });
      }),
    );
    const { user, store } = await openResetLink();

    await user.type(form.password(), NEW_PASSWORD);
    await user.type(form.confirmation(), NEW_PASSWORD);
    await user.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    gate.resolve();

    expect(await screen.findByRole('heading', { level: 1, name: 'Contraseña actualizada' })).toBeVisible();
    expect(screen.getByText(/ya iniciaste sesión/)).toHaveAttribute('role', 'status');
    expect(requests).toEqual([{ body: { token: RESET_TOKENS.valid, password: NEW_PASSWORD }, authorization: null }]);
    expect(store.getState().auth).toMatchObject({
      token: TEST_TOKENS.customer,
      status: 'authenticated',
      user: { email: customerFixture.email },
    });
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.customer);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ email: customerFixture.email });
    expect(screen.getByRole('link', { name: 'Ir a Mi Cuenta' })).toHaveAttribute('href', '/account');
  });

  it("shows the server's message for a link that was already used, and offers a new one", async () => {
    const first = await openResetLink();
    await first.user.type(form.password(), NEW_PASSWORD);
    await first.user.type(form.confirmation(), NEW_PASSWORD);
    await first.user.click(form.submit());
    await screen.findByRole('heading', { level: 1, name: 'Contraseña actualizada' });

    // The same link again, in a fresh browser (a replay of the e-mail's link).
    cleanup();
    window.localStorage.clear();
    const second = await openResetLink();
    await second.user.type(form.password(), NEW_PASSWORD);
    await second.user.type(form.confirmation(), NEW_PASSWORD);
    await second.user.click(form.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken);
    expect(second.store.getState().auth.token).toBeNull();
    expect(screen.getByRole('link', { name: 'Solicita uno nuevo' })).toHaveAttribute('href', '/forgot-password');
  });

  it('refuses an unknown or expired token with the Spanish message and no session', async () => {
    const { user, store } = await openResetLink(RESET_TOKENS.expired);
    await user.type(form.password(), NEW_PASSWORD);
    await user.type(form.confirmation(), NEW_PASSWORD);
    await user.click(form.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
    );
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('tells how long to wait on 429', async () => {
    server.use(
      http.post(apiUrl('/auth/reset-password'), () =>
        HttpResponse.json(
          { success: false, message: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.' },
          { status: 429, headers: { 'Retry-After': '40' } },
        ),
      ),
    );
    const { user } = await openResetLink();
    await user.type(form.password(), NEW_PASSWORD);
    await user.type(form.confirmation(), NEW_PASSWORD);
    await user.click(form.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Inténtalo de nuevo en 40 segundos.',
    );
  });

  it('without a token explains the link is not valid and sends nothing', async () => {
    const requests = recordRequests();
    renderApp('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('no es válido o ya expiró');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(requests.to('/auth/reset-password', 'POST')).toHaveLength(0);
  });
});
