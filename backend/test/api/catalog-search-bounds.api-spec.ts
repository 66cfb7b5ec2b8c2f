import request from 'supertest';
import { SEARCH_CANDIDATE_LIMIT } from '../../src/modules/catalog/catalog.constants';
import { createTestApp, TestApp } from '../support/test-app';

interface SearchBody {
  message: string;
  data: {
    products: { id: number; titulo: string; precio: number }[];
    pagination: { total: number; page: number; limit: number; totalPages: number; totalCapped?: true };
  };
}

/**
 * A search reads a bounded number of matches (issue 18): a word found in more products than
 * SEARCH_CANDIDATE_LIMIT is ranked among that many, plus the products whose title holds every
 * word, and its total stops at the limit.
 */
describe('Catalogue search over a common word', () => {
  let t: TestApp;
  const inApplication = SEARCH_CANDIDATE_LIMIT + 200;
  let titled: number[];
  let cheapest: number;

  const search = async (q: string, query: Record<string, string | number> = {}) =>
    (
      await request(t.server)
        .get('/api/products/search')
        .query({ q, ...query })
        .expect(200)
    ).body as SearchBody;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    // The word only in the application of many products, written first (the scan meets them first)...
    await t.dataSource.query(
      `INSERT INTO products (title, title_normalized, sku, sku_normalized, application, price)
       SELECT 'Soporte Motor ' || n, 'soporte motor ' || n, 'SOP-' || n, 'SOP' || n, 'Zafira Tourer', 20000 + n
       FROM generate_series(1, $1) n`,
      [inApplication],
    );
    // ...and in the title of three written last: they must still rank first.
    titled = (
      await t.dataSource.query(
        `INSERT INTO products (title, title_normalized, sku, sku_normalized, price)
         VALUES ('Soporte Motor Zafira', 'soporte motor zafira', 'ZAF-1', 'ZAF1', 30000),
                ('Soporte Caja Zafira', 'soporte caja zafira', 'ZAF-2', 'ZAF2', 31000),
                ('Soporte Motor Derecho Zafira', 'soporte motor derecho zafira', 'ZAF-3', 'ZAF3', 32000)
         RETURNING id`,
      )
    ).map((row: { id: number }) => row.id);
    [{ id: cheapest }] = await t.dataSource.query(
      `INSERT INTO products (title, title_normalized, sku, sku_normalized, application, price)
       VALUES ('Soporte Motor Barato', 'soporte motor barato', 'SOP-B', 'SOPB', 'Zafira', 990) RETURNING id`,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('should rank the titles holding every word first, even when the scan meets a thousand other matches before them', async () => {
    const body = await search('zafira', { limit: 12 });
    expect(body.data.products.slice(0, 3).map((product) => product.id)).toEqual(expect.arrayContaining(titled));
    expect(body.data.products.slice(0, 3).map((product) => product.titulo)).toEqual(
      expect.arrayContaining(['Soporte Motor Zafira', 'Soporte Caja Zafira', 'Soporte Motor Derecho Zafira']),
    );
    expect(body.message).toBe(`Se encontraron ${SEARCH_CANDIDATE_LIMIT} productos o más para "zafira"`);
    expect(body.data.pagination).toEqual({
      total: SEARCH_CANDIDATE_LIMIT,
      page: 1,
      limit: 12,
      totalPages: Math.ceil(SEARCH_CANDIDATE_LIMIT / 12),
      totalCapped: true,
    });
    // The catalogue list with a search says the same.
    const list = await request(t.server).get('/api/products').query({ search: 'zafira', limit: 12 }).expect(200);
    expect(list.body.pagination).toMatchObject({ total: SEARCH_CANDIDATE_LIMIT, totalCapped: true });
  });

  it('should read the candidates of a common word from the start of the table on every connection', async () => {
    // Synchronized sequential scans would start where another scan of products is: the same search could rank
    // other candidates from one request to the next (page 1 and page 2 of one list).
    const sessions = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.dataSource.query<Array<{ synchronize_seqscans: string }>>('SHOW synchronize_seqscans'),
      ),
    );
    expect(sessions.map(([row]) => row.synchronize_seqscans)).toEqual(['off', 'off', 'off']);
  });

  it('should never compile a statement with JIT (short statements pay more to compile than they save)', async () => {
    const [row] = await t.dataSource.query<Array<{ jit: string }>>('SHOW jit');
    expect(row.jit).toBe('off');
  });

  it('should count every match when there are fewer than the limit', async () => {
    const body = await search('soporte caja');
    expect(body.data.products.map((product) => product.id)).toEqual([titled[1]]);
    expect(body.data.pagination.total).toBe(1);
    expect(body.data.pagination).not.toHaveProperty('totalCapped');
  });

  it('should sort by price over every match, not only the ones ranked', async () => {
    const low = await search('zafira', { limit: 12, sort: 'price-low' });
    expect(low.data.products[0]).toMatchObject({ id: cheapest, precio: 990 });
    expect(low.data.pagination.total).toBe(SEARCH_CANDIDATE_LIMIT);
    const high = await search('zafira', { limit: 12, sort: 'price-high', page: 2 });
    // Page 2 of the dearest: the 13th to the 24th price from the top.
    const prices = high.data.products.map((product) => Number(product.precio));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(20000 + inApplication - (12 - titled.length));
  });
});
