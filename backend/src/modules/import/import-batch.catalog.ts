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
import type { BatchEntry, CatalogNames, PreparedBatch, SubSubcategoryRef } from './import-batch.prepare';
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
  { entries, names }: PreparedBatch,
): Promise<{ refs: CatalogRefs; found: CatalogLookups }> {
  const found: CatalogLookups = { brands: new Map(), models: new Map(), subSubcategories: new Map() };
  const brands = await brandIds(sql, known, names, found.brands);
  const models = await modelIds(sql, known, names, brands, found.models);
  const created = await subSubcategoryRefs(sql, known, entries, names, found.subSubcategories);
  const refs: CatalogRefs = {
    modelId: (row) => models(`${brands(row.brand)}|${row.model}`) as number,
    subSubcategory: (name) => (known.subSubcategories.get(name) ?? found.subSubcategories.get(name))!,
    created,
  };
  return { refs, found };
}

async function brandIds(
  sql: Sql,
  known: CatalogLookups,
  names: CatalogNames,
  found: Map<string, number>,
): Promise<IdOf> {
  const missing = names.brands.filter((name) => !known.brands.has(name)).sort();
  if (missing.length > 0) {
    for (const row of await ensureBrands(sql, missing)) found.set(row.input, row.id);
  }
  return either(known.brands, found);
}

async function modelIds(
  sql: Sql,
  known: CatalogLookups,
  names: CatalogNames,
  brandIds: IdOf,
  found: Map<string, number>,
): Promise<IdOf> {
  const pairs = new Map<string, [number, string]>();
  for (const [brand, model] of names.models) {
    const brandId = brandIds(brand) as number;
    const key = `${brandId}|${model}`;
    if (!known.models.has(key)) pairs.set(key, [brandId, model]);
  }
  if (pairs.size > 0) {
    const list = [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    const brandColumn = list.map(([brandId]) => brandId);
    const nameColumn = list.map(([, name]) => name);
    for (const row of await ensureModels(sql, brandColumn, nameColumn)) {
      found.set(`${row.brand_id}|${row.input}`, row.id);
    }
  }
  return either(known.models, found);
}

/** An id by name, known before the batch or found by it. */
type IdOf = (key: string) => number | undefined;

/** Looks in both maps (the run's lookups are not copied for every batch). */
function either(known: Map<string, number>, found: Map<string, number>): IdOf {
  return found.size === 0 ? (key) => known.get(key) : (key) => known.get(key) ?? found.get(key);
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
  names: CatalogNames,
  found: Map<string, SubSubcategoryRef>,
): Promise<Map<string, CreatedRef>> {
  const created = new Map<string, CreatedRef>();
  const missing = names.subSubcategories.filter((name) => !known.subSubcategories.has(name));
  if (missing.length === 0) return created;

  const lookup = async (wanted: string[]) => {
    for (const row of await findSubSubcategories(sql, wanted)) {
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
  const valid = entries.filter((entry) => entry.parsed.ok);
  const rows = valid.map((entry) => (entry.parsed as { row: ImportRow }).row);
  for (const row of inserted) {
    const index = rows.findIndex((candidate) => candidate.subSubcategory === row.name);
    created.set(row.name, { id: row.id, sheet: valid[index].sheet, row: valid[index].row, sku: rows[index].sku });
  }
  await lookup(unknown);
  return created;
}
