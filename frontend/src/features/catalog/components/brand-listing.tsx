import { useEffect } from 'react';

import { BRAND_PAGE_SIZE, BRAND_SORT_OPTIONS, DEFAULT_BRAND_SORT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetBrandModelsQuery, useGetBrandProductsQuery } from '@/features/catalog/api/catalog-api';
import { ListingEmpty, ListingLayout, ListingResults, useListing } from '@/features/catalog/components/listing-layout';
import { pluralize } from '@/utils/format';

/** /brand/{id}: the brand's products, sorted by the server, 12 per page. */
export function BrandListing({ brandId }: { brandId: number }) {
  const listing = useListing({
    sortOptions: BRAND_SORT_OPTIONS,
    defaultSort: DEFAULT_BRAND_SORT,
    pageSize: BRAND_PAGE_SIZE,
  });
  const productsQuery = useGetBrandProductsQuery({ id: brandId, sort: listing.sort, ...listing.pageArgs });
  const modelsQuery = useGetBrandModelsQuery(brandId);

  useEffect(() => {
    // storefront.md section 8: brand load failures are only logged.
    if (modelsQuery.error) console.error('No se pudieron obtener los modelos de la marca', modelsQuery.error);
  }, [modelsQuery.error]);

  const pageData = productsQuery.currentData;
  // The brand stays the same across pages, so the previous page's answer can name it while the next one loads.
  const brandName = productsQuery.data?.brand.name ?? modelsQuery.data?.brand.name ?? null;
  const models = modelsQuery.data?.models.filter((model) => model.productCount > 0) ?? [];

  return (
    <ListingLayout
      pageTitle={brandName}
      breadcrumbs={[{ label: brandName ?? 'Marca' }]}
      breadcrumbSeparator=">"
      title={brandName}
      titleSkeletonWidth={220}
      subtitle={
        pageData &&
        pageData.pagination.total > 0 &&
        pluralize(pageData.pagination.total, 'repuesto disponible', 'repuestos disponibles')
      }
      chips={
        brandName && models.length > 0
          ? {
              label: `Modelos de ${brandName}`,
              links: models.map((model) => ({
                key: model.id,
                label: model.name,
                to: paths.catalogue.getHref({ brand: brandId, brandName, model: model.id, modelName: model.name }),
              })),
            }
          : null
      }
    >
      <ListingResults
        listing={listing}
        query={productsQuery}
        errorMessage="Error al cargar los productos de la marca"
        empty={
          <ListingEmpty
            title="No se encontraron productos"
            text="Esta marca no tiene productos disponibles en este momento."
          />
        }
        label={brandName ? `Productos de ${brandName}` : 'Productos de la marca'}
      />
    </ListingLayout>
  );
}
