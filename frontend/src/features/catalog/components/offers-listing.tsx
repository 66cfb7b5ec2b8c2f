import { Link } from 'react-router-dom';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-title';
import { DEFAULT_PRODUCT_SORT, OFFERS_PAGE_SIZE, OFFERS_SORT_OPTIONS, type OffersSort } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { FitmentToggle, NoFittingParts } from '@/features/catalog/components/fitment-toggle';
import { ProductResults } from '@/features/catalog/components/product-results';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { pluralize } from '@/utils/format';

import './listing.css';

const SORT_VALUES = OFFERS_SORT_OPTIONS.map((option) => option.value);

/**
 * /ofertas: the products on sale (GET /products?onSale=true), biggest discount first unless the shopper sorts by
 * price or rating, 12 per page, with the catalogue's grid, pagination and vehicle toggle.
 */
export function OffersListing() {
  const { page, sort, onlyFitting, setPage, setSort, setOnlyFitting } = useListingParams<OffersSort>(
    SORT_VALUES,
    DEFAULT_PRODUCT_SORT,
  );
  const vehicle = useFitmentVehicle();
  const query = useGetProductsQuery({
    page,
    limit: OFFERS_PAGE_SIZE,
    onSale: true,
    // The server's order for products on sale is the biggest discount first.
    sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort,
    ...fitmentArgs(vehicle, onlyFitting),
  });
  const pageData = query.currentData;

  return (
    <div className="container listing">
      <PageTitle page="Ofertas" />
      <div className="listing-header">
        <Breadcrumbs items={[{ label: 'Inicio', to: paths.home.getHref() }, { label: 'Ofertas' }]} />
        <h1 className="listing-header__title">Ofertas</h1>
        <p className="listing-header__subtitle">
          {pageData && pageData.pagination.total > 0
            ? `${pluralize(pageData.pagination.total, 'repuesto', 'repuestos')} con precio rebajado, de mayor a menor descuento.`
            : 'Repuestos con precio rebajado, de mayor a menor descuento.'}
        </p>
      </div>

      {vehicle && (
        <div className="listing-fitment">
          <FitmentToggle vehicle={vehicle} checked={onlyFitting} onChange={setOnlyFitting} />
        </div>
      )}

      <ProductResults
        products={pageData?.products}
        pagination={pageData?.pagination}
        isLoading={!pageData && query.isFetching}
        error={
          query.isError && !pageData
            ? {
                message: 'No se pudieron cargar las ofertas. Por favor, inténtalo de nuevo.',
                onRetry: () => void query.refetch(),
                retrying: query.isFetching,
              }
            : null
        }
        empty={
          vehicle && onlyFitting ? (
            <NoFittingParts vehicle={vehicle} onShowAll={() => setOnlyFitting(false)} />
          ) : (
            <div className="empty-state">
              <h2 className="empty-state__title">No hay ofertas por ahora</h2>
              <p className="empty-state__text">
                Vuelve pronto: publicamos nuevos descuentos cada semana. Mientras tanto, revisa el catálogo.
              </p>
              <Link to={paths.catalogue.getHref()} className="button button--primary">
                Ir al Catálogo
              </Link>
            </div>
          )
        }
        label="Productos en oferta"
        skeletonCount={OFFERS_PAGE_SIZE}
        onPageChange={setPage}
        showDescription
        toolbar={<SortSelect options={OFFERS_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </div>
  );
}
