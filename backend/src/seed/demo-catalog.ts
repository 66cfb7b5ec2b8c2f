import { DataSource, EntityManager } from 'typeorm';
import { normalizeCode, normalizeOptionalCode, normalizeText } from '../modules/catalog';
import { generateDemoCatalog } from './demo-catalog.generator';
import type { DemoCatalog } from './demo-catalog.model';

export interface SeedResult {
  seeded: boolean;
  /** Products inserted, or already present when seeded is false. */
  products: number;
}

/**
 * Loads the demo catalogue when the products table is empty; otherwise does nothing. One
 * transaction, a handful of set-based INSERTs (jsonb_to_recordset), an advisory lock so that two
 * processes starting together cannot both seed. Existing categories, brands and models with the
 * same names are reused.
 */
export async function seedDemoCatalog(dataSource: DataSource): Promise<SeedResult> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('seed-demo-catalog'))`);
    const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM products`)) as { count: number }[];
    if (count > 0) return { seeded: false, products: count };
    const catalog = generateDemoCatalog();
    await insertDemoCatalog(manager, catalog);
    return { seeded: true, products: catalog.products.length };
  });
}

type Row = Record<string, unknown>;

function json(rows: Row[]): string {
  return JSON.stringify(rows);
}

/** Takes `count` ids from the table's serial sequence, so rows can reference each other before insertion. */
async function allocateIds(manager: EntityManager, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = (await manager.query(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
    [table, count],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo catalogue: no id for ${what} "${key}"`);
  return id;
}

/**
 * Inserts rows that may already exist (`insertSql` ends in ON CONFLICT DO NOTHING) and reads back
 * every row's id by its key (`idsSql` selects `id` and `key`); both take the rows as $1 (jsonb).
 */
async function insertOrReuse(
  manager: EntityManager,
  rows: Row[],
  insertSql: string,
  idsSql: string,
): Promise<Map<string, number>> {
  await manager.query(insertSql, [json(rows)]);
  const found = (await manager.query(idsSql, [json(rows)])) as { id: number; key: string }[];
  return new Map(found.map((row) => [row.key, row.id]));
}

async function insertDemoCatalog(manager: EntityManager, catalog: DemoCatalog): Promise<void> {
  // Categories and brands are unique by name: reuse rows that already exist.
  const categoryRows = catalog.categories.map((category) => ({ name: category.name, image: category.image }));
  const categoryIds = await insertOrReuse(
    manager,
    categoryRows,
    `INSERT INTO categories (name, image)
     SELECT name, image FROM jsonb_to_recordset($1::jsonb) AS x(name text, image text)
     ON CONFLICT DO NOTHING`,
    `SELECT c.id, x.name AS key FROM jsonb_to_recordset($1::jsonb) AS x(name text)
     JOIN categories c ON lower(c.name) = lower(x.name)`,
  );

  const subcategoryIds = new Map<string, number>();
  const subcategoryKey = (category: string, name: string) => `${category}/${name}`;
  const newSubcategoryIds = await allocateIds(manager, 'subcategories', catalog.subcategories.length);
  const subcategoryRows = catalog.subcategories.map((subcategory, i) => {
    subcategoryIds.set(subcategoryKey(subcategory.category, subcategory.name), newSubcategoryIds[i]);
    return {
      id: newSubcategoryIds[i],
      name: subcategory.name,
      category_id: lookup(categoryIds, subcategory.category, 'category'),
    };
  });
  await manager.query(
    `INSERT INTO subcategories (id, name, category_id)
     SELECT id, name, category_id FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, category_id int)`,
    [json(subcategoryRows)],
  );

  const subSubcategoryIds = new Map<string, number>();
  const newSubSubcategoryIds = await allocateIds(manager, 'sub_subcategories', catalog.subSubcategories.length);
  const subSubcategoryRows = catalog.subSubcategories.map((subSubcategory, i) => {
    subSubcategoryIds.set(subSubcategory.name, newSubSubcategoryIds[i]);
    return {
      id: newSubSubcategoryIds[i],
      name: subSubcategory.name,
      category_id: lookup(categoryIds, subSubcategory.category, 'category'),
      subcategory_id:
        subSubcategory.subcategory === null
          ? null
          : lookup(subcategoryIds, subcategoryKey(subSubcategory.category, subSubcategory.subcategory), 'subcategory'),
    };
  });
  await manager.query(
    `INSERT INTO sub_subcategories (id, name, category_id, subcategory_id)
     SELECT id, name, category_id, subcategory_id
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, category_id int, subcategory_id int)`,
    [json(subSubcategoryRows)],
  );

  const brandRows = catalog.brands.map((name) => ({ name }));
  const brandIds = await insertOrReuse(
    manager,
    brandRows,
    `INSERT INTO brands (name) SELECT name FROM jsonb_to_recordset($1::jsonb) AS x(name text) ON CONFLICT DO NOTHING`,
    `SELECT b.id, x.name AS key FROM jsonb_to_recordset($1::jsonb) AS x(name text)
     JOIN brands b ON lower(immutable_unaccent(b.name)) = lower(immutable_unaccent(x.name))`,
  );

  const modelKey = (brand: string, name: string) => `${brand}/${name}`;
  const modelRows = catalog.models.map((model) => ({
    brand_id: lookup(brandIds, model.brand, 'brand'),
    name: model.name,
    key: modelKey(model.brand, model.name),
  }));
  const modelIds = await insertOrReuse(
    manager,
    modelRows,
    `INSERT INTO vehicle_models (brand_id, name)
     SELECT brand_id, name FROM jsonb_to_recordset($1::jsonb) AS x(brand_id int, name text)
     ON CONFLICT DO NOTHING`,
    `SELECT m.id, x.key FROM jsonb_to_recordset($1::jsonb) AS x(brand_id int, name text, key text)
     JOIN vehicle_models m
       ON m.brand_id = x.brand_id AND lower(immutable_unaccent(m.name)) = lower(immutable_unaccent(x.name))`,
  );

  const productIds = await allocateIds(manager, 'products', catalog.products.length);
  const productRows = catalog.products.map((product, i) => ({
    id: productIds[i],
    title: product.title,
    title_normalized: normalizeText(product.title),
    description: product.description,
    sku: product.sku,
    sku_normalized: normalizeCode(product.sku),
    alternative_sku: product.alternativeSku,
    oem: product.oem,
    oem_normalized: normalizeOptionalCode(product.oem),
    application: product.application,
    manufacturer: product.manufacturer,
    origin: product.origin,
    stock: product.stock,
    price: product.price,
    sale_price: product.salePrice,
    price_alsc: product.priceAlsc,
    price_ml: product.priceMl,
    discount_percent: product.discountPercent,
    images: product.images,
    parcel_size: product.parcelSize,
    featured: product.featured,
    universal_fit: product.universalFit,
    rating_average: product.ratingAverage,
    rating_count: product.ratingCount,
    category_id: lookup(categoryIds, product.category, 'category'),
    subcategory_id:
      product.subcategory === null
        ? null
        : lookup(subcategoryIds, subcategoryKey(product.category, product.subcategory), 'subcategory'),
    sub_subcategory_id: lookup(subSubcategoryIds, product.subSubcategory, 'sub-subcategory'),
    created_at: product.createdAt,
  }));
  await manager.query(
    `INSERT INTO products (
       id, title, title_normalized, description, sku, sku_normalized, alternative_sku, oem, oem_normalized,
       application, manufacturer, origin, stock, price, sale_price, price_alsc, price_ml, discount_percent,
       images, parcel_size, featured, universal_fit, rating_average, rating_count, category_id, subcategory_id,
       sub_subcategory_id, created_at, updated_at)
     SELECT
       id, title, title_normalized, description, sku, sku_normalized, alternative_sku, oem, oem_normalized,
       application, manufacturer, origin, stock, price, sale_price, price_alsc, price_ml, discount_percent,
       images, parcel_size, featured, universal_fit, rating_average, rating_count, category_id, subcategory_id,
       sub_subcategory_id, created_at, created_at
     FROM jsonb_to_recordset($1::jsonb) AS x(
       id int, title text, title_normalized text, description text, sku text, sku_normalized text,
       alternative_sku text, oem text, oem_normalized text, application text, manufacturer text, origin text,
       stock int, price int, sale_price int, price_alsc int, price_ml int, discount_percent numeric,
       images text[], parcel_size parcel_size, featured boolean, universal_fit boolean, rating_average numeric,
       rating_count int,
       category_id int, subcategory_id int, sub_subcategory_id int, created_at timestamptz)`,
    [json(productRows)],
  );

  const compatibilityRows = catalog.compatibilities.map((compatibility) => ({
    product_id: productIds[compatibility.product],
    model_id: lookup(modelIds, modelKey(compatibility.brand, compatibility.model), 'model'),
    year_from: compatibility.yearFrom,
    year_to: compatibility.yearTo,
  }));
  await manager.query(
    `INSERT INTO compatibilities (product_id, model_id, year_from, year_to)
     SELECT product_id, model_id, year_from, year_to
     FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, model_id int, year_from smallint, year_to smallint)`,
    [json(compatibilityRows)],
  );

  // The product's own oem and alternative code are copied by the database (trigger); these are other makers'.
  const equivalentRows = catalog.products.flatMap((product, i) =>
    product.equivalents.map((equivalent) => ({
      product_id: productIds[i],
      code: equivalent.code,
      code_normalized: normalizeCode(equivalent.code),
      brand: equivalent.brand,
    })),
  );
  await manager.query(
    `INSERT INTO product_cross_references (product_id, code_normalized, code, kind, brand)
     SELECT product_id, code_normalized, code, 'aftermarket', brand
     FROM jsonb_to_recordset($1::jsonb) AS x(product_id int, code_normalized text, code text, brand text)
     ON CONFLICT DO NOTHING`,
    [json(equivalentRows)],
  );

  const reviewIds = await allocateIds(manager, 'reviews', catalog.reviews.length);
  const reviewRows = catalog.reviews.map((review, i) => ({
    id: reviewIds[i],
    product_id: productIds[review.product],
    user_name: review.userName,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt,
  }));
  await manager.query(
    `INSERT INTO reviews (id, product_id, user_name, rating, comment, created_at)
     SELECT id, product_id, user_name, rating, comment, created_at
     FROM jsonb_to_recordset($1::jsonb)
       AS x(id int, product_id int, user_name text, rating smallint, comment text, created_at timestamptz)`,
    [json(reviewRows)],
  );

  const replyRows = catalog.reviews.flatMap((review, i) =>
    review.replies.map((reply) => ({
      review_id: reviewIds[i],
      user_name: reply.userName,
      comment: reply.comment,
      is_admin: reply.isAdmin,
      created_at: reply.createdAt,
    })),
  );
  await manager.query(
    `INSERT INTO review_replies (review_id, user_name, comment, is_admin, created_at)
     SELECT review_id, user_name, comment, is_admin, created_at
     FROM jsonb_to_recordset($1::jsonb)
       AS x(review_id int, user_name text, comment text, is_admin boolean, created_at timestamptz)`,
    [json(replyRows)],
  );
}
