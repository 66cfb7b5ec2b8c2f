import type { BatchPlan, PlannedProduct } from './import-batch.plan';
import type { BatchEntry, ProductWrite } from './import-batch.prepare';
import { BatchCheckpoint, batchCheckpointCte, batchCheckpointParams } from './import-session.store';

/* The SQL of a batch: the lookup of the products with its SKUs, and the one statement that writes it. */

const PRODUCT_COLUMNS: Array<[keyof ProductWrite, string]> = [
  ['title', 'text'],
  ['title_normalized', 'text'],
  ['description', 'text'],
  ['sku', 'text'],
  ['sku_normalized', 'text'],
  ['oem', 'text'],
  ['oem_normalized', 'text'],
  ['application', 'text'],
  ['manufacturer', 'text'],
  ['origin', 'text'],
  ['stock', 'int'],
  ['price', 'int'],
  ['sale_price', 'int'],
  ['price_alsc', 'int'],
  ['price_ml', 'int'],
  ['discount_percent', 'numeric'],
  ['images', 'text[]'],
  ['category_id', 'int'],
  ['subcategory_id', 'int'],
  ['sub_subcategory_id', 'int'],
];
const RECORD_TYPE = ['id int', ...PRODUCT_COLUMNS.map(([name, type]) => `"${name}" ${type}`)].join(', ');

/** On update, an empty optional cell keeps what the product had (the admin may have filled it in). */
const KEEP_WHEN_EMPTY = new Set<keyof ProductWrite>([
  'oem',
  'oem_normalized',
  'application',
  'manufacturer',
  'origin',
  'price_alsc',
  'price_ml',
  'discount_percent',
]);
const UPDATED_VALUE = (column: keyof ProductWrite): string => {
  if (KEEP_WHEN_EMPTY.has(column)) return `COALESCE(v."${column}", p."${column}")`;
  if (column === 'sale_price')
    return `CASE WHEN v."discount_percent" IS NULL THEN p."sale_price" ELSE v."sale_price" END`;
  if (column === 'images') return `CASE WHEN cardinality(v."images") > 0 THEN v."images" ELSE p."images" END`;
  return `v."${column}"`;
};
// The SKU keeps the spelling it was created with; every other column follows the workbook.
const UPDATED_COLUMNS = PRODUCT_COLUMNS.map(([name]) => name).filter(
  (name) => name !== 'sku' && name !== 'sku_normalized',
);
const PRODUCT_NAMES = PRODUCT_COLUMNS.map(([name]) => `"${name}"`).join(', ');
const NEW_PRODUCT_KEY = `ins."sku_normalized" = x.s AND ins."title_normalized" = x.t AND ins."price" = x.pr`;

/**
 * Everything a batch writes, in one statement. $1 session; $2 new products; $3 updated products
 * (with id); $4 fitments and $5 touched products, each naming its product by id or, for a new one,
 * by (sku, title, price); $6 row errors; $7 warnings; $8-$20 the session's counters, checkpoint
 * and claim (batchCheckpointParams; the compatibilities added are those before this batch plus
 * those it inserts: the database decides, so a fitment added meanwhile by someone else is not
 * counted). The session update matches only a running session still claimed by this run (checked
 * already when the transaction began, under the row lock), so a session ended or taken over
 * meanwhile yields running = 0 and the batch is rolled back.
 */
