/** Longest slug in a product address; longer titles are cut at a word boundary. */
export const MAX_SLUG_LENGTH = 80;

/**
 * The words of a title for an address: accents folded ('Ñuñoa' → 'nunoa'), lowercase, every run of
 * other characters one hyphen, none at either end. The SPA builds its links with the same rules
 * (frontend/src/utils/slug.ts, same test vectors).
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

/** A product's address: /products/{id}-{slug}, or /products/{id} when the title has no letters or digits. */
export function productPath(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/products/${id}-${slug}` : `/products/${id}`;
}
