// Loads a large, realistic catalogue into a database that already has the schema: the demo
// catalogue's generator (seed vocabulary, real OEM formats, brand/model fitments) at scale.
// Writes through plain INSERT ... SELECT batches, like the bulk import, so the database's own
// triggers maintain the search columns and the word list.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/app.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => path.join(ROOT, 'backend/dist', file);

const CHUNK = 200_000;
const BATCH = 5_000;
/** Universal-fit products (fluids, tools) in the catalogue, like a real shop's share. */
const UNIVERSAL_SHARE = 0.04;

function batches(rows, size = BATCH) {
  const out = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertTaxonomy(client, catalog) {
  const json = (rows) => JSON.stringify(rows);
  const categories = await client.query(
    `INSERT INTO categories (name, image) SELECT name, image FROM jsonb_to_recordset($1::jsonb) AS x(name text, image text)
     RETURNING id, name`,
    [json(catalog.categories)],
  );
  const categoryIds = new Map(categories.rows.map((row) => [row.name, row.id]));
  const subcategoryIds = new Map();
  for (const subcategory of catalog.subcategories) {
    const { rows } = await client.query(`INSERT INTO subcategories (name, category_id) VALUES ($1, $2) RETURNING id`, [
      subcategory.name,
      categoryIds.get(subcategory.category),
    ]);
    subcategoryIds.set(`${subcategory.category}/${subcategory.name}`, rows[0].id);
  }
  const subSubcategoryIds = new Map();
  for (const item of catalog.subSubcategories) {
    const { rows } = await client.query(
      `INSERT INTO sub_subcategories (name, category_id, subcategory_id) VALUES ($1, $2, $3) RETURNING id`,
      [
        item.name,
        categoryIds.get(item.category),
        item.subcategory ? subcategoryIds.get(`${item.category}/${item.subcategory}`) : null,
      ],
    );
    subSubcategoryIds.set(item.name, rows[0].id);
  }
  const brands = await client.query(
    `INSERT INTO brands (name) SELECT name FROM jsonb_to_recordset($1::jsonb) AS x(name text) RETURNING id, name`,
    [json(catalog.brands.map((name) => ({ name })))],
  );
  const brandIds = new Map(brands.rows.map((row) => [row.name, row.id]));
  const modelIds = new Map();
  for (const model of catalog.models) {
    const { rows } = await client.query(`INSERT INTO vehicle_models (brand_id, name) VALUES ($1, $2) RETURNING id`, [
      brandIds.get(model.brand),
      model.name,
    ]);
    modelIds.set(`${model.brand}/${model.name}`, rows[0].id);
  }
  return { categoryIds, subcategoryIds, subSubcategoryIds, modelIds };
}

/**
 * Inserts `count` products (plus their compatibilities and other makers' equivalent numbers) and
 * returns the elapsed milliseconds. Product i gets SKU `<family>-<100000 + i>`, so SKUs stay
 * unique at any size. A share of UNIVERSAL_SHARE is universal fit (no compatibilities).
 */
export async function loadCatalog(client, { count, seed = 20240611, onProgress = () => {} }) {
  const { generateDemoCatalog } = require(dist('seed/demo-catalog.generator.js'));
  const { normalizeText, normalizeCode, normalizeOptionalCode } = require(dist('modules/catalog/catalog-normalize.js'));
  const started = Date.now();
  let ids = null;
  let loaded = 0;
  for (let chunk = 0; loaded < count; chunk++) {
    const size = Math.min(CHUNK, count - loaded);
    const universal = Math.round(size * UNIVERSAL_SHARE);
    const catalog = generateDemoCatalog(seed + chunk, size - universal, universal);
    ids ??= await insertTaxonomy(client, catalog);
    const { rows: allocated } = await client.query(
      `SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, $1::int)`,
      [size],
    );
    const productIds = allocated.map((row) => row.id);
    // A rating on about a fifth of the catalogue, so "mejor valorados" sorts something real.
    let state = (seed + chunk) >>> 0;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    if (catalog.products.length !== size)
      throw new Error(`Generador: ${catalog.products.length} productos, no ${size}`);
    const rows = catalog.products.map((product, i) => {
      const rated = product.ratingCount > 0 || random() < 0.2;
      const ratingCount = product.ratingCount || (rated ? 1 + Math.floor(random() * 40) : 0);
      const ratingAverage = product.ratingCount
        ? product.ratingAverage
        : rated
          ? 3 + Math.round(random() * 200) / 100
          : 0;
      const sku = `${product.family}-${100000 + loaded + i}`;
      return {
        id: productIds[i],
        title: product.title,
        title_normalized: normalizeText(product.title),
        description: product.description,
        sku,
        sku_normalized: normalizeCode(sku),
        alternative_sku: product.alternativeSku,
        oem: product.oem,
        oem_normalized: normalizeOptionalCode(product.oem),
        application: product.application,
        manufacturer: product.manufacturer,
        origin: product.origin,
        stock: product.stock,
        price: product.price,
        images: product.images,
        featured: product.featured,
        universal_fit: product.universalFit,
        rating_average: ratingAverage,
        rating_count: ratingCount,
        category_id: ids.categoryIds.get(product.category),
        subcategory_id: product.subcategory
          ? ids.subcategoryIds.get(`${product.category}/${product.subcategory}`)
          : null,
        sub_subcategory_id: ids.subSubcategoryIds.get(product.subSubcategory),
        created_at: product.createdAt,
      };
    });
    let inserted = 0;
    for (const batch of batches(rows)) {
      await client.query(
        `INSERT INTO products (id, title, title_normalized, description, sku, sku_normalized, alternative_sku, oem,
           oem_normalized, application, manufacturer, origin, stock, price, images, featured, universal_fit,
           rating_average, rating_count, category_id, subcategory_id, sub_subcategory_id, created_at, updated_at)
         SELECT id, title, title_normalized, description, sku, sku_normalized, alternative_sku, oem, oem_normalized,
           application, manufacturer, origin, stock, price, images, featured, universal_fit, rating_average,
           rating_count, category_id, subcategory_id, sub_subcategory_id, created_at, created_at
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, title text, title_normalized text, description text,
           sku text, sku_normalized text, alternative_sku text, oem text, oem_normalized text, application text,
           manufacturer text, origin text, stock int, price int, images text[], featured boolean,
           universal_fit boolean, rating_average numeric, rating_count int, category_id int, subcategory_id int,
           sub_subcategory_id int, created_at timestamptz)`,
        [JSON.stringify(batch)],
      );
      inserted += batch.length;
      onProgress(loaded + inserted);
    }
    const compatibilities = catalog.compatibilities.map((row) => ({
      product_id: productIds[row.product],
      model_id: ids.modelIds.get(`${row.brand}/${row.model}`),
      year_from: row.yearFrom,
      year_to: row.yearTo,
    }));
    for (const batch of batches(compatibilities, 20_000)) {
      await client.query(
        `INSERT INTO compatibilities (product_id, model_id, year_from, year_to)
         SELECT product_id, model_id, year_from, year_to
         FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, model_id int, year_from smallint, year_to smallint)`,
        [JSON.stringify(batch)],
      );
    }
    // The product's own oem and alternative code are copied by the database's trigger; these are other makers'.
    const equivalents = catalog.products.flatMap((product, i) =>
      product.equivalents.map((equivalent) => ({
        product_id: productIds[i],
        code: equivalent.code,
        code_normalized: normalizeCode(equivalent.code),
        brand: equivalent.brand,
      })),
    );
    for (const batch of batches(equivalents, 20_000)) {
      await client.query(
        `INSERT INTO product_cross_references (product_id, code_normalized, code, kind, brand)
         SELECT product_id, code_normalized, code, 'aftermarket', brand
         FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, code_normalized text, code text, brand text)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(batch)],
      );
    }
    loaded += size;
  }
  await client.query('VACUUM ANALYZE');
  return Date.now() - started;
}
