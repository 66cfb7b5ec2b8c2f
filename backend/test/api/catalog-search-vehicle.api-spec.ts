import request from 'supertest';
import { SEARCH_CANDIDATE_LIMIT } from '../../src/modules/catalog/catalog.constants';
import { createTestApp, TestApp } from '../support/test-app';

interface SearchBody {
  data: {
    products: { id: number; titulo: string; compatibilidadVehiculo?: string }[];
    pagination: { total: number; totalCapped?: true };
    similar?: unknown[];
  };
}

/**
 * Searches with the vehicle filter (issue 18): the fit joins the text index's bitmap, or checks the
 * rows of a rare word. Both ways must give what the tables say: what fits among few or many
 * matches, a year before any compatibility, a model without any, the candidate limit.
 */
describe('Catalogue search with a vehicle', () => {
  let t: TestApp;
  let modelId: number;
  let bareModelId: number;
  let busyModelId: number;
  const many = 1300;
  const busy = SEARCH_CANDIDATE_LIMIT + 150;

  const search = async (q: string, query: Record<string, string | number> = {}) =>
    (
      await request(t.server)
        .get('/api/products/search')
        .query({ q, limit: 50, soloCompatibles: 'true', ...query })
        .expect(200)
    ).body as SearchBody;
  /** The products matching `word` that fit the vehicle, straight from the tables. */
  const fitting = async (word: string, model: number, year: number) =>
    (
      await t.dataSource.query<{ id: number }[]>(
        `SELECT p.id FROM products p
         WHERE p.search_vector @@ to_tsquery('simple', $1)
           AND (p.universal_fit OR EXISTS (SELECT 1 FROM compatibilities c WHERE c.product_id = p.id
                AND c.model_id = $2 AND c.year_from <= $3 AND c.year_to >= $3))
         ORDER BY p.id`,
        [word, model, year],
      )
    ).map((row) => row.id);
  const ids = (body: SearchBody) => body.data.products.map((product) => product.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(__filename);
    const ds = t.dataSource;
    const [brand] = await ds.query(`INSERT INTO brands (name) VALUES ('Opel') RETURNING id`);
    [{ id: modelId }, { id: bareModelId }, { id: busyModelId }] = await ds.query(
      `INSERT INTO vehicle_models (brand_id, name) VALUES ($1, 'Zafira'), ($1, 'Meriva'), ($1, 'Astra') RETURNING id`,
      [brand.id],
    );
    /** `count` products titled '<title> n', SKU '<sku>-n'; universal fit every `universalEvery` (the 7th of each). */
    const addProducts = (
      title: string,
      sku: string,
      count: number,
      {
        application = null,
        universalEvery = null,
      }: { application?: string | null; universalEvery?: number | null } = {},
    ) =>
      ds.query(
        `INSERT INTO products (title, title_normalized, sku, sku_normalized, application, price, universal_fit)
         SELECT $1 || ' ' || n, lower($1) || ' ' || n, $2 || '-' || n, $2 || n, $3, 5000 + n, coalesce(n % $4 = 7, false)
         FROM generate_series(1, $5::int) n`,
        [title, sku, application, universalEvery, count],
      );
    /** Compatibilities of `model` over `years` for the products whose SKU matches the LIKE `skus`. */
    const fit = (model: number, [from, to]: [number, number], skus: string) =>
      ds.query(
        `INSERT INTO compatibilities (product_id, model_id, year_from, year_to)
         SELECT id, $1::int, $2, $3 FROM products WHERE sku_normalized LIKE $4`,
        [model, from, to, skus],
      );
    // 'soporte': 1,300 matches; 6 fit the Zafira 2012, 3 fit every vehicle.
    await addProducts('Soporte Motor', 'SOP', many, { universalEvery: 500 });
    for (const sku of ['SOP5', 'SOP400', 'SOP900', 'SOP1200', 'SOP1290']) await fit(modelId, [2010, 2015], sku);
    await fit(modelId, [2016, 2020], 'SOP77');
    // 'bieleta': a rare word, two fit the Zafira 2012.
    await addProducts('Bieleta Estabilizadora', 'BIE', 5);
    for (const sku of ['BIE2', 'BIE4']) await fit(modelId, [2011, 2013], sku);
    // 'guardapolvo': more fitting matches than the candidate limit for the Astra, the word only in
    // the application, and three with it in the title written last: they must still rank first.
    await addProducts('Fuelle', 'FUE', busy, { application: 'Guardapolvo' });
    await addProducts('Guardapolvo Astra', 'GUA', 3);
    await fit(busyModelId, [2000, 2030], 'FUE%');
    await fit(busyModelId, [2000, 2030], 'GUA%');
  });

  afterAll(async () => {
    await t.close();
  });

  it('should find what fits among many matches, and among few, as the tables say', async () => {
    const zafira2012 = { vehicleModelId: modelId, vehicleYear: 2012 };
    const common = await search('soporte', zafira2012);
    expect(ids(common)).toEqual(await fitting('soporte', modelId, 2012));
    expect(common.data.products).toHaveLength(5 + 3);
    expect(common.data.pagination.total).toBe(8);
    expect(common.data.products.map((product) => product.compatibilidadVehiculo).sort()).toEqual([
      ...Array(5).fill('compatible'),
      ...Array(3).fill('universal'),
    ]);
    const rare = await search('bieleta', zafira2012);
    expect(ids(rare)).toEqual(await fitting('bieleta', modelId, 2012));
    expect(rare.data.pagination.total).toBe(2);
    // Another year of the model: its other compatibility.
    expect(ids(await search('soporte', { vehicleModelId: modelId, vehicleYear: 2018 }))).toEqual(
      await fitting('soporte', modelId, 2018),
    );
  });

  it('should keep only universal parts for a year before any compatibility or a model without any', async () => {
    const universal = await fitting('soporte', bareModelId, 2012);
    expect(universal).toHaveLength(3);
    expect(ids(await search('soporte', { vehicleModelId: modelId, vehicleYear: 1990 }))).toEqual(universal);
    expect(ids(await search('soporte', { vehicleModelId: bareModelId, vehicleYear: 2012 }))).toEqual(universal);
    const none = await search('bieleta', { vehicleModelId: bareModelId, vehicleYear: 2012 });
    expect(none.data.products).toEqual([]);
    expect(none.data.pagination.total).toBe(0);
    expect(none.data.similar ?? []).toEqual([]);
  });

  it('should stop at the candidate limit and still rank first the titles holding every word', async () => {
    const body = await search('guardapolvo', { vehicleModelId: busyModelId, vehicleYear: 2012, limit: 12 });
    expect(body.data.pagination).toMatchObject({ total: SEARCH_CANDIDATE_LIMIT, totalCapped: true });
    expect(body.data.products.slice(0, 3).map((product) => product.titulo)).toEqual(
      expect.arrayContaining(['Guardapolvo Astra 1', 'Guardapolvo Astra 2', 'Guardapolvo Astra 3']),
    );
    // The code part still comes first with the vehicle.
    const code = await search('GUA-2', { vehicleModelId: busyModelId, vehicleYear: 2012, limit: 12 });
    expect(code.data.products[0].titulo).toBe('Guardapolvo Astra 2');
  });

  it('should suggest with the vehicle filter a text with neither a code nor a word to look up', async () => {
    const response = await request(t.server)
      .get('/api/products/suggestions')
      .query({ q: 'a-', vehicleModelId: modelId, vehicleYear: 2012, soloCompatibles: 'true' })
      .expect(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});
