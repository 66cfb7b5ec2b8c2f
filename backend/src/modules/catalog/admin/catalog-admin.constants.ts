import { PG_INT4_MAX } from '../../../core/database/pg-limits';
import { MAX_IMAGE_URL_LENGTH } from '../../../core/validation/image-url.rule';

/** Limits of the admin catalogue forms (admin catalogue API contract). */
export const CATALOG_FORM_LIMITS = {
  categoryName: 100,
  subcategoryName: 100,
  subSubcategoryName: 100,
  title: 200,
  sku: 60,
  /** Excel's cell limit: descriptions brought in by the import always fit. */
  description: 32_767,
  imageUrl: MAX_IMAGE_URL_LENGTH,
} as const;

/**
 * The import accepts longer titles and SKUs than the form: an edit may keep such a stored value
 * unchanged (the form sends every field back), only a new value must fit the form's limits.
 */
export const IMPORTED_TEXT_LIMITS = { title: 500, sku: 100 } as const;

/** Largest value of an integer column (prices in CLP, stock). */
export const MAX_INTEGER = PG_INT4_MAX;

/** Dashboard products tab: 8 per page (admin.md 9), at most 100. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 8;
export const ADMIN_PRODUCTS_MAX_PAGE_SIZE = 100;
