import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { RootState } from '@/app/store';
import { toProduct } from '@/features/catalog/api/catalog-mappers';
import { ProductCard } from '@/features/catalog/components/product-card';
import { FitmentVehicleProvider } from '@/features/catalog/hooks/use-fitment-vehicle';
import { apiUrl } from '@/testing/mocks/api-url';
import { featuredProductsFixture, productDetailFixture } from '@/testing/mocks/handlers/products';
import { readFitmentQuery, withDetailFitment } from '@/testing/mocks/handlers/vehicles';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import type { Vehicle, VehicleFitment } from '@/types/vehicle';

const yaris2012: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 11, model: 'Yaris', year: 2012 };

/** A store whose 'Mi garaje' has the Yaris 2012 active (as a guest). */
const withYaris: Partial<RootState> = { garage: { vehicles: [], active: yaris2012, source: 'local' } };

const params = (url: URL | string) =>
  Object.fromEntries(new URLSearchParams(typeof url === 'string' ? url : url.search));

const toggle = () => screen.getByRole('switch', { name: 'Solo repuestos compatibles con mi Toyota Yaris 2012' });

const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('fitment badges', () => {
  const product = toProduct(featuredProductsFixture[0]);

  it.each<[VehicleFitment, string]>([
    ['fits', 'Compatible con tu Toyota Yaris 2012'],
    ['universal', 'Universal'],
    ['no-fit', 'No compatible'],
    ['unknown', 'Sin datos de compatibilidad'],
  ])('shows %s as «%s» on the product card', (fitment, text) => {
    renderWithProviders(
      <FitmentVehicleProvider vehicle={yaris2012}>
        <ProductCard product={{ ...product, fitment }} />
      </FitmentVehicleProvider>,
    );
    const badge = screen.getByText(text).closest('.fitment-badge');
    expect(badge).toHaveClass(`fitment-badge--${fitment}`);
  });

  it('shows no badge without a vehicle or without an answer about it', () => {
    renderWithProviders(
      <>
        <ProductCard product={{ ...product, fitment: 'fits' }} />
        <FitmentVehicleProvider vehicle={yaris2012}>
          <ProductCard product={product} />
        </FitmentVehicleProvider>
      </>,
    );
    expect(document.querySelector('.fitment-badge')).toBeNull();
  });
});

