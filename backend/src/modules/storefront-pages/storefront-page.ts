import type { SafeHtml } from '../../core/http/spa-html';
import {
  type BrandProductsQuery,
  type BrandsService,
  CatalogError,
  type CatalogErrorCode,
  type CategoryResponse,
  type ProductResponse,
  type ProductsService,
} from '../catalog';
import type { VehiclesService } from '../vehicles';
import { type Crumb, notFoundPage, truncateText } from './storefront-markup';
import { META_DESCRIPTION_MAX } from './storefront-pages.constants';

/**
 * What a storefront page is as the server describes it (StorefrontPagesService builds it,
 * StorefrontPageDataSource turns it into head tags and markup), and what the page builders share.
 */

/** An API answer with the query string it answers (the SPA's cache key for that page). */
type AnsweredQuery<Query, Answer> = { query: Query; answer: Answer };
export type ListingAnswer = Awaited<ReturnType<ProductsService['listPage']>>;
export type BrandProductsAnswer = Awaited<ReturnType<BrandsService['brandProducts']>>;
export type BrandModelsAnswer = Awaited<ReturnType<BrandsService['models']>>;
export type SearchAnswer = Awaited<ReturnType<ProductsService['search']>>;
export type VehicleBrandsAnswer = Awaited<ReturnType<VehiclesService['brands']>>;

/**
 * The API answers the page was built from, for the SPA's first render (no vehicle chosen): GET
 * /categories and GET /products/featured on the home page, with what its first render asks for
 * besides (the offers section's GET /products?onSale=true and the vehicle finder's GET
 * /vehicles/brands, so neither arrives later as a render of its own), GET /products/{id} on a product page, GET
 * /products (the listing's page) on the catalogue and a category page (with GET /categories/{id}), GET
 * /brands/{id}/products and /brands/{id}/models on a brand page, GET /products/search on a search
 * results page.
 */
export type StorefrontPageData =
  | {
      categories: CategoryResponse[];
      featured: ProductResponse[];
      offers: AnsweredQuery<{ page: number; limit: number; onSale: true }, ListingAnswer>;
      vehicleBrands: VehicleBrandsAnswer;
    }
  | { product: ProductResponse }
  | { category?: CategoryResponse; products: AnsweredQuery<Record<string, number>, ListingAnswer> }
  | {
      brandProducts: AnsweredQuery<BrandProductsQuery & { id: number }, BrandProductsAnswer>;
      brandModels: BrandModelsAnswer;
    }
  | { search: AnsweredQuery<{ q: string; page: number; limit: number }, SearchAnswer> };

/** A storefront page as the server describes it; StorefrontPageDataSource turns it into head tags. */
export type StorefrontPage =
  /** `keepQuery`: the request's query string goes along (a shared link's utm_source). */
  | { kind: 'redirect'; to: string; keepQuery?: boolean }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The page's own title ('{page} | {shop}'); null: the shop's name alone. */
      title: string | null;
      /** What the page shows, as the API answers it (written into the page-data block). */
      data?: StorefrontPageData;
      /** The home page's title puts the shop's name first. */
      nameFirst?: boolean;
      description?: string;
      /** Path (and query) of the page's canonical address. */
      canonical?: string;
      /** Kept out of search results (search results, sign-in, cart, account…). */
      noindex?: boolean;
      crumbs?: Crumb[];
      product?: ProductResponse;
      /** og:image: a product's main picture. */
      image?: string;
      body?: SafeHtml;
      /** The shop's Store/WebSite blocks (home page). */
      shopBlocks?: boolean;
    };

export type ShownPage = Extract<StorefrontPage, { kind: 'page' }>;

export const HOME_CRUMB: Crumb = { label: 'Inicio', href: '/' };
export const CATALOGUE_CRUMB: Crumb = { label: 'Repuestos', href: '/repuestos' };

/** Is this the catalogue's "not found" for one of the given codes? */
export const isNotFound = (error: unknown, code: CatalogErrorCode) =>
  error instanceof CatalogError && error.code === code;

/** Query string of a listing's canonical address and page links (URLSearchParams encoding, as the SPA's links). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const pageParam = (page: number) => (page > 1 ? page : undefined);

export const description = (text: string) => truncateText(text, META_DESCRIPTION_MAX);

export const NOT_FOUND_PAGE: ShownPage = {
  kind: 'page',
  status: 404,
  title: 'Página no encontrada',
  noindex: true,
  body: notFoundPage(),
};

/** The model page's address as the SPA links it (paths.catalogue.getHref with brand and model). */
export function modelHref(brand: { id: number; name: string }, model: { id: number; name: string }, page = 1): string {
  return withQuery('/repuestos', {
    brand: brand.id,
    brandName: brand.name,
    model: model.id,
    modelName: model.name,
    page: pageParam(page),
  });
}
