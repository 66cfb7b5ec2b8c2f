import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';

import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { CATEGORY_PAGE_SIZE, CATEGORY_SORT_OPTIONS, DEFAULT_PRODUCT_SORT, type CategorySort } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoryQuery, useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { FitmentToggle, NoFittingParts } from '@/features/catalog/components/fitment-toggle';
import { ProductResults } from '@/features/catalog/components/product-results';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { fitmentArgs, useFitmentVehicle } from '@/features/catalog/hooks/use-fitment-vehicle';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { mergeSubSubcategories, parseSubcategoryParam } from '@/features/catalog/utils/sub-subcategories';
import { sortProducts } from '@/features/catalog/utils/sort-products';

import './listing.css';

const SORT_VALUES = CATEGORY_SORT_OPTIONS.map((option) => option.value);

/** /category/{id}[?subcategory=sub-{id}]: one page from the server, sorted in the browser. */
export function CategoryListing({ categoryId }: { categoryId: number }) {
  const { searchParams, page, sort, onlyFitting, setPage, setSort, setOnlyFitting } = useListingParams<CategorySort>(
    SORT_VALUES,
    DEFAULT_PRODUCT_SORT,
  );
  const vehicle = useFitmentVehicle();
  const subSubcategoryId = parseSubcategoryParam(searchParams.get('subcategory'));

  const categoryQuery = useGetCategoryQuery(categoryId);
  const productsQuery = useGetProductsQuery({
    page,
    limit: CATEGORY_PAGE_SIZE,
    categoryId,
    subSubcategoryId: subSubcategoryId ?? undefined,
    ...fitmentArgs(vehicle, onlyFitting),
  });

  useEffect(() => {
    // storefront.md section 8: category load failures are only logged.
    if (categoryQuery.error) console.error('No se pudo cargar la categoría', categoryQuery.error);
  }, [categoryQuery.error]);

  const category = categoryQuery.data;
  const subSubcategories = useMemo(() => (category ? mergeSubSubcategories(category) : []), [category]);
  const subSubcategory = subSubcategories.find((item) => item.id === subSubcategoryId) ?? null;
  const categoryHref = paths.category.getHref(categoryId);

  const pageData = productsQuery.currentData;
  const products = useMemo(() => (pageData ? sortProducts(pageData.products, sort) : undefined), [pageData, sort]);

  const categoryName = category?.name ?? (categoryQuery.isError ? 'Categoría' : null);
  const title = subSubcategory?.name ?? categoryName;
  const breadcrumbs: BreadcrumbItem[] = [
    { label: 'Inicio', to: paths.home.getHref() },
    { label: 'Repuestos', to: paths.catalogue.getHref() },
  ];
  if (categoryName) breadcrumbs.push({ label: categoryName, to: categoryHref });
  if (subSubcategory) breadcrumbs.push({ label: subSubcategory.name });

  return (
    <div className="container listing">
      {title && <PageTitle page={title} />}
      <div className="listing-header">
        <Breadcrumbs items={breadcrumbs} separator="»" />
        {title ? (
          <h1 className="listing-header__title">{title}</h1>
        ) : (
          <Skeleton className="listing-header__title-skeleton" width={260} height={34} />
        )}
        {subSubcategory && categoryName && <p className="listing-header__subtitle">{categoryName}</p>}
      </div>

      {subSubcategories.length > 0 && (
        <nav className="chip-nav" aria-label="Subcategorías">
          <ul className="chip-nav__list">
            <li>
              <Link to={categoryHref} className="chip" aria-current={subSubcategory ? undefined : 'page'}>
                Todas
              </Link>
            </li>
            {subSubcategories.map((item) => (
              <li key={item.id}>
                <Link
                  to={paths.category.getHref(categoryId, item.id)}
                  className="chip"
                  aria-current={item.id === subSubcategory?.id ? 'page' : undefined}
                >
                  {item.name}
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
        products={products}
        pagination={pageData?.pagination}
        isLoading={!pageData && productsQuery.isFetching}
        error={
          productsQuery.isError && !pageData
            ? {
                message: 'Failed to load products. Please try again later.',
                onRetry: () => void productsQuery.refetch(),
                retrying: productsQuery.isFetching,
              }
            : null
        }
        empty={
          vehicle && onlyFitting ? (
            <NoFittingParts vehicle={vehicle} onShowAll={() => setOnlyFitting(false)} />
          ) : (
            <p className="empty-state">No se encontraron productos en esta categoría.</p>
          )
        }
        label={title ? `Productos de ${title}` : 'Productos'}
        skeletonCount={CATEGORY_PAGE_SIZE}
        onPageChange={setPage}
        showPriceNotes
        toolbar={<SortSelect options={CATEGORY_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </div>
  );
}