describe('catalogue with a vehicle in Mi garaje', () => {
  it('asks every listing call about the vehicle and marks each card', async () => {
    const requests = recordRequests();
    renderApp('/repuestos?search=pastilla', { preloadedState: withYaris });

    const grid = await screen.findByRole('list', { name: 'Resultados de búsqueda' });
    expect(params(requests.to('/products/search')[0])).toMatchObject({
      q: 'pastilla',
      vehicleModelId: '11',
      vehicleYear: '2012',
    });
    expect(requests.to('/products/search')[0].searchParams.has('soloCompatibles')).toBe(false);
    const badges = within(grid)
      .getAllByRole('article')
      .map(
        (card) =>
          `${within(card).getByRole('heading').textContent}: ${card.querySelector('.fitment-badge')?.textContent}`,
      );
    expect(badges).toEqual([
      'Pastilla de freno modelo 104: Compatible con tu Toyota Yaris 2012',
      'Pastilla de freno modelo 109: No compatible',
      'Pastilla de freno modelo 114: Compatible con tu Toyota Yaris 2012',
      'Pastilla de freno modelo 119: Sin datos de compatibilidad',
      'Pastilla de freno modelo 124: No compatible',
      'Pastilla de freno modelo 129: Sin datos de compatibilidad',
    ]);
    expect(toggle()).not.toBeChecked();
  });

  it('filters to fitting parts with the toggle, in the URL, composing with search, sort and paging', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos?search=pastilla&sort=price-high&page=2', {
      preloadedState: withYaris,
    });
    await screen.findByText('No se encontraron productos que coincidan con tus criterios.');

    await user.click(toggle());

    expect(params(router.state.location.search)).toEqual({
      search: 'pastilla',
      sort: 'price-high',
      compatibles: '1',
    });
    const grid = await screen.findByRole('list', { name: 'Resultados de búsqueda' });
    expect(cardTitles(grid).sort()).toEqual(['Pastilla de freno modelo 104', 'Pastilla de freno modelo 114']);
    expect(screen.getByText('Mostrando 2 de 2 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(params(requests.to('/products/search').at(-1)!)).toMatchObject({
      q: 'pastilla',
      sort: 'price-high',
      page: '1',
      vehicleModelId: '11',
      vehicleYear: '2012',
      soloCompatibles: 'true',
    });

    await user.click(toggle());
    expect(params(router.state.location.search)).toEqual({ search: 'pastilla', sort: 'price-high' });
    await waitFor(() => expect(screen.getByText('Mostrando 6 de 6 productos (Página 1 de 1)')).toBeInTheDocument());
  });

  it('keeps the toggle on after a reload and clears it with the other filters', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/repuestos?compatibles=1', { preloadedState: withYaris });

    await screen.findByText('Mostrando 4 de 4 productos (Página 1 de 1)');
    expect(toggle()).toBeChecked();
    expect(params(requests.to('/products')[0])).toMatchObject({ soloCompatibles: 'true', vehicleYear: '2012' });
    // Fitting parts and universal ones (fluids, tools).
    const badges = [...document.querySelectorAll('main .fitment-badge')].map((badge) => badge.textContent);
    expect(badges).toEqual([
      'Compatible con tu Toyota Yaris 2012',
      'Universal',
      'Universal',
      'Compatible con tu Toyota Yaris 2012',
    ]);

    await user.click(screen.getByRole('button', { name: 'Limpiar Todos los Filtros' }));
    expect(router.state.location.search).toBe('');
    expect(toggle()).not.toBeChecked();
  });

  it('says so when nothing fits and offers every part again', async () => {
    const { user, router } = renderApp('/repuestos?search=amortiguador&compatibles=1', {
      preloadedState: withYaris,
    });
    expect(
      await screen.findByText('No encontramos repuestos compatibles con tu Toyota Yaris 2012 aquí.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos los repuestos' }));
    expect(params(router.state.location.search)).toEqual({ search: 'amortiguador' });
  });

  it('sends nothing about vehicles and offers no toggle without one', async () => {
    const requests = recordRequests();
    renderApp('/repuestos?compatibles=1');
    await screen.findByText('Mostrando 12 de 30 productos (Página 1 de 3)');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const [call] = requests.to('/products');
    expect(['vehicleModelId', 'vehicleYear', 'soloCompatibles'].filter((key) => call.searchParams.has(key))).toEqual(
      [],
    );
  });

  it('filters the category and brand listings too', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/category/2', { preloadedState: withYaris });
    await screen.findByText('Mostrando 10 de 10 productos (Página 1 de 1)');
    await user.click(toggle());
    expect(params(router.state.location.search)).toEqual({ compatibles: '1' });
    await screen.findByText('Mostrando 2 de 2 productos (Página 1 de 1)');
    expect(params(requests.to('/products').at(-1)!)).toMatchObject({
      categoryId: '2',
      vehicleModelId: '11',
      vehicleYear: '2012',
      soloCompatibles: 'true',
    });

    await router.navigate('/brand/1?compatibles=1');
    await waitFor(() => expect(requests.to('/brands/1/products')).toHaveLength(1));
    expect(params(requests.to('/brands/1/products')[0])).toMatchObject({
      vehicleModelId: '11',
      vehicleYear: '2012',
      soloCompatibles: 'true',
    });
    expect(toggle()).toBeChecked();
  });
});

