import { NEW_PRODUCT_KEY, productBulkWriteCtes, productsBySkuSql } from '../catalog';
import type { BatchPlan, PlannedProduct } from './import-batch.plan';
import type { BatchEntry } from './import-batch.prepare';
import { BatchCheckpoint, batchCheckpointCte, batchCheckpointParams } from './import-session.store';

/* The SQL of a batch: the lookup of the products with its SKUs, and the one statement that writes it. */

/**
 * Everything a batch writes, in one statement. $1 session; $2 new products; $3 updated products
 * (with id); $4 fitments (only those the product did not have when the batch looked it up) and $5
 * touched products, each naming its product by id or, for a new one, by (sku, title, price); $6 row
 * errors; $7 warnings; $8-$20 the session's counters, checkpoint and claim
 * (batchCheckpointParams; the compatibilities added are those before this batch plus
 * those it inserts: the database decides, so a fitment added meanwhile by someone else is not
 * counted). The session update matches only a running session still claimed by this run (checked
 * already when the transaction began, under the row lock), so a session ended or taken over
 * meanwhile yields running = 0 and the batch is rolled back.
 */
export const WRITE_BATCH_SQL = `
  WITH ${productBulkWriteCtes({ created: '$2', updated: '$3', fitments: '$4' })}, touched AS (
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

/** Products with these SKUs, their fitments, and whether this import touched them (productsBySkuSql). */
export function lookupSql(sessionId: string, skus: string[]) {
  return (escape: (text: string) => string) =>
    productsBySkuSql(
      skus,
      escape,
      // A subquery per product (a primary-key probe), not a join: a join makes the planner read
      // every row this import has touched so far, which grows with each batch.
      `(SELECT isp."created" FROM "import_session_products" isp
            WHERE isp."session_id" = ${escape(sessionId)} AND isp."product_id" = p."id") AS "created",`,
    );
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
      plan.fitments
        // One the product had when the batch looked it up (under its SKU lock) would only be
        // skipped by ON CONFLICT: sending it costs PostgreSQL a conflicting insert per row (a
        // re-import sends every fitment again).
        .filter(({ product, modelId, yearFrom, yearTo }) => !product.fitments.has(`${modelId}|${yearFrom}|${yearTo}`))
        .map(({ product, modelId, yearFrom, yearTo }) => ({
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
