import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { AppConfigService } from '../../core/config/app-config.service';
import type { SpaSiteFile } from '../../core/http/spa-page-data';
import { REDIS_CLIENT } from '../../core/redis/redis.constants';
import { CatalogCacheService, CatalogSitemapReader, type ProductRange } from '../catalog';
import { productPath } from './slug';
import { SITE_FILE_MAX_AGE_SECONDS, SITEMAP_BATCH_SIZE, SITEMAP_MAX_URLS } from './storefront-pages.constants';
import { modelHref } from './storefront-page';
import { ADMIN_AREA, PRIVATE_PATHS } from './storefront-routes';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';
/** Redis keeps a generated sitemap this long; a catalogue change makes it unreachable sooner (its key has the version). */
const REDIS_TTL_SECONDS = 3_600;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
const PRODUCTS_SITEMAP = /^\/sitemaps\/products-(\d{1,6})\.xml$/;
const productsSitemapPath = (file: number) => `/sitemaps/products-${file}.xml`;

const urlEntry = (loc: string, lastmod: Date | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** Gzip of text written piece by piece: the whole document never sits in memory uncompressed. */
async function gzipPieces(write: (push: (text: string) => Promise<void>) => Promise<void>): Promise<Buffer> {
  const gzip = zlib.createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  await write(async (text) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  });
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * robots.txt and the sitemaps: an index (/sitemap.xml) naming /sitemaps/pages.xml (home, catalogue,
 * offers, categories and their sub-subcategories, brands, models with products) and
 * /sitemaps/products-{n}.xml files of at most SITEMAP_MAX_URLS products each, lastmod from each
 * row's updated_at. Files are generated streaming (keyset batches into gzip) and kept gzipped under
 * the catalogue's version, in this process and in Redis, so every instance serves a change's
 * sitemap after one generation.
 */
@Injectable()
export class SiteFilesService {
  private readonly logger = new Logger(SiteFilesService.name);
  private readonly origin: string;
  /** Files of one catalogue version (the newest this process served). */
  private local: { version: string; files: Map<string, Promise<Buffer | null>> } | null = null;

  constructor(
    private readonly reader: CatalogSitemapReader,
    private readonly cache: CatalogCacheService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: AppConfigService,
  ) {
    this.origin = config.publicUrl.replace(/\/+$/, '');
  }

  async file(path: string): Promise<SpaSiteFile | null> {
    if (path === '/robots.txt') {
      return {
        contentType: 'text/plain; charset=utf-8',
        body: this.robots(),
        maxAgeSeconds: SITE_FILE_MAX_AGE_SECONDS,
      };
    }
    if (path !== SITEMAP_INDEX_PATH && path !== PAGES_SITEMAP_PATH && !PRODUCTS_SITEMAP.test(path)) return null;
    const body = await this.sitemap(path);
    if (!body) return null;
    return {
      contentType: 'application/xml; charset=utf-8',
      body,
      gzipped: true,
      maxAgeSeconds: SITE_FILE_MAX_AGE_SECONDS,
    };
  }

  /** Crawlers stay out of the pages that are one shopper's (cart, checkout, account), sign-in, admin and search results. */
  robots(): string {
    const disallowed = [ADMIN_AREA, ...PRIVATE_PATHS].filter(
      (path, _index, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)),
    );
    return [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      'Disallow: /repuestos?search=',
      'Disallow: /*?*search=',
      'Allow: /',
      '',
      `Sitemap: ${this.origin}${SITEMAP_INDEX_PATH}`,
      '',
    ].join('\n');
  }

  /** The gzipped sitemap at this path for the current catalogue version; null when there is no such file. */
  async sitemap(path: string): Promise<Buffer | null> {
    const { all: version } = await this.cache.versions();
    if (this.local?.version !== version) this.local = { version, files: new Map() };
    const files = this.local.files;
    let pending = files.get(path);
    if (!pending) {
      pending = this.load(version, path);
      files.set(path, pending);
      // A failure is not kept: the next request tries again.
      pending.catch(() => files.delete(path));
    }
    return pending;
  }

  private async load(version: string, path: string): Promise<Buffer | null> {
    const key = `${this.config.redisPrefix}:sitemap:${version}:${path}`;
    const cached = await this.readRedis(key);
    if (cached) return cached;
    const body = await this.generate(path);
    if (body) void this.writeRedis(key, body);
    return body;
  }

  private async generate(path: string): Promise<Buffer | null> {
    if (path === PAGES_SITEMAP_PATH) return this.pagesSitemap();
    const ranges = await this.productRanges();
    if (path === SITEMAP_INDEX_PATH) return this.index(ranges);
    const file = Number(PRODUCTS_SITEMAP.exec(path)?.[1]);
    const range = ranges[file - 1];
    return range ? this.productsSitemap(range) : null;
  }

  /** The products' files of this version, computed once per version (one pass over the primary key). */
  private productRanges(): Promise<ProductRange[]> {
    return this.cache.remember('sitemap-ranges', { size: SITEMAP_MAX_URLS }, async () =>
      (await this.reader.productRanges(SITEMAP_MAX_URLS)).map((range) => ({
        ...range,
        lastModified: new Date(range.lastModified),
      })),
    );
  }

  private async index(ranges: ProductRange[]): Promise<Buffer> {
    const pages = await this.reader.pages();
    const entry = (path: string, lastmod: Date | null) =>
      `<sitemap><loc>${escapeXml(this.origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>\n`;
    return gzipPieces(async (push) => {
      await push(`${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`);
      await push(
        entry(PAGES_SITEMAP_PATH, newest(pages.productsModified, ...pages.categories.map((row) => row.updatedAt))),
      );
      for (const [index, range] of ranges.entries()) {
        await push(entry(productsSitemapPath(index + 1), new Date(range.lastModified)));
      }
      await push('</sitemapindex>\n');
    });
  }

  private async pagesSitemap(): Promise<Buffer> {
    const pages = await this.reader.pages();
    const entries: [string, Date | null][] = [
      ['/', pages.productsModified],
      ['/repuestos', pages.productsModified],
      ['/ofertas', pages.productsModified],
      ...pages.categories.map((row): [string, Date] => [`/category/${row.id}`, row.updatedAt]),
      ...pages.subSubcategories.map((row): [string, Date] => [
        `/category/${row.categoryId}?subcategory=sub-${row.id}`,
        row.updatedAt,
      ]),
      ...pages.brands.map((row): [string, Date] => [`/brand/${row.id}`, row.updatedAt]),
      ...pages.models.map((row): [string, Date] => [
        modelHref({ id: row.brandId, name: row.brandName }, row),
        row.updatedAt,
      ]),
    ];
    if (entries.length > SITEMAP_MAX_URLS) {
      this.logger.warn(`El sitemap de páginas tiene ${entries.length} direcciones; se publican ${SITEMAP_MAX_URLS}`);
    }
    return gzipPieces(async (push) => {
      await push(URLSET_OPEN);
      for (const [path, lastmod] of entries.slice(0, SITEMAP_MAX_URLS))
        await push(urlEntry(this.origin + path, lastmod));
      await push(URLSET_CLOSE);
    });
  }

  private productsSitemap(range: ProductRange): Promise<Buffer> {
    return gzipPieces(async (push) => {
      await push(URLSET_OPEN);
      for await (const rows of this.reader.products(range, SITEMAP_BATCH_SIZE)) {
        await push(rows.map((row) => urlEntry(this.origin + productPath(row.id, row.title), row.updatedAt)).join(''));
      }
      await push(URLSET_CLOSE);
    });
  }

  private async readRedis(key: string): Promise<Buffer | null> {
    if (this.redis.status !== 'ready') return null;
    try {
      return await this.redis.getBuffer(key);
    } catch {
      return null;
    }
  }

  private async writeRedis(key: string, body: Buffer): Promise<void> {
    if (this.redis.status !== 'ready') return;
    try {
      await this.redis.set(key, body, 'EX', REDIS_TTL_SECONDS);
    } catch (error) {
      this.logger.warn(`Sitemap no guardado en Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function newest(...dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
}
