import { describe, expect, it } from 'vitest';

import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

function signInCustomer() {
  window.localStorage.setItem('auth_token', 'customer-token');
  window.localStorage.setItem('user', JSON.stringify({ id: 1, email: 'ana@example.cl', nombre: 'Ana Pérez' }));
}

function grantAdminFlag() {
  window.localStorage.setItem('isAdmin', 'true');
}

describe('storefront route table', () => {
  it('renders the home page at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Repuestos para tu vehículo/ })).toBeInTheDocument();
    // Below the first screen: it renders a moment after the page.
    expect(await screen.findByRole('heading', { name: 'Productos Destacados' })).toBeInTheDocument();
  });

  it.each([
    ['/repuestos', 'Repuestos'],
    ['/repuestos?brand=1&brandName=Toyota&model=11&modelName=Yaris', 'Repuestos Toyota Yaris'],
    ['/repuestos?search=filtro', 'Resultados de búsqueda'],
    ['/category/1', 'Frenos'],
    ['/category/1?subcategory=sub-100', 'Pastillas delanteras'],
    ['/brand/1', 'Toyota'],
    ['/products/7', 'Pastillas de freno delanteras Toyota Yaris'],
  ])('renders %s (loaded on demand) with the heading "%s" inside the shop layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a catalogue link with a brand but no model to the brand page', async () => {
    const { router } = renderApp('/repuestos?brand=1&brandName=Toyota');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/brand/1');
  });

  it.each(['/login', '/login?returnUrl=%2Fcart'])(
    'renders %s (loaded on demand) inside the shop layout',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it.each([
    ['/cart', 'Carrito de Compras'],
    ['/checkout', 'Finalizar Compra'],
    ['/checkout/success', 'Estamos confirmando tu pago'],
    ['/order-tracking', 'Seguimiento de Pedido'],
  ])('renders %s (loaded on demand) with the heading "%s" inside the shop layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('forwards /products?category={id} to the category listing', async () => {
    const { router } = renderApp('/products?category=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suspensión' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/category/3');
  });

  it('forwards /products without a category to the catalogue', async () => {
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repuestos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/repuestos');
  });

  it.each([
    ['/account', 'Mi cuenta'],
    ['/account/orders', 'Mis pedidos'],
    ['/account/addresses', 'Mis direcciones'],
    ['/account/password', 'Cambiar contraseña'],
  ])('renders %s (loaded on demand) for a signed-in customer inside the account area', async (path, heading) => {
    signInCustomer();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Mi cuenta' });
    expect(within(sidebar).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a guest from an account page to /login with the full path as returnUrl', async () => {
    const { router } = renderApp('/account/orders?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount%2Forders%3Fpage%3D2');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account/orders?page=2');
  });

  it('requires both the stored user and the token for account pages', async () => {
    window.localStorage.setItem('auth_token', 'only-a-token');
    const { router } = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(router.state.location.search).toBe('?returnUrl=%2Faccount');
  });

  it.each(['/does-not-exist', '/products/7/extra', '/admin/unknown-screen'])(
    'shows the not-found page for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    },
  );
});

describe('admin route table', () => {
  it.each([
    ['/admin/dashboard', 'Panel de control'],
    ['/admin/products', 'Productos'],
    ['/admin/products/new', 'Nuevo producto'],
    ['/admin/products/5/edit', 'Editar producto'],
    ['/admin/categories', 'Categorías'],
    ['/admin/categories/new', 'Nueva categoría'],
    ['/admin/categories/5/edit', 'Editar categoría'],
    ['/admin/subcategories', 'Subcategorías'],
    ['/admin/subcategories/new', 'Nueva subcategoría'],
    ['/admin/subcategories/5/edit', 'Editar subcategoría'],
    ['/admin/subcategories/edit/6', 'Editar subcategoría'],
    ['/admin/subsubcategories', 'Sub-subcategorías'],
    ['/admin/subsubcategories/new', 'Nueva sub-subcategoría'],
    ['/admin/subsubcategories/5/edit', 'Editar sub-subcategoría'],
    ['/admin/subsubcategories/edit/6', 'Editar sub-subcategoría'],
    ['/admin/excel-import', 'Importación desde Excel'],
    ['/admin/orders', 'Gestión de Pedidos'],
    ['/admin/customers', 'Clientes'],
    ['/admin/reviews', 'Reseñas'],
    ['/admin/settings', 'Configuración de la tienda'],
    ['/admin/profile', 'Mi perfil'],
  ])('renders %s as the "%s" screen inside the admin layout', async (path, screenName) => {
    grantAdminFlag();
    renderApp(path);
    // Screens still to be built say so after their name.
    const name = new RegExp(`^${screenName}( — en construcción)?$`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Menú de administración' });
    expect(within(sidebar).getByText('v1.0.0')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    // The shop header is not part of the admin area.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('opens /admin/login without the admin flag', async () => {
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso de administrador' })).toBeVisible();
  });

  it.each(['/admin/dashboard', '/admin/orders', '/admin/subcategories/edit/3', '/admin'])(
    'redirects %s to /admin/login without the admin flag',
    async (path) => {
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Acceso de administrador' });
      expect(router.state.location.pathname).toBe('/admin/login');
    },
  );

  it('sends /admin to the dashboard for an administrator', async () => {
    grantAdminFlag();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the admin.md sidebar links and logs out by removing the admin flag and the session', async () => {
    grantAdminFlag();
    window.localStorage.setItem('auth_token', 'admin-token');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 2, email: 'admin@example.cl', nombre: 'Equipo', rol: 'ADMIN' }),
    );
    const { router, user } = renderApp('/admin/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Menú de administración' });

    const expectedLinks: Array<[string, string]> = [
      ['Panel de control', '/admin/dashboard'],
      ['Productos', '/admin/products'],
      ['Todos los productos', '/admin/products'],
      ['Nuevo producto', '/admin/products/new'],
      ['Importar Excel', '/admin/excel-import'],
      ['Categorías', '/admin/categories'],
      ['Todas las categorías', '/admin/categories'],
      ['Nueva categoría', '/admin/categories/new'],
      ['Subcategorías', '/admin/subcategories'],
      ['Sub-subcategorías', '/admin/subsubcategories'],
      ['Pedidos', '/admin/orders'],
      ['Clientes', '/admin/customers'],
      ['Reseñas', '/admin/reviews'],
      ['Configuración', '/admin/settings'],
    ];
    for (const [name, href] of expectedLinks) {
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('link', { name: 'Ver tienda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: '3 notificaciones' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
