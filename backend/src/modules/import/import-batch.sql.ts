import { productBulkWriteCtes, productsBySkuSql } from '../catalog';
import type { BatchPlan, Fitment, PlannedProduct } from './import-batch.plan';
import type { BatchEntry } from './import-batch.prepare';
import { BatchCheckpoint, batchCheckpointCte, batchCheckpointParams } from './import-session.store';

/* The SQL of a batch: the lookup of the products with its SKUs, and the one statement that writes it. */

/**
 * Everything a batch writes, in one statement. $1 session; $2 new products; $3 updated products
 * (with id); $4 fitments (only those the product did not have when the batch looked it up), each
 * naming its product by id or, for a new one, by its position in $2; $5 the ids of the products
 * that existed before this import and that it touches for the first time (every new product is
 * touched for the first time too: those come from $2); $6 row errors; $7 warnings; $8-$21 the session's counters, checkpoint, claim and row total
 * (batchCheckpointParams; the compatibilities added are those before this batch plus
 * those it inserts: the database decides, so a fitment added meanwhile by someone else is not
 * counted). The session update matches only a running session still claimed by this run (checked
 * already when the transaction began, under the row lock), so a session ended or taken over
 * meanwhile yields running = 0 and the batch is rolled back.
 */
export const WRITE_BATCH_SQL = `
  WITH ${productBulkWriteCtes({ created: '$2', updated: '$3', fitments: '$4' })}, touched AS (
    INSERT INTO "import_session_products" ("session_id", "product_id", "created")
    SELECT $1, n."id", true FROM new_products n
    UNION ALL
    SELECT $1, x.p::int, false FROM json_array_elements_text($5::json) AS x(p)
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

/**
 * Products as the JSON array json_to_recordset reads, each with its columns (UTF-8 already:
 * PreparedRow.columns), its categories and, for an update, its id. A Buffer goes to PostgreSQL in
 * binary format, which for json is its text: the driver copies these bytes instead of measuring
 * and encoding a string of the whole batch inside the transaction.
 */
function productsJson(products: PlannedProduct[]): Buffer {
  const parts: Array<[string, Buffer, string]> = [];
  let length = 2;
  for (const product of products) {
    const { columns, category } = product.write as NonNullable<PlannedProduct['write']>;
    const head = `${parts.length > 0 ? ',' : ''}{${product.isNew ? '' : `"id":${product.id},`}`;
    const tail = `,"category_id":${category.categoryId},"subcategory_id":${category.subcategoryId},"sub_subcategory_id":${category.id}}`;
    parts.push([head, columns, tail]);
    length += head.length + columns.length + tail.length;
  }
  // head and tail are ASCII: one byte per character.
  const json = Buffer.allocUnsafe(length);
  let offset = json.write('[', 0, 'latin1');
  for (const [head, columns, tail] of parts) {
    offset += json.write(head, offset, 'latin1');
    offset += columns.copy(json, offset);
    offset += json.write(tail, offset, 'latin1');
  }
  json.write(']', offset, 'latin1');
  return json;
}

/**
 * A fitment as the statement reads it: its product by id or, for a new one, by its position in the
 * new products' array (from 1: NEW_PRODUCT_KEY).
 */
function fitmentJson({ product, modelId, yearFrom, yearTo }: Fitment, positions: Map<PlannedProduct, number>): string {
  const ref = product.isNew ? `"k":${positions.get(product) as number}` : `"p":${product.id}`;
  return `{${ref},"m":${modelId},"yf":${yearFrom},"yt":${yearTo}}`;
}

/** The parameters of WRITE_BATCH_SQL for a planned batch. */
export function writeBatchParams(
  sessionId: string,
  plan: BatchPlan,
  entries: BatchEntry[],
  session: Pick<BatchCheckpoint, 'compatibilitiesBefore' | 'claim' | 'totalRows'>,
): unknown[] {
  const last = entries[entries.length - 1];
  const positions = new Map(plan.newProducts.map((product, index) => [product, index + 1]));
  const fitments = plan.fitments
    // One the product had when the batch looked it up (under its SKU lock) would only be skipped
    // by ON CONFLICT: sending it costs PostgreSQL a conflicting insert per row (a re-import sends
    // every fitment again).
    .filter(({ product, modelId, yearFrom, yearTo }) => !product.fitments.has(`${modelId}|${yearFrom}|${yearTo}`))
    .map((fitment) => fitmentJson(fitment, positions));
  return [
    sessionId,
    productsJson(plan.newProducts),
    productsJson(plan.updatedProducts),
    `[${fitments.join(',')}]`,
    // New products are touched for the first time too: the statement takes those from $2.
    JSON.stringify(plan.firstTouched.filter((product) => !product.isNew).map((product) => product.id)),
    JSON.stringify(plan.errors),
    JSON.stringify(plan.warnings),
    ...batchCheckpointParams({ counters: plan.counters, sheet: last.sheet, row: last.row, ...session }),
  ];
}
