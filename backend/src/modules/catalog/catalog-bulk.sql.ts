import type { EntityManager } from 'typeorm';

/*
 * The catalogue's bulk writes, for the import's batches: each runs on the batch's own connection,
 * inside its one transaction (the caller's `BulkSql`), and the product writes come as CTEs the
 * caller puts in its single statement, so a batch keeps its round trips. Brands, models and
 * sub-subcategories are created or reused case- and accent-insensitively.
 */

/** A query on the caller's connection, in its transaction; a named one is prepared once per connection. */
export type BulkSql = <T = Record<string, unknown>>(text: string, params?: unknown[], name?: string) => Promise<T[]>;

/** Serialises the creation of sub-subcategories, whose names are not unique in the schema. */
const SUB_SUBCATEGORY_LOCK_CLASS = 7108;

/** Creates the brands not there yet; answers the id of each name given. */
export async function ensureBrands(sql: BulkSql, names: string[]): Promise<Array<{ input: string; id: number }>> {
  await sql(
    `INSERT INTO "brands" ("name")
       SELECT DISTINCT ON (lower(immutable_unaccent(n))) n FROM unnest($1::text[]) AS n
       ORDER BY lower(immutable_unaccent(n)), n
       ON CONFLICT ((lower(immutable_unaccent("name")))) DO NOTHING`,
    [names],
  );
  return sql(
    `SELECT n AS "input", b."id" FROM unnest($1::text[]) AS n
       JOIN "brands" b ON lower(immutable_unaccent(b."name")) = lower(immutable_unaccent(n))`,
    [names],
  );
}

/** Creates the vehicle models (brand id, name) not there yet; answers the id of each pair given. */
export async function ensureModels(
  sql: BulkSql,
  brandIds: number[],
  names: string[],
): Promise<Array<{ brand_id: number; input: string; id: number }>> {
  await sql(
    `INSERT INTO "vehicle_models" ("brand_id", "name")
       SELECT DISTINCT ON (b, lower(immutable_unaccent(n))) b, n FROM unnest($1::int[], $2::text[]) AS x(b, n)
       ORDER BY b, lower(immutable_unaccent(n)), n
       ON CONFLICT ("brand_id", (lower(immutable_unaccent("name")))) DO NOTHING`,
    [brandIds, names],
  );
  return sql(
    `SELECT x.b AS "brand_id", x.n AS "input", m."id" FROM unnest($1::int[], $2::text[]) AS x(b, n)
       JOIN "vehicle_models" m ON m."brand_id" = x.b AND lower(immutable_unaccent(m."name")) = lower(immutable_unaccent(x.n))`,
    [brandIds, names],
  );
}

/** The sub-subcategories with these names (the oldest when two categories share a name). */
export function findSubSubcategories(
  sql: BulkSql,
  names: string[],
): Promise<Array<{ input: string; id: number; category_id: number; subcategory_id: number | null }>> {
  return sql(
    `SELECT DISTINCT ON (n) n AS "input", s."id", s."category_id", s."subcategory_id"
         FROM unnest($1::text[]) AS n
         JOIN "sub_subcategories" s ON lower(immutable_unaccent(s."name")) = lower(immutable_unaccent(n))
         ORDER BY n, s."id"`,
    [names],
  );
}

/** Until the transaction ends, no one else creates sub-subcategories (look them up again after it). */
export async function lockSubSubcategoryCreation(sql: BulkSql): Promise<void> {
  await sql(`SELECT pg_advisory_xact_lock(${SUB_SUBCATEGORY_LOCK_CLASS}, 0)`);
}

/** Creates sub-subcategories, one per name, directly under the category named (created if missing). */
export async function createSubSubcategories(
  sql: BulkSql,
  names: string[],
  categoryName: string,
): Promise<Array<{ id: number; name: string }>> {
  await sql(`INSERT INTO "categories" ("name") VALUES ($1) ON CONFLICT ((lower("name"))) DO NOTHING`, [categoryName]);
  const [category]: Array<{ id: number }> = await sql(`SELECT "id" FROM "categories" WHERE lower("name") = lower($1)`, [
    categoryName,
  ]);
  return sql(
    `INSERT INTO "sub_subcategories" ("name", "category_id") SELECT n, $2 FROM unnest($1::text[]) AS n RETURNING "id", "name"`,
    [names, category.id],
  );
}

/** Where each of these sub-subcategories is now (its category) and how many products it holds. */
export async function subSubcategoryPlaces(
  manager: EntityManager,
  ids: number[],
): Promise<Map<number, { category: string; products: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.query<Array<{ id: number; category: string; products: number }>>(
    `SELECT s."id", c."name" AS "category",
         (SELECT count(*)::int FROM "products" p WHERE p."sub_subcategory_id" = s."id") AS "products"
       FROM "sub_subcategories" s JOIN "categories" c ON c."id" = s."category_id"
       WHERE s."id" = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { category: row.category, products: row.products }]));
}
