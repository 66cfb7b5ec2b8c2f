/** Longest image address a product or category keeps (a form field, a workbook cell). */
export const MAX_IMAGE_URL_LENGTH = 2048;

/** Spaces, backslashes (browsers read them as '/') and control characters. */
const hasUnsafeCharacter = (value: string) =>
  /[\s\\]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * An image address the storefront may show: an absolute http(s) URL, or a path of this site
 * ('/demo-images/x.svg', '/api/uploads/...'). Protocol-relative '//host' and every other scheme
 * (javascript:, data:) are refused. Shared by the admin catalogue forms and the import.
 */
export function isImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_IMAGE_URL_LENGTH || hasUnsafeCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
