import type { Redis } from 'ioredis';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { REDIS_CLIENT } from '../../src/core/redis/redis.constants';
import { CatalogCacheService } from '../../src/modules/catalog/catalog-cache.service';
import { productPath } from '../../src/modules/storefront-pages/slug';
import {
  addCompatibility,
  createBrand,
  createCategory,
  createModel,
  createProduct,
  createSubSubcategory,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://tienda.example.cl';
const PRODUCTS = 120_000;
const MAX_URLS_PER_FILE = 50_000;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

describe('Sitemaps at a 120,000-product catalogue (issue 17)', () => {
  let t: TestApp;
  let dist: string;
  const previousPublicUrl = process.env.PUBLIC_URL;
  let modelWithParts: { id: number; name: string };
  let modelWithout: { id: number };
  let brand: { id: number; name: string };
  let category: { id: number };
  let subSubcategory: { id: number };

  const get = (url: string, status = 200) =>
    request(t.server).get(url).set('Accept-Encoding', 'gzip').buffer(true).expect(status);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-sitemap-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Repuestos</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(__filename, { SPA_DIST_DIR: dist, PUBLIC_URL });
    const ds = t.dataSource;
    const brakes = await createCategory(ds, { name: 'Frenos' });
    category = brakes;
    subSubcategory = await createSubSubcategory(ds, brakes, null, { name: 'Discos' });
    const toyota = await createBrand(ds, { name: 'Toyota' });
    brand = toyota;
    const yaris = await createModel(ds, toyota, { name: 'Yaris Sport' });
    modelWithParts = yaris;
    modelWithout = await createModel(ds, toyota, { name: 'Supra' });
    const pads = await createProduct(ds, { title: 'Pastillas Freno Toyota Yaris', categoryId: brakes.id });
    await addCompatibility(ds, pads, yaris);
    // One set-based statement: the rest of the catalogue, with spread-out change times.
    await ds.query(
      `INSERT INTO products (title, title_normalized, description, sku, sku_normalized, price, stock, images, updated_at)
       SELECT 'Repuesto ' || g || ' Ñandú', 'repuesto ' || g || ' nandu', '', 'GEN-' || g, 'gen' || g, 1000 + g, g % 5,
              '{}', timestamptz '2025-01-01' + g * interval '1 minute'
       FROM generate_series(1, $1::int - 1) g`,
      [PRODUCTS],
    );
    t.app.get(CatalogCacheService).changed();
  }, 180_000);

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    if (previousPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = previousPublicUrl;
  });

  it('should index files of at most 50,000 addresses that name every product once, at its worded address', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const files = locs(index.text);
    expect(files).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
      `${PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
    expect(index.text.match(/<lastmod>/g)).toHaveLength(4);

    const rows: { id: number; title: string; updatedAt: Date }[] = await t.dataSource.query(
      `SELECT id, title, updated_at AS "updatedAt" FROM products ORDER BY id`,
    );
    expect(rows).toHaveLength(PRODUCTS);
    const seen: string[] = [];
    const lastmods: string[] = [];
    for (const file of files.slice(1)) {
      const xml = (await get(file.slice(PUBLIC_URL.length))).text;
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
      expect(xml.match(/<url>/g)).toHaveLength(urls.length);
      seen.push(...urls);
      lastmods.push(...[...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]));
    }
    // Generated streaming in id order: every product once, at /products/{id}-{slug}, lastmod its last change.
    expect(seen).toEqual(rows.map((row) => `${PUBLIC_URL}${productPath(row.id, row.title)}`));
    expect(lastmods).toEqual(rows.map((row) => row.updatedAt.toISOString()));
    expect(seen[1]).toBe(`${PUBLIC_URL}/products/${rows[1].id}-repuesto-1-nandu`);
    await get('/sitemaps/products-4.xml', 404);
  }, 60_000);

  it('should list the home, catalogue, offers, categories, sub-subcategories, brands and models with parts', async () => {
    const urls = locs((await get('/sitemaps/pages.xml')).text);
    const modelPage = `${PUBLIC_URL}/repuestos?brand=${brand.id}&brandName=Toyota&model=${modelWithParts.id}&modelName=Yaris+Sport`;
    expect(urls).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/repuestos`,
      `${PUBLIC_URL}/ofertas`,
      `${PUBLIC_URL}/category/${category.id}`,
      `${PUBLIC_URL}/category/${category.id}?subcategory=sub-${subSubcategory.id}`,
      `${PUBLIC_URL}/brand/${brand.id}`,
      modelPage,
    ]);
    expect(urls.join()).not.toContain(`model=${modelWithout.id}`);
    // Every listed page exists: it answers 200 with its own canonical address.
    for (const url of urls) {
      const page = await request(t.server).get(url.slice(PUBLIC_URL.length)).set('Accept', 'text/html').expect(200);
      expect(page.text).toContain(`<link rel="canonical" href="${url.replace(/&/g, '&amp;')}">`);
    }
  }, 30_000);

  it('should serve the same files until the catalogue changes, then the new addresses', async () => {
    const first = (await get('/sitemaps/products-1.xml')).text;
    expect((await get('/sitemaps/products-1.xml')).text).toBe(first);
    const [{ id }] = await t.dataSource.query(`SELECT min(id) AS id FROM products`);
    await t.dataSource.query(`UPDATE products SET title = 'Pastillas de freno cerámicas' WHERE id = $1`, [id]);
    t.app.get(CatalogCacheService).changed();
    const changed = (await get('/sitemaps/products-1.xml')).text;
    expect(changed).not.toBe(first);
    expect(locs(changed)[0]).toBe(`${PUBLIC_URL}/products/${id}-pastillas-de-freno-ceramicas`);
    // Kept gzipped in Redis for the other instances, under the new version.
    const versions = await t.app.get(CatalogCacheService).versions();
    const stored = await t.app
      .get<Redis>(REDIS_CLIENT)
      .getBuffer(`${t.redisPrefix}:sitemap:${versions.all}:/sitemaps/products-1.xml`);
    expect(stored?.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  }, 60_000);
});
