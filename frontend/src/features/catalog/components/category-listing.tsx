import { useEffect, useMemo } from 'react';

import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { CATEGORY_PAGE_SIZE, CATEGORY_SORT_OPTIONS, DEFAULT_PRODUCT_SORT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoryQuery, useGetProductsQuery } from '@/features/catalog/api/catalog-api';
import { ListingEmpty, ListingLayout, ListingResults, useListing } from '@/features/catalog/components/listing-layout';
import { mergeSubSubcategories, parseSubcategoryParam } from '@/features/catalog/utils/sub-subcategories';
import { sortProducts } from '@/features/catalog/utils/sort-products';

/** /category/{id}[?subcategory=sub-{id}]: one page from the server, sorted in the browser. */
export function CategoryListing({ categoryId }: { categoryId: number }) {
  const listing = useListing({
    sortOptions: CATEGORY_SORT_OPTIONS,
    defaultSort: DEFAULT_PRODUCT_SORT,
    pageSize: CATEGORY_PAGE_SIZE,
  });
  const subSubcategoryId = parseSubcategoryParam(listing.searchParams.get('subcategory'));

  const categoryQuery = useGetCategoryQuery(categoryId);
  const productsQuery = useGetProductsQuery({
    categoryId,
    subSubcategoryId: subSubcategoryId ?? undefined,
    ...listing.pageArgs,
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
  const { sort } = listing;
  const products = useMemo(() => (pageData ? sortProducts(pageData.products, sort) : undefined), [pageData, sort]);

  const categoryName = category?.name ?? (categoryQuery.isError ? 'Categoría' : null);
  const title = subSubcategory?.name ?? categoryName;
  const breadcrumbs: BreadcrumbItem[] = [{ label: 'Repuestos', to: paths.catalogue.getHref() }];
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
      chips={
        subSubcategories.length > 0
          ? {
              label: 'Subcategorías',
              links: [
                { key: 'all', label: 'Todas', to: categoryHref, current: !subSubcategory },
                ...subSubcategories.map((item) => ({
                  key: item.id,
                  label: item.name,
                  to: paths.category.getHref(categoryId, item.id),
                  current: item.id === subSubcategory?.id,
                })),
              ],
            }
          : null
      }
    >
      <ListingResults
        listing={listing}
        query={productsQuery}
        products={products}
        errorMessage="Failed to load products. Please try again later."
        empty={<ListingEmpty text="No se encontraron productos en esta categoría." />}
        label={title ? `Productos de ${title}` : 'Productos'}
        showPriceNotes
      />
    </ListingLayout>
  );
}
