import { escapeHtml, jsonForScript, type SafeHtml } from './spa-html';

/**
 * What the server writes into the SPA's index.html before sending it: the page's status, <title>,
 * head tags (description, canonical, Open Graph, JSON-LD), markup a crawler can read without
 * JavaScript inside the root element (createRoot replaces it on start-up), and JSON data blocks the
 * SPA reads at start-up instead of asking the API again. A module provides it under SPA_PAGE_DATA;
 * without one index.html goes out as built.
 */
export const SPA_PAGE_DATA = Symbol('SPA_PAGE_DATA');

/** A <meta> tag: `name` (description, twitter:*, robots) or `property` (og:*, product:*). */
export type SpaMetaTag = { name: string; content: string } | { property: string; content: string };

export type SpaPageHead = {
  /** Replaces the template's meta description. */
  description?: string;
  /** Absolute URL of the page's canonical address. */
  canonical?: string;
  meta?: SpaMetaTag[];
  /** Each written as a <script type="application/ld+json"> block. */
  jsonLd?: object[];
};

export type SpaPageData = {
  title: string;
  /** Element id → value, written as <script id="…" type="application/json">. */
  embeds: Record<string, unknown>;
  /** HTTP status of the page; 200 when missing. */
  status?: number;
  /** A same-site path (and query) the page has moved to: answered with 301, no page. */
  redirect?: string;
  head?: SpaPageHead;
  /** Server-rendered markup for inside the root element (escaped when built, see spa-html.ts). */
  body?: SafeHtml;
};

/** A file of the site that is not a page (robots.txt, sitemaps). */
export type SpaSiteFile = {
  contentType: string;
  body: Buffer | string;
  /** The body is gzip-compressed (sent as is when the client accepts gzip). */
  gzipped?: boolean;
  /** Seconds shared caches and crawlers may keep it. */
  maxAgeSeconds?: number;
};

export interface SpaPageDataSource {
  /** The page at this decoded path; `query` is the request's query string. */
  forPage(path: string, query: URLSearchParams): Promise<SpaPageData>;
  /** The non-page file at this path, or null when there is none (the SPA's asset and page handling go on). */
  siteFile?(path: string): Promise<SpaSiteFile | null>;
}

const metaTag = (tag: SpaMetaTag) =>
  'name' in tag
    ? `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`
    : `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`;

function headTags(head: SpaPageHead | undefined): string {
  if (!head) return '';
  return [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...(head.meta ?? []).map(metaTag),
    ...(head.jsonLd ?? []).map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
  ].join('');
}

const DESCRIPTION_TAG = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html with the page's title, head tags, body markup and data blocks; the template is left as
 * built where it has no <title>, description, </head> or empty root element.
 */
export function renderIndexHtml(template: string, data: SpaPageData): string {
  const blocks = Object.entries(data.embeds)
    .map(([id, value]) => `<script id="${escapeHtml(id)}" type="application/json">${jsonForScript(value)}</script>`)
    .join('');
  let page = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(data.title)}</title>`);
  const description = data.head?.description;
  if (description !== undefined) {
    const tag = `<meta name="description" content="${escapeHtml(description)}">`;
    page = DESCRIPTION_TAG.test(page)
      ? page.replace(DESCRIPTION_TAG, () => tag)
      : page.replace('</head>', () => `${tag}</head>`);
  }
  page = page.replace('</head>', () => `${headTags(data.head)}${blocks}</head>`);
  const body = data.body;
  return body ? page.replace(EMPTY_ROOT, () => `<div id="root">${body.value}</div>`) : page;
}
