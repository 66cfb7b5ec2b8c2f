import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

describe('brand listing /brand/{id}', () => {
  it('rejects an invalid id', async () => {
    renderApp('/brand/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID de marca inválido' })).toBeInTheDocument();
  });

  it('shows the breadcrumb, the model links and 12 products per page sorted by newest', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/brand/1');

    expect(await screen.findByRole('list', { name: 'Cargando productos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(breadcrumb).toHaveTextContent('Inicio>Toyota');
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');

    const list = await screen.findByRole('list', { name: 'Productos de Toyota' });
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(screen.getByText('Mostrando 8 de 8 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(Object.fromEntries(requests.to('/brands/1/products')[0].searchParams)).toEqual({
      page: '1',
      limit: '12',
      sort: 'newest',
    });

    const models = screen.getByRole('navigation', { name: 'Modelos de Toyota' });
    expect(within(models).getByRole('link', { name: 'Yaris' })).toHaveAttribute(
      'href',
      '/repuestos?brand=1&brandName=Toyota&model=11&modelName=Yaris',
    );

    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['newest', 'Más recientes'],
      ['oldest', 'Más antiguos'],
      ['price-low', 'Precio: Menor a Mayor'],
      ['price-high', 'Precio: Mayor a Menor'],
      ['name-az', 'Nombre: A-Z'],
      ['name-za', 'Nombre: Z-A'],
    ]);
    await user.selectOptions(sort, 'Nombre: A-Z');
    await screen.findByRole('list', { name: 'Productos de Toyota' });
    expect(requests.to('/brands/1/products').at(-1)?.searchParams.get('sort')).toBe('name-az');
  });

  it('pages through a large brand and resets the page when sorting', async () => {
    server.use(
      http.get(apiUrl('/brands/:id/products'), ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json({
          success: true,
          data: {
            products: [],
            pagination: { total: 40, page, limit: 12, totalPages: 4 },
            brand: { id: 2, name: 'Hyundai' },
          },
        });
      }),
    );
    const requests = recordRequests();
    const { user, router } = renderApp('/brand/2?page=3');
    await screen.findByRole('heading', { level: 1, name: 'Hyundai' });
    expect(requests.to('/brands/2/products')[0].searchParams.get('page')).toBe('3');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ordenar por' }), 'Precio: Mayor a Menor');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(requests.to('/brands/2/products').at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says when the brand has no products', async () => {
    server.use(
      http.get(apiUrl('/brands/:id/products'), () =>
        HttpResponse.json({
          success: true,
          data: {
            products: [],
            pagination: { total: 0, page: 1, limit: 12, totalPages: 0 },
            brand: { id: 3, name: 'Chevrolet' },
          },
        }),
      ),
    );
    renderApp('/brand/3');
    expect(await screen.findByRole('heading', { name: 'No se encontraron productos' })).toBeInTheDocument();
    expect(screen.getByText('Esta marca no tiene productos disponibles en este momento.')).toBeInTheDocument();
  });

  it('reports a load failure and retries', async () => {
    server.use(
      http.get(apiUrl('/brands/:id/products'), () =>
        HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/brand/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los productos de la marca');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Productos de Toyota' })).toBeInTheDocument();
  });
});
