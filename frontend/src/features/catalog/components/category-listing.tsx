import { useEffect, useMemo } from 'react';

import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { CATEGORY_PAGE_SIZE, CATEGORY_SORT_OPTIONS, DEFAULT_PRODUCT_SORT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoryQuery, useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import {
  ChipNav,
  ListingFitmentToggle,
  ListingLayout,
  ListingResults,
  useListing,
} from '@/features/catalog/components/listing-layout';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { mergeSubSubcategories, parseSubcategoryParam } from '@/features/catalog/utils/sub-subcategories';
import { sortProducts } from '@/features/catalog/utils/sort-products';

/** /category/{id}[?subcategory=sub-{id}]: one page from the server, sorted in the browser. */
export function CategoryListing({ categoryId }: { categoryId: number }) {
  const { searchParams, page, sort, setPage, setSort, fitment, vehicleArgs } = useListing(
    CATEGORY_SORT_OPTIONS,
    DEFAULT_PRODUCT_SORT,
  );
  const subSubcategoryId = parseSubcategoryParam(searchParams.get('subcategory'));

  const categoryQuery = useGetCategoryQuery(categoryId);
  const productsQuery = useGetProductsQuery({
    page,
    limit: CATEGORY_PAGE_SIZE,
    categoryId,
    subSubcategoryId: subSubcategoryId ?? undefined,
    ...vehicleArgs,
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
    <ListingLayout
      pageTitle={title}
      breadcrumbs={breadcrumbs}
      breadcrumbSeparator="»"
      title={title}
      titleSkeletonWidth={260}
      subtitle={subSubcategory && categoryName}
    >
      {subSubcategories.length > 0 && (
        <ChipNav
          label="Subcategorías"
          links={[
            { key: 'all', label: 'Todas', to: categoryHref, current: !subSubcategory },
            ...subSubcategories.map((item) => ({
              key: item.id,
              label: item.name,
              to: paths.category.getHref(categoryId, item.id),
              current: item.id === subSubcategory?.id,
            })),
          ]}
        />
      )}

      <ListingFitmentToggle fitment={fitment} />

      <ListingResults
        query={productsQuery}
        products={products}
        errorMessage="Failed to load products. Please try again later."
        fitment={fitment}
        empty={<p className="empty-state">No se encontraron productos en esta categoría.</p>}
        label={title ? `Productos de ${title}` : 'Productos'}
        skeletonCount={CATEGORY_PAGE_SIZE}
        onPageChange={setPage}
        showPriceNotes
        toolbar={<SortSelect options={CATEGORY_SORT_OPTIONS} value={sort} onChange={setSort} />}
      />
    </ListingLayout>
  );
}
