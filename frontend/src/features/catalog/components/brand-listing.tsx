import { useEffect } from 'react';

import { BRAND_PAGE_SIZE, BRAND_SORT_OPTIONS, DEFAULT_BRAND_SORT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetBrandModelsQuery, useGetBrandProductsQuery } from '@/features/catalog/api/catalog-api';
import {
  ChipNav,
  ListingFitmentToggle,
  ListingLayout,
  ListingResults,
  useListing,
} from '@/features/catalog/components/listing-layout';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { pluralize } from '@/utils/format';

/** /brand/{id}: the brand's products, sorted by the server, 12 per page. */
export function BrandListing({ brandId }: { brandId: number }) {
  const { page, sort, setPage, setSort, fitment, vehicleArgs } = useListing(BRAND_SORT_OPTIONS, DEFAULT_BRAND_SORT);
  const productsQuery = useGetBrandProductsQuery({ id: brandId, page, limit: BRAND_PAGE_SIZE, sort, ...vehicleArgs });
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
      breadcrumbs={[{ label: 'Inicio', to: paths.home.getHref() }, { label: brandName ?? 'Marca' }]}
      breadcrumbSeparator=">"
      title={brandName}
      titleSkeletonWidth={220}
      subtitle={
        pageData &&
        pageData.pagination.total > 0 &&
        pluralize(pageData.pagination.total, 'repuesto disponible', 'repuestos disponibles')
      }
    >
      {brandName && models.length > 0 && (
        <ChipNav
          label={`Modelos de ${brandName}`}
          links={models.map((model) => ({
            key: model.id,
            label: model.name,
            to: paths.catalogue.getHref({ brand: brandId, brandName, model: model.id, modelName: model.name }),
          }))}
        />
      )}

      <ListingFitmentToggle fitment={fitment} />

      <ListingResults
        query={productsQuery}
        errorMessage="Error al cargar los productos de la marca"
        fitment={fitment}
        empty={
          <div className="empty-state">
            <h2 className="empty-state__title">No se encontraron productos</h2>
            <p className="empty-state__text">Esta marca no tiene productos disponibles en este momento.</p>
          </div>
        }
        label={brandName ? `Productos de ${brandName}` : 'Productos de la marca'}
        skeletonCount={BRAND_PAGE_SIZE}
        onPageChange={setPage}
        toolbar={<SortSelect options={BRAND_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </ListingLayout>
  );
}
