import {
  type BulkSql,
  createSubSubcategories,
  ensureBrands,
  ensureModels,
  findSubSubcategories,
  lockSubSubcategoryCreation,
  normalizeText,
} from '../catalog';
import type { CatalogRefs, CreatedRef } from './import-batch.plan';
import type { BatchEntry, SubSubcategoryRef } from './import-batch.prepare';
import { UNCLASSIFIED_CATEGORY } from './import.constants';
import type { ImportRow } from './import-row.parser';

/*
 * The catalogue rows a batch names (brands, vehicle models, sub-subcategories), found or created
 * in the batch's transaction by the catalogue's bulk writes: created or reused case- and
 * accent-insensitively; an unknown sub-subcategory is created under 'Sin clasificar', so no row is lost.
 */

/** A query on the batch's connection; a named one is prepared once per connection. */
export type Sql = BulkSql;

/** What a run already knows (committed rows only), by the text as written in the file. */
export interface CatalogLookups {
  brands: Map<string, number>;
  /** By `${brandId}|${model}`. */
  models: Map<string, number>;
  subSubcategories: Map<string, SubSubcategoryRef>;
}

/**
 * The ids a batch's valid rows need.
 * @returns the refs for the planner, and what this batch found or created (`found`), for the run's
 *   lookups once the batch has committed
 */
export async function resolveCatalog(
  sql: Sql,
  known: CatalogLookups,
  entries: BatchEntry[],
): Promise<{ refs: CatalogRefs; found: CatalogLookups }> {
  const found: CatalogLookups = { brands: new Map(), models: new Map(), subSubcategories: new Map() };
  const validEntries = entries.filter((entry) => entry.parsed.ok);
  const valid = validEntries.map((entry) => (entry.parsed as { row: ImportRow }).row);
  const brands = await brandIds(sql, known, valid, found.brands);
  const models = await modelIds(sql, known, valid, brands, found.models);
  const created = await subSubcategoryRefs(sql, known, validEntries, found.subSubcategories);
  const refs: CatalogRefs = {
    modelId: (row) => models.get(`${brands.get(row.brand)}|${row.model}`) as number,
    subSubcategory: (name) => (known.subSubcategories.get(name) ?? found.subSubcategories.get(name))!,
    created,
  };
  return { refs, found };
}

async function brandIds(
  sql: Sql,
  known: CatalogLookups,
  rows: ImportRow[],
  found: Map<string, number>,
): Promise<Map<string, number>> {
  const missing = [...new Set(rows.map((row) => row.brand))].filter((name) => !known.brands.has(name)).sort();
  if (missing.length > 0) {
    for (const row of await ensureBrands(sql, missing)) found.set(row.input, row.id);
  }
  return new Map([...known.brands, ...found]);
}

async function modelIds(
  sql: Sql,
  known: CatalogLookups,
  rows: ImportRow[],
  brandIds: Map<string, number>,
  found: Map<string, number>,
): Promise<Map<string, number>> {
  const pairs = new Map<string, [number, string]>();
  for (const row of rows) {
    const brandId = brandIds.get(row.brand) as number;
    const key = `${brandId}|${row.model}`;
    if (!known.models.has(key)) pairs.set(key, [brandId, row.model]);
  }
  if (pairs.size > 0) {
    const list = [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    const brandColumn = list.map(([brandId]) => brandId);
    const nameColumn = list.map(([, name]) => name);
    for (const row of await ensureModels(sql, brandColumn, nameColumn)) {
      found.set(`${row.brand_id}|${row.input}`, row.id);
    }
  }
  return new Map([...known.models, ...found]);
}

/**
 * Finds the batch's sub-subcategories by name (case- and accent-insensitive; the oldest wins when
 * two categories share a name) and creates the missing ones under 'Sin clasificar'.
 * @returns the created ones, with the first row that named each.
 */
async function subSubcategoryRefs(
  sql: Sql,
  known: CatalogLookups,
  entries: BatchEntry[],
  found: Map<string, SubSubcategoryRef>,
): Promise<Map<string, CreatedRef>> {
  const created = new Map<string, CreatedRef>();
  const rows = entries.map((entry) => (entry.parsed as { row: ImportRow }).row);
  const missing = [...new Set(rows.map((row) => row.subSubcategory))].filter(
    (name) => !known.subSubcategories.has(name),
  );
  if (missing.length === 0) return created;

  const lookup = async (names: string[]) => {
    for (const row of await findSubSubcategories(sql, names)) {
      found.set(row.input, { id: row.id, categoryId: row.category_id, subcategoryId: row.subcategory_id });
    }
  };
  await lookup(missing);
  let unknown = missing.filter((name) => !found.has(name));
  if (unknown.length === 0) return created;

  // Serialise creation: sub-subcategory names are not unique in the schema.
  await lockSubSubcategoryCreation(sql);
  await lookup(unknown);
  unknown = unknown.filter((name) => !found.has(name));
  if (unknown.length === 0) return created;

  // One per accent/case spelling: 'Bujías' and 'bujias' are the same new sub-subcategory.
  const byKey = new Map<string, string>();
  for (const name of unknown) if (!byKey.has(normalizeText(name))) byKey.set(normalizeText(name), name);
  const inserted = await createSubSubcategories(sql, [...byKey.values()], UNCLASSIFIED_CATEGORY);
  for (const row of inserted) {
    const index = rows.findIndex((candidate) => candidate.subSubcategory === row.name);
    created.set(row.name, { id: row.id, sheet: entries[index].sheet, row: entries[index].row, sku: rows[index].sku });
  }
  await lookup(unknown);
  return created;
}
