import { PG_INT4_MAX } from '../../core/database/pg-limits';

/** Largest PostgreSQL integer: ids above it can match nothing (and must not reach the query). */
export const MAX_ID = PG_INT4_MAX;

/** A vehicle year on a product call (vehicleYear): any plausible year; which ones have parts is another matter. */
export const MIN_VEHICLE_YEAR = 1900;
export const MAX_VEHICLE_YEAR = 2100;

/**
 * How a product fits the shopper's vehicle (compatibilidadVehiculo), best first: a compatibility
 * covering its year, universal fit (fluids, tools), compatibilities for other vehicles only, none.
 */
export const VEHICLE_FITS = ['compatible', 'universal', 'no_compatible', 'sin_datos'] as const;
export type VehicleFit = (typeof VEHICLE_FITS)[number];

/** Catalogue limits (storefront spec section 9). */
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;
/** The brand page asks for 12 (spec section 9, "Brand page size 12"). */
export const BRAND_PAGE_LIMIT = 12;
export const FEATURED_PRODUCTS_LIMIT = 8;
export const PRODUCT_PLACEHOLDER_IMAGE = '/demo-images/placeholder.svg';

/** Search terms: shorter ones are refused (spec section 5); longer ones are cut at the DTO. */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;
/** GET /products/suggestions: default 10, the search bar asks for 8 (spec section 9). */
export const DEFAULT_SUGGESTIONS_LIMIT = 10;
export const MAX_SUGGESTIONS_LIMIT = 20;
/** Similar products offered when a search finds nothing. */
export const SIMILAR_PRODUCTS_LIMIT = 8;
/**
 * How many text matches one search ranks, and the largest total it reports (like a search
 * engine's "more than 1,000 results"): a common word matches tens of thousands of products at
 * 200,000, hundreds of thousands at 1,000,000, and reading every match to rank it made the cost of
 * a search grow with the catalogue. Titles holding every word are taken first (their own index),
 * then any other matches, each read up to this many; the 84 pages of 12 it allows are more than
 * anyone pages through.
 */
export const SEARCH_CANDIDATE_LIMIT = 1000;
/** GET /models/{id}/products/search answers one list, no pages. */
export const MODEL_SEARCH_LIMIT = 50;

/**
 * Every sort a product list accepts (query parameter `sort`). `relevance` is the default: search
 * score when there is a query, otherwise featured first, then newest. Each order ends in `id`, so
 * pages never repeat or skip a product.
 */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'rating',
  'name-az',
  'name-za',
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PRODUCT_SORT: ProductSort = 'relevance';
