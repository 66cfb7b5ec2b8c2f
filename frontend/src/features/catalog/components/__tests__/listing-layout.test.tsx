import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toProduct } from '@/features/catalog/api/catalog-mappers';
import {
  ListingEmpty,
  ListingLayout,
  ListingResults,
  type ListingFitment,
} from '@/features/catalog/components/listing-layout';
import { featuredProductsFixture } from '@/testing/mocks/handlers/products';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import type { Vehicle } from '@/types/vehicle';

const yaris2012: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 11, model: 'Yaris', year: 2012 };
const noVehicle: ListingFitment = { vehicle: null, onlyFitting: false, setOnlyFitting: () => undefined };
const products = featuredProductsFixture.slice(0, 2).map(toProduct);
const pageData = { products, pagination: { total: 2, page: 1, limit: 12, totalPages: 1 } };
const loaded = { currentData: pageData, isFetching: false, isError: false, refetch: vi.fn() };

const sortOptions = [
  { value: 'relevance', label: 'Relevancia' },
  { value: 'rating', label: 'Mejor Valorados' },
] as const;

type ResultsProps = Parameters<typeof ListingResults>[0];

const results = (query: ResultsProps['query'], fitment = noVehicle, props: Partial<ResultsProps> = {}) => (
  <ListingResults
    listing={{
      fitment,
      pageSize: 2,
      setPage: () => undefined,
      sortSelect: { options: sortOptions, value: 'relevance', onChange: () => undefined },
    }}
    query={query}
    errorMessage="No se pudieron cargar"
    empty={<p>Sin productos</p>}
    label="Productos de prueba"
    {...props}
  />
);

describe('ListingLayout', () => {
  it('shows the breadcrumbs, the heading and the subtitle, then the content', () => {
    renderWithProviders(
      <ListingLayout
        pageTitle="Ofertas"
        breadcrumbs={[{ label: 'Ofertas' }]}
        title="Ofertas"
        subtitle="Repuestos rebajados"
      >
        <p>Contenido</p>
      </ListingLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Ofertas')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Repuestos rebajados')).toBeInTheDocument();
    expect(screen.getByText('Contenido')).toBeInTheDocument();
  });

  it('holds the heading’s place while its name loads', () => {
    renderWithProviders(
      <ListingLayout pageTitle={null} breadcrumbs={[]} title={null}>
        {null}
      </ListingLayout>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('ListingLayout chips', () => {
  it('links each chip to a narrower listing and marks the current one', () => {
    renderWithProviders(
      <ListingLayout
        pageTitle="Frenos"
        breadcrumbs={[{ label: 'Frenos' }]}
        title="Frenos"
        chips={{
          label: 'Subcategorías',
          links: [
            { key: 'all', label: 'Todas', to: '/category/1' },
            { key: 2, label: 'Filtros', to: '/category/1?subcategory=sub-2', current: true },
          ],
        }}
      >
        {null}
      </ListingLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Subcategorías' });
    expect(within(nav).getByRole('link', { name: 'Todas' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Filtros' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ListingEmpty', () => {
  it('says that nothing matched, or gives a title, a text and a way out', () => {
    const { rerender } = renderWithProviders(<ListingEmpty />);
    expect(screen.getByText('No se encontraron productos que coincidan con tus criterios.')).toBeInTheDocument();

    rerender(
      <ListingEmpty title="No hay ofertas por ahora" text="Vuelve pronto.">
        <a href="/repuestos">Ir al Catálogo</a>
      </ListingEmpty>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No hay ofertas por ahora' })).toBeInTheDocument();
    expect(screen.getByText('Vuelve pronto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Catálogo' })).toBeInTheDocument();
  });
});

describe('ListingResults', () => {
  it('lists the query’s products with the count line and the sort select', () => {
    renderWithProviders(results(loaded));
    expect(within(screen.getByRole('list', { name: 'Productos de prueba' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Mostrando 2 de 2 productos (Página 1 de 1)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevance');
  });

  it('leaves the sort to the page when told, and shows a replacement instead of the products', () => {
    renderWithProviders(results(loaded, noVehicle, { sortInToolbar: false, replacement: <p>Productos similares</p> }));
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Productos de prueba' })).not.toBeInTheDocument();
    expect(screen.getByText('Productos similares')).toBeInTheDocument();
  });

  it('shows the vehicle switch only while the shopper has a vehicle', async () => {
    const setOnlyFitting = vi.fn();
    const { unmount } = renderWithProviders(results(loaded));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(results(loaded, { vehicle: yaris2012, onlyFitting: false, setOnlyFitting }));
    await userEvent.click(screen.getByRole('switch', { name: 'Solo repuestos compatibles con mi Toyota Yaris 2012' }));
    expect(setOnlyFitting).toHaveBeenCalledWith(true);
  });

  it('says the error with Reintentar when the page never loaded', async () => {
    const refetch = vi.fn();
    renderWithProviders(results({ currentData: undefined, isFetching: false, isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('offers every part instead of the empty state while only fitting parts are shown', async () => {
    const setOnlyFitting = vi.fn();
    const empty = { currentData: { ...pageData, products: [] }, isFetching: false, isError: false, refetch: vi.fn() };
    const { rerender } = renderWithProviders(results(empty));
    expect(screen.getByText('Sin productos')).toBeInTheDocument();

    rerender(results(empty, { vehicle: yaris2012, onlyFitting: true, setOnlyFitting }));
    expect(screen.queryByText('Sin productos')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todos los repuestos' }));
    expect(setOnlyFitting).toHaveBeenCalledWith(false);
  });
});
