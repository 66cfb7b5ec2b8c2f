import request from 'supertest';
import { VERSION_MAX_AGE_MS } from '../../src/modules/catalog/catalog-cache.service';
import { Product } from '../../src/modules/catalog/product.entity';
import { addCompatibility, createBrand, createCategory, createModel, createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

interface SearchBody {
  success: boolean;
  message: string;
  data: {
    products: { id: number; titulo: string; relevanceScore: number; marca: unknown; modelo: unknown }[];
    suggestions: { id: number; titulo: string }[];
    pagination: { total: number; page: number; limit: number; totalPages: number };
    message: string;
    searchTerm: string;
    correctedSearchTerm: string | null;
  };
}

describe('Catalogue search', () => {
  let t: TestApp;
  const p: Record<string, Product> = {};

  const search = async (q: string, query: Record<string, string | number> = {}) =>
    (
      await request(t.server)
        .get('/api/products/search')
        .query({ q, ...query })
        .expect(200)
    ).body as SearchBody;
  const ids = (body: SearchBody) => body.data.products.map((product) => product.id);

  beforeAll(async () => {
    t = await createTestApp(__filename);
    const frenos = await createCategory(t.dataSource, { name: 'Frenos' });
    const toyota = await createBrand(t.dataSource, { name: 'Toyota' });
    const yaris = await createModel(t.dataSource, toyota, { name: 'Yaris' });
    const hilux = await createModel(t.dataSource, toyota, { name: 'Hilux' });
    const make = (key: string, overrides: Partial<Product>) =>
      createProduct(t.dataSource, { oem: null, alternativeSku: null, application: null, ...overrides }).then(
        (product) => (p[key] = product),
      );
    await make('padsYaris', {
      title: 'Pastillas de Freno Delanteras Toyota Yaris 2010-2015',
      sku: 'PFD-1001',
      oem: '04465-0D140',
      alternativeSku: '0 986 494 123',
      manufacturer: 'Bosch',
      application: 'Toyota Yaris 2010-2015',
      categoryId: frenos.id,
      price: 25990,
    });
    await make('padsCorolla', {
      title: 'Pastillas de Freno Delanteras Toyota Yaris / Corolla / RAV4 2008-2020',
      sku: 'PFD-1002',
      oem: '04465-0D150',
      manufacturer: 'TRW',
      categoryId: frenos.id,
      price: 19990,
    });
    await make('oilFilter', { title: 'Filtro de Aceite Toyota Corolla / Yaris', sku: 'FAC-1001', oem: '90915-YZZE1' });
    await make('sparkPlug', {
      title: 'Bujía Iridium NGK BKR6E-11',
      sku: 'BUJ-1001',
      alternativeSku: 'BKR6E-11',
      manufacturer: 'NGK',
    });
    await make('shock', { title: 'Amortiguador Trasero Toyota Hilux 2006-2015', sku: 'AMO-1001', oem: '48531-09N10' });
    await make('batteryByApplication', {
      title: 'Batería 12V 45Ah Varta',
      sku: 'BAT-1001',
      manufacturer: 'Varta',
      application: 'Toyota Yaris 2010-2015, Kia Rio 2012-2017',
    });
    await make('batteryByTitle', { title: 'Batería 12V 60Ah Toyota Yaris', sku: 'BAT-1002' });
    await make('exactCode', { title: 'Sensor de Oxígeno', sku: 'SOX-1001', oem: 'XK100' });
    await make('prefixCode', { title: 'Sensor de Temperatura', sku: 'SEN-1001', oem: 'XK1005' });
    await make('titleCode', { title: 'Soporte de Motor XK100 Izquierdo', sku: 'SOP-1001' });
    await addCompatibility(t.dataSource, p.padsYaris, yaris);
    await addCompatibility(t.dataSource, p.shock, hilux);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/products/search', () => {
    it('should answer the spec envelope with marca, modelo and relevanceScore on each product', async () => {
      const body = await search('pastillas yaris');
      expect(body).toMatchObject({
        success: true,
        message: 'Se encontraron 2 productos para "pastillas yaris"',
        data: {
          pagination: { total: 2, page: 1, limit: 10, totalPages: 1 },
          message: 'Se encontraron 2 productos para "pastillas yaris"',
          searchTerm: 'pastillas yaris',
          suggestions: [],
          correctedSearchTerm: null,
        },
      });
      const [first, second] = body.data.products;
      expect(first).toMatchObject({
        id: p.padsYaris.id,
        titulo: p.padsYaris.title,
        sku: 'PFD-1001',
        marca: { id: expect.any(Number), nombre: 'Toyota' },
        modelo: { id: expect.any(Number), nombre: 'Yaris', marcaId: expect.any(Number) },
      });
      expect(typeof first.relevanceScore).toBe('number');
      expect(second).toMatchObject({ id: p.padsCorolla.id, marca: null, modelo: null });
      // Same words, fewer extra ones: the shorter title ranks first.
      expect(first.relevanceScore).toBeGreaterThan(second.relevanceScore);
    });

    it('should match title words without accents or case', async () => {
      await expect(search('bujia')).resolves.toMatchObject({ data: { products: [{ id: p.sparkPlug.id }] } });
      await expect(search('BUJÍA IRIDIUM')).resolves.toMatchObject({ data: { products: [{ id: p.sparkPlug.id }] } });
      expect(ids(await search('bateria yaris'))).toEqual([p.batteryByTitle.id, p.batteryByApplication.id]);
    });

    it('should find several words in any order, each as a word prefix', async () => {
      expect(ids(await search('freno pastilla yaris'))).toEqual([p.padsYaris.id, p.padsCorolla.id]);
      expect(ids(await search('amort tras hilux'))).toEqual([p.shock.id]);
      expect(ids(await search('pastillas de freno corolla'))).toEqual([p.padsCorolla.id]);
    });

    it('should find SKU and OEM codes written with or without spaces, dashes, dots and slashes', async () => {
      for (const q of ['90915-YZZE1', '90915yzze1', '90915 YZZE1', '90915.yzze1', '90915/YZZE1']) {
        expect(ids(await search(q))[0]).toBe(p.oilFilter.id);
      }
      for (const q of ['PFD-1001', 'pfd1001', 'PFD 1001']) {
        expect(ids(await search(q))[0]).toBe(p.padsYaris.id);
      }
      // The maker's code (alternative SKU) too.
      expect(ids(await search('0986494123'))[0]).toBe(p.padsYaris.id);
      expect(ids(await search('bkr6e11'))[0]).toBe(p.sparkPlug.id);
    });

    it('should find codes by prefix', async () => {
      expect(ids(await search('04465-0D'))).toEqual(expect.arrayContaining([p.padsYaris.id, p.padsCorolla.id]));
      expect(ids(await search('044650d14'))).toEqual([p.padsYaris.id]);
    });

    it('should rank the exact code first, then a code prefix, then title matches', async () => {
      const body = await search('xk100');
      expect(ids(body)).toEqual([p.exactCode.id, p.prefixCode.id, p.titleCode.id]);
      const scores = body.data.products.map((product) => product.relevanceScore);
      expect(scores[0]).toBeGreaterThan(scores[1]);
      expect(scores[1]).toBeGreaterThan(scores[2]);
    });

    it('should correct one typo in a title word and say what it searched', async () => {
      const shock = await search('amortigador');
      expect(ids(shock)).toEqual([p.shock.id]);
      expect(shock.data.correctedSearchTerm).toBe('amortiguador');
      expect(shock.data.message).toBe('Se encontró 1 producto para "amortiguador"');
      expect(ids(await search('bujai'))).toEqual([p.sparkPlug.id]);
      expect(ids(await search('pastilas yaris'))).toEqual([p.padsYaris.id, p.padsCorolla.id]);
      expect(ids(await search('amortiguadr hilux'))).toEqual([p.shock.id]);
    });

    it('should offer similar products and a message when nothing matches', async () => {
      const body = await search('pastillas ferrari');
      expect(body.data.products).toEqual([]);
      expect(body.data.pagination).toEqual({ total: 0, page: 1, limit: 10, totalPages: 0 });
      expect(body.message).toBe(
        'No se encontraron productos para "pastillas ferrari". Te mostramos productos similares.',
      );
      expect(body.data.message).toBe(body.message);
      const similar = body.data.suggestions.map((product) => product.id);
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(8);
      expect(similar).toEqual(expect.arrayContaining([p.padsYaris.id, p.padsCorolla.id]));
      expect(body.data.suggestions[0]).toMatchObject({
        titulo: expect.any(String),
        relevanceScore: expect.any(Number),
      });
    });

    it('should split words typed without a space into known words, and say what it searched', async () => {
      const pads = await search('pastillasfreno');
      expect(ids(pads)).toEqual([p.padsYaris.id, p.padsCorolla.id]);
      expect(pads.data.correctedSearchTerm).toBe('pastillas freno');
      expect(pads.data.message).toBe('Se encontraron 2 productos para "pastillas freno"');
      expect(ids(await search('filtroaceite'))).toEqual([p.oilFilter.id]);
      expect(ids(await search('amortiguadortrasero hilux'))).toEqual([p.shock.id]);
      const suggestions = await request(t.server).get('/api/products/suggestions').query({ q: 'bateriayaris' });
      expect(suggestions.body.map((row: { id: number }) => row.id)).toEqual([p.batteryByTitle.id]);
    });

    it('should offer products with known words that look like an unknown one', async () => {
      // Three letters more than 'amortiguador': too far for a correction, but it looks like it.
      const body = await search('amortiguadorxyz');
      expect(body.data.products).toEqual([]);
      expect(body.message).toBe(
        'No se encontraron productos para "amortiguadorxyz". Te mostramos productos similares.',
      );
      expect(body.data.suggestions.map((product) => product.id)).toEqual([p.shock.id]);
    });

    it('should say so plainly when nothing is even similar', async () => {
      const body = await search('qqqzzzxxx');
      expect(body.data).toMatchObject({ products: [], suggestions: [] });
      expect(body.message).toBe('No se encontraron productos para "qqqzzzxxx".');
    });

    it('should page and sort the results', async () => {
      const page1 = await search('pastillas', { limit: 1, page: 1 });
      const page2 = await search('pastillas', { limit: 1, page: 2 });
      expect(page1.data.pagination).toEqual({ total: 2, page: 1, limit: 1, totalPages: 2 });
      expect([...ids(page1), ...ids(page2)]).toEqual([p.padsYaris.id, p.padsCorolla.id]);
      const past = await search('pastillas', { limit: 1, page: 5 });
      expect(past.data).toMatchObject({ products: [], pagination: { total: 2, page: 5 }, suggestions: [] });
      expect(ids(await search('pastillas', { sort: 'price-low' }))).toEqual([p.padsCorolla.id, p.padsYaris.id]);
      expect(ids(await search('pastillas', { sort: 'price-high' }))).toEqual([p.padsYaris.id, p.padsCorolla.id]);
    });

    it('should refuse queries shorter than 2 characters after trimming', async () => {
      for (const q of ['', 'a', '  b  ']) {
        const response = await request(t.server).get('/api/products/search').query({ q }).expect(400);
        expect(response.body).toEqual({ success: false, message: 'La búsqueda debe tener al menos 2 caracteres' });
      }
      await request(t.server).get('/api/products/search').expect(400);
      const badSort = await request(t.server).get('/api/products/search').query({ q: 'freno', sort: 'cheapest' });
      expect(badSort.status).toBe(400);
      expect(badSort.body.message).toBe('Los datos enviados no son válidos');
    });

    it('should answer "Error en la búsqueda" when the search itself fails', async () => {
      await t.dataSource.query(`ALTER TABLE search_words RENAME TO search_words_away`);
      try {
        const response = await request(t.server).get('/api/products/search').query({ q: 'soporte motor' }).expect(500);
        expect(response.body).toEqual({ success: false, message: 'Error en la búsqueda' });
      } finally {
        await t.dataSource.query(`ALTER TABLE search_words_away RENAME TO search_words`);
      }
    });
  });

  describe('GET /api/products?search=', () => {
    it('should use the same engine (typos, codes) with the category filter', async () => {
      const typo = await request(t.server).get('/api/products').query({ search: 'amortigador' }).expect(200);
      expect(typo.body.products.map((product: { id: number }) => product.id)).toEqual([p.shock.id]);
      const filtered = await request(t.server)
        .get('/api/products')
        .query({ search: 'toyota', categoryId: p.padsYaris.categoryId as number })
        .expect(200);
      expect(filtered.body.products.map((product: { id: number }) => product.id)).toEqual([
        p.padsYaris.id,
        p.padsCorolla.id,
      ]);
      expect(filtered.body.pagination).toEqual({ total: 2, page: 1, limit: 10, totalPages: 1 });
      const code = await request(t.server).get('/api/products').query({ search: '90915 yzze1' }).expect(200);
      expect(code.body.products[0].id).toBe(p.oilFilter.id);
    });
  });

  describe('GET /api/products/suggestions', () => {
    const suggest = async (q: string, limit?: number) =>
      (
        await request(t.server)
          .get('/api/products/suggestions')
          .query(limit ? { q, limit } : { q })
          .expect(200)
      ).body as { id: number; title: string; sku: string; oem: string | null; price: number; matchType: string }[];

    it('should answer a bare array of {id, title, sku, oem, price, originalPrice, discount, matchType}', async () => {
      const [first] = await suggest('PFD-1001');
      expect(first).toEqual({
        id: p.padsYaris.id,
        title: p.padsYaris.title,
        sku: 'PFD-1001',
        oem: '04465-0D140',
        price: 25990,
        originalPrice: null,
        discount: null,
        matchType: 'sku',
      });
    });

    it('should label SKU, OEM and title matches', async () => {
      expect((await suggest('pfd10')).map((row) => [row.id, row.matchType])).toEqual([
        [p.padsYaris.id, 'sku'],
        [p.padsCorolla.id, 'sku'],
      ]);
      expect((await suggest('04465 0d')).map((row) => row.matchType)).toEqual(['oem', 'oem']);
      expect((await suggest('48531')).map((row) => [row.id, row.matchType])).toEqual([[p.shock.id, 'oem']]);
      expect((await suggest('bkr6e'))[0]).toMatchObject({ id: p.sparkPlug.id, matchType: 'sku' });
      expect(await suggest('amortig')).toEqual([expect.objectContaining({ id: p.shock.id, matchType: 'title' })]);
      expect((await suggest('yaris bateria')).map((row) => row.id)).toEqual([p.batteryByTitle.id]);
    });

    it('should tolerate a typo and honour the limit', async () => {
      expect((await suggest('bujai'))[0]).toMatchObject({ id: p.sparkPlug.id, matchType: 'title' });
      await expect(suggest('toyota', 2)).resolves.toHaveLength(2);
      await expect(suggest('toyota')).resolves.toHaveLength(5);
    });

    it('should answer [] for fewer than 2 characters and 400 for a limit over 20', async () => {
      await expect(suggest('p')).resolves.toEqual([]);
      await expect(suggest('   ')).resolves.toEqual([]);
      await expect(suggest(' x ')).resolves.toEqual([]);
      await request(t.server).get('/api/products/suggestions').expect(200).expect([]);
      await request(t.server).get('/api/products/suggestions').query({ q: 'pastillas', limit: 21 }).expect(400);
    });
  });

  describe('the database keeps the search data current', () => {
    it('should index products written with plain SQL, like the bulk import does', async () => {
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO products (title, title_normalized, sku, sku_normalized, alternative_sku, application)
         VALUES ('Termostato Motor Wrangler', 'termostato motor wrangler', 'TRM-9', 'TRM9', 'th 45.12', 'Jeep Wrangler 2010')
         RETURNING id`,
      );
      const [row] = await t.dataSource.query(
        `SELECT alternative_sku_normalized AS alt, search_vector::text AS vector FROM products WHERE id = $1`,
        [id],
      );
      expect(row.alt).toBe('TH4512');
      expect(row.vector).toContain("'wrangler':3A");
      expect(row.vector).toContain("'jeep':4B");
      const words = await t.dataSource.query(`SELECT word FROM search_words WHERE word IN ('wrangler', 'jeep', 'th')`);
      expect(words.map((word: { word: string }) => word.word).sort()).toEqual(['jeep', 'wrangler']);
      expect(ids(await search('wranglr'))).toEqual([id]);
      expect(ids(await search('TH-4512'))).toEqual([id]);

      await t.dataSource.query(`UPDATE products SET title = 'Termostato Motor Cherokee' WHERE id = $1`, [id]);
      expect(ids(await search('cherokee'))).toEqual([id]);
      expect(ids(await search('termostato wrangler'))).toEqual([id]); // still in its application
    });

    it('should bump the catalogue versions once per writing transaction', async () => {
      const versions = async () => {
        const [row] = await t.dataSource.query(`SELECT version, search_version FROM catalog_state`);
        return { all: Number(row.version), search: Number(row.search_version) };
      };
      const before = await versions();
      await t.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE products SET price = price + 10 WHERE id = ANY($1)`, [
          [p.shock.id, p.oilFilter.id],
        ]);
        await manager.query(`DELETE FROM compatibilities WHERE product_id = $1`, [p.oilFilter.id]);
      });
      await expect(versions()).resolves.toEqual({ all: before.all + 1, search: before.search + 1 });
      await t.dataSource.query(`SELECT * FROM products WHERE id = $1 FOR UPDATE`, [p.shock.id]);
      await expect(versions()).resolves.toEqual({ all: before.all + 1, search: before.search + 1 });
      // Stock, descriptions and images change what a page shows, not what a search finds.
      await t.dataSource.query(`UPDATE products SET stock = stock + 1, description = 'x' WHERE id = $1`, [p.shock.id]);
      await expect(versions()).resolves.toEqual({ all: before.all + 2, search: before.search + 1 });
      await t.dataSource.query(`UPDATE categories SET image = image WHERE id = $1`, [p.padsYaris.categoryId]);
      await expect(versions()).resolves.toEqual({ all: before.all + 3, search: before.search + 2 });
    });

    it('should never serve a cached page older than the catalogue', async () => {
      await expect(search('valvula egr')).resolves.toMatchObject({ data: { pagination: { total: 0 } } });
      const listed = await request(t.server).get('/api/products').query({ limit: 1 }).expect(200);
      const valve = await createProduct(t.dataSource, { title: 'Válvula EGR Hyundai Accent', sku: 'EGR-1' });
      // Written by another process (here, the test): visible once this instance re-reads the version.
      await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));
      expect(ids(await search('valvula egr'))).toEqual([valve.id]);
      const relisted = await request(t.server).get('/api/products').query({ limit: 1 }).expect(200);
      expect(relisted.body.pagination.total).toBe(listed.body.pagination.total + 1);
    });

    it('should show the current stock in a cached search page', async () => {
      const before = await search('hilux trasero');
      expect(before.data.products[0]).toMatchObject({ id: p.shock.id });
      await t.dataSource.query(`UPDATE products SET stock = 0 WHERE id = $1`, [p.shock.id]);
      await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));
      const after = await search('hilux trasero');
      expect(after.data.products[0]).toMatchObject({ id: p.shock.id, existencias: 0 });
    });
  });
});
