import { useId, useState } from 'react';

import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { SlidersIcon } from '@/components/ui/action-icons';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORT_OPTIONS,
  DEFAULT_PRODUCT_SORT,
  FITMENT_FILTER_PARAM,
  ON_SALE_FILTER_PARAM,
  SUGGESTIONS_MIN_CHARS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetCategoriesQuery, useGetProductsQuery, useSearchProductsQuery } from '@/features/catalog/api/catalog-api';
import { CatalogueFilters } from '@/features/catalog/components/catalogue-filters';
import { ListingLayout, ListingResults, useListing } from '@/features/catalog/components/listing-layout';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { parsePositiveInt } from '@/features/catalog/hooks/use-listing-params';
import { mergeSubSubcategories } from '@/features/catalog/utils/sub-subcategories';

import './catalogue.css';

/**
 * /repuestos outside a vehicle model: free-text search (?search=), sidebar filters (?category=&subSubcategory=,
 * ?onSale=true for 'Solo ofertas'),
 * sort, page and, with a vehicle in 'Mi garaje', the compatible-only toggle (?compatibles=1), all kept in the URL.
 */
export function ProductCatalogue() {
  const listing = useListing({
    sortOptions: CATALOGUE_SORT_OPTIONS,
    defaultSort: DEFAULT_PRODUCT_SORT,
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  const { searchParams, sort, onlyFitting, setSort, updateParams, vehicle, pageArgs, serverSort } = listing;
  const search = searchParams.get('search')?.trim() ?? '';
  const categoryId = parsePositiveInt(searchParams.get('category'));
  const subSubcategoryId = categoryId === null ? null : parsePositiveInt(searchParams.get('subSubcategory'));
  const onSale = searchParams.get(ON_SALE_FILTER_PARAM) === 'true';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const categoriesQuery = useGetCategoriesQuery();
  const category = categoriesQuery.data?.find((item) => item.id === categoryId) ?? null;
  const subSubcategory = category
    ? (mergeSubSubcategories(category).find((item) => item.id === subSubcategoryId) ?? null)
    : null;

  // The search endpoint ranks by relevance and proposes similar products, but knows no category or sale filters and
  // rejects terms under 2 characters: those cases go through the filtered list instead.
  const useSearchEndpoint = search.length >= SUGGESTIONS_MIN_CHARS && categoryId === null && !onSale;
  const searchQuery = useSearchProductsQuery(
    { q: search, sort: serverSort, ...pageArgs },
    { skip: !useSearchEndpoint },
  );
  const listQuery = useGetProductsQuery(
    {
      search: search || undefined,
      categoryId: categoryId ?? undefined,
      subSubcategoryId: subSubcategoryId ?? undefined,
      sort: serverSort,
      onSale: onSale || undefined,
      ...pageArgs,
    },
    { skip: useSearchEndpoint },
  );
  const query = useSearchEndpoint ? searchQuery : listQuery;
  const similar = useSearchEndpoint ? searchQuery.currentData : undefined;
  // Similar products are not filtered by the vehicle: with the compatible-only toggle the empty state says so instead.
  const showSimilar =
    !!similar && similar.products.length === 0 && similar.suggestions.length > 0 && !(vehicle && onlyFitting);

  let title = 'Repuestos';
  if (search) title = 'Resultados de búsqueda';
  else if (category) title = subSubcategory?.name ?? category.name;

  const breadcrumbs: BreadcrumbItem[] = [
    { label: 'Repuestos', to: search || category ? paths.catalogue.getHref() : undefined },
  ];
  if (search) breadcrumbs.push({ label: 'Búsqueda' });
  else if (category) breadcrumbs.push({ label: title });

  const errorMessage = useSearchEndpoint
    ? 'Failed to search products. Please try again later.'
    : 'Failed to load products. Please try again later.';

  return (
    <ListingLayout
      pageTitle={title}
      className="catalogue"
      breadcrumbs={breadcrumbs}
      title={title}
      subtitle={
        // The server's own wording (it may have corrected a typo), once it found something.
        search &&
        (similar && similar.products.length > 0 && similar.message ? similar.message : `Resultados para «${search}»`)
      }
    >
      <div className="catalogue__layout">
        <aside className={`catalogue__sidebar${filtersOpen ? ' catalogue__sidebar--open' : ''}`} aria-label="Filtros">
          <button
            type="button"
            className="button button--ghost catalogue__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersIcon size={18} /> {filtersOpen ? 'Ocultar filtros' : 'Mostrar filtros'}
          </button>
          <div id={filtersId} className="catalogue__filters">
            <CatalogueFilters
              values={{ search, categoryId, subSubcategoryId, sort, onSale }}
              categories={categoriesQuery.data}
              categoriesLoading={categoriesQuery.isLoading}
              onSearch={(nextSearch) => updateParams({ search: nextSearch })}
              onCategoryChange={(nextCategory, nextSubSubcategory) =>
                updateParams({ category: nextCategory, subSubcategory: nextSubSubcategory })
              }
              onSortChange={setSort}
              onOnSaleChange={(checked) => updateParams({ [ON_SALE_FILTER_PARAM]: checked ? 'true' : null })}
              onClear={() =>
                updateParams({
                  search: null,
                  category: null,
                  subSubcategory: null,
                  sort: null,
                  page: null,
                  [FITMENT_FILTER_PARAM]: null,
                  [ON_SALE_FILTER_PARAM]: null,
                })
              }
            />
          </div>
        </aside>

        <section className="catalogue__content" aria-label="Resultados">
          <ListingResults
            listing={listing}
            query={query}
            errorMessage={errorMessage}
            label={title}
            showDescription
            sortInToolbar={false}
            replacement={
              showSimilar ? (
                <div className="similar-products">
                  <p className="similar-products__message" role="status">
                    {similar.message || 'No se encontraron productos que coincidan con tus criterios.'}
                  </p>
                  <h2 className="similar-products__title">Productos similares</h2>
                  <ProductGrid products={similar.suggestions} label="Productos similares" showDescription />
                </div>
              ) : null
            }
          />
        </section>
      </div>
    </ListingLayout>
  );
}
