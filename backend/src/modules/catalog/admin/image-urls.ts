import { MAX_PRODUCT_IMAGES } from '../product.entity';
import { CatalogAdminError, CatalogAdminErrorCode } from './catalog-admin.errors';
import { isImageUrl } from '../../../core/validation/image-url.rule';

// The rule lives on its own so the import's parse thread can use it without loading Nest or TypeORM.
export { isImageUrl };

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
