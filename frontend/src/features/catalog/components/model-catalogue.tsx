import { useId } from 'react';

import { SearchIcon } from '@/components/ui/icons';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORT_OPTIONS,
  DEFAULT_PRODUCT_SORT,
  MODEL_SEARCH_DEBOUNCE_MS,
  MODEL_SEARCH_MIN_CHARS,
} from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetModelProductsQuery, useSearchModelProductsQuery } from '@/features/catalog/api/catalog-api';
import { ListingEmpty, ListingLayout, ListingResults, useListing } from '@/features/catalog/components/listing-layout';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTextInput } from '@/hooks/use-text-input';

import './catalogue.css';

type ModelCatalogueProps = {
  brandId: number | null;
  brandName: string;
  modelId: number;
  modelName: string;
};

/**
 * /repuestos?brand=&brandName=&model=&modelName=: the model's products (no sidebar) with a search limited to the
 * model. The search waits 500 ms after typing, needs 2 characters, and an empty box restores the listing.
 */
export function ModelCatalogue({ brandId, brandName, modelId, modelName }: ModelCatalogueProps) {
  const searchId = useId();
  const hintId = useId();
  const listing = useListing({
    sortOptions: CATALOGUE_SORT_OPTIONS,
    defaultSort: DEFAULT_PRODUCT_SORT,
    pageSize: CATALOGUE_PAGE_SIZE,
  });
  const term = useTextInput();
  const trimmed = term.value.trim();
  const debounced = useDebouncedValue(trimmed, MODEL_SEARCH_DEBOUNCE_MS);
  const isSearching = debounced.length >= MODEL_SEARCH_MIN_CHARS && trimmed.length > 0;

  const listQuery = useGetModelProductsQuery({ id: modelId, sort: listing.serverSort, ...listing.pageArgs });
  const searchQuery = useSearchModelProductsQuery(
    { modelId, q: debounced, ...listing.vehicleArgs },
    { skip: !isSearching },
  );

  // Names from the server win over the ones carried in the link.
  const brand = listQuery.data?.brand.name ?? (brandName || null);
  const model = listQuery.data?.model.name ?? (modelName || null);
  const resolvedBrandId = listQuery.data?.brand.id ?? brandId;
  const vehicle = [brand, model].filter(Boolean).join(' ');
  const title = vehicle ? `Repuestos ${vehicle}` : 'Repuestos';

  let hint: string | null = null;
  if (trimmed.length > 0 && trimmed.length < MODEL_SEARCH_MIN_CHARS) {
    hint = 'La búsqueda debe tener al menos 2 caracteres';
  } else if (trimmed.length >= MODEL_SEARCH_MIN_CHARS) {
    if (trimmed !== debounced || searchQuery.isFetching) hint = 'Buscando...';
    else if (searchQuery.isError) hint = 'No se pudieron buscar los productos del modelo';
    else if (searchQuery.currentData) {
      const count = searchQuery.currentData.products.length;
      hint = count > 0 ? `${count} resultado(s)` : `No se encontraron productos para «${debounced}» en este modelo`;
    }
  }

  const searchResults = searchQuery.currentData;

  return (
    <ListingLayout
      pageTitle={title}
      className="catalogue catalogue--model"
      breadcrumbs={[
        { label: 'Repuestos', to: paths.catalogue.getHref() },
        ...(brand ? [{ label: brand, to: resolvedBrandId ? paths.brand.getHref(resolvedBrandId) : undefined }] : []),
        ...(model ? [{ label: model }] : []),
      ]}
      title={
        vehicle ? (
          <>
            <span className="listing-header__eyebrow">Repuestos</span> {vehicle}
          </>
        ) : (
          'Repuestos'
        )
      }
    >
      <form
        role="search"
        className="model-search"
        aria-label="Buscar en este modelo"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={searchId} className="visually-hidden">
          Buscar en los productos de este modelo
        </label>
        <SearchIcon size={20} className="model-search__icon" />
        <input
          id={searchId}
          type="search"
          className="model-search__input"
          {...term.field}
          placeholder="Buscar en todos los productos de este modelo..."
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <p id={hintId} className="model-search__hint" role="status">
        {hint}
      </p>

      <ListingResults
        listing={listing}
        query={listQuery}
        errorMessage="No se pudieron obtener los productos del modelo"
        label={vehicle ? `Repuestos para ${vehicle}` : 'Repuestos del modelo'}
        showDescription
        replacement={
          isSearching ? (
            <section className="listing-results" aria-label="Resultados de la búsqueda en el modelo">
              {!searchResults && searchQuery.isFetching ? (
                <ProductGridSkeleton count={listing.pageSize} />
              ) : searchResults && searchResults.products.length > 0 ? (
                <ProductGrid products={searchResults.products} label="Resultados de la búsqueda" showDescription />
              ) : searchResults ? (
                <ListingEmpty />
              ) : null}
            </section>
          ) : null
        }
      />
    </ListingLayout>
  );
}
