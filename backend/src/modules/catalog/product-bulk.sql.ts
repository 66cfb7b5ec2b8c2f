/*
 * The catalogue's bulk write of products and their fitments, for the import's batches: CTEs and a
 * lookup the caller puts in its own statements (one statement per batch: the batch is
 * latency-bound). Rows travel as JSON records (json_to_recordset), one per product.
 */

/** A product row of a bulk write: the columns it sets, as the JSON record names them. */
export interface ProductBulkRow {
  title: string;
  title_normalized: string;
  description: string;
  sku: string;
  sku_normalized: string;
  oem: string | null;
  oem_normalized: string | null;
  application: string | null;
  manufacturer: string | null;
  origin: string | null;
  stock: number;
  price: number;
  sale_price: number | null;
  price_alsc: number | null;
  price_ml: number | null;
  discount_percent: number | null;
  images: string[];
  category_id: number;
  subcategory_id: number | null;
  sub_subcategory_id: number;
}

const PRODUCT_COLUMNS: Array<[keyof ProductBulkRow, string]> = [
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
const COLUMN_TYPES = PRODUCT_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', ');
const RECORD_TYPE = `id int, ${COLUMN_TYPES}`;

/** On update, an empty optional cell keeps what the product had (the admin may have filled it in). */
const KEEP_WHEN_EMPTY = new Set<keyof ProductBulkRow>([
  'oem',
  'oem_normalized',
  'application',
  'manufacturer',
  'origin',
  'price_alsc',
  'price_ml',
  'discount_percent',
]);
const UPDATED_VALUE = (column: keyof ProductBulkRow): string => {
  if (KEEP_WHEN_EMPTY.has(column)) return `COALESCE(v."${column}", p."${column}")`;
  if (column === 'sale_price')
    return `CASE WHEN v."discount_percent" IS NULL THEN p."sale_price" ELSE v."sale_price" END`;
  if (column === 'images') return `CASE WHEN cardinality(v."images") > 0 THEN v."images" ELSE p."images" END`;
  return `v."${column}"`;
};
// The SKU keeps the spelling it was created with; every other column follows the new row.
const UPDATED_COLUMNS = PRODUCT_COLUMNS.map(([name]) => name).filter(
  (name) => name !== 'sku' && name !== 'sku_normalized',
);
const PRODUCT_NAMES = PRODUCT_COLUMNS.map(([name]) => `"${name}"`).join(', ');

/**
 * Names a product the write inserts (CTE `new_products`, aliased `n`) from a record `x` with `k`: its
 * position in the `created` array, from 1.
 */
export const NEW_PRODUCT_KEY = `n."k" = x.k`;

/**
 * CTEs `new_products`, `ins`, `upd` and `fit` of a bulk write, for a WITH of the caller's:
 * `new_products` holds the products of the JSON array parameter `created` with the id each one gets
 * (from the products' sequence, in the array's order, as the column's default would give them) and
 * its position `k` (from 1), `ins` inserts them, `upd` updates those of `updated` (with their id;
 * only rows that change), `fit` adds the fitments of `fitments`, each naming its product by id (`p`)
 * or, for a new one, by its position (`k`: NEW_PRODUCT_KEY), with model `m` and years `yf`-`yt`
 * (one already there is skipped; `fit` returns a row per fitment added). Naming a new product by
 * its position, rather than by its SKU, title and price, keeps those texts out of the fitments
 * and out of a join.
 */
export function productBulkWriteCtes(params: { created: string; updated: string; fitments: string }): string {
  return `new_products AS MATERIALIZED (
    SELECT nextval('"products_id_seq"'::regclass)::int AS "id", v.*
    FROM ROWS FROM (json_to_recordset(${params.created}::json) AS (${COLUMN_TYPES}))
      WITH ORDINALITY AS v(${PRODUCT_NAMES}, "k")
  ), ins AS (
    INSERT INTO "products" ("id", ${PRODUCT_NAMES})
    SELECT "id", ${PRODUCT_NAMES} FROM new_products
  ), upd AS (
    UPDATE "products" p SET ${UPDATED_COLUMNS.map((column) => `"${column}" = ${UPDATED_VALUE(column)}`).join(', ')},
      "updated_at" = now()
    FROM json_to_recordset(${params.updated}::json) AS v(${RECORD_TYPE})
    WHERE p."id" = v."id"
      AND (${UPDATED_COLUMNS.map((column) => `p."${column}"`).join(', ')})
        IS DISTINCT FROM (${UPDATED_COLUMNS.map(UPDATED_VALUE).join(', ')})
    RETURNING p."id"
  ), fit AS (
    INSERT INTO "compatibilities" ("product_id", "model_id", "year_from", "year_to")
    SELECT COALESCE(x.p, n."id"), x.m, x.yf, x.yt
    FROM json_to_recordset(${params.fitments}::json) AS x(p int, k int, m int, yf smallint, yt smallint)
    LEFT JOIN new_products n ON x.p IS NULL AND ${NEW_PRODUCT_KEY}
    ON CONFLICT ON CONSTRAINT "uq_compatibilities_product_model_years" DO NOTHING
    RETURNING 1
  )`;
}

/**
 * Products with these SKUs and their fitments ('model|from|to'), as a parameterless statement, with
 * the caller's `extraColumns` (expressions on `p`, each followed by a comma). Unordered (the caller
 * sorts by id): with ORDER BY "id", the planner, misled by the statistics of a catalogue an import
 * is still filling, walked the whole primary key instead of the SKU index.
 */
export function productsBySkuSql(skus: string[], escape: (text: string) => string, extraColumns: string): string {
  return skus.length === 0
    ? `SELECT NULL WHERE false`
    : `SELECT p."id", p."sku_normalized", p."title", p."title_normalized", p."price", p."stock",
           ${extraColumns}
           ARRAY(SELECT c."model_id" || '|' || c."year_from" || '|' || c."year_to" FROM "compatibilities" c
                 WHERE c."product_id" = p."id") AS "fitments"
         FROM "products" p
         WHERE p."sku_normalized" = ANY(ARRAY[${skus.map(escape).join(', ')}]::text[])`;
}