export const WRITE_BATCH_SQL = `
  WITH ins AS (
    INSERT INTO "products" (${PRODUCT_NAMES})
    SELECT ${PRODUCT_NAMES} FROM json_to_recordset($2::json) AS v(${RECORD_TYPE})
    RETURNING "id", "sku_normalized", "title_normalized", "price"
  ), upd AS (
    UPDATE "products" p SET ${UPDATED_COLUMNS.map((column) => `"${column}" = ${UPDATED_VALUE(column)}`).join(', ')},
      "updated_at" = now()
    FROM json_to_recordset($3::json) AS v(${RECORD_TYPE})
    WHERE p."id" = v."id"
      AND (${UPDATED_COLUMNS.map((column) => `p."${column}"`).join(', ')})
        IS DISTINCT FROM (${UPDATED_COLUMNS.map(UPDATED_VALUE).join(', ')})
    RETURNING p."id"
  ), fit AS (
    INSERT INTO "compatibilities" ("product_id", "model_id", "year_from", "year_to")
    SELECT COALESCE(x.p, ins."id"), x.m, x.yf, x.yt
    FROM json_to_recordset($4::json) AS x(p int, s text, t text, pr int, m int, yf smallint, yt smallint)
    LEFT JOIN ins ON x.p IS NULL AND ${NEW_PRODUCT_KEY}
    ON CONFLICT ON CONSTRAINT "uq_compatibilities_product_model_years" DO NOTHING
    RETURNING 1
  ), touched AS (
    INSERT INTO "import_session_products" ("session_id", "product_id", "created")
    SELECT $1, COALESCE(x.p, ins."id"), x.c
    FROM json_to_recordset($5::json) AS x(p int, s text, t text, pr int, c boolean)
    LEFT JOIN ins ON x.p IS NULL AND ${NEW_PRODUCT_KEY}
    ON CONFLICT DO NOTHING
  ), errors AS (
    INSERT INTO "import_row_errors" ("session_id", "sheet", "row", "sku", "title", "brand", "message", "data")
    SELECT $1, e.sheet, e."row", e.sku, e.title, e.brand, e.message, e.data
    FROM json_to_recordset($6::json) AS e(sheet text, "row" int, sku text, title text, brand text, message text, data jsonb)
  ), warnings AS (
    INSERT INTO "import_warnings" ("session_id", "kind", "sheet", "row", "sku", "payload")
    SELECT $1, w.kind::import_warning_kind, w.sheet, w."row", w.sku, w.payload
    FROM json_to_recordset($7::json) AS w(kind text, sheet text, "row" int, sku text, payload jsonb)
  ), ${batchCheckpointCte('session', '$1', 8, '(SELECT count(*)::int FROM fit)')}
  SELECT (SELECT count(*) FROM session)::int AS "running", (SELECT count(*) FROM fit)::int AS "fitments"`;

/** Name of WRITE_BATCH_SQL as a prepared statement: each connection plans it once, not per batch. */
export const WRITE_BATCH_STATEMENT = 'import-write-batch';

/**
 * Products with these SKUs (and whether this import touched them), as a parameterless statement.
 * Unordered (the caller sorts by id): with ORDER BY "id", the planner, misled by the statistics of
 * a catalogue the import is still filling, walked the whole primary key instead of the SKU index.
 */
export function lookupSql(sessionId: string, skus: string[]) {
  return (escape: (text: string) => string) =>
    skus.length === 0
      ? `SELECT NULL WHERE false`
      : // A subquery per product (a primary-key probe), not a join: a join makes the planner read
        // every row this import has touched so far, which grows with each batch.
        `SELECT p."id", p."sku_normalized", p."title", p."title_normalized", p."price", p."stock",
           (SELECT isp."created" FROM "import_session_products" isp
            WHERE isp."session_id" = ${escape(sessionId)} AND isp."product_id" = p."id") AS "created",
           ARRAY(SELECT c."model_id" || '|' || c."year_from" || '|' || c."year_to" FROM "compatibilities" c
                 WHERE c."product_id" = p."id") AS "fitments"
         FROM "products" p
         WHERE p."sku_normalized" = ANY(ARRAY[${skus.map(escape).join(', ')}]::text[])`;
}

/** A product's row for json_to_recordset: its columns, its categories and, for an update, its id. */
function productJson(product: PlannedProduct): string {
  const { columns, category } = product.write as NonNullable<PlannedProduct['write']>;
  const id = product.isNew ? '' : `"id":${product.id},`;
  return `{${id}${columns},"category_id":${category.categoryId},"subcategory_id":${category.subcategoryId},"sub_subcategory_id":${category.id}}`;
}

/**
 * A product as the statement names it: by id, or, for a new one, by (sku, title, price). Products
 * new in one batch differ in one of them (equal ones are the same product), so that triple finds a
 * new product's id among the inserted rows.
 */
const productRef = (product: PlannedProduct) =>
  product.isNew
    ? { p: null, s: product.skuNormalized, t: product.titleNormalized, pr: product.price }
    : { p: product.id, s: null, t: null, pr: null };

/** The parameters of WRITE_BATCH_SQL for a planned batch. */
export function writeBatchParams(
  sessionId: string,
  plan: BatchPlan,
  entries: BatchEntry[],
  session: Pick<BatchCheckpoint, 'compatibilitiesBefore' | 'claim'>,
): unknown[] {
  const last = entries[entries.length - 1];
  return [
    sessionId,
    `[${plan.newProducts.map(productJson).join(',')}]`,
    `[${plan.updatedProducts.map(productJson).join(',')}]`,
    JSON.stringify(
      plan.fitments.map(({ product, modelId, yearFrom, yearTo }) => ({
        ...productRef(product),
        m: modelId,
        yf: yearFrom,
        yt: yearTo,
      })),
    ),
    JSON.stringify(plan.firstTouched.map((product) => ({ ...productRef(product), c: product.isNew }))),
    JSON.stringify(plan.errors),
    JSON.stringify(plan.warnings),
    ...batchCheckpointParams({ counters: plan.counters, sheet: last.sheet, row: last.row, ...session }),
  ];
}
