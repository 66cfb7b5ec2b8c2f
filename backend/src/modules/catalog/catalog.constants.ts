/** Catalogue limits (storefront spec section 9). */
export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;
export const FEATURED_PRODUCTS_LIMIT = 8;
export const PRODUCT_PLACEHOLDER_IMAGE = '/demo-images/placeholder.svg';
