/**
 * Element id of the block the server writes into a storefront page (backend storefront-pages.constants.ts
 * PAGE_DATA_EMBED_ID): the API answers the page's markup was built from, as the API sends them. Each feature
 * seeds its own API cache entries from it (catalog and garage page-data.ts) before the first render.
 */
export const PAGE_DATA_ID = 'page-data';

/** The page's data block as an object; null without one (or a damaged one: the screens ask the API as usual). */
export function readPageData(): Record<string, unknown> | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent ?? '';
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
