import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const results = () => screen.getByRole('region', { name: 'Resultados' });
const countLine = (text: string) => screen.findByText(text);
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('catalogue /repuestos', () => {
  it('shows a skeleton grid while loading, then 12 products with the count line', async () => {
    renderApp('/repuestos');

    const skeleton = await screen.findByRole('list', { name: 'Cargando productos' });
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Cargando productos...')).toBeInTheDocument();

    expect(await countLine('Mostrando 12 de 30 productos (Página 1 de 3)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Repuestos' })).toBeInTheDocument();
    const grid = within(results()).getByRole('list', { name: 'Repuestos' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]).getByRole('link', { name: 'Disco de freno modelo 101' })).toHaveAttribute(
      'href',
      '/products/101-disco-de-freno-modelo-101',
    );
    // The description is cut at 100 characters.
    const description = within(cards[0]).getByText(/^Repuesto de prueba número 101/);
    expect(description.textContent?.endsWith('…')).toBe(true);
    expect(description.textContent?.length).toBeLessThanOrEqual(101);
  });

  it('pages with Siguiente and the page numbers, scrolling to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos');
    await countLine('Mostrando 12 de 30 productos (Página 1 de 3)');
    expect(requests.to('/products')[0].searchParams.get('limit')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await countLine('Mostrando 12 de 30 productos (Página 2 de 3)')).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ page: '2' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await countLine('Mostrando 6 de 30 productos (Página 3 de 3)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await countLine('Mostrando 12 de 30 productos (Página 2 de 3)')).toBeInTheDocument();
  });

  it('sorts on the server and goes back to page 1 when the sort changes', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos?page=2');
    await countLine('Mostrando 12 de 30 productos (Página 2 de 3)');

    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevancia', 'Precio: Menor a Mayor', 'Precio: Mayor a Menor', 'Mejor Valorados']);
    await user.selectOptions(sort, 'Precio: Menor a Mayor');

    expect(await countLine('Mostrando 12 de 30 productos (Página 1 de 3)')).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ sort: 'price-low' });
    const last = requests.to('/products').at(-1);
    expect(last?.searchParams.get('sort')).toBe('price-low');
    expect(last?.searchParams.get('page')).toBe('1');
    // The prices charged (the server sorts by them), not the struck-through list prices of products on sale.
    const prices = within(results())
      .getAllByText(/^\$[\d.]+$/)
      .filter((node) => !node.closest('s'))
      .map((node) => Number(node.textContent?.replace(/\D/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by category and sub-subcategory from the tree, resetting the page', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos?page=3');
    await countLine('Mostrando 6 de 30 productos (Página 3 de 3)');
    const sidebar = screen.getByRole('complementary', { name: 'Filtros' });
    await within(sidebar).findByRole('button', { name: 'Frenos' });

    await user.click(within(sidebar).getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Filtros' })).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ category: '2' });
    expect(await countLine('Mostrando 10 de 10 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.to('/products').at(-1)?.searchParams.get('categoryId')).toBe('2');

    const toggle = within(sidebar).getByRole('button', { name: 'Mostrar subcategorías de Frenos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar subcategorías de Frenos');
    await user.click(within(sidebar).getByRole('button', { name: 'Pastillas delanteras' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pastillas delanteras' })).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ category: '1', subSubcategory: '100' });
    await waitFor(() => expect(requests.to('/products').at(-1)?.searchParams.get('subSubcategoryId')).toBe('100'));

    await user.click(within(sidebar).getByRole('button', { name: 'Todas las categorías' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Repuestos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('searches from the sidebar and clears every filter', async () => {
    const { user, router } = renderApp('/repuestos?category=1&sort=rating&page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await screen.findByRole('heading', { level: 1, name: 'Frenos' });

    await user.type(within(sidebar).getByRole('searchbox', { name: 'Buscar productos' }), 'disco{Enter}');
    await waitFor(() =>
      expect(params(router.state.location.search)).toEqual({ category: '1', sort: 'rating', search: 'disco' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeInTheDocument();

    await user.click(within(sidebar).getByRole('button', { name: 'Limpiar Todos los Filtros' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Repuestos' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');
  });

  it("keeps to the products on sale with 'Solo ofertas', also with a search, and clears it with the filters", async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos?search=filtro');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
    await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda' });
    const onlyOffers = within(sidebar).getByRole('checkbox', { name: 'Solo ofertas' });
    expect(onlyOffers).not.toBeChecked();

    await user.click(onlyOffers);
    await waitFor(() => expect(params(router.state.location.search)).toEqual({ search: 'filtro', onSale: 'true' }));
    // The search endpoint knows no sale filter: the filtered list answers, with the same text.
    const asked = requests.to('/products').at(-1);
    expect(asked?.searchParams.get('onSale')).toBe('true');
    expect(asked?.searchParams.get('search')).toBe('filtro');
    expect(await countLine('Mostrando 6 de 6 productos (Página 1 de 1)')).toBeInTheDocument();
    const cards = within(within(results()).getByRole('list')).getAllByRole('article');
    for (const card of cards) expect(within(card).getByText(/^-\d+%$/)).toBeVisible();
    expect(onlyOffers).toBeChecked();

    await user.click(within(sidebar).getByRole('button', { name: 'Limpiar Todos los Filtros' }));
    expect(router.state.location.search).toBe('');
    expect(within(sidebar).getByRole('checkbox', { name: 'Solo ofertas' })).not.toBeChecked();
  });

  it('opens with the sale filter from a link (/repuestos?onSale=true)', async () => {
    const requests = recordRequests();
    renderApp('/repuestos?onSale=true');
    expect(await countLine('Mostrando 6 de 6 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Solo ofertas' })).toBeChecked();
    expect(requests.to('/products')[0].searchParams.get('onSale')).toBe('true');
  });

  it('shows search results from /products/search under "Resultados de búsqueda"', async () => {
    const requests = recordRequests();
    renderApp('/repuestos?search=amortiguador');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda' })).toBeInTheDocument();
    expect(await countLine('Mostrando 6 de 6 productos (Página 1 de 1)')).toBeInTheDocument();
    const sent = requests.to('/products/search');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({ q: 'amortiguador', page: '1', limit: '12' });
    expect(
      within(screen.getByRole('complementary', { name: 'Filtros' })).getByRole('searchbox', {
        name: 'Buscar productos',
      }),
    ).toHaveValue('amortiguador');
  });

  it('proposes similar products with the server message when a search finds nothing', async () => {
    renderApp('/repuestos?search=turbo');

    expect(await screen.findByText('No encontramos "turbo". Te mostramos productos similares.')).toBeInTheDocument();
    const similar = screen.getByRole('list', { name: 'Productos similares' });
    expect(within(similar).getAllByRole('article')).toHaveLength(3);
  });

  it('shows the empty message when nothing matches', async () => {
    server.use(
      http.get(apiUrl('/products'), () =>
        HttpResponse.json({ products: [], pagination: { total: 0, page: 1, limit: 12, totalPages: 0 } }),
      ),
    );
    renderApp('/repuestos?category=3');
    expect(await screen.findByText('No se encontraron productos que coincidan con tus criterios.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('reports a failure and retries', async () => {
    server.use(
      http.get(apiUrl('/products'), () => HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })),
    );
    const { user } = renderApp('/repuestos');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again later.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await countLine('Mostrando 12 de 30 productos (Página 1 de 3)')).toBeInTheDocument();
  });

  it('reports a search failure with the search message', async () => {
    server.use(
      http.get(apiUrl('/products/search'), () =>
        HttpResponse.json({ success: false, message: 'Error en la búsqueda' }, { status: 500 }),
      ),
    );
    renderApp('/repuestos?search=disco');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search products. Please try again later.');
  });
});

describe('catalogue in a vehicle model context', () => {
  const modelRoute = '/repuestos?brand=1&brandName=Toyota&model=11&modelName=Yaris';

  it('shows the brand, model and "Repuestos" with a breadcrumb, without the sidebar', async () => {
    const requests = recordRequests();
    renderApp(modelRoute);

    expect(await screen.findByRole('heading', { level: 1, name: 'Repuestos Toyota Yaris' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Repuestos' })).toHaveAttribute('href', '/repuestos');
    expect(within(breadcrumb).getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', '/brand/1');
    expect(within(breadcrumb).getByText('Yaris')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();

    expect(await countLine('Mostrando 12 de 15 productos (Página 1 de 2)')).toBeInTheDocument();
    expect(requests.to('/models/11/products')[0].searchParams.get('limit')).toBe('12');
  });

  it('searches within the model 500 ms after typing, with hints', async () => {
    const requests = recordRequests();
    const { user } = renderApp(modelRoute);
    await countLine('Mostrando 12 de 15 productos (Página 1 de 2)');
    const input = screen.getByRole('searchbox', { name: 'Buscar en los productos de este modelo' });
    expect(input).toHaveAttribute('placeholder', 'Buscar en todos los productos de este modelo...');

    await user.type(input, 'a');
    expect(screen.getByText('La búsqueda debe tener al menos 2 caracteres')).toBeInTheDocument();

    await user.type(input, 'mortiguador');
    expect(screen.getByText('Buscando...')).toBeInTheDocument();
    expect(await screen.findByText('3 resultado(s)')).toBeInTheDocument();
    const sent = requests.to('/models/11/products/search');
    expect(sent).toHaveLength(1);
    expect(sent[0].searchParams.get('q')).toBe('amortiguador');
    expect(
      within(screen.getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole('article'),
    ).toHaveLength(3);

    await user.clear(input);
    expect(await countLine('Mostrando 12 de 15 productos (Página 1 de 2)')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
  });

  it('says when the model search finds nothing', async () => {
    const { user } = renderApp(modelRoute);
    await countLine('Mostrando 12 de 15 productos (Página 1 de 2)');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en los productos de este modelo' }), 'turbo');
    expect(await screen.findByText('No se encontraron productos para «turbo» en este modelo')).toBeInTheDocument();
  });

  it('reports a model listing failure', async () => {
    server.use(
      http.get(apiUrl('/models/:id/products'), () =>
        HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      ),
    );
    renderApp(modelRoute);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron obtener los productos del modelo');
  });
});
