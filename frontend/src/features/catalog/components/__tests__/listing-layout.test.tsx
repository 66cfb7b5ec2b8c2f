import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { toProduct } from '@/features/catalog/api/catalog-mappers';
import {
  ChipNav,
  ListingFitmentToggle,
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

const results = (query: Parameters<typeof ListingResults>[0]['query'], fitment = noVehicle) => (
  <ListingResults
    query={query}
    errorMessage="No se pudieron cargar"
    fitment={fitment}
    empty={<p>Sin productos</p>}
    label="Productos de prueba"
    skeletonCount={2}
    onPageChange={() => undefined}
  />
);

describe('ListingLayout', () => {
  it('shows the breadcrumbs, the heading and the subtitle, then the content', () => {
    renderWithProviders(
      <ListingLayout
        pageTitle="Ofertas"
        breadcrumbs={[{ label: 'Inicio', to: '/' }, { label: 'Ofertas' }]}
        title="Ofertas"
        subtitle="Repuestos rebajados"
      >
        <p>Contenido</p>
      </ListingLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent('Inicio');
    expect(screen.getByText('Repuestos rebajados')).toBeInTheDocument();
    expect(screen.getByText('Contenido')).toBeInTheDocument();
  });

  it('holds the heading’s place while its name loads', () => {
    renderWithProviders(
      <ListingLayout pageTitle={null} breadcrumbs={[{ label: 'Inicio', to: '/' }]} title={null}>
        {null}
      </ListingLayout>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('ChipNav', () => {
  it('links each chip and marks the current one', () => {
    renderWithProviders(
      <ChipNav
        label="Subcategorías"
        links={[
          { key: 'all', label: 'Todas', to: '/category/1' },
          { key: 2, label: 'Filtros', to: '/category/1?subcategory=sub-2', current: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Subcategorías' });
    expect(within(nav).getByRole('link', { name: 'Todas' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Filtros' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ListingFitmentToggle', () => {
  it('shows nothing without a vehicle, and the switch with one', async () => {
    const setOnlyFitting = vi.fn();
    const { rerender } = renderWithProviders(<ListingFitmentToggle fitment={noVehicle} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    rerender(<ListingFitmentToggle fitment={{ vehicle: yaris2012, onlyFitting: false, setOnlyFitting }} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Solo repuestos compatibles con mi Toyota Yaris 2012' }));
    expect(setOnlyFitting).toHaveBeenCalledWith(true);
  });
});

describe('ListingResults', () => {
  it('lists the query’s products with the count line', () => {
    renderWithProviders(results(loaded));
    expect(within(screen.getByRole('list', { name: 'Productos de prueba' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Mostrando 2 de 2 productos (Página 1 de 1)')).toBeInTheDocument();
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
