import { MAX_PRODUCT_IMAGES } from '../product.entity';
import { CATALOG_FORM_LIMITS } from './catalog-admin.constants';
import { CatalogAdminError, CatalogAdminErrorCode } from './catalog-admin.errors';

/** Spaces, backslashes (browsers read them as '/') and control characters. */
const hasUnsafeCharacter = (value: string) =>
  /[\s\\]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * An image address the storefront may show: an absolute http(s) URL, or a path of this site
 * ('/demo-images/x.svg', '/api/uploads/...'). Protocol-relative '//host' and every other scheme
 * (javascript:, data:) are refused.
 */
export function isImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > CATALOG_FORM_LIMITS.imageUrl || hasUnsafeCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product form's `images` field (a JSON array of {id, url, productId, isMain}, as text in a
 * multipart form or as an array in a JSON body) → the URLs to store, the main one first. Entries
 * with a blank url (an empty gallery row) are skipped; repeated URLs are kept once.
 */
export function parseProductImages(raw: unknown): string[] {
  let entries: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') throw new CatalogAdminError(CatalogAdminErrorCode.ImagesRequired);
    try {
      entries = JSON.parse(raw);
    } catch {
      throw new CatalogAdminError(CatalogAdminErrorCode.ImagesInvalid);
    }
  }
  if (!Array.isArray(entries) || !entries.every(isRecord)) {
    throw new CatalogAdminError(CatalogAdminErrorCode.ImagesInvalid);
  }

  const main: string[] = [];
  const others: string[] = [];
  for (const entry of entries) {
    if (entry.url !== undefined && entry.url !== null && typeof entry.url !== 'string') {
      throw new CatalogAdminError(CatalogAdminErrorCode.ImagesInvalid);
    }
    const url = (entry.url ?? '').trim();
    if (url === '') continue;
    if (!isImageUrl(url)) throw new CatalogAdminError(CatalogAdminErrorCode.ImageUrlInvalid);
    (entry.isMain === true && main.length === 0 ? main : others).push(url);
  }
  const urls = [...new Set([...main, ...others])];
  if (urls.length === 0) throw new CatalogAdminError(CatalogAdminErrorCode.ImagesRequired);
  if (urls.length > MAX_PRODUCT_IMAGES) throw new CatalogAdminError(CatalogAdminErrorCode.TooManyImages);
  return urls;
}
