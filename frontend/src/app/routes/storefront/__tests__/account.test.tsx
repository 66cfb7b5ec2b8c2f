import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ProfileForm } from '@/features/auth/components/profile-form';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { TEST_PASSWORDS } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

describe('account area', () => {
  it('sends a guest to /login with the returnUrl and brings them back after signing in', async () => {
    const { user, router } = renderApp('/account/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account/orders');

    await user.type(screen.getByLabelText('Email'), 'ana@example.cl');
    await user.type(screen.getByLabelText('Contraseña'), TEST_PASSWORDS.customer);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(await screen.findByRole('heading', { name: 'Pedido #1045' })).toBeVisible();
  });

  it('has a sidebar with the account sections and logout', async () => {
    signInAs('customer');
    const { user, router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' });
    const sidebar = screen.getByRole('complementary', { name: 'Mi cuenta' });

    const expected: Array<[string, string]> = [
      ['Resumen', '/account'],
      ['Mis Pedidos', '/account/orders'],
      ['Mis Direcciones', '/account/addresses'],
      ['Contraseña', '/account/password'],
    ];
    for (const [name, href] of expected) {
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(sidebar).getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('link', { name: 'Mis Direcciones' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeVisible();

    await user.click(
      within(screen.getByRole('complementary', { name: 'Mi cuenta' })).getByRole('button', { name: 'Cerrar sesión' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out from the header menu on an account page and lands on the home page', async () => {
    signInAs('customer');
    const { user, router } = renderApp('/account/orders');
    await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' });

    await user.click(screen.getByRole('button', { name: /Menú de usuario/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Menú de usuario' })).getByRole('button', { name: 'Cerrar sesión' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('greets the customer and changes the profile name', async () => {
    signInAs('customer');
    const { user } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    expect(screen.getByText(/¡Hola, Ana!/)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.cl');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();

    const name = screen.getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Ana Pérez Soto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Perfil actualizado correctamente')).toHaveAttribute('role', 'status');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ nombre: 'Ana Pérez Soto' });
    // The header shows the new name too.
    expect(await screen.findByRole('button', { name: 'Menú de usuario: Ana Pérez Soto' })).toHaveTextContent('AP');
  });

  it('shows the server message, or "Error al actualizar el perfil", when the update fails', async () => {
    signInAs('customer');
    const { user } = renderApp('/account');
    const name = await screen.findByLabelText('Nombre');

    server.use(http.put(apiUrl('/auth/profile'), () => new HttpResponse(null, { status: 500 })));
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar el perfil');

    server.use(
      http.put(apiUrl('/auth/profile'), () =>
        HttpResponse.json({ success: false, message: 'El nombre no puede superar los 80 caracteres' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El nombre no puede superar los 80 caracteres');
  });

  it('says "No se encontró token de autenticación" when the session has no token', async () => {
    const { user } = renderWithProviders(<ProfileForm />, {
      preloadedState: {
        auth: {
          user: {
            id: 1,
            email: 'ana@example.cl',
            name: 'Ana',
            profilePicture: null,
            provider: 'EMAIL',
            role: 'CUSTOMER',
          },
          token: null,
          status: 'authenticated',
          error: null,
        },
      },
    });
    await user.type(screen.getByLabelText('Nombre'), ' María');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se encontró token de autenticación');
  });

  it('leaves the account area for /login when the server rejects the token', async () => {
    window.localStorage.setItem('auth_token', 'expired-token');
    window.localStorage.setItem('user', JSON.stringify({ id: 1, email: 'ana@example.cl', nombre: 'Ana' }));
    const { router } = renderApp('/account/addresses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account/addresses');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
