import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { adminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { server } from '@/testing/mocks/server';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

const TAB_NAMES = ['Panel de control', 'Productos', 'Categorías', 'Sub categorías', 'Sub subcategorías', 'Pedidos'];

async function openDashboard(route = '/admin/dashboard', overrides: RequestHandler[] = []) {
  const rendered = renderAdmin(route, overrides);
  await screen.findByRole('heading', { level: 1, name: 'Panel de control' });
  return rendered;
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

async function openProductsTab(user: Awaited<ReturnType<typeof openDashboard>>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Productos' }));
  const panel = screen.getByRole('tabpanel', { name: 'Productos' });
  await within(panel).findByRole('article', { name: 'Filtro de aceite modelo 130' });
  return panel;
}

describe('admin dashboard', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the six tabs of admin.md with the overview open', async () => {
    await openDashboard();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Panel de control' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Secciones del panel' })).toBeVisible();
  });

  it('shows live figures from the stats call, revenue in CLP, and the recent activity', async () => {
    await openDashboard();
    await screen.findByText('Actividad reciente');
    const { products } = adminCatalogDatabase();
    expect(statValue('Productos')).toHaveTextContent(String(products.length));
    expect(statValue('Pedidos')).toHaveTextContent('12');
    expect(statValue('Ingresos')).toHaveTextContent('$3.549.990');
    expect(statValue('Stock bajo')).toHaveTextContent(
      String(products.filter((product) => Number(product.existencias) <= 5).length),
    );
    expect(statValue('Pedidos pendientes')).toHaveTextContent('3');
    expect(screen.getByText('Nuevo pedido #1045 de Ana Pérez')).toBeVisible();
    expect(screen.getByText('Importación completada: 120 filas procesadas')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Importación' })).toBeInTheDocument();
  });

  it('shows skeletons while the figures load, then an error with a working retry', async () => {
    const gate = deferred();
    let calls = 0;
    const { user } = await openDashboard('/admin/dashboard', [
      http.get(apiUrl('/admin/dashboard/stats'), async () => {
        calls += 1;
        if (calls === 1) {
          await gate.promise;
          return HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 });
        }
        return HttpResponse.json({
          success: true,
          stats: { products: 45, orders: 7, revenue: '125990', lowStockProducts: 2, pendingOrders: 1 },
          recentActivity: [],
        });
      }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando estadísticas…');
    gate.resolve();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las estadísticas. Por favor, inténtalo de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    await screen.findByText('Actividad reciente');
    expect(statValue('Productos')).toHaveTextContent('45');
    expect(statValue('Ingresos')).toHaveTextContent('$125.990');
    expect(screen.getByText('Todavía no hay actividad registrada.')).toBeVisible();
  });

  it('moves between tabs with the arrow keys and keeps the open tab in the address', async () => {
    const { user, router } = await openDashboard();
    screen.getByRole('tab', { name: 'Panel de control' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Productos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=productos');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pedidos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Panel de control' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('pages the products on the server, eight at a time, newest first', async () => {
    const requests = recordRequests();
    const { user } = await openDashboard('/admin/dashboard?tab=productos');
    const panel = screen.getByRole('tabpanel', { name: 'Productos' });
    const cards = await within(panel).findAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveAccessibleName('Filtro de aceite modelo 130');
    expect(within(panel).getByText('32 productos')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Página 2' }));
    await within(panel).findByRole('article', { name: 'Filtro de aire modelo 122' });
    expect(within(panel).getAllByRole('article')).toHaveLength(8);
    const pages = requests.to('/admin/products').map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(requests.to('/admin/products').every((url) => url.searchParams.get('limit') === '8')).toBe(true);
  });

  it('searches products 300 ms after the last keystroke and goes back to page 1', async () => {
    const requests = recordRequests();
    const { user } = await openDashboard('/admin/dashboard?tab=productos');
    const panel = screen.getByRole('tabpanel', { name: 'Productos' });
    await within(panel).findByRole('article', { name: 'Filtro de aceite modelo 130' });
    await user.click(within(panel).getByRole('button', { name: 'Página 3' }));
    await within(panel).findByRole('article', { name: 'Pastilla de freno modelo 114' });

    await user.type(within(panel).getByLabelText('Buscar productos'), 'filtro de aire');
    // Typing alone sends nothing: the search waits for a pause.
    expect(requests.to('/admin/products').some((url) => url.searchParams.has('search'))).toBe(false);

    await within(panel).findByRole('article', { name: 'Filtro de aire modelo 127' });
    const searches = requests.to('/admin/products').filter((url) => url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0].searchParams.get('search')).toBe('filtro de aire');
    expect(searches[0].searchParams.get('page')).toBe('1');
    expect(within(panel).getByText('6 productos')).toBeVisible();
  });

  it('says "No se encontraron productos" when nothing matches', async () => {
    const { user } = await openDashboard('/admin/dashboard?tab=productos');
    const panel = screen.getByRole('tabpanel', { name: 'Productos' });
    await within(panel).findByRole('article', { name: 'Filtro de aceite modelo 130' });
    await user.type(within(panel).getByLabelText('Buscar productos'), 'zzzz');
    expect(await within(panel).findByText('No se encontraron productos')).toBeVisible();
  });

  it('switches the products between grid and list view', async () => {
    const { user } = await openDashboard();
    const panel = await openProductsTab(user);
    expect(within(panel).getByRole('button', { name: 'Vista de cuadrícula' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Vista de lista' }));
    const table = within(panel).getByRole('table', { name: 'Productos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Producto', 'SKU', 'Precio', 'Stock', 'Categoría', 'Acciones']);
    const row = within(table).getByRole('row', { name: /Filtro de aceite modelo 130/ });
    expect(within(row).getByText('SKU-130')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Editar Filtro de aceite modelo 130' })).toHaveAttribute(
      'href',
      '/admin/products/130/edit',
    );
    expect(within(panel).queryByRole('article')).not.toBeInTheDocument();

    // The view belongs to the tab: another tab and back keeps it.
    await user.click(screen.getByRole('tab', { name: 'Categorías' }));
    await user.click(screen.getByRole('tab', { name: 'Productos' }));
    expect(within(panel).getByRole('table', { name: 'Productos' })).toBeVisible();
  });

  it('deletes a product only after confirming, and cancelling keeps it', async () => {
    const { user } = await openDashboard();
    const panel = await openProductsTab(user);

    await user.click(within(panel).getByRole('button', { name: 'Eliminar Filtro de aceite modelo 130' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de que quieres eliminar el producto "Filtro de aceite modelo 130"?',
    );
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(adminCatalogDatabase().products.some((product) => product.id === 130)).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Eliminar Filtro de aceite modelo 130' }));
    dialog = screen.getByRole('alertdialog', { name: 'Eliminar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(panel).findByText('Producto eliminado correctamente')).toBeVisible();
    await waitFor(() =>
      expect(within(panel).queryByRole('article', { name: 'Filtro de aceite modelo 130' })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByText('31 productos')).toBeVisible();
    expect(adminCatalogDatabase().products.some((product) => product.id === 130)).toBe(false);
  });

  it('keeps the dialog open with the error when a delete fails', async () => {
    server.use(
      http.delete(apiUrl('/products/:id'), () =>
        HttpResponse.json({ success: false, message: 'Error interno del servidor' }, { status: 500 }),
      ),
    );
    const { user } = await openDashboard();
    const panel = await openProductsTab(user);
    await user.click(within(panel).getByRole('button', { name: 'Eliminar Filtro de aceite modelo 130' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar el producto. Por favor, inténtalo de nuevo.');
    expect(alert).toHaveTextContent('Error interno del servidor');
    expect(within(panel).getByRole('article', { name: 'Filtro de aceite modelo 130' })).toBeInTheDocument();
  });

  it('pages categories in the browser, eight per page, with their delete conflict message', async () => {
    const overrides = [
      http.get(apiUrl('/categories'), () =>
        HttpResponse.json(
          Array.from({ length: 10 }, (_, index) => ({
            id: index + 1,
            nombre: `Categoría ${String(index + 1).padStart(2, '0')}`,
            imagen: null,
            subcategorias: [],
            subSubcategorias: [],
          })),
        ),
      ),
      http.delete(apiUrl('/categories/:id'), () =>
        HttpResponse.json(
          { success: false, message: 'No se puede eliminar la categoría porque tiene 4 productos asociados' },
          { status: 409 },
        ),
      ),
    ];
    const requests = recordRequests();
    const { user } = await openDashboard('/admin/dashboard?tab=categorias', overrides);
    const panel = screen.getByRole('tabpanel', { name: 'Categorías' });
    expect(await within(panel).findAllByRole('article')).toHaveLength(8);
    await user.click(within(panel).getByRole('button', { name: 'Página 2' }));
    expect(
      within(panel)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Categoría 09', 'Categoría 10']);
    expect(requests.to('/categories')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Eliminar Categoría 10' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar categoría' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar la categoría "Categoría 10"?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar la categoría. Por favor, inténtalo de nuevo.');
    expect(alert).toHaveTextContent('No se puede eliminar la categoría porque tiene 4 productos asociados');
  });

  it('lists subcategories and sub-subcategories with their parents and /edit/{id} links', async () => {
    const { user } = await openDashboard('/admin/dashboard?tab=subcategorias');
    const subPanel = screen.getByRole('tabpanel', { name: 'Sub categorías' });
    const row = await within(subPanel).findByRole('row', { name: /Pastillas/ });
    expect(within(row).getByText('Frenos')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Editar Pastillas' })).toHaveAttribute(
      'href',
      '/admin/subcategories/edit/10',
    );

    await user.click(screen.getByRole('tab', { name: 'Sub subcategorías' }));
    const subSubPanel = screen.getByRole('tabpanel', { name: 'Sub subcategorías' });
    const orphan = await within(subSubPanel).findByRole('row', { name: /Líquido de frenos/ });
    expect(within(orphan).getByText('—')).toBeVisible();
    expect(within(orphan).getByRole('link', { name: 'Editar Líquido de frenos' })).toHaveAttribute(
      'href',
      '/admin/subsubcategories/edit/101',
    );
  });

  it('lists recent orders in the Pedidos tab with a link to order management', async () => {
    const requests = recordRequests();
    const { user } = await openDashboard('/admin/dashboard?tab=pedidos');
    const panel = screen.getByRole('tabpanel', { name: 'Pedidos' });
    const table = await within(panel).findByRole('table', { name: 'Pedidos recientes' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    const first = within(table).getByRole('row', { name: /#1045/ });
    expect(within(first).getByText('Ana Pérez')).toBeVisible();
    expect(within(first).getByText('$68.960')).toBeVisible();
    expect(within(first).getByText('Pendiente')).toHaveClass('status-badge--amber');
    const guest = within(table).getByRole('row', { name: /#1044/ });
    expect(within(guest).getByText('Cliente invitado')).toBeVisible();
    expect(within(guest).getByText('EN_REVISION')).toHaveClass('status-badge--gray');
    expect(within(panel).getByText('23 pedidos')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Gestionar pedidos' })).toHaveAttribute('href', '/admin/orders');

    await user.click(within(panel).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(8));
    expect(requests.to('/admin/orders').map((url) => url.search)).toEqual(['?page=1&limit=8', '?page=3&limit=8']);
  });
});
