import { Link } from 'react-router-dom';

import { DEFAULT_PRODUCT_SORT, OFFERS_PAGE_SIZE, OFFERS_SORT_OPTIONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { ListingEmpty, ListingLayout, ListingResults, useListing } from '@/features/catalog/components/listing-layout';
import { pluralize } from '@/utils/format';

/**
 * /ofertas: the products on sale (GET /products?onSale=true), biggest discount first unless the shopper sorts by
 * price or rating, 12 per page, with the catalogue's grid, pagination and vehicle toggle.
 */
export function OffersListing() {
  const listing = useListing({
    sortOptions: OFFERS_SORT_OPTIONS,
    defaultSort: DEFAULT_PRODUCT_SORT,
    pageSize: OFFERS_PAGE_SIZE,
  });
  // The server's order for products on sale is the biggest discount first.
  const query = useGetProductsQuery({ onSale: true, sort: listing.serverSort, ...listing.pageArgs });
  const total = query.currentData?.pagination.total ?? 0;

  return (
    <ListingLayout
      pageTitle="Ofertas"
      breadcrumbs={[{ label: 'Ofertas' }]}
      title="Ofertas"
      subtitle={
        total > 0
          ? `${pluralize(total, 'repuesto', 'repuestos')} con precio rebajado, de mayor a menor descuento.`
          : 'Repuestos con precio rebajado, de mayor a menor descuento.'
      }
    >
      <ListingResults
        listing={listing}
        query={query}
        errorMessage="No se pudieron cargar las ofertas. Por favor, inténtalo de nuevo."
        empty={
          <ListingEmpty
            title="No hay ofertas por ahora"
            text="Vuelve pronto: publicamos nuevos descuentos cada semana. Mientras tanto, revisa el catálogo."
          >
            <Link to={paths.catalogue.getHref()} className="button button--primary">
              Ir al Catálogo
            </Link>
          </ListingEmpty>
        }
        label="Productos en oferta"
        showDescription
      />
    </ListingLayout>
  );
}
