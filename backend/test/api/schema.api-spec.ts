import { DataSource, QueryRunner } from 'typeorm';
import { buildDataSourceOptions } from '../../src/core/database/database-options';
import { ALL_MIGRATIONS } from '../../src/core/database/migrations';
import { ALL_ENTITIES } from '../../src/entities';
import { normalizeCode, normalizeOptionalCode, normalizeText } from '../../src/modules/catalog/catalog-normalize';
import { Product } from '../../src/modules/catalog/product.entity';
import { seedDemoCatalog } from '../../src/seed/demo-catalog';
import { createTestDatabase, TestDatabase } from '../support/test-db';

/**
 * The hand-written migrations and the entities describe the same schema: TypeORM finds nothing to
 * change, every declared index and check exists exactly, and `down` leaves an empty database.
 */
describe('Schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  const migrationNames = ALL_MIGRATIONS.map((migration) => migration.name);

  /** Runs work in a transaction that is always rolled back. */
  async function inRollback<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      return await work(runner);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  async function pendingSchemaChanges(): Promise<string[]> {
    const log = await dataSource.driver.createSchemaBuilder().log();
    return log.upQueries.map((query) => query.query);
  }

  beforeAll(async () => {
    database = await createTestDatabase(__filename, { migrate: false });
    dataSource = new DataSource(buildDataSourceOptions(database.url, ALL_ENTITIES, { extra: { max: 4 } }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it('should apply every migration to an empty database', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.map((migration) => migration.name)).toEqual(migrationNames);
    await expect(dataSource.showMigrations()).resolves.toBe(false);
  });

  it('should leave no drift between the entities and the migrations', async () => {
    await expect(pendingSchemaChanges()).resolves.toEqual([]);
  });

  it('should create exactly the indexes the entities declare', async () => {
    const rows: { indexname: string }[] = await dataSource.query(
      `SELECT indexname FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename <> 'migrations'
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    const declared = dataSource.entityMetadatas.flatMap((metadata) => metadata.indices.map((index) => index.name));
    expect(rows.map((row) => row.indexname).sort()).toEqual([...declared].sort());
  });

  it('should bound what a search reads of the GIN indexes not yet merged (pending lists of 512 kB)', async () => {
    const rows: { name: string; options: string[] | null }[] = await dataSource.query(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
       JOIN pg_am a ON a.oid = c.relam AND a.amname = 'gin'
       WHERE c.relnamespace = current_schema()::regnamespace ORDER BY c.relname`,
    );
    expect(rows).toEqual([
      { name: 'idx_products_search_vector', options: ['gin_pending_list_limit=512'] },
      { name: 'idx_products_title_words', options: ['gin_pending_list_limit=512'] },
    ]);
  });

  it('should create the checks with the expressions the entities declare', async () => {
    await inRollback(async (runner) => {
      for (const metadata of dataSource.entityMetadatas) {
        for (const check of metadata.checks) {
          const probe = `probe_${metadata.tableName}`;
          await runner.query(`CREATE TEMP TABLE IF NOT EXISTS "${probe}" (LIKE "${metadata.tableName}")`);
          await runner.query(`ALTER TABLE "${probe}" ADD CONSTRAINT "${check.name}" CHECK (${check.expression})`);
          const definitions: { table: string; definition: string }[] = await runner.query(
            `SELECT c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS definition
             FROM pg_constraint c WHERE c.conname = $1 AND c.contype = 'c' ORDER BY 1`,
            [check.name],
          );
          expect(definitions).toHaveLength(2);
          expect(definitions[0].definition).toBe(definitions[1].definition);
        }
      }
    });
  });

  it('should load the 16 regions north to south with shipping rates', async () => {
    const regions: { code: string; name: string; sort_order: number }[] = await dataSource.query(
      `SELECT code, name, sort_order FROM regions ORDER BY sort_order`,
    );
    expect(regions).toHaveLength(16);
    expect(regions[0]).toEqual({ code: 'AP', name: 'Arica y Parinacota', sort_order: 1 });
    expect(regions.find((region) => region.code === 'RM')?.name).toBe('Metropolitana de Santiago');
    expect(regions[15]).toEqual({ code: 'MA', name: 'Magallanes y de la Antártica Chilena', sort_order: 16 });

    const rates: { region_code: string; parcel_size: string; cost: number }[] = await dataSource.query(
      `SELECT region_code, parcel_size, cost FROM shipping_rates ORDER BY region_code, parcel_size`,
    );
    expect(rates).toHaveLength(64);
    const bySize = (size: string) => rates.filter((rate) => rate.parcel_size === size);
    for (const size of ['S', 'M', 'L', 'XL']) {
      const costs = bySize(size);
      expect(costs).toHaveLength(16);
      const cheapest = Math.min(...costs.map((rate) => rate.cost));
      const dearest = Math.max(...costs.map((rate) => rate.cost));
      expect(costs.find((rate) => rate.region_code === 'RM')?.cost).toBe(cheapest);
      expect(costs.find((rate) => rate.region_code === 'MA')?.cost).toBe(dearest);
      expect(costs.every((rate) => Number.isInteger(rate.cost) && rate.cost % 10 === 0)).toBe(true);
    }
    for (const region of regions) {
      const costs = ['S', 'M', 'L', 'XL'].map(
        (size) => rates.find((rate) => rate.region_code === region.code && rate.parcel_size === size)?.cost ?? 0,
      );
      expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    }
  });

  it('should make Webpay payment method 1', async () => {
    await expect(dataSource.query(`SELECT id, code, name, active FROM payment_methods ORDER BY id`)).resolves.toEqual([
      { id: 1, code: 'webpay', name: 'Webpay Plus', active: true },
      { id: 2, code: 'bank_transfer', name: 'Transferencia Bancaria', active: true },
    ]);
    await inRollback(async (runner) => {
      await expect(
        runner.query(`INSERT INTO payment_methods (code, name) VALUES ('other', 'Otro') RETURNING id`),
      ).resolves.toEqual([{ id: 3 }]);
    });
  });

  it('should enforce the data rules in the database', async () => {
    const violates = (code: string) => expect.objectContaining({ code });
    const attempt = (sql: string) => inRollback((runner) => runner.query(sql));
    const product = `INSERT INTO products (title, title_normalized, sku, sku_normalized`;

    await expect(attempt(`${product}, stock) VALUES ('a', 'a', 'x', 'X', -1)`)).rejects.toEqual(violates('23514'));
    await expect(attempt(`${product}, images) VALUES ('a', 'a', 'x', 'X', '{1,2,3,4,5,6}')`)).rejects.toEqual(
      violates('23514'),
    );
    await expect(attempt(`${product}, images) VALUES ('a', 'a', 'x', 'X', '{1,2,3,4,5}')`)).resolves.toBeDefined();
    await expect(attempt(`INSERT INTO categories (name) VALUES ('Frenos'), ('FRENOS')`)).rejects.toEqual(
      violates('23505'),
    );
    await expect(attempt(`INSERT INTO brands (name) VALUES ('Citroën'), ('CITROEN')`)).rejects.toEqual(
      violates('23505'),
    );
    await expect(
      attempt(`WITH b AS (INSERT INTO brands (name) VALUES ('Citroën') RETURNING id)
               INSERT INTO vehicle_models (brand_id, name) SELECT id, n FROM b, unnest('{C-Elysée,c-elysee}'::text[]) n`),
    ).rejects.toEqual(violates('23505'));
    await expect(
      attempt(`INSERT INTO users (email, name) VALUES ('Ana@Correo.cl', 'Ana'), ('ana@correo.CL', 'Ana')`),
    ).rejects.toEqual(violates('23505'));
    const withUser = (values: string) =>
      `WITH u AS (INSERT INTO users (email, name) VALUES ('ana@correo.cl', 'Ana') RETURNING id)
       INSERT INTO addresses (user_id, alias, name, street, number, comuna, region, postal_code, is_default)
       SELECT u.id, v.* FROM u, (VALUES ${values}) AS v(alias, name, street, number, comuna, region, postal_code, is_default)`;
    await expect(
      attempt(
        withUser(`('Casa', 'Ana', 'Av. Siempre Viva', '742', 'Ñuñoa', 'RM', '7750000', true),
                        ('Oficina', 'Ana', 'Providencia', '1234', 'Providencia', 'RM', '7500000', true)`),
      ),
    ).rejects.toEqual(violates('23505'));
    await expect(
      attempt(
        withUser(`('Casa', 'Ana', 'Av. Siempre Viva', '742', 'Ñuñoa', 'RM', '7750000', true),
                        ('Oficina', 'Ana', 'Providencia', '1234', 'Providencia', 'RM', '7500000', false)`),
      ),
    ).resolves.toBeDefined();
    const order = `INSERT INTO orders (customer_email, customer_name, delivery_method, region_code, payment_method_id,
                     subtotal, shipping_cost, total) VALUES`;
    await expect(attempt(`${order} ('a@b.cl', 'A', 'DELIVERY', 'RM', 1, 10000, 3990, 13990)`)).resolves.toBeDefined();
    await expect(attempt(`${order} ('a@b.cl', 'A', 'PICKUP', NULL, 1, 10000, 0, 10000)`)).resolves.toBeDefined();
    await expect(attempt(`${order} ('a@b.cl', 'A', 'DELIVERY', NULL, 1, 10000, 0, 10000)`)).rejects.toEqual(
      violates('23514'),
    );
    await expect(attempt(`${order} ('a@b.cl', 'A', 'DELIVERY', 'RM', 1, 10000, 3990, 9999)`)).rejects.toEqual(
      violates('23514'),
    );
    await expect(attempt(`${order} ('a@b.cl', 'A', 'DELIVERY', 'XX', 1, 10000, 0, 10000)`)).rejects.toEqual(
      violates('23503'),
    );
  });

  it('should seed the demo catalogue in one go, in under 3 seconds', async () => {
    const started = Date.now();
    const result = await seedDemoCatalog(dataSource);
    const elapsed = Date.now() - started;
    expect(result.seeded).toBe(true);
    expect(result.products).toBeGreaterThanOrEqual(300);
    expect(elapsed).toBeLessThan(3000);
    await expect(dataSource.query(`SELECT count(*)::int AS count FROM products`)).resolves.toEqual([
      { count: result.products },
    ]);
  });

  it('should not seed again when products exist', async () => {
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM products`);
    await expect(seedDemoCatalog(dataSource)).resolves.toEqual({ seeded: false, products: count });
    await expect(dataSource.query(`SELECT count(*)::int AS count FROM products`)).resolves.toEqual([{ count }]);
  });

  it('should store a consistent demo catalogue', async () => {
    const one = async (sql: string) => ((await dataSource.query(sql)) as { n: number }[])[0].n;
    await expect(one(`SELECT count(*)::int AS n FROM products WHERE category_id IS NULL`)).resolves.toBe(0);
    await expect(
      one(`SELECT count(*)::int AS n FROM products p JOIN sub_subcategories s ON s.id = p.sub_subcategory_id
           WHERE s.category_id <> p.category_id OR s.subcategory_id IS DISTINCT FROM p.subcategory_id`),
    ).resolves.toBe(0);
    await expect(
      one(`SELECT count(*)::int AS n FROM sub_subcategories WHERE subcategory_id IS NULL`),
    ).resolves.toBeGreaterThan(0);
    await expect(
      one(`SELECT count(*)::int AS n FROM products p
           LEFT JOIN (SELECT product_id, count(*) AS c, round(avg(rating), 2) AS a FROM reviews GROUP BY product_id) r
             ON r.product_id = p.id
           WHERE p.rating_count <> coalesce(r.c, 0) OR p.rating_average <> coalesce(r.a, 0)`),
    ).resolves.toBe(0);
    await expect(one(`SELECT count(*)::int AS n FROM reviews`)).resolves.toBeGreaterThanOrEqual(40);
    await expect(one(`SELECT count(*)::int AS n FROM review_replies WHERE is_admin`)).resolves.toBeGreaterThan(0);
    await expect(one(`SELECT count(*)::int AS n FROM products WHERE featured`)).resolves.toBe(12);
    await expect(one(`SELECT count(*)::int AS n FROM vehicle_models`)).resolves.toBeGreaterThanOrEqual(40);
    // Vehicle parts fit some vehicle; universal ones (fluids, tools) any, so they list none.
    await expect(
      one(
        `SELECT count(*)::int AS n FROM products p
         WHERE NOT p.universal_fit AND NOT EXISTS (SELECT 1 FROM compatibilities c WHERE c.product_id = p.id)`,
      ),
    ).resolves.toBe(0);
    await expect(
      one(`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.universal_fit AND NOT EXISTS (SELECT 1 FROM compatibilities x WHERE x.product_id = p.id)
             AND c.name IN ('Lubricantes y Fluidos', 'Herramientas y Accesorios')`),
    ).resolves.toBeGreaterThanOrEqual(10);
    await expect(one(`SELECT count(*)::int AS n FROM products WHERE universal_fit`)).resolves.toBe(
      await one(`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
                 WHERE c.name IN ('Lubricantes y Fluidos', 'Herramientas y Accesorios')`),
    );
    // Equivalent numbers: the product's own codes (copied by the trigger) and other makers' (the seed).
    await expect(
      one(`SELECT count(*)::int AS n FROM products p WHERE p.oem IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM product_cross_references r
             WHERE r.product_id = p.id AND r.code_normalized = p.oem_normalized AND r.kind = 'oem' AND r.derived)`),
    ).resolves.toBe(0);
    await expect(
      one(`SELECT count(DISTINCT product_id)::int AS n FROM product_cross_references WHERE NOT derived`),
    ).resolves.toBeGreaterThan(250);
    await expect(
      one(`SELECT count(*)::int AS n FROM product_cross_references r
           WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = r.product_id)`),
    ).resolves.toBe(0);
    // No foreign key (it would double the copies' cost to the import): triggers take the numbers along.
    await expect(
      inRollback(async (runner) => {
        await runner.query(`TRUNCATE products CASCADE`);
        return runner.query(`SELECT count(*)::int AS n FROM product_cross_references`);
      }),
    ).resolves.toEqual([{ n: 0 }]);

    const rows: {
      title: string;
      title_normalized: string;
      sku: string;
      sku_normalized: string;
      oem: string | null;
      oem_normalized: string | null;
    }[] = await dataSource.query(
      `SELECT title, title_normalized, sku, sku_normalized, oem, oem_normalized FROM products`,
    );
    for (const row of rows) {
      expect(row.title_normalized).toBe(normalizeText(row.title));
      expect(row.sku_normalized).toBe(normalizeCode(row.sku));
      expect(row.oem_normalized).toBe(normalizeOptionalCode(row.oem));
    }
  });

  it('should read seeded products through the entities', async () => {
    const product = await dataSource.getRepository(Product).findOne({
      where: { skuNormalized: normalizeCode('PFD-1001') },
      relations: { category: true, subSubcategory: true, compatibilities: { model: { brand: true } } },
    });
    expect(product).toMatchObject({
      title: expect.stringContaining('Pastillas de Freno Delanteras Toyota'),
      oem: '04465-0D140',
      oemNormalized: '044650D140',
      alternativeSku: '0 986 494 123',
      images: ['/demo-images/brake-pads.svg'],
      category: { name: 'Frenos' },
      subSubcategory: { name: 'Pastillas de Freno' },
    });
    expect(typeof product?.ratingAverage).toBe('number');
    expect(product?.compatibilities.map((compatibility) => compatibility.model.brand.name)).toContain('Toyota');
  });

  it('should answer the storefront lookups from indexes', async () => {
    await inRollback(async (runner) => {
      await runner.query(`SET LOCAL enable_seqscan = off`);
      const plan = async (sql: string) =>
        ((await runner.query(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[])
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      await expect(plan(`SELECT id FROM products WHERE sku_normalized LIKE 'PFD1%'`)).resolves.toContain(
        'idx_products_sku_normalized',
      );
      await expect(plan(`SELECT id FROM products WHERE oem_normalized LIKE '04465%'`)).resolves.toContain(
        'idx_products_oem_normalized',
      );
      await expect(plan(`SELECT id FROM products WHERE alternative_sku_normalized LIKE '0986%'`)).resolves.toContain(
        'idx_products_alternative_sku_normalized',
      );
      await expect(
        plan(`SELECT id FROM products WHERE search_vector @@ to_tsquery('simple', 'pastillas & (yaris | yarisx)')`),
      ).resolves.toContain('idx_products_search_vector');
      await expect(plan(`SELECT id FROM products WHERE title_normalized LIKE 'pastillas de%'`)).resolves.toContain(
        'idx_products_title_pattern',
      );
      await expect(
        plan(`SELECT id FROM products ORDER BY title_normalized USING ~<~, id LIMIT 12 OFFSET 24`),
      ).resolves.toContain('idx_products_title_pattern');
      await expect(
        plan(`SELECT id FROM products ORDER BY featured DESC, created_at DESC, id DESC LIMIT 12 OFFSET 24`),
      ).resolves.toContain('idx_products_list_relevance');
      const charged = `(CASE WHEN sale_price < price THEN sale_price ELSE price END)`;
      await expect(plan(`SELECT id FROM products ORDER BY ${charged} DESC, id DESC LIMIT 12`)).resolves.toContain(
        'Index Only Scan Backward using idx_products_list_charged_price',
      );
      const discount = `(greatest(1, round((price - sale_price) * 100.0 / price)))`;
      await expect(
        plan(`SELECT id FROM products WHERE sale_price < price ORDER BY ${discount} DESC, id DESC LIMIT 12`),
      ).resolves.toContain('Index Only Scan using idx_products_on_sale');
      await expect(
        plan(`SELECT word FROM search_words WHERE word ~>=~ 'pas' AND word ~<~ 'pas{' ORDER BY word USING ~<~`),
      ).resolves.toContain('idx_search_words_word_pattern');
      await expect(plan(`SELECT word FROM search_words ORDER BY word <-> 'pastilas' LIMIT 12`)).resolves.toContain(
        'idx_search_words_word_trgm',
      );
      await expect(
        plan(`SELECT product_id FROM compatibilities WHERE model_id = 3 AND year_from <= 2012 AND year_to >= 2012`),
      ).resolves.toContain('idx_compatibilities_model_years');
      await expect(
        plan(`SELECT product_id FROM product_cross_references WHERE NOT derived AND code_normalized LIKE '0986%'`),
      ).resolves.toContain('idx_product_cross_references_code_normalized');
      await expect(plan(`SELECT id FROM products WHERE universal_fit`)).resolves.toContain(
        'idx_products_universal_fit',
      );
      await expect(
        plan(`SELECT id FROM brands WHERE lower(immutable_unaccent(name)) = lower(immutable_unaccent('TOYOTA'))`),
      ).resolves.toContain('uq_brands_name_normalized');
      await expect(plan(`SELECT id FROM orders WHERE lower(customer_email) = 'ana@correo.cl'`)).resolves.toContain(
        'idx_orders_customer_email_lower',
      );
      await expect(plan(`SELECT id FROM products WHERE featured`)).resolves.toContain('idx_products_featured');
      // These two are served by the leading column of a unique index, so they have no index of their own.
      await expect(plan(`SELECT id FROM compatibilities WHERE product_id = 1`)).resolves.toContain(
        'uq_compatibilities_product_model_years',
      );
      await expect(plan(`SELECT id FROM vehicle_models WHERE brand_id = 1`)).resolves.toContain(
        'uq_vehicle_models_brand_name_normalized',
      );
      await expect(plan(`SELECT id FROM garage_vehicles WHERE user_id = 1`)).resolves.toContain(
        'uq_garage_vehicles_user_model_year',
      );
    });
  });

  it('should revert every migration cleanly', async () => {
    for (let i = 0; i < ALL_MIGRATIONS.length; i++) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    await expect(
      dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'migrations'`,
      ),
    ).resolves.toEqual([]);
    await expect(
      dataSource.query(
        `SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname = current_schema() AND t.typtype = 'e'`,
      ),
    ).resolves.toEqual([]);
    await expect(
      dataSource.query(`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent', 'citext')`),
    ).resolves.toEqual([]);
    await expect(dataSource.query(`SELECT proname FROM pg_proc WHERE proname = 'immutable_unaccent'`)).resolves.toEqual(
      [],
    );
    await expect(dataSource.query(`SELECT count(*)::int AS count FROM migrations`)).resolves.toEqual([{ count: 0 }]);
  });

  it('should apply the migrations again after a revert', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.map((migration) => migration.name)).toEqual(migrationNames);
    await expect(pendingSchemaChanges()).resolves.toEqual([]);
  });

  it('should reuse existing categories, brands and models when seeding an empty catalogue', async () => {
    await dataSource.query(`INSERT INTO categories (name) VALUES ('FRENOS')`);
    await dataSource.query(`WITH b AS (INSERT INTO brands (name) VALUES ('toyota') RETURNING id)
                            INSERT INTO vehicle_models (brand_id, name) SELECT id, 'YARIS' FROM b`);
    await expect(seedDemoCatalog(dataSource)).resolves.toMatchObject({ seeded: true });
    const one = async (sql: string) => ((await dataSource.query(sql)) as { n: number }[])[0].n;
    await expect(one(`SELECT count(*)::int AS n FROM categories WHERE lower(name) = 'frenos'`)).resolves.toBe(1);
    await expect(one(`SELECT count(*)::int AS n FROM brands WHERE lower(name) = 'toyota'`)).resolves.toBe(1);
    await expect(
      one(
        `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = 'FRENOS'`,
      ),
    ).resolves.toBeGreaterThan(0);
    await expect(
      one(
        `SELECT count(*)::int AS n FROM compatibilities c JOIN vehicle_models m ON m.id = c.model_id WHERE m.name = 'YARIS'`,
      ),
    ).resolves.toBeGreaterThan(0);
  });
});
