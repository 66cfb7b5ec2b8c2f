import { MAX_DATABASE_ID } from '../../core/validation/database-id.pipe';

/** The shortest text the search endpoint takes (catalog MIN_SEARCH_LENGTH, the SPA's SUGGESTIONS_MIN_CHARS). */
const SEARCH_MIN_LENGTH = 2;

/**
 * The SPA's route table (frontend/src/config/paths.ts, storefront.md section 2) as the server reads
 * it: which page a request is for, with the ids and page number it names. A path the SPA has no
 * route for is `not-found`; a product, category, brand or model id that is not a number is too.
 */
export type StorefrontRoute =
  | { kind: 'home' }
  | { kind: 'catalogue'; page: number }
  /** `plain`: no other filter or order, so the screen asks GET /products/search for page `page`. */
  | { kind: 'search'; text: string; page: number; plain: boolean }
  | { kind: 'offers'; page: number }
  | { kind: 'category'; id: number; subSubcategoryId: number | null; page: number }
  | { kind: 'brand'; id: number; page: number }
  | { kind: 'model'; id: number; page: number }
  | { kind: 'product'; id: number; slug: string | null }
  /** A page with no catalogue data (sign-in, cart, checkout, account, admin): the shop's title, not indexed. */
  | { kind: 'private' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Pages the SPA has that show no catalogue data and that crawlers are kept out of (robots.txt). */
export const PRIVATE_PATHS = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/cart',
  '/checkout',
  '/checkout/success',
  '/order-tracking',
  '/account',
  '/account/orders',
  '/account/addresses',
  '/account/password',
] as const;
const PRIVATE = new Set<string>(PRIVATE_PATHS);
/** Admin screens are one lazy chunk whose own table decides; the server treats the whole area alike. */
export const ADMIN_AREA = '/admin';

/** A positive PostgreSQL integer written in digits only, else null (like CatalogIdPipe). */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}

/** ?page= as the SPA reads it (use-listing-params.ts): a positive integer, else page 1. */
function pageOf(query: URLSearchParams): number {
  return parseId(query.get('page')) ?? 1;
}

const PRODUCT = /^\/products\/(\d+)(?:-([^/]*))?$/;
const CATEGORY = /^\/category\/([^/]+)$/;
const BRAND = /^\/brand\/([^/]+)$/;

export function storefrontRoute(rawPath: string, query: URLSearchParams): StorefrontRoute {
  // React Router matches '/repuestos/' as '/repuestos'.
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  if (path === '/repuestos') {
    // Like catalogue.tsx: a ?model= that is not an id is ignored.
    const modelId = parseId(query.get('model'));
    if (modelId !== null) return { kind: 'model', id: modelId, page: pageOf(query) };
    const brandId = parseId(query.get('brand'));
    // The SPA forwards a bare ?brand= to the brand page (catalogue.tsx).
    if (brandId !== null) return { kind: 'redirect', to: `/brand/${brandId}` };
    const text = query.get('search')?.trim() ?? '';
    if (text) {
      // product-catalogue.tsx asks the search endpoint for 2 characters or more, with no category,
      // sale filter or order other than relevance; otherwise the filtered list.
      const plain = text.length >= SEARCH_MIN_LENGTH && !['category', 'onSale', 'sort'].some((name) => query.has(name));
      return { kind: 'search', text, page: pageOf(query), plain };
    }
    return { kind: 'catalogue', page: pageOf(query) };
  }
  if (path === '/ofertas') return { kind: 'offers', page: pageOf(query) };
  if (path === '/products') {
    // Legacy /products?category={id} links (products-redirect.tsx).
    const categoryId = parseId(query.get('category')?.trim());
    return { kind: 'redirect', to: categoryId === null ? '/repuestos' : `/category/${categoryId}` };
  }
  const product = PRODUCT.exec(path);
  if (product) {
    const id = parseId(product[1]);
    return id === null ? { kind: 'not-found' } : { kind: 'product', id, slug: product[2] ?? null };
  }
  const category = CATEGORY.exec(path);
  if (category) {
    const id = parseId(category[1]);
    if (id === null) return { kind: 'not-found' };
    const sub = /^sub-(\d+)$/.exec(query.get('subcategory') ?? '');
    return { kind: 'category', id, subSubcategoryId: parseId(sub?.[1]), page: pageOf(query) };
  }
  const brand = BRAND.exec(path);
  if (brand) {
    const id = parseId(brand[1]);
    return id === null ? { kind: 'not-found' } : { kind: 'brand', id, page: pageOf(query) };
  }
  if (PRIVATE.has(path) || path === ADMIN_AREA || path.startsWith(`${ADMIN_AREA}/`)) return { kind: 'private' };
  return { kind: 'not-found' };
}
