import { Link } from 'react-router-dom';

import { DEFAULT_PRODUCT_SORT, OFFERS_PAGE_SIZE, OFFERS_SORT_OPTIONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import {
  ListingFitmentToggle,
  ListingLayout,
  ListingResults,
  useListing,
} from '@/features/catalog/components/listing-layout';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { pluralize } from '@/utils/format';

/**
 * /ofertas: the products on sale (GET /products?onSale=true), biggest discount first unless the shopper sorts by
 * price or rating, 12 per page, with the catalogue's grid, pagination and vehicle toggle.
 */
export function OffersListing() {
  const { page, sort, setPage, setSort, fitment, vehicleArgs } = useListing(OFFERS_SORT_OPTIONS, DEFAULT_PRODUCT_SORT);
  const query = useGetProductsQuery({
    page,
    limit: OFFERS_PAGE_SIZE,
    onSale: true,
    // The server's order for products on sale is the biggest discount first.
    sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort,
    ...vehicleArgs,
  });
  const total = query.currentData?.pagination.total ?? 0;

  return (
    <ListingLayout
      pageTitle="Ofertas"
      breadcrumbs={[{ label: 'Inicio', to: paths.home.getHref() }, { label: 'Ofertas' }]}
      title="Ofertas"
      subtitle={
        total > 0
          ? `${pluralize(total, 'repuesto', 'repuestos')} con precio rebajado, de mayor a menor descuento.`
          : 'Repuestos con precio rebajado, de mayor a menor descuento.'
      }
    >
      <ListingFitmentToggle fitment={fitment} />

      <ListingResults
        query={query}
        errorMessage="No se pudieron cargar las ofertas. Por favor, inténtalo de nuevo."
        fitment={fitment}
        empty={
          <div className="empty-state">
            <h2 className="empty-state__title">No hay ofertas por ahora</h2>
            <p className="empty-state__text">
              Vuelve pronto: publicamos nuevos descuentos cada semana. Mientras tanto, revisa el catálogo.
            </p>
            <Link to={paths.catalogue.getHref()} className="button button--primary">
              Ir al Catálogo
            </Link>
          </div>
        }
        label="Productos en oferta"
        skeletonCount={OFFERS_PAGE_SIZE}
        onPageChange={setPage}
        showDescription
        toolbar={<SortSelect options={OFFERS_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </ListingLayout>
  );
}
