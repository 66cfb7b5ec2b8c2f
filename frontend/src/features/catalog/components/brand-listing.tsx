import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { BRAND_PAGE_SIZE, BRAND_SORT_OPTIONS, DEFAULT_BRAND_SORT, type BrandSort } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetBrandModelsQuery, useGetBrandProductsQuery } from '@/features/catalog/api/catalog-api';
import { FitmentToggle, NoFittingParts } from '@/features/catalog/components/fitment-toggle';
import { ProductResults } from '@/features/catalog/components/product-results';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { pluralize } from '@/utils/format';

import './listing.css';

const SORT_VALUES = BRAND_SORT_OPTIONS.map((option) => option.value);

/** /brand/{id}: the brand's products, sorted by the server, 12 per page. */
export function BrandListing({ brandId }: { brandId: number }) {
  const { page, sort, onlyFitting, setPage, setSort, setOnlyFitting } = useListingParams<BrandSort>(
    SORT_VALUES,
    DEFAULT_BRAND_SORT,
  );
  const vehicle = useFitmentVehicle();
  const productsQuery = useGetBrandProductsQuery({
    id: brandId,
    page,
    limit: BRAND_PAGE_SIZE,
    sort,
    ...fitmentArgs(vehicle, onlyFitting),
  });
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
    <div className="container listing">
      {brandName && <PageTitle page={brandName} />}
      <div className="listing-header">
        <Breadcrumbs
          items={[{ label: 'Inicio', to: paths.home.getHref() }, { label: brandName ?? 'Marca' }]}
          separator=">"
        />
        {brandName ? (
          <h1 className="listing-header__title">{brandName}</h1>
        ) : (
          <Skeleton className="listing-header__title-skeleton" width={220} height={34} />
        )}
        {pageData && pageData.pagination.total > 0 && (
          <p className="listing-header__subtitle">
            {pluralize(pageData.pagination.total, 'repuesto disponible', 'repuestos disponibles')}
          </p>
        )}
      </div>

      {brandName && models.length > 0 && (
        <nav className="chip-nav" aria-label={`Modelos de ${brandName}`}>
          <ul className="chip-nav__list">
            {models.map((model) => (
              <li key={model.id}>
                <Link
                  className="chip"
                  to={paths.catalogue.getHref({
                    brand: brandId,
                    brandName,
                    model: model.id,
                    modelName: model.name,
                  })}
                >
                  {model.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {vehicle && (
        <div className="listing-fitment">
          <FitmentToggle vehicle={vehicle} checked={onlyFitting} onChange={setOnlyFitting} />
        </div>
      )}

      <ProductResults
        products={pageData?.products}
        pagination={pageData?.pagination}
        isLoading={!pageData && productsQuery.isFetching}
        error={
          productsQuery.isError && !pageData
            ? {
                message: 'Error al cargar los productos de la marca',
                onRetry: () => void productsQuery.refetch(),
                retrying: productsQuery.isFetching,
              }
            : null
        }
        empty={
          vehicle && onlyFitting ? (
            <NoFittingParts vehicle={vehicle} onShowAll={() => setOnlyFitting(false)} />
          ) : (
            <div className="empty-state">
              <h2 className="empty-state__title">No se encontraron productos</h2>
              <p className="empty-state__text">Esta marca no tiene productos disponibles en este momento.</p>
            </div>
          )
        }
        label={brandName ? `Productos de ${brandName}` : 'Productos de la marca'}
        skeletonCount={BRAND_PAGE_SIZE}
        onPageChange={setPage}
        toolbar={<SortSelect options={BRAND_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </div>
  );
}
