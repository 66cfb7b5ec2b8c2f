import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { catalogueProductsFixture, paginate } from '@/testing/mocks/handlers/products';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

const grid = (name: string) => screen.findByRole('list', { name });
/** The prices charged on the cards, in order (a struck-through list price is not one). */
const prices = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^\$[\d.]+$/)
    .filter((node) => !node.closest('s'))
    .map((node) => Number(node.textContent?.replace(/\D/g, '')));

describe('category listing /category/{id}', () => {
  it('rejects a non-numeric id without calling the API', async () => {
    const requests = recordRequests();
    renderApp('/category/frenos');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID inválido' })).toBeInTheDocument();
    expect(requests.to('/products')).toHaveLength(0);
  });

  it('shows the breadcrumb, skeletons, then the products with price notes and availability', async () => {
    const requests = recordRequests();
    renderApp('/category/1');

    expect(await screen.findByRole('list', { name: 'Cargando productos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frenos' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Repuestos' })).toHaveAttribute('href', '/repuestos');
    expect(within(breadcrumb).getByText('Frenos')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb).toHaveTextContent('Inicio»Repuestos»Frenos');

    const list = await grid('Productos de Frenos');
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]).getByRole('link', { name: 'Disco de freno modelo 101' })).toHaveAttribute(
      'href',
      '/products/101-disco-de-freno-modelo-101',
    );
    expect(within(cards[0]).getByText('Precio (19% IVA incluido)')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Envío gratuito')).toBeInTheDocument();
    // Product 110 has no stock.
    const soldOut = within(list).getByRole('link', { name: 'Filtro de aceite modelo 110' }).closest('article');
    expect(within(soldOut as HTMLElement).getByText('Producto no disponible')).toBeInTheDocument();

    const sent = requests.to('/products');
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({ page: '1', limit: '12', categoryId: '1' });
    expect(screen.getByText('Mostrando 10 de 10 productos (Página 1 de 1)')).toBeInTheDocument();
  });

  it('narrows to a sub-subcategory with ?subcategory=sub-{id}', async () => {
    const requests = recordRequests();
    renderApp('/category/1?subcategory=sub-100');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pastillas delanteras' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Frenos' })).toHaveAttribute('href', '/category/1');
    expect(breadcrumb).toHaveTextContent('Inicio»Repuestos»Frenos»Pastillas delanteras');
    await grid('Productos de Pastillas delanteras');
    expect(requests.to('/products')[0].searchParams.get('subSubcategoryId')).toBe('100');

    const chips = screen.getByRole('navigation', { name: 'Subcategorías' });
    expect(within(chips).getByRole('link', { name: 'Pastillas delanteras' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Todas' })).toHaveAttribute('href', '/category/1');
  });

  it('sorts the current page in the browser without asking the server again', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/category/1');
    const list = await grid('Productos de Frenos');
    const original = prices(list);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: Mayor a Menor');
    expect(prices(await grid('Productos de Frenos'))).toEqual([...original].sort((a, b) => b - a));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: Menor a Mayor');
    expect(prices(await grid('Productos de Frenos'))).toEqual([...original].sort((a, b) => a - b));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Relevancia');
    expect(prices(await grid('Productos de Frenos'))).toEqual(original);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Mejor Valorados');
    const ratings = within(await grid('Productos de Frenos'))
      .getAllByRole('img', { name: /^Calificación/ })
      .map((node) => Number(/([\d,]+) de 5/.exec(node.getAttribute('aria-label') ?? '')?.[1].replace(',', '.')));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    expect(requests.to('/products')).toHaveLength(1);
    expect(requests.to('/products')[0].searchParams.has('sort')).toBe(false);
  });

  it('pages 12 at a time and a sort change goes back to page 1', async () => {
    // 30 products in this category.
    server.use(
      http.get(apiUrl('/products'), ({ request }) =>
        HttpResponse.json(paginate(catalogueProductsFixture, new URL(request.url))),
      ),
    );
    const requests = recordRequests();
    const { user, router } = renderApp('/category/2');
    await screen.findByText('Mostrando 12 de 30 productos (Página 1 de 3)');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Mostrando 12 de 30 productos (Página 2 de 3)')).toBeInTheDocument();
    expect(requests.to('/products').at(-1)?.searchParams.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Mejor Valorados');
    expect(await screen.findByText('Mostrando 12 de 30 productos (Página 1 de 3)')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('says when the category has no products', async () => {
    server.use(
      http.get(apiUrl('/products'), () =>
        HttpResponse.json({ products: [], pagination: { total: 0, page: 1, limit: 12, totalPages: 0 } }),
      ),
    );
    renderApp('/category/3');
    expect(await screen.findByText('No se encontraron productos en esta categoría.')).toBeInTheDocument();
  });

  it('reports a product load failure and retries', async () => {
    server.use(
      http.get(apiUrl('/products'), () => HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })),
    );
    const { user } = renderApp('/category/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again later.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await grid('Productos de Frenos')).toBeInTheDocument();
  });

  it('only logs a category load failure and still lists the products', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(apiUrl('/categories/:id'), () =>
        HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      ),
    );
    renderApp('/category/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Categoría' })).toBeInTheDocument();
    expect(await grid('Productos de Categoría')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('No se pudo cargar la categoría', expect.anything());
  });
});
