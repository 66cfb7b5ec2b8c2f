import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GOOGLE_IDENTITY_SCRIPT_URL, type GoogleCredentialResponse } from '@/features/auth/utils/google-identity';
import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { GOOGLE_CREDENTIAL, TEST_PASSWORDS, TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const CUSTOMER_EMAIL = 'ana@example.cl';

function form() {
  return {
    email: () => screen.getByLabelText('Email'),
    password: () => screen.getByLabelText('Contraseña'),
    confirmation: () => screen.getByLabelText('Confirmar contraseña'),
    submit: (name: RegExp | string = /Iniciar Sesión|Crear Cuenta|Procesando/) => screen.getByRole('button', { name }),
  };
}

async function openLogin(route = '/login') {
  const rendered = renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
  return rendered;
}

function googleScript() {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.google;
});

describe('login page: modes and validation', () => {
  it('toggles between sign-in and register; register asks for the confirmation', async () => {
    const { user } = await openLogin();
    expect(screen.getByRole('button', { name: 'Iniciar sesión', pressed: true })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmar contraseña')).not.toBeInTheDocument();
    expect(form().submit()).toHaveTextContent('Iniciar Sesión');

    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Registrarse', pressed: true })).toBeInTheDocument();
    expect(form().confirmation()).toBeInTheDocument();
    expect(form().submit()).toHaveTextContent('Crear Cuenta');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión', pressed: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.queryByLabelText('Confirmar contraseña')).not.toBeInTheDocument();
  });

  it('shows each validation message verbatim and keeps submit disabled while the form is invalid', async () => {
    const { user } = await openLogin();
    expect(form().submit()).toBeDisabled();

    await user.type(form().email(), 'ana@example');
    await user.tab();
    expect(screen.getByText('Por favor, introduce un email válido')).toBeVisible();
    expect(form().email()).toHaveAttribute('aria-invalid', 'true');

    await user.type(form().password(), '12345');
    await user.tab();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(form().submit()).toBeDisabled();

    await user.type(form().email(), '.cl');
    await user.type(form().password(), '6');
    expect(screen.queryByText('Por favor, introduce un email válido')).not.toBeInTheDocument();
    expect(screen.queryByText('La contraseña debe tener al menos 6 caracteres')).not.toBeInTheDocument();
    expect(form().submit()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(form().submit()).toBeDisabled();
    await user.type(form().confirmation(), '12345x');
    await user.tab();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
    expect(form().submit()).toBeDisabled();

    await user.clear(form().confirmation());
    await user.type(form().confirmation(), '123456');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(form().submit()).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    expect(form().password()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(form().password()).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(form().password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeInTheDocument();
  });
});

describe('login page: signing in', () => {
  it('reads "Procesando..." and stays disabled while the call runs, then goes to the returnUrl', async () => {
    const gate = deferred();
    server.use(
      http.post(apiUrl('/auth/login'), async () => {
        await gate.promise;
        return HttpResponse.json({
          success: true,
          token: TEST_TOKENS.customer,
          user: {
            id: 1,
            email: CUSTOMER_EMAIL,
            nombre: 'Ana María Pérez',
            fotoPerfil: null,
            proveedorAuth: 'EMAIL',
            rol: 'CUSTOMER',
          },
        });
      }),
    );
    const { user, router } = await openLogin('/login?returnUrl=%2Fcart');

    await user.type(form().email(), CUSTOMER_EMAIL);
    await user.type(form().password(), TEST_PASSWORDS.customer);
    await user.click(form().submit());

    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    gate.resolve();

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.customer);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ email: CUSTOMER_EMAIL });
  });

  it('shows the server message for a wrong pair and clears it when a field changes', async () => {
    const { user, router } = await openLogin();
    await user.type(form().email(), CUSTOMER_EMAIL);
    await user.type(form().password(), 'incorrecta');
    await user.click(form().submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('auth_token')).toBeNull();

    await user.type(form().password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a failure without a message', () => new HttpResponse('Bad gateway', { status: 502 }), 'Error al iniciar sesión'],
    ['a network failure', () => HttpResponse.error(), 'Error al iniciar sesión'],
    [
      'too many attempts',
      () =>
        HttpResponse.json(
          { success: false, message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.' },
          { status: 429 },
        ),
      'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
    ],
    [
      'too many attempts, with the wait in Retry-After',
      () =>
        HttpResponse.json(
          { success: false, message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.' },
          { status: 429, headers: { 'Retry-After': '301' } },
        ),
      'Demasiados intentos. Inténtalo de nuevo en 6 minutos.',
    ],
    [
      'too many calls from one address, with the wait in Retry-After',
      () =>
        HttpResponse.json(
          { success: false, message: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.' },
          { status: 429, headers: { 'Retry-After': '12' } },
        ),
      'Demasiados intentos. Inténtalo de nuevo en 12 segundos.',
    ],
    [
      'an answer without a token',
      () => HttpResponse.json({ success: true, user: { id: 1, email: CUSTOMER_EMAIL } }),
      'Respuesta del servidor inválida',
    ],
    [
      'an answer without success',
      () => HttpResponse.json({ token: 't', user: { id: 1, email: CUSTOMER_EMAIL } }),
      'Respuesta del servidor inválida',
    ],
    [
      'an answer without a user',
      () => HttpResponse.json({ success: true, token: 't' }),
      'Respuesta del servidor inválida',
    ],
  ])('shows the right message for %s', async (_case, reply, message) => {
    server.use(http.post(apiUrl('/auth/login'), reply));
    const { user } = await openLogin();
    await user.type(form().email(), CUSTOMER_EMAIL);
    await user.type(form().password(), TEST_PASSWORDS.customer);
    await user.click(form().submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(form().submit()).toHaveTextContent('Iniciar Sesión');
  });

  it('registers with the part of the email before the @ as the name', async () => {
    const bodies: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/auth/register')) bodies.push(await request.clone().json());
    };
    server.events.on('request:start', listener);
    const { user, router } = await openLogin('/login?returnUrl=%2Faccount');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await user.type(form().email(), 'nuevo.cliente@correo.cl');
    await user.type(form().password(), 'clave-segura');
    await user.type(form().confirmation(), 'clave-segura');
    await user.click(form().submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(bodies).toEqual([{ email: 'nuevo.cliente@correo.cl', nombre: 'nuevo.cliente', password: 'clave-segura' }]);
    server.events.removeListener('request:start', listener);
  });

  it('shows the server message when the email is taken, or "Error al registrar usuario" without one', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await user.type(form().email(), CUSTOMER_EMAIL);
    await user.type(form().password(), 'clave-segura');
    await user.type(form().confirmation(), 'clave-segura');
    await user.click(form().submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este email');

    server.use(http.post(apiUrl('/auth/register'), () => HttpResponse.error()));
    await user.type(form().email(), 'x');
    await user.click(form().submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al registrar usuario');
  });

  it.each([
    ['//evil.com', '/'],
    ['https://evil.com/account', '/'],
    ['/\\evil.com', '/'],
    ['/account/orders?page=2', '/account/orders'],
  ])('after signing in with returnUrl=%s it goes to %s', async (returnUrl, expectedPath) => {
    const { user, router } = await openLogin(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await user.type(form().email(), CUSTOMER_EMAIL);
    await user.type(form().password(), TEST_PASSWORDS.customer);
    await user.click(form().submit());

    await waitFor(() => expect(router.state.location.pathname).toBe(expectedPath));
  });

  it('sends a visitor who is already signed in straight to the returnUrl', async () => {
    window.localStorage.setItem('auth_token', TEST_TOKENS.customer);
    window.localStorage.setItem('user', JSON.stringify({ id: 1, email: CUSTOMER_EMAIL, nombre: 'Ana' }));
    const { router } = renderApp('/login?returnUrl=%2Fcart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('login page: Google', () => {
  function configureGoogle(clientId: string | null = 'tienda.apps.googleusercontent.com') {
    server.use(http.get(apiUrl('/auth/config'), () => HttpResponse.json({ success: true, googleClientId: clientId })));
  }

  /** Stands in for accounts.google.com/gsi/client: renders a button and hands out the credential callback. */
  function fakeGoogleIdentity() {
    let callback: ((response: GoogleCredentialResponse) => void) | undefined;
    const identity = {
      initialize: vi.fn((config: { client_id: string; callback: (response: GoogleCredentialResponse) => void }) => {
        callback = config.callback;
      }),
      renderButton: vi.fn((parent: HTMLElement) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Continuar con Google';
        parent.append(button);
      }),
    };
    return {
      identity,
      install: () => {
        window.google = { accounts: { id: identity } };
      },
      // Google calls back outside React, as the real popup flow does.
      signIn: (credential: string) => callback?.({ credential }),
    };
  }

  it('offers no Google button and loads no script when the server has no client id', async () => {
    const requests = recordRequests();
    await openLogin();
    await waitFor(() => expect(requests.to('/auth/config')).toHaveLength(1));
    expect(screen.queryByText('o continúa con')).not.toBeInTheDocument();
    expect(googleScript()).toBeNull();
  });

  it('loads the Google script on demand, renders the button and signs in with the credential', async () => {
    configureGoogle();
    const google = fakeGoogleIdentity();
    const { router } = await openLogin('/login?returnUrl=%2Faccount%2Fpassword');

    await waitFor(() => expect(googleScript()).not.toBeNull());
    google.install();
    act(() => {
      googleScript()!.dispatchEvent(new Event('load'));
    });

    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(google.identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'tienda.apps.googleusercontent.com' }),
    );

    google.signIn(GOOGLE_CREDENTIAL);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/password');
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.google);
  });

  it('shows the server message when Google sign-in is refused', async () => {
    configureGoogle();
    const google = fakeGoogleIdentity();
    await openLogin();
    await waitFor(() => expect(googleScript()).not.toBeNull());
    google.install();
    act(() => {
      googleScript()!.dispatchEvent(new Event('load'));
    });
    await screen.findByRole('button', { name: 'Continuar con Google' });

    google.signIn('forged-credential');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error en la autenticación con Google');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('says so when the Google script cannot load', async () => {
    configureGoogle();
    await openLogin();
    await waitFor(() => expect(googleScript()).not.toBeNull());
    act(() => {
      googleScript()!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la autenticación de Google');
  });
});

describe('login page: Google redirect landing', () => {
  it('keeps the #token= session, removes the fragment and goes to the returnUrl', async () => {
    const requests = recordRequests();
    const { router } = renderApp(`/login?returnUrl=%2Faccount#token=${TEST_TOKENS.google}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.hash).toBe('');
    expect(window.localStorage.getItem('auth_token')).toBe(TEST_TOKENS.google);
    expect(requests.to('/auth/me')).toHaveLength(1);
    // The fragment was removed by replacing the history entry, so Back cannot bring the token back.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the Google error for #error=google and clears the fragment', async () => {
    const { router } = renderApp('/login#error=google');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en la autenticación con Google');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a #token= the server rejects', async () => {
    const { router } = renderApp('/login#token=not-a-session');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en la autenticación con Google');
    expect(router.state.location.hash).toBe('');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Iniciar Sesión / Registrarse' }),
    ).toBeVisible();
  });
});
