import { describe, expect, it } from 'vitest';

import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import { cartProduct } from '@/testing/cart-fixtures';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

const brakePads = cartProduct(7, 'Pastillas de freno', 24990, 5);

describe('storefront header', () => {
  it('links the logo and the main navigation', () => {
    renderWithProviders(<StorefrontRoot />);
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Repuestos, ir al inicio' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Repuestos' })).toHaveAttribute('href', '/repuestos');
    expect(within(nav).getByRole('link', { name: 'Seguir Pedido' })).toHaveAttribute('href', '/order-tracking');
    expect(within(header).getByRole('link', { name: 'Iniciar Sesión / Registrarse' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header).getByRole('link', { name: 'Carrito: 0 productos' })).toHaveAttribute('href', '/cart');
  });

  it('shows the number of units in the cart on the badge', () => {
    renderWithProviders(<StorefrontRoot />, {
      preloadedState: {
        cart: {
          items: [
            { product: brakePads, quantity: 2 },
            { product: { ...brakePads, id: 8 }, quantity: 1 },
          ],
        },
      },
    });
    const cartLink = screen.getByRole('link', { name: 'Carrito: 3 productos' });
    expect(cartLink).toHaveTextContent('3');
  });

  it('reads the cart saved in localStorage on start', () => {
    window.localStorage.setItem('cart', JSON.stringify([{ product: brakePads, quantity: 1 }]));
    renderWithProviders(<StorefrontRoot />);
    expect(screen.getByRole('link', { name: 'Carrito: 1 producto' })).toBeInTheDocument();
  });

  it('submits the search box to /repuestos?search=text', async () => {
    const { user, router } = renderWithProviders(<StorefrontRoot />);
    const header = screen.getByRole('banner');
    const input = within(header).getByRole('combobox', { name: 'Buscar repuestos' });
    expect(input).toHaveAttribute('placeholder', 'Buscar por producto, SKU o código OEM...');

    await user.type(input, '  filtro de aceite {Enter}');

    expect(router.state.location.pathname).toBe('/repuestos');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('filtro de aceite');
    // The box keeps showing the search being viewed.
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Buscar repuestos' })).toHaveValue(
      'filtro de aceite',
    );
  });

  it('does not navigate on an empty search', async () => {
    const { user, router } = renderWithProviders(<StorefrontRoot />, { route: '/cart' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('toggles the mobile menu with the same links plus the cart and account entries', async () => {
    const { user, router } = renderWithProviders(<StorefrontRoot />, {
      preloadedState: { cart: { items: [{ product: brakePads, quantity: 2 }] } },
    });
    const burger = screen.getByRole('button', { name: 'Abrir menú de navegación' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();

    await user.click(burger);

    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Cerrar menú de navegación');
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Repuestos' })).toHaveAttribute('href', '/repuestos');
    expect(within(menu).getByRole('link', { name: 'Seguir Pedido' })).toHaveAttribute('href', '/order-tracking');
    expect(within(menu).getByRole('link', { name: 'Carrito (2)' })).toHaveAttribute('href', '/cart');
    expect(within(menu).getByRole('link', { name: 'Mi Cuenta' })).toHaveAttribute('href', '/login');

    await user.click(burger);
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();

    // Choosing an entry navigates and closes the menu.
    await user.click(burger);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menú móvil' })).getByRole('link', { name: 'Seguir Pedido' }),
    );
    expect(router.state.location.pathname).toBe('/order-tracking');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();

    // Escape closes it too.
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument();
  });

  it('opens the side menu with the brand entry and the categories from the API and closes it again', async () => {
    const { user } = renderWithProviders(<StorefrontRoot />);
    const menuButton = screen.getByRole('button', { name: 'Menú de categorías' });

    await user.click(menuButton);

    const dialog = screen.getByRole('dialog', { name: '¡Bienvenido!' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Marcas' })).toHaveAttribute('aria-expanded', 'false');
    expect(await within(dialog).findByRole('button', { name: 'Frenos' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('button', { name: 'Suspensión' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('searches from the side menu', async () => {
    const { user, router } = renderWithProviders(<StorefrontRoot />);
    await user.click(screen.getByRole('button', { name: 'Menú de categorías' }));
    const dialog = screen.getByRole('dialog', { name: '¡Bienvenido!' });

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Buscar repuestos desde el menú' }),
      'PF-7788{Enter}',
    );

    expect(router.state.location.pathname).toBe('/repuestos');
    expect(router.state.location.search).toBe('?search=PF-7788');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
