/**
 * What the server writes into the SPA's index.html before sending it: the page's first <title> and
 * JSON data blocks the SPA reads at start-up instead of asking the API again (the shop's public
 * settings, so the footer and header show the owner's data on the first paint and none of it has to
 * live in the bundle). A module provides it under SPA_PAGE_DATA; without one index.html goes out as built.
 */
export const SPA_PAGE_DATA = Symbol('SPA_PAGE_DATA');

export type SpaPageData = {
  title: string;
  /** Element id → value, written as <script id="…" type="application/json">. */
  embeds: Record<string, unknown>;
};

export interface SpaPageDataSource {
  forPage(path: string): Promise<SpaPageData>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/**
 * JSON that cannot end its <script> element or open a comment ('</script>', '<!--' in a shop name):
 * every '<' is written as its JSON escape, as are the two line separators old parsers choke on.
 */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html with the page's title and data blocks; the template is left as built where it has no <title> or </head>. */
export function renderIndexHtml(template: string, data: SpaPageData): string {
  const blocks = Object.entries(data.embeds)
    .map(([id, value]) => `<script id="${escapeHtml(id)}" type="application/json">${jsonForScript(value)}</script>`)
    .join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(data.title)}</title>`)
    .replace('</head>', () => `${blocks}</head>`);
}
