/** Page sizes and texts the SPA's screens use (frontend/src/config/constants.ts): the first HTML shows the same. */
export const LISTING_PAGE_SIZE = 12;
/** The home page's 'Ofertas' section: this many of the biggest discounts (HOME_OFFERS_COUNT). */
export const HOME_OFFERS_COUNT = 4;
export const DEFAULT_BRAND_SORT = 'newest';
export const DESCRIPTION_TRUNCATE = 100;
export const VAT_NOTICE = 'Precio (19% IVA incluido)';
export const FREE_SHIPPING_NOTICE = 'Envío gratuito';
/** The home page's title after the shop's name (home.tsx). */
export const HOME_TITLE = 'Repuestos automotrices en Chile';
/** The search results' title and heading (product-catalogue.tsx). */
export const SEARCH_TITLE = 'Resultados de búsqueda';
/** Meta descriptions are cut here (what search engines show). */
export const META_DESCRIPTION_MAX = 160;
export const SITE_LOCALE = 'es_CL';
export const CURRENCY = 'CLP';
/**
 * Element id of the page's data block: what the server read for the markup, as the API answers it,
 * so the SPA's first render shows the same content without asking again (frontend page-data.ts).
 */
export const PAGE_DATA_EMBED_ID = 'page-data';

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read per query while a sitemap file is written (keyset pages over the primary key). */
export const SITEMAP_BATCH_SIZE = 5_000;
/** How long crawlers and shared caches may keep robots.txt and sitemaps. */
export const SITE_FILE_MAX_AGE_SECONDS = 3_600;
