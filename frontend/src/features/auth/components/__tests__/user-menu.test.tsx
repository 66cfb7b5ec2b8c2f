import { describe, expect, it } from 'vitest';

import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import { signInAs } from '@/testing/auth';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

function openMenuButton(name = /Menú de usuario: Ana María Pérez/) {
  return screen.getByRole('button', { name });
}

describe('user menu', () => {
  it('offers "Iniciar Sesión / Registrarse" to a signed-out visitor', () => {
    renderWithProviders(<StorefrontRoot />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Iniciar Sesión / Registrarse' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header).queryByRole('button', { name: /Menú de usuario/ })).not.toBeInTheDocument();
  });

  it('shows the initials of the first two words of the name, the name, the email and the account links', async () => {
    signInAs('customer');
    const { user } = renderWithProviders(<StorefrontRoot />);
    const trigger = openMenuButton();
    expect(trigger).toHaveTextContent('AM');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión / Registrarse' })).not.toBeInTheDocument();

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Menú de usuario' });
    expect(within(panel).getByText('Ana María Pérez')).toBeVisible();
    expect(within(panel).getByText('ana@example.cl')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Mi Cuenta' })).toHaveAttribute('href', '/account');
    expect(within(panel).getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/account/orders');
    expect(within(panel).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('shows the profile picture when there is one', () => {
    signInAs('google');
    const { container } = renderWithProviders(<StorefrontRoot />);
    const trigger = openMenuButton(/Menú de usuario: Pedro Soto/);
    expect(within(trigger).queryByText('PS')).not.toBeInTheDocument();
    expect(container.querySelector('.user-menu__trigger img')).toHaveAttribute(
      'src',
      'https://lh3.googleusercontent.com/a/pedro',
    );
  });

  it('closes on an outside click, on Escape and after choosing a link', async () => {
    signInAs('customer');
    const { user, router } = renderWithProviders(<StorefrontRoot />);

    await user.click(openMenuButton());
    await user.click(await screen.findByRole('contentinfo'));
    expect(screen.queryByRole('region', { name: 'Menú de usuario' })).not.toBeInTheDocument();

    await user.click(openMenuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Menú de usuario' })).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveFocus();

    await user.click(openMenuButton());
    await user.click(screen.getByRole('link', { name: 'Mis Pedidos' }));
    expect(router.state.location.pathname).toBe('/account/orders');
    expect(screen.queryByRole('region', { name: 'Menú de usuario' })).not.toBeInTheDocument();
  });

  it('logs out: clears the session and goes home', async () => {
    signInAs('customer');
    const { user, router, store } = renderWithProviders(<StorefrontRoot />, { route: '/cart' });

    await user.click(openMenuButton());
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión / Registrarse' })).toBeVisible();
  });

  it('points the mobile menu\'s "Mi Cuenta" to /account when signed in', async () => {
    signInAs('customer');
    const { user } = renderWithProviders(<StorefrontRoot />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú de navegación' }));
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(within(menu).getByRole('link', { name: 'Mi Cuenta' })).toHaveAttribute('href', '/account');
  });
});
