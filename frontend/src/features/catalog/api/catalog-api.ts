import type { ProductSort } from '@/config/constants';
import { api } from '@/lib/api';
import { toNumber, toPagination, type PaginationWire } from '@/lib/wire';
import type {
  Brand,
  BrandModels,
  BrandProductPage,
  BrandRef,
  Category,
  CategoryRef,
  Compatibility,
  Equivalent,
  ModelProductPage,
  ModelSearchResult,
  Product,
  ProductDetail,
  ProductImage,
  ProductPage,
  ProductRating,
  ProductSearchResult,
  SearchSuggestion,
  SubSubcategory,
  Subcategory,
} from '@/types/catalog';
import type { VehicleFitment } from '@/types/vehicle';

// ---------------------------------------------------------------------------
// Wire shapes (storefront.md section 3): the only place Spanish field names appear in the catalogue feature.
// ---------------------------------------------------------------------------

export type ProductImagesWire = {
  imagenPrincipal?: string | null;
  imagen2?: string | null;
  imagen3?: string | null;
  imagen4?: string | null;
  imagen5?: string | null;
};

export type ProductRatingWire = {
  id: number;
  productoId: number;
  puntuacion: number | string;
  cantidad: number;
};

type NamedRefWire = { id: number; nombre: string };

export type CompatibilityWire = {
  marca: string;
  modelo: string;
  /** A year or a range such as '2010-2015'. */
  anos: string;
  productId?: number | null;
  productos?: number[] | null;
  /** Only with a vehicle: the row that covers it. */
  coincide?: boolean;
};

/** Fitment of a product for the vehicle given as vehicleModelId + vehicleYear (issue #8). */
export type VehicleFitmentWire = 'compatible' | 'universal' | 'no_compatible' | 'sin_datos';

export type EquivalentWire = {
  codigo: string;
  tipo: 'oem' | 'aftermarket';
  marca?: string | null;
};

export type ProductWire = {
  id: number;
  titulo: string;
  tituloInsensible?: string;
  /** The list price. */
  precio: number | string;
  /** The sale price, only while on sale (below precio); null otherwise. */
  precioOferta?: number | string | null;
  /** Whole percentage off while on sale; null otherwise. */
  descuento?: number | string | null;
  descripcion?: string | null;
  sku: string;
  skuAlternativo?: string | null;
  oem?: string | null;
  aplicacion?: string | null;
  fabricante?: string | null;
  origen?: string | null;
  existencias: number | string;
  categoriaId?: number | null;
  subcategoriaId?: number | null;
  subSubcategoriaId?: number | null;
  categoria?: NamedRefWire | null;
  subcategoria?: NamedRefWire | null;
  subSubcategoria?: NamedRefWire | null;
  imagenes?: ProductImagesWire | null;
  compatibilidades?: CompatibilityWire[] | null;
  calificacion?: ProductRatingWire | null;
  /** Only on search results. */
  marca?: NamedRefWire | null;
  modelo?: (NamedRefWire & { marcaId: number }) | null;
  relevanceScore?: number;
  /** Only when the call carried a vehicle. */
  compatibilidadVehiculo?: VehicleFitmentWire | null;
  /** Only on GET /products/{id}. */
  equivalencias?: EquivalentWire[] | null;
  fechaCreacion?: string;
  fechaActualizacion?: string;
};

export type ProductListWire = {
  products: ProductWire[];
  pagination: PaginationWire;
};

export type ProductSearchWire = {
  success: boolean;
  message?: string;
  data: {
    products: ProductWire[];
    suggestions?: ProductWire[] | null;
    pagination: PaginationWire;
    message?: string | null;
    searchTerm: string;
  };
};

export type SearchSuggestionWire = {
  id: number;
  title: string;
  sku: string;
  oem?: string | null;
  /** The price charged. */
  price: number | string;
  /** The list price, only while on sale. */
  originalPrice?: number | string | null;
  discount?: number | string | null;
  matchType: 'sku' | 'oem' | 'title';
  compatibilidadVehiculo?: VehicleFitmentWire | null;
};

type BrandRefWire = { id: number; name: string };

export type BrandWire = BrandRefWire & { modelCount: number };
export type VehicleModelWire = BrandRefWire & { productCount: number };

