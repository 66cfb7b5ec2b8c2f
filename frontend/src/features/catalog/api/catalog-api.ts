import type { ProductSort } from '@/config/constants';
import {
  toBrandModels,
  toBrandProductPage,
  toBrandRef,
  toCategory,
  toProduct,
  toProductDetail,
  toProductPage,
  toProductSearchResult,
  toSearchSuggestion,
} from '@/features/catalog/api/catalog-mappers';
import type {
  BrandsWire,
  CategoryWire,
  ModelProductsWire,
  ModelSearchWire,
  ProductWire,
  SearchSuggestionWire,
} from '@/features/catalog/api/catalog-wire';
import { api } from '@/lib/api';
import { toNumber } from '@/lib/wire';
import type {
  Brand,
  BrandModels,
  BrandProductPage,
  Category,
  ModelProductPage,
  ModelSearchResult,
  Product,
  ProductDetail,
  ProductFilterArgs,
  ProductPage,
  ProductSearchResult,
  SearchSuggestion,
} from '@/types/catalog';

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

type ProductTag = { type: 'Product'; id: number | string };

function productListTags(products: Product[] | undefined, listId = 'LIST'): ProductTag[] {
  return [...(products ?? []).map(({ id }) => ({ type: 'Product' as const, id })), { type: 'Product', id: listId }];
}

/**
 * The shopper's vehicle on a product call (both or neither), and `soloCompatibles` to keep only the parts that fit
 * it or are universal. Part of every cache key, so each vehicle has its own cached pages.
 */
export type VehicleFitmentArgs = {
  vehicleModelId?: number;
  vehicleYear?: number;
  soloCompatibles?: boolean;
};

export type ProductListArgs = VehicleFitmentArgs &
  ProductFilterArgs & {
    /** With onSale and no price or rating sort asked, the biggest discount comes first. */
    sort?: ProductSort;
  };

export type ProductSearchArgs = VehicleFitmentArgs & { q: string; page: number; limit: number; sort?: ProductSort };
export type SuggestionArgs = Omit<VehicleFitmentArgs, 'soloCompatibles'> & { q: string; limit: number };
export type ProductDetailArgs = Omit<VehicleFitmentArgs, 'soloCompatibles'> & { id: number };
export type PagedListArgs = VehicleFitmentArgs & { id: number; page: number; limit: number; sort?: ProductSort };
export type ModelSearchArgs = VehicleFitmentArgs & { modelId: number; q: string };
/** The featured products are the same with or without a vehicle: it only adds each one's fitment. */
export type FeaturedArgs = Omit<VehicleFitmentArgs, 'soloCompatibles'>;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (response: CategoryWire[]) => response.map(toCategory),
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Category' as const, id })),
        { type: 'Category' as const, id: 'LIST' },
      ],
    }),
    getCategory: build.query<Category, number>({
      query: (id) => `/categories/${id}`,
      transformResponse: toCategory,
      providesTags: (_result, _error, id) => [{ type: 'Category', id }],
    }),
    getFeaturedProducts: build.query<Product[], FeaturedArgs>({
      query: (params) => ({ url: '/products/featured', params }),
      transformResponse: (response: ProductWire[]) => response.map(toProduct),
      providesTags: (result = []) => [
        ...result.map(({ id }) => ({ type: 'Product' as const, id })),
        { type: 'Product' as const, id: 'FEATURED' },
      ],
    }),
    getProducts: build.query<ProductPage, ProductListArgs>({
      query: (params) => ({ url: '/products', params }),
      transformResponse: toProductPage,
      providesTags: (result) => productListTags(result?.products),
    }),
    searchProducts: build.query<ProductSearchResult, ProductSearchArgs>({
      query: (params) => ({ url: '/products/search', params }),
      transformResponse: toProductSearchResult,
      providesTags: (result) => productListTags(result?.products, 'SEARCH'),
    }),
    getSearchSuggestions: build.query<SearchSuggestion[], SuggestionArgs>({
      query: (params) => ({ url: '/products/suggestions', params }),
      transformResponse: (response: SearchSuggestionWire[]) => response.map(toSearchSuggestion),
    }),
    getProduct: build.query<ProductDetail, ProductDetailArgs>({
      query: ({ id, ...params }) => ({ url: `/products/${id}`, params }),
      transformResponse: toProductDetail,
      providesTags: (_result, _error, { id }) => [{ type: 'Product', id }],
    }),
    getBrands: build.query<Brand[], void>({
      query: () => '/brands',
      transformResponse: (response: BrandsWire) =>
        response.data.map((brand) => ({ ...toBrandRef(brand), modelCount: toNumber(brand.modelCount) })),
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    getBrandModels: build.query<BrandModels, number>({
      query: (brandId) => `/brands/${brandId}/models`,
      transformResponse: toBrandModels,
      providesTags: (_result, _error, brandId) => [{ type: 'Model', id: `BRAND-${brandId}` }],
    }),
    getBrandProducts: build.query<BrandProductPage, PagedListArgs>({
      query: ({ id, ...params }) => ({ url: `/brands/${id}/products`, params }),
      transformResponse: toBrandProductPage,
      providesTags: (result) => productListTags(result?.products),
    }),
    getModelProducts: build.query<ModelProductPage, PagedListArgs>({
      query: ({ id, ...params }) => ({ url: `/models/${id}/products`, params }),
      transformResponse: ({ data }: ModelProductsWire): ModelProductPage => ({
        ...toProductPage(data),
        brand: toBrandRef(data.brand),
        model: { ...toBrandRef(data.model), brandId: data.model.brandId },
      }),
      providesTags: (result) => productListTags(result?.products),
    }),
    searchModelProducts: build.query<ModelSearchResult, ModelSearchArgs>({
      query: ({ modelId, ...params }) => ({ url: `/models/${modelId}/products/search`, params }),
      transformResponse: ({ data }: ModelSearchWire): ModelSearchResult => ({
        products: data.products.map(toProduct),
        searchTerm: data.searchTerm,
        totalResults: toNumber(data.totalResults),
        model: toBrandRef(data.modelInfo),
        brand: toBrandRef(data.modelInfo.brand),
      }),
      providesTags: (result) => productListTags(result?.products, 'MODEL-SEARCH'),
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetFeaturedProductsQuery,
  useGetProductsQuery,
  useSearchProductsQuery,
  useGetSearchSuggestionsQuery,
  useGetProductQuery,
  useGetBrandsQuery,
  useGetBrandModelsQuery,
  useGetBrandProductsQuery,
  useGetModelProductsQuery,
  useSearchModelProductsQuery,
} = catalogApi;
