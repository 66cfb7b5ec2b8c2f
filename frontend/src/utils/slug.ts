/** Longest slug in a product address; longer titles are cut at a word boundary. */
const MAX_SLUG_LENGTH = 80;

/**
 * The words of a title for an address: accents folded ('Ñuñoa' → 'nunoa'), lowercase, every run of
 * other characters one hyphen, none at either end. The server builds its addresses, redirects and
 * sitemaps with the same rules (backend/src/modules/storefront-pages/slug.ts, same test vectors).
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/**
 * The product id of a /products/{id}-{slug} (or /products/{id}) route parameter: its leading digits when a hyphen
 * or nothing follows them, else null ('abc', '12abc'), as the server reads it.
 */
export function productIdParam(param: string | undefined): string | null {
  const match = /^(\d+)(?:-.*)?$/.exec(param ?? '');
  return match ? match[1] : null;
}