describe('product page with a vehicle in Mi garaje', () => {
  it('shows the fitment, highlights the matching compatibility row and lists the equivalent numbers', async () => {
    server.use(
      http.get(apiUrl('/products/7'), ({ request }) => {
        const fitment = readFitmentQuery(new URL(request.url));
        if (fitment instanceof Response) return fitment;
        return HttpResponse.json({
          ...withDetailFitment(productDetailFixture, fitment),
          equivalencias: [
            { codigo: '04465-0D020', tipo: 'oem', marca: 'Toyota' },
            { codigo: '0 986 494 123', tipo: 'aftermarket', marca: 'Bosch' },
            { codigo: 'D2233', tipo: 'aftermarket', marca: 'Fras-le' },
          ],
        });
      }),
    );
    const requests = recordRequests();
    renderApp('/products/7', {
      preloadedState: { garage: { vehicles: [], active: { ...yaris2012, year: 2015 }, source: 'local' } },
    });

    expect(await screen.findByText('Compatible con tu Toyota Yaris 2015')).toBeInTheDocument();
    expect(params(requests.to('/products/7')[0])).toEqual({ vehicleModelId: '11', vehicleYear: '2015' });

    const table = screen.getByRole('region', { name: 'Tabla de compatibilidad' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveClass('compatibility__row--match');
    expect(rows[0]).toHaveTextContent('Tu vehículo');
    expect(rows.slice(1).some((row) => row.classList.contains('compatibility__row--match'))).toBe(false);

    const equivalents = screen.getByRole('region', { name: 'Tabla de números equivalentes' });
    expect(
      within(equivalents)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['04465-0D020OEMToyota', '0 986 494 123AlternativoBosch', 'D2233AlternativoFras-le']);
  });

  it('says when the product does not fit the vehicle', async () => {
    renderApp('/products/7', {
      preloadedState: { garage: { vehicles: [], active: { ...yaris2012, year: 2020 }, source: 'local' } },
    });
    expect(await screen.findByText('No compatible con tu Toyota Yaris 2020')).toBeInTheDocument();
    expect(document.querySelector('.compatibility__row--match')).toBeNull();
  });
});

describe('header suggestions with a vehicle in Mi garaje', () => {
  it('asks about the vehicle and marks the suggestions that fit', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/cart', { preloadedState: withYaris });
    const search = within(await screen.findByRole('banner')).getByRole('combobox', { name: 'Buscar repuestos' });
    await user.type(search, 'pastilla');

    const option = await screen.findByRole('option', { name: /Pastilla de freno modelo 104/ });
    expect(option).toHaveTextContent('Compatible');
    expect(screen.getByRole('option', { name: /Pastilla de freno modelo 109/ })).toHaveTextContent('No compatible');
    expect(params(requests.to('/products/suggestions').at(-1)!)).toMatchObject({
      q: 'pastilla',
      vehicleModelId: '11',
      vehicleYear: '2012',
    });
  });
});

describe('home page vehicle finder', () => {
  it('saves the chosen vehicle and opens the catalogue with only the parts that fit it', async () => {
    const { user, router } = renderApp('/');
    const finder = screen.getByRole('region', { name: 'Encuentra repuestos para tu auto' });
    const brand = await within(finder).findByRole('combobox', { name: 'Marca' });
    await waitFor(() => expect(brand).toBeEnabled());
    await user.selectOptions(brand, 'Toyota');
    const model = within(finder).getByRole('combobox', { name: 'Modelo' });
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'Yaris');
    const year = within(finder).getByRole('combobox', { name: 'Año' });
    await waitFor(() => expect(year).toBeEnabled());
    await user.selectOptions(year, '2012');
    await user.click(within(finder).getByRole('button', { name: 'Buscar repuestos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/repuestos'));
    expect(params(router.state.location.search)).toEqual({ compatibles: '1' });
    expect(await screen.findByText('Mostrando 4 de 4 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mi garaje: Toyota Yaris 2012' })).toBeInTheDocument();
  });
});

describe('home and model pages with a vehicle in Mi garaje', () => {
  it('marks every featured product on the home page, asking about the vehicle without filtering', async () => {
    const requests = recordRequests();
    renderApp('/', { preloadedState: withYaris });

    const section = await screen.findByRole('region', { name: 'Productos Destacados' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(featuredProductsFixture.length);
    for (const card of cards) expect(card.querySelector('.fitment-badge')).not.toBeNull();
    expect(requests.to('/products/featured').map(params)).toEqual([{ vehicleModelId: '11', vehicleYear: '2012' }]);
  });

  it("searches the model's products with the vehicle and the compatible-only toggle", async () => {
    const requests = recordRequests();
    const { user } = renderApp('/repuestos?brand=1&brandName=Toyota&model=11&modelName=Yaris&compatibles=1', {
      preloadedState: withYaris,
    });
    await user.type(await screen.findByLabelText('Buscar en los productos de este modelo'), 'pa');

    await waitFor(() => expect(requests.to('/models/11/products/search')).toHaveLength(1));
    expect(params(requests.to('/models/11/products/search')[0])).toEqual({
      q: 'pa',
      vehicleModelId: '11',
      vehicleYear: '2012',
      soloCompatibles: 'true',
    });
    // The toggle stays visible while searching: the shopper sees what filters the results.
    expect(toggle()).toBeChecked();
  });
});
