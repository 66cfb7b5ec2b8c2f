import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { ProductWire } from '@/features/catalog/api/catalog-wire';
import { apiUrl } from '@/testing/mocks/api-url';
import { catalogueProductsFixture, paginate } from '@/testing/mocks/handlers/products';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const offers = () => screen.findByRole('list', { name: 'Productos en oferta' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** 15 products on sale, for paging. */
const manyOffers: ProductWire[] = catalogueProductsFixture.slice(0, 15).map((product, index) => ({
  ...product,
  precioOferta: Math.round(Number(product.precio) * 0.9),
  descuento: 10,
  titulo: `Oferta ${index + 1}`,
}));

describe('ofertas /ofertas', () => {
  it('is linked from the header menu and lists the products on sale, biggest discount first', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('link', { name: 'Ofertas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofertas'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const list = await offers();
    expect(within(nav).getByRole('link', { name: 'Ofertas' })).toHaveAttribute('aria-current', 'page');
    const asked = requests.to('/products').at(-1);
    expect(asked?.searchParams.get('onSale')).toBe('true');
    expect(asked?.searchParams.get('limit')).toBe('12');
    expect(asked?.searchParams.has('sort')).toBe(false);

    // Fixtures on sale: 112 (-35%), 117 (-30%), 122 (-25%), 127 (-20%), 102 (-15%), 107 (-10%).
    expect(titles(list)).toEqual([
      'Filtro de aire modelo 112',
      'Filtro de aire modelo 117',
      'Filtro de aire modelo 122',
      'Filtro de aire modelo 127',
      'Filtro de aire modelo 102',
      'Filtro de aire modelo 107',
    ]);
    expect(screen.getByText('Mostrando 6 de 6 productos (Página 1 de 1)')).toBeInTheDocument();
    const first = within(list).getAllByRole('article')[0];
    expect(within(first).getByText('$54.600')).toBeVisible();
    expect(within(first).getByText('$84.000').tagName).toBe('S');
    expect(within(first).getByText('-35%')).toBeVisible();
    for (const card of within(list).getAllByRole('article')) expect(card.querySelector('s')).not.toBeNull();
    expect(document.title).toBe('Ofertas | Repuestos');
  });

  it('is in the mobile menu too', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Abrir menú de navegación' }));
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' });
    expect(within(menu).getByRole('link', { name: 'Ofertas' })).toHaveAttribute('href', '/ofertas');
  });

  it('pages 12 at a time and keeps the page in the URL', async () => {
    server.use(
      http.get(apiUrl('/products'), ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('onSale') !== 'true') return HttpResponse.json(paginate([], url));
        return HttpResponse.json(paginate(manyOffers, url));
      }),
    );
    const requests = recordRequests();
    const { user, router } = renderApp('/ofertas');
    expect(await screen.findByText('Mostrando 12 de 15 productos (Página 1 de 2)')).toBeInTheDocument();
    expect(screen.getByText('15 repuestos con precio rebajado, de mayor a menor descuento.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 3 de 15 productos (Página 2 de 2)')).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ page: '2' });
    expect(titles(await offers())).toEqual(['Oferta 13', 'Oferta 14', 'Oferta 15']);
    const last = requests.to('/products').at(-1);
    expect(last?.searchParams.get('page')).toBe('2');
    expect(last?.searchParams.get('onSale')).toBe('true');
  });

  it('sorts by the price charged, on the server, keeping to the products on sale', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/ofertas?page=1');
    await offers();
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveDisplayValue('Mayor descuento');

    await user.selectOptions(sort, 'Precio: Menor a Mayor');
    await waitFor(() => expect(params(router.state.location.search)).toEqual({ sort: 'price-low' }));
    await waitFor(() => expect(requests.to('/products').at(-1)?.searchParams.get('sort')).toBe('price-low'));
    expect(requests.to('/products').at(-1)?.searchParams.get('onSale')).toBe('true');
    // Sale prices: 112 at 54.600 < 127 at 55.200 < 117 at 55.300 < 122 at 55.500 < 102 at 79.900 < 107 at 80.100.
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Productos en oferta' }))).toEqual([
        'Filtro de aire modelo 112',
        'Filtro de aire modelo 127',
        'Filtro de aire modelo 117',
        'Filtro de aire modelo 122',
        'Filtro de aire modelo 102',
        'Filtro de aire modelo 107',
      ]),
    );
  });

  it('says so in Spanish when nothing is on sale, with a way to the catalogue', async () => {
    server.use(http.get(apiUrl('/products'), ({ request }) => HttpResponse.json(paginate([], new URL(request.url)))));
    renderApp('/ofertas');
    expect(await screen.findByRole('heading', { level: 2, name: 'No hay ofertas por ahora' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al Catálogo' })).toHaveAttribute('href', '/repuestos');
  });

  it('reports a failure and retries', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/products'), ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })
          : HttpResponse.json(paginate(manyOffers, new URL(request.url)));
      }),
    );
    const { user } = renderApp('/ofertas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las ofertas. Por favor, inténtalo de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 12 de 15 productos (Página 1 de 2)')).toBeInTheDocument();
  });

  it('is linked from the home page with the biggest discounts', async () => {
    const { user, router } = renderApp('/');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Ofertas' })).closest(
      'section',
    ) as HTMLElement;
    const list = await within(section).findByRole('list', { name: 'Ofertas' });
    expect(titles(list)).toEqual([
      'Filtro de aire modelo 112',
      'Filtro de aire modelo 117',
      'Filtro de aire modelo 122',
      'Filtro de aire modelo 127',
    ]);
    await user.click(within(section).getByRole('link', { name: 'Ver todas las ofertas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofertas'));
  });
});