export type BrandsWire = { success: boolean; data: BrandWire[] };
export type BrandModelsWire = { success: boolean; data: { models: VehicleModelWire[]; brand: BrandRefWire } };
export type BrandProductsWire = {
  success: boolean;
  data: { products: ProductWire[]; pagination: PaginationWire; brand: BrandRefWire };
};
export type ModelProductsWire = {
  success: boolean;
  data: {
    products: ProductWire[];
    pagination: PaginationWire;
    brand: BrandRefWire;
    model: BrandRefWire & { brandId: number };
  };
};
export type ModelSearchWire = {
  success: boolean;
  data: {
    products: ProductWire[];
    searchTerm: string;
    totalResults: number;
    modelInfo: BrandRefWire & { brand: BrandRefWire };
  };
};

export type SubSubcategoryWire = {
  id: number;
  nombre: string;
  subcategoriaId: number | null;
};

export type SubcategoryWire = {
  id: number;
  nombre: string;
  categoriaId: number;
  subSubcategorias?: SubSubcategoryWire[] | null;
};

export type CategoryWire = {
  id: number;
  nombre: string;
  imagen?: string | null;
  subcategorias?: SubcategoryWire[] | null;
  subSubcategorias?: SubSubcategoryWire[] | null;
};

// ---------------------------------------------------------------------------
// Mappers
// ---------------------------------------------------------------------------

/** A positive finite number, else null (missing, null, blank or garbage). */
function toOptionalAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/**
 * The price charged, the list price and the percentage off from a list price and an optional sale price. The server
 * sends a sale price only while it is below the list price; a stale one at or above it is ignored here too.
 */
export function toPricing(
  listPrice: number | string | null | undefined,
  salePrice: number | string | null | undefined,
  discount: number | string | null | undefined,
): Pick<Product, 'price' | 'listPrice' | 'discount'> {
  const list = toNumber(listPrice);
  const sale = toOptionalAmount(salePrice);
  if (sale === null || sale >= list) return { price: list, listPrice: null, discount: null };
  const percent = toOptionalAmount(discount);
  return {
    price: sale,
    listPrice: list,
    discount: percent !== null && percent >= 1 ? Math.round(percent) : Math.max(1, Math.round((1 - sale / list) * 100)),
  };
}

const IMAGE_SLOTS = ['imagenPrincipal', 'imagen2', 'imagen3', 'imagen4', 'imagen5'] as const;

/** imagenPrincipal becomes id 1, imagen2..imagen5 ids 2..5; the first image present is the main one. */
export function toProductImages(productId: number, images: ProductImagesWire | null | undefined): ProductImage[] {
  if (!images) return [];
  const list: ProductImage[] = [];
  IMAGE_SLOTS.forEach((slot, index) => {
    const url = images[slot]?.trim();
    if (url) list.push({ id: index + 1, url, productId, isMain: list.length === 0 });
  });
  return list;
}

function toRating(rating: ProductRatingWire | null | undefined): ProductRating {
  if (!rating) return { rate: 0, count: 0 };
  return { rate: toNumber(rating.puntuacion), count: toNumber(rating.cantidad) };
}

function toCategoryRef(category: NamedRefWire | null | undefined): CategoryRef | null {
  return category ? { id: category.id, name: category.nombre } : null;
}

function toNullableText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

const FITMENTS: Record<VehicleFitmentWire, VehicleFitment> = {
  compatible: 'fits',
  universal: 'universal',
  no_compatible: 'no-fit',
  sin_datos: 'unknown',
};

/** Unknown or missing values give no fitment (no badge) rather than a wrong one. */
export function toFitment(wire: VehicleFitmentWire | null | undefined): VehicleFitment | undefined {
  return wire ? FITMENTS[wire] : undefined;
}

export function toProduct(wire: ProductWire): Product {
  const fitment = toFitment(wire.compatibilidadVehiculo);
  return {
    id: wire.id,
    title: wire.titulo,
    ...toPricing(wire.precio, wire.precioOferta, wire.descuento),
    description: wire.descripcion ?? '',
    sku: wire.sku,
    oem: wire.oem ?? null,
    stock: toNumber(wire.existencias),
    categoryId: wire.categoriaId ?? wire.categoria?.id ?? null,
    category: toCategoryRef(wire.categoria),
    images: toProductImages(wire.id, wire.imagenes),
    rating: toRating(wire.calificacion),
    brand: wire.marca?.nombre ?? null,
    ...(fitment && { fitment }),
  };
}

