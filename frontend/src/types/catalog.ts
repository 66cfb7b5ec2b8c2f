// Client view models of the catalogue (storefront.md section 3). The API speaks Spanish field names; each
// feature maps them to these shapes in its own `api/<feature>-api.ts`.

import type { Pagination } from '@/types/pagination';
import type { VehicleFitment } from '@/types/vehicle';

export type ProductImage = {
  /** 1 for imagenPrincipal, 2 to 5 for imagen2..imagen5. */
  id: number;
  url: string;
  productId: number;
  isMain: boolean;
};

export type ProductRating = {
  /** Average score, 0 when the product has no reviews. */
  rate: number;
  count: number;
};

/** Anything the catalogue names and links to by id: a category level, a brand, a model. */
export type NamedRef = {
  id: number;
  name: string;
};

export type CategoryRef = NamedRef;

export type Product = {
  id: number;
  title: string;
  /** The price charged: the sale price while the product is on sale, else the list price. */
  price: number;
  /** The list price, only while on sale (then above `price`); null otherwise. */
  listPrice: number | null;
  /** Whole percentage off while on sale ('-15%'); null otherwise. */
  discount: number | null;
  description: string;
  sku: string;
  oem: string | null;
  stock: number;
  categoryId: number | null;
  category: CategoryRef | null;
  images: ProductImage[];
  rating: ProductRating;
  brand: string | null;
  /** How it fits the shopper's vehicle; only when the listing was asked with one. */
  fitment?: VehicleFitment;
};

export type SubSubcategory = NamedRef & {
  subcategoryId: number | null;
};

export type Subcategory = NamedRef & {
  categoryId: number;
  subSubcategories: SubSubcategory[];
};

export type Category = NamedRef & {
  image: string | null;
  subcategories: Subcategory[];
  subSubcategories: SubSubcategory[];
};

export type ProductPage = {
  products: Product[];
  pagination: Pagination;
};

/** A page of a product list and its catalogue filters: the query of GET /products and GET /admin/products. */
export type ProductFilterArgs = {
  page: number;
  limit: number;
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  subSubcategoryId?: number;
  /** Only products on sale (a sale price below the price). */
  onSale?: boolean;
};

/** One vehicle the product fits. `productIds` lists every product sharing that vehicle row. */
export type Compatibility = {
  brand: string;
  model: string;
  years: string;
  productId: number | null;
  productIds: number[];
  /** The row that covers the shopper's vehicle (highlighted). */
  matchesVehicle: boolean;
};

/** An equivalent part number: the maker's own (OEM) or another brand's (aftermarket). */
export type Equivalent = {
  code: string;
  kind: 'oem' | 'aftermarket';
  brand: string | null;
};

/** The product as the detail page shows it: the list view plus metadata and vehicle compatibility. */
export type ProductDetail = Product & {
  alternativeSku: string | null;
  application: string | null;
  manufacturer: string | null;
  origin: string | null;
  subcategory: CategoryRef | null;
  subSubcategory: CategoryRef | null;
  compatibilities: Compatibility[];
  equivalents: Equivalent[];
};

export type ProductSearchResult = ProductPage & {
  /** Similar products, filled when `products` is empty. */
  suggestions: Product[];
  /** Spanish text from the server to show with the results, e.g. about similar products. */
  message: string;
  searchTerm: string;
};

export type SearchSuggestion = {
  id: number;
  title: string;
  sku: string;
  oem: string | null;
  /** The price charged. */
  price: number;
  /** The list price, only while on sale. */
  originalPrice: number | null;
  discount: number | null;
  matchType: 'sku' | 'oem' | 'title';
  fitment?: VehicleFitment;
};

export type BrandRef = NamedRef;

export type Brand = BrandRef & {
  modelCount: number;
};

export type VehicleModel = NamedRef & {
  productCount: number;
};

export type BrandModels = {
  brand: BrandRef;
  models: VehicleModel[];
};

export type BrandProductPage = ProductPage & { brand: BrandRef };

export type ModelProductPage = ProductPage & {
  brand: BrandRef;
  model: BrandRef & { brandId: number };
};

export type ModelSearchResult = {
  products: Product[];
  searchTerm: string;
  totalResults: number;
  model: BrandRef;
  brand: BrandRef;
};
