import type { AppDispatch } from '@/app/store';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import {
  toBrandModels,
  toBrandProductPage,
  toCategory,
  toProduct,
  toProductDetail,
  toProductPage,
  toProductSearchResult,
} from '@/features/catalog/api/catalog-mappers';
import type { PagedListArgs, ProductListArgs, ProductSearchArgs } from '@/features/catalog/api/catalog-api';
import type {
  BrandModelsWire,
  BrandProductsWire,
  CategoryWire,
  ProductListWire,
  ProductSearchWire,
  ProductWire,
} from '@/features/catalog/api/catalog-wire';
import { fitmentArgs } from '@/features/catalog/hooks/use-fitment-vehicle';
import { readPageData } from '@/lib/page-data';

/** An API answer and the query string it answers: the screen asks with the same values. */
type AnsweredQuery<Query, Answer> = { query: Query; answer: Answer };

type PageDataWire = {
  product?: ProductWire;
  categories?: CategoryWire[];
  featured?: ProductWire[];
  category?: CategoryWire;
  products?: AnsweredQuery<ProductListArgs, ProductListWire>;
  /** The home page's offers section (GET /products?onSale=true). */
  offers?: AnsweredQuery<ProductListArgs, ProductListWire>;
  brandProducts?: AnsweredQuery<PagedListArgs, BrandProductsWire>;
  brandModels?: BrandModelsWire;
  search?: AnsweredQuery<ProductSearchArgs, ProductSearchWire>;
};

/**
 * Fills the API cache with the answers the server embedded in the page (product, home, catalogue,
 * category, brand and search results pages), under the arguments the screens ask with when no vehicle is
 * chosen (a shopper with a vehicle asks for its fitment, which the page does not carry): the first
 * render shows the server's content instead of skeletons, with no request. Call before the first render.
 */
export function seedPageData(dispatch: AppDispatch, pageData: Record<string, unknown> | null = readPageData()) {
  if (!pageData) return;
  const data = pageData as PageDataWire;
  const noVehicle = fitmentArgs(null);
  const entries = [];
  if (data.product && typeof data.product.id === 'number') {
    entries.push({
      endpointName: 'getProduct' as const,
      arg: { id: data.product.id, ...noVehicle },
      value: toProductDetail(data.product),
    });
  }
  if (Array.isArray(data.categories)) {
    entries.push({ endpointName: 'getCategories' as const, arg: undefined, value: data.categories.map(toCategory) });
  }
  if (Array.isArray(data.featured)) {
    entries.push({ endpointName: 'getFeaturedProducts' as const, arg: noVehicle, value: data.featured.map(toProduct) });
  }
  if (data.category && typeof data.category.id === 'number') {
    entries.push({ endpointName: 'getCategory' as const, arg: data.category.id, value: toCategory(data.category) });
  }
  for (const list of [data.products, data.offers]) {
    if (!list?.query || !list.answer) continue;
    entries.push({
      endpointName: 'getProducts' as const,
      arg: { ...list.query, ...noVehicle },
      value: toProductPage(list.answer),
    });
  }
  if (data.brandProducts?.query && data.brandProducts.answer) {
    entries.push({
      endpointName: 'getBrandProducts' as const,
      arg: { ...data.brandProducts.query, ...noVehicle },
      value: toBrandProductPage(data.brandProducts.answer),
    });
  }
  if (data.search?.query && data.search.answer?.data) {
    entries.push({
      endpointName: 'searchProducts' as const,
      arg: { ...data.search.query, ...noVehicle },
      value: toProductSearchResult(data.search.answer),
    });
  }
  if (data.brandModels?.data) {
    const value = toBrandModels(data.brandModels);
    entries.push({ endpointName: 'getBrandModels' as const, arg: value.brand.id, value });
  }
  if (entries.length > 0) dispatch(catalogApi.util.upsertQueryEntries(entries));
}