function toCompatibility(wire: CompatibilityWire): Compatibility {
  return {
    brand: wire.marca,
    model: wire.modelo,
    years: wire.anos,
    productId: wire.productId ?? null,
    productIds: wire.productos ?? [],
    matchesVehicle: wire.coincide === true,
  };
}

function toEquivalent(wire: EquivalentWire): Equivalent {
  return { code: wire.codigo, kind: wire.tipo === 'oem' ? 'oem' : 'aftermarket', brand: toNullableText(wire.marca) };
}

export function toProductDetail(wire: ProductWire): ProductDetail {
  return {
    ...toProduct(wire),
    alternativeSku: toNullableText(wire.skuAlternativo),
    application: toNullableText(wire.aplicacion),
    manufacturer: toNullableText(wire.fabricante),
    origin: toNullableText(wire.origen),
    subcategory: toCategoryRef(wire.subcategoria),
    subSubcategory: toCategoryRef(wire.subSubcategoria),
    compatibilities: (wire.compatibilidades ?? []).map(toCompatibility),
    equivalents: (wire.equivalencias ?? []).map(toEquivalent),
  };
}

export function toProductPage(wire: ProductListWire): ProductPage {
  return { products: wire.products.map(toProduct), pagination: toPagination(wire.pagination, wire.products.length) };
}

export function toProductSearchResult(wire: ProductSearchWire): ProductSearchResult {
  const { data } = wire;
  return {
    products: data.products.map(toProduct),
    pagination: toPagination(data.pagination, data.products.length),
    suggestions: (data.suggestions ?? []).map(toProduct),
    message: data.message?.trim() ?? '',
    searchTerm: data.searchTerm,
  };
}

export function toSearchSuggestion(wire: SearchSuggestionWire): SearchSuggestion {
  const fitment = toFitment(wire.compatibilidadVehiculo);
  // Here `price` is already the price charged and `originalPrice` the list price while on sale.
  const pricing = toPricing(
    wire.originalPrice ?? wire.price,
    wire.originalPrice == null ? null : wire.price,
    wire.discount,
  );
  return {
    id: wire.id,
    title: wire.title,
    sku: wire.sku,
    oem: toNullableText(wire.oem),
    price: pricing.price,
    originalPrice: pricing.listPrice,
    discount: pricing.discount,
    matchType: wire.matchType,
    ...(fitment && { fitment }),
  };
}

function toBrandRef(wire: BrandRefWire): BrandRef {
  return { id: wire.id, name: wire.name };
}

function toSubSubcategory(wire: SubSubcategoryWire): SubSubcategory {
  return { id: wire.id, name: wire.nombre, subcategoryId: wire.subcategoriaId ?? null };
}

function toSubcategory(wire: SubcategoryWire): Subcategory {
  return {
    id: wire.id,
    name: wire.nombre,
    categoryId: wire.categoriaId,
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}

export function toCategory(wire: CategoryWire): Category {
  return {
    id: wire.id,
    name: wire.nombre,
    image: wire.imagen?.trim() || null,
    subcategories: (wire.subcategorias ?? []).map(toSubcategory),
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}

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

export type ProductListArgs = VehicleFitmentArgs & {
  page: number;
  limit: number;
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  subSubcategoryId?: number;
  sort?: ProductSort;
  /** Only products on sale (?onSale=true), biggest discount first unless a price or rating sort is asked. */
  onSale?: boolean;
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
      transformResponse: (response: BrandModelsWire): BrandModels => ({
        brand: toBrandRef(response.data.brand),
        models: response.data.models.map((model) => ({
          ...toBrandRef(model),
          productCount: toNumber(model.productCount),
        })),
      }),
      providesTags: (_result, _error, brandId) => [{ type: 'Model', id: `BRAND-${brandId}` }],
    }),
    getBrandProducts: build.query<BrandProductPage, PagedListArgs>({
      query: ({ id, ...params }) => ({ url: `/brands/${id}/products`, params }),
      transformResponse: ({ data }: BrandProductsWire): BrandProductPage => ({
        ...toProductPage(data),
        brand: toBrandRef(data.brand),
      }),
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
