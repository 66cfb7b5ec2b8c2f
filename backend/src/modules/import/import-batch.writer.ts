import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { normalizeCode, normalizeOptionalCode, normalizeText } from '../catalog/catalog-normalize';
import { DEFER_CATALOG_VERSION_BUMP_SQL } from '../catalog/catalog-versions.sql';
import { CreatedSubSubcategory, ImportCounters, progressOf } from './dto/import-progress.event';
import type { ImportRow, ParsedRow } from './import-row.parser';
import {
  IMPORT_IDLE_IN_TRANSACTION_MS,
  IMPORT_CATALOG_PUBLISH_MS,
  IMPORT_LOCK_TIMEOUT_MS,
  MAX_LIVE_DETAIL_EVENTS,
  PROGRESS_EVERY_ROWS,
  UNCLASSIFIED_CATEGORY,
} from './import.constants';
import type { NewImportEvent } from './import-progress.stream';
import { batchCheckpointCte, batchCheckpointParams, batchFence } from './import-session.store';
import type { RawCell } from './xlsx/xlsx-workbook';

/** One workbook row on its way to the database. */
export interface BatchEntry {
  sheet: string;
  /** Excel row number. */
  row: number;
  parsed: ParsedRow;
  /** The row's cells by column: rejected rows only (valid rows keep nothing but the parsed row). */
  data: Record<string, RawCell> | null;
}

export interface SubSubcategoryRef {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
}

/** What a running import keeps between batches; rebuilt from the session when a worker resumes. */
export interface RunState {
  sessionId: string;
  /** The session's fencing token this run claimed (import_sessions.claim); every batch checks it. */
  claim: number;
  counters: ImportCounters;
  totalRows: number | null;
  /** Lookups of committed rows only (filled after each commit), by the text as written in the file. */
  brands: Map<string, number>;
  models: Map<string, number>;
  subSubcategories: Map<string, SubSubcategoryRef>;
  /**
   * When a batch of this run last published the catalogue (bumped its versions); batches in between
   * defer the bump (IMPORT_CATALOG_PUBLISH_MS). 0: the next batch publishes.
   */
  catalogPublishedAt: number;
}

export interface BatchResult {
  counters: ImportCounters;
  /** To publish once the transaction has committed (also in import_event_outbox until the import ends). */
  events: NewImportEvent[];
  /** The session's processed rows after this batch: the events' place on the stream (appendBatch). */
  seq: number;
}

/** Raised when the session is no longer running (cancelled by the sweeper): the batch is rolled back. */
export class SessionNotRunningError extends Error {}

/**
 * Raised when another run has claimed the session since this one did (this worker was frozen and
 * its job taken over): the batch is rolled back before it takes any lock or writes anything.
 */
export class ImportClaimLostError extends SessionNotRunningError {
  constructor(
    readonly sessionId: string,
    readonly claim: number,
    readonly current: number | null,
  ) {
    super(`Importación ${sessionId}: la reclamación ${claim} ya no es la vigente (${current ?? 'sin sesión'})`);
  }
}

/** A valid row with what it needs before any database access (see prepareBatch). */
interface PreparedRow {
  row: ImportRow;
  skuNormalized: string;
  titleNormalized: string;
  /** The web price (Precio_WEB, else the list prices). */
  price: number;
  /** The row's product columns as JSON members, all but the category ones. */
  columns: string;
}

/** A batch made ready for the database while the previous one commits: no database access. */
export interface PreparedBatch {
  entries: BatchEntry[];
  /** Per entry, in order: the prepared row, or null for a rejected one. */
  rows: Array<PreparedRow | null>;
  /** Distinct normalised SKUs of the valid rows. */
  skus: string[];
}

interface ProductWrite {
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

/** The columns a row decides on its own; the category ones come from its sub-subcategory. */
type RowColumns = Omit<ProductWrite, 'category_id' | 'subcategory_id' | 'sub_subcategory_id'>;

/** A product with the batch's SKUs, as this batch sees it (database state plus this batch's rows). */
interface ProductState {
  /** Identity within the batch (new products have no id until the end). */
  ref: number;
  id: number;
  skuNormalized: string;
  title: string;
  titleNormalized: string;
  price: number;
  stock: number;
  /** Created by this import (in an earlier batch or this one). */
  createdHere: boolean;
  /** Created or updated by this import. */
  touched: boolean;
  /** Created by this batch: inserted rather than updated. */
  isNew: boolean;
  /** Touched for the first time in this batch (needs its import_session_products row). */
  newlyTouched: boolean;
  /** Its compatibilities in the database ('model|from|to'): a row repeating one adds nothing. */
  fitments: ReadonlySet<string>;
  /** What to write: the last row of the batch for this product (JSON members) and its sub-subcategory. */
  write: { columns: string; category: SubSubcategoryRef } | null;
}

const NO_FITMENTS: ReadonlySet<string> = new Set();
const SKU_LOCK_CLASS = 7107;
const SUB_SUBCATEGORY_LOCK_CLASS = 7108;
const SKU_LOCK_BUCKETS = 16;
/** Serialization failure, deadlock, lock_timeout: the whole batch is tried again. */
const RETRYABLE = new Set(['40001', '40P01', '55P03']);

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
const WRITE_BATCH_SQL = `
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
const WRITE_BATCH_STATEMENT = 'import-write-batch';

/** A query on the batch's connection; a named one is prepared once per connection. */
type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[], name?: string) => Promise<T[]>;

interface PgClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  query(config: { name: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  escapeLiteral(text: string): string;
  on(event: 'error', listener: (error: Error) => void): void;
  removeListener(event: 'error', listener: (error: Error) => void): void;
}

interface ExistingProduct {
  id: number;
  sku_normalized: string;
  title: string;
  title_normalized: string;
  price: number;
  stock: number;
  /** From import_session_products: true created by this import, false updated by it, null untouched. */
  created: boolean | null;
  /** Its compatibilities as 'model|from|to'. */
  fitments: string[];
}

/**
 * Products with these SKUs (and whether this import touched them), as a parameterless statement.
 * Unordered (the caller sorts by id): with ORDER BY "id", the planner, misled by the statistics of
 * a catalogue the import is still filling, walked the whole primary key instead of the SKU index.
 */
function lookupSql(sessionId: string, skus: string[]) {
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

function bucketOf(skuNormalized: string): number {
  let hash = 0;
  for (let index = 0; index < skuNormalized.length; index++) hash = (hash * 31 + skuNormalized.charCodeAt(index)) | 0;
  return Math.abs(hash) % SKU_LOCK_BUCKETS;
}

/** The web price: Precio_WEB, else the shop's list prices. */
function webPrice(row: ImportRow): number {
  return row.price ?? row.priceAlsc ?? row.priceMl ?? 0;
}

/**
 * Everything about a batch that needs no database: normalised keys and each row's product columns,
 * already serialised. The runner prepares the next batch while the current one is in PostgreSQL,
 * so its transaction only matches rows against the products it finds.
 */
export function prepareBatch(entries: BatchEntry[]): PreparedBatch {
  const skus = new Set<string>();
  const rows = entries.map((entry): PreparedRow | null => {
    if (!entry.parsed.ok) return null;
    const row = entry.parsed.row;
    const price = webPrice(row);
    const skuNormalized = normalizeCode(row.sku);
    const titleNormalized = normalizeText(row.title);
    skus.add(skuNormalized);
    const columns: RowColumns = {
      title: row.title,
      title_normalized: titleNormalized,
      description: row.description,
      sku: row.sku,
      sku_normalized: skuNormalized,
      oem: row.oem,
      oem_normalized: normalizeOptionalCode(row.oem),
      application: row.application,
      manufacturer: row.manufacturer,
      origin: row.origin,
      stock: row.stock,
      price,
      sale_price: row.discountPercent ? Math.round((price * (100 - row.discountPercent)) / 100) : null,
      price_alsc: row.priceAlsc,
      price_ml: row.priceMl,
      discount_percent: row.discountPercent,
      images: row.images,
    };
    // '{"title":...}' without its braces: the category columns and the id are added in the transaction.
    return { row, skuNormalized, titleNormalized, price, columns: JSON.stringify(columns).slice(1, -1) };
  });
  return { entries, rows, skus: [...skus] };
}

/** A product's row for json_to_recordset: its columns, its categories and, for an update, its id. */
function productJson(product: ProductState): string {
  const { columns, category } = product.write as NonNullable<ProductState['write']>;
  const id = product.isNew ? '' : `"id":${product.id},`;
  return `{${id}${columns},"category_id":${category.categoryId},"subcategory_id":${category.subcategoryId},"sub_subcategory_id":${category.id}}`;
}

const formatPrice = (value: number) => `$${new Intl.NumberFormat('es-CL').format(value)}`;

/**
 * Writes one batch of rows in one transaction, with set-based SQL only (INSERT ... SELECT FROM
 * unnest / json_to_recordset, ON CONFLICT DO NOTHING for brands, models and fitments), together
 * with the session's counters and checkpoint: a batch is either fully committed with its
 * checkpoint or not at all, so a replacement worker resumes exactly after the last committed row.
 *
 * Rules (admin.md 2.7, 4.4):
 * - brands and models are created or reused case- and accent-insensitively;
 * - U_subsubcategoria is matched by name ignoring case and accents; an unknown one is created
 *   under 'Sin clasificar' (CATEGORY warning), so no row is lost;
 * - same SKU + same title + same price as a product of this import: the same product, one more
 *   fitment (model and years);
 * - same SKU + same title as a product that existed before the import: that product is updated
 *   (stock before → after, 'product-updated');
 * - same SKU with other data: an additional product and a 'duplicate-sku-warning';
 * - ano_inicio > ano_fin: stored as given, with a YEAR warning.
 */
@Injectable()
export class ImportBatchWriter {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes a batch. A row the database refuses although it passed validation (a value past one of
   * PostgreSQL's limits) fails its whole transaction: the batch is then split in halves until that
   * row is alone, and it is recorded as a rejected row, so one bad row never stops an import.
   * @param onStatementSent called once the batch's main statement is on its way to PostgreSQL
   *   (the longest wait of the batch: the caller's moment to prepare the next one)
   */
  async write(state: RunState, batch: PreparedBatch, onStatementSent?: () => void): Promise<BatchResult> {
    try {
      return await this.writeWithRetry(state, batch, onStatementSent);
    } catch (error) {
      if (!isRowDataError(error)) throw error;
      const { entries } = batch;
      if (entries.length === 1) {
        const [entry] = entries;
        const message = `Error de base de datos al guardar la fila: ${(error as Error).message}`;
        const data = entry.data ?? (entry.parsed.ok ? columnsOf(entry.parsed.row) : {});
        const rejected = prepareBatch([{ ...entry, parsed: { ok: false, error: message }, data }]);
        return this.writeWithRetry(state, rejected, onStatementSent);
      }
      const half = Math.ceil(entries.length / 2);
      const first = await this.write(state, prepareBatch(entries.slice(0, half)), onStatementSent);
      const second = await this.write(state, prepareBatch(entries.slice(half)), onStatementSent);
      return { counters: second.counters, events: [...first.events, ...second.events], seq: second.seq };
    }
  }

  private async writeWithRetry(
    state: RunState,
    batch: PreparedBatch,
    onStatementSent?: () => void,
  ): Promise<BatchResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeOnce(state, batch, onStatementSent);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 3) continue;
        throw error;
      }
    }
  }

  private async writeOnce(state: RunState, batch: PreparedBatch, onStatementSent?: () => void): Promise<BatchResult> {
    const { entries, rows: prepared, skus } = batch;
    const cached = { brands: new Map<string, number>(), models: new Map<string, number>() };
    const subSubcategories = new Map<string, SubSubcategoryRef>();
    const validEntries = entries.filter((entry) => entry.parsed.ok);
    const valid = validEntries.map((entry) => (entry.parsed as { row: ImportRow }).row);
    const buckets = [...new Set(skus.map(bucketOf))].sort((a, b) => a - b);

    const fence = { sessionId: state.sessionId, claim: state.claim };
    const publishesCatalog = Date.now() - state.catalogPublishedAt >= IMPORT_CATALOG_PUBLISH_MS;
    const result = await this.inTransaction(
      fence,
      publishesCatalog,
      buckets,
      lookupSql(state.sessionId, skus),
      async (sql, existing): Promise<BatchResult> => {
        const brandIds = await this.brandIds(sql, state, valid, cached.brands);
        const modelIds = await this.modelIds(sql, state, valid, brandIds, cached.models);
        const created = await this.subSubcategoryRefs(sql, state, validEntries, subSubcategories);
        const subSubcategoryOf = (name: string) => (state.subSubcategories.get(name) ?? subSubcategories.get(name))!;

        // ---- products with these SKUs (read right after the locks, in the first round trip) ------
        const bySku = new Map<string, ProductState[]>();
        let nextRef = 0;
        // Oldest first: the product a duplicate SKU is reported against.
        for (const product of existing.sort((a, b) => a.id - b.id)) {
          const list = bySku.get(product.sku_normalized) ?? [];
          list.push({
            ref: nextRef++,
            id: product.id,
            skuNormalized: product.sku_normalized,
            title: product.title,
            titleNormalized: product.title_normalized,
            price: product.price,
            stock: product.stock,
            createdHere: product.created === true,
            touched: product.created !== null,
            isNew: false,
            newlyTouched: false,
            fitments: new Set(product.fitments),
            write: null,
          });
          bySku.set(product.sku_normalized, list);
        }

        // ---- the rows, in order ----------------------------------------------------------------------
        const counters = { ...state.counters };
        const events: NewImportEvent[] = [];
        const errors: Array<{
          sheet: string;
          row: number;
          sku: string | null;
          title: string | null;
          brand: string | null;
          message: string;
          data: Record<string, RawCell>;
        }> = [];
        const warnings: Array<{
          kind: string;
          sheet: string;
          row: number;
          sku: string;
          payload: Record<string, unknown>;
        }> = [];
        const newProducts: ProductState[] = [];
        const fitments = new Map<string, [ProductState, number, number, number]>();
        const live = (count: number) => count <= MAX_LIVE_DETAIL_EVENTS;

        const newSubSubcategories: CreatedSubSubcategory[] = [];
        for (const [name, ref] of created) {
          counters.categoryWarningCount++;
          newSubSubcategories.push({
            id: ref.id,
            name,
            category: UNCLASSIFIED_CATEGORY,
            sheet: ref.sheet,
            row: ref.row,
            sku: ref.sku,
          });
          warnings.push({
            kind: 'CATEGORY',
            sheet: ref.sheet,
            row: ref.row,
            sku: ref.sku,
            payload: {
              id: ref.id,
              name,
              category: UNCLASSIFIED_CATEGORY,
              message: `Sub-subcategoría "${name}" no encontrada: se creó en la categoría "${UNCLASSIFIED_CATEGORY}"`,
            },
          });
        }

        for (let index = 0; index < entries.length; index++) {
          const entry = entries[index];
          const ready = prepared[index];
          counters.processedRows++;
          let current: { sku: string; title: string; brand: string };

          if (!ready) {
            const data = entry.data ?? {};
            const error = (entry.parsed as { error: string }).error;
            const text = (value: RawCell | undefined) => (value === null || value === undefined ? null : String(value));
            current = {
              sku: text(data.itemCode) ?? '',
              title: text(data.Titulo_web) ?? '',
              brand: text(data.U_marca) ?? '',
            };
            counters.errorCount++;
            errors.push({
              sheet: entry.sheet,
              row: entry.row,
              sku: text(data.itemCode),
              title: text(data.Titulo_web),
              brand: text(data.U_marca),
              message: error,
              data,
            });
            if (live(counters.errorCount)) {
              events.push({
                type: 'error-occurred',
                message: `Fila ${entry.row}: ${error}`,
                row: entry.row,
                sheet: entry.sheet,
                sku: text(data.itemCode),
                error,
                productInfo: { sku: text(data.itemCode), title: text(data.Titulo_web), brand: text(data.U_marca) },
              });
            }
          } else {
            const { row, price, skuNormalized, titleNormalized } = ready;
            current = { sku: row.sku, title: row.title, brand: row.brand };
            if (row.yearFrom > row.yearTo) {
              counters.yearWarningCount++;
              warnings.push({
                kind: 'YEAR',
                sheet: entry.sheet,
                row: entry.row,
                sku: row.sku,
                payload: {
                  message: `El año de inicio (${row.yearFrom}) es mayor que el año de fin (${row.yearTo})`,
                  title: row.title,
                  brand: row.brand,
                  model: row.model,
                  ano_inicio: row.yearFrom,
                  ano_fin: row.yearTo,
                },
              });
            }

            const candidates = bySku.get(skuNormalized) ?? [];
            const sameTitle = candidates.filter((candidate) => candidate.titleNormalized === titleNormalized);

            let product = sameTitle.find((candidate) => candidate.touched && candidate.price === price);
            let outcome: 'same' | 'updated' | 'created' | 'duplicate';
            if (product) {
              outcome = product.createdHere ? 'same' : 'updated';
            } else if ((product = sameTitle.find((candidate) => !candidate.touched))) {
              outcome = 'updated';
            } else {
              const existingProduct = sameTitle[0] ?? candidates[0];
              outcome = existingProduct ? 'duplicate' : 'created';
              product = {
                ref: nextRef++,
                id: 0,
                skuNormalized,
                title: row.title,
                titleNormalized,
                price,
                stock: row.stock,
                createdHere: true,
                touched: true,
                isNew: true,
                newlyTouched: true,
                fitments: NO_FITMENTS,
                write: null,
              };
              counters.productsCreated++;
              newProducts.push(product);
              candidates.push(product);
              bySku.set(skuNormalized, candidates);
              if (existingProduct) {
                counters.skuWarningCount++;
                const reason =
                  existingProduct.titleNormalized === titleNormalized
                    ? 'Mismo SKU y título con distinto precio: se creó un producto adicional'
                    : existingProduct.price === price
                      ? 'Mismo SKU con distinto título: se creó un producto adicional'
                      : 'Mismo SKU con distinto título y precio: se creó un producto adicional';
                const warning = {
                  sku: row.sku,
                  newTitle: row.title,
                  existingTitle: existingProduct.title,
                  newPrice: price,
                  existingPrice: existingProduct.price,
                  reason,
                };
                warnings.push({
                  kind: 'DUPLICATE_SKU',
                  sheet: entry.sheet,
                  row: entry.row,
                  sku: row.sku,
                  payload: warning,
                });
                if (live(counters.skuWarningCount)) {
                  events.push({
                    type: 'duplicate-sku-warning',
                    message: `Fila ${entry.row}: SKU ${row.sku} duplicado con datos distintos`,
                    row: entry.row,
                    sheet: entry.sheet,
                    sku: row.sku,
                    warning,
                  });
                }
              }
            }

            // A product that existed before the import, met for the first time: one more product updated.
            const firstUpdate = !product.touched;
            if (firstUpdate) {
              product.touched = true;
              product.newlyTouched = true;
              counters.productsUpdated++;
            }
            product.write = { columns: ready.columns, category: subSubcategoryOf(row.subSubcategory) };
            const stockBefore = product.stock;
            const previousPrice = product.price;
            product.title = row.title;
            product.price = price;
            product.stock = row.stock;

            const modelId = modelIds.get(`${brandIds.get(row.brand)}|${row.model}`) as number;
            const fitment = `${modelId}|${row.yearFrom}|${row.yearTo}`;
            const fitmentKey = `${product.ref}|${fitment}`;
            if (!fitments.has(fitmentKey)) {
              fitments.set(fitmentKey, [product, modelId, row.yearFrom, row.yearTo]);
              // An estimate for this batch's live events; the statement's count replaces it below.
              if (!product.fitments.has(fitment)) counters.compatibilitiesAdded++;
            }

            if (outcome === 'updated') {
              counters.updateCount++;
              // Once per product (its first row), like the 'Productos actualizados' counter.
              if (firstUpdate && live(counters.productsUpdated)) {
                const changes = [`stock ${stockBefore} → ${row.stock}`];
                if (previousPrice !== price)
                  changes.push(`precio ${formatPrice(previousPrice)} → ${formatPrice(price)}`);
                events.push({
                  type: 'product-updated',
                  message: `Fila ${entry.row}: producto ${row.sku} actualizado`,
                  row: entry.row,
                  sheet: entry.sheet,
                  sku: row.sku,
                  productInfo: {
                    sku: row.sku,
                    title: row.title,
                    brand: row.brand,
                    stockAnterior: stockBefore,
                    stockNuevo: row.stock,
                    reason: `Producto existente con el mismo SKU y título: ${changes.join(', ')}`,
                  },
                });
              }
            } else {
              counters.successCount++;
            }
          }

          if (counters.processedRows % PROGRESS_EVERY_ROWS === 0) {
            events.push({
              type: 'processing',
              message: `Procesando fila ${counters.processedRows}${state.totalRows ? ` de ${state.totalRows}` : ''}`,
              progress: progressOf(counters.processedRows, state.totalRows),
              currentRow: counters.processedRows,
              totalRows: state.totalRows,
              sheet: entry.sheet,
              excelRow: entry.row,
              ...counters,
              currentItem: current,
            });
          }
        }

        // ---- writes: one statement (data-modifying CTEs), so one round trip -------------------------
        // Products new in one batch differ in SKU, title or price (equal ones are the same product):
        // that triple finds a new product's id among the inserted rows.
        const productRef = (product: ProductState) =>
          product.isNew
            ? { p: null, s: product.skuNormalized, t: product.titleNormalized, pr: product.price }
            : { p: product.id, s: null, t: null, pr: null };
        const all = [...bySku.values()].flat();
        const last = entries[entries.length - 1];
        const updated = all.filter((product) => !product.isNew && product.write);
        const writing = sql<{ running: number; fitments: number }>(
          WRITE_BATCH_SQL,
          [
            state.sessionId,
            `[${newProducts.map(productJson).join(',')}]`,
            `[${updated.map(productJson).join(',')}]`,
            JSON.stringify(
              [...fitments.values()].map(([product, m, yf, yt]) => ({ ...productRef(product), m, yf, yt })),
            ),
            JSON.stringify(
              all
                .filter((product) => product.newlyTouched)
                .map((product) => ({ ...productRef(product), c: product.isNew })),
            ),
            JSON.stringify(errors),
            JSON.stringify(warnings),
            ...batchCheckpointParams({
              counters,
              sheet: last.sheet,
              row: last.row,
              compatibilitiesBefore: state.counters.compatibilitiesAdded,
              claim: state.claim,
            }),
          ],
          WRITE_BATCH_STATEMENT,
        );
        onStatementSent?.();
        const [outcome] = await writing;
        if (outcome.running !== 1) throw new SessionNotRunningError(state.sessionId);
        counters.compatibilitiesAdded = state.counters.compatibilitiesAdded + outcome.fitments;

        events.push({
          type: 'batch-completed',
          message: `Lote guardado: filas hasta la ${last.row} de la hoja "${last.sheet}"`,
          progress: progressOf(counters.processedRows, state.totalRows),
          currentRow: counters.processedRows,
          totalRows: state.totalRows,
          sheet: last.sheet,
          excelRow: last.row,
          batchRows: entries.length,
          ...counters,
          ...(newSubSubcategories.length > 0 ? { newSubSubcategories } : {}),
        });
        return { counters, events, seq: counters.processedRows };
      },
    );

    // Committed: now the lookups may remember what this batch created.
    if (publishesCatalog) state.catalogPublishedAt = Date.now();
    for (const [name, id] of cached.brands) state.brands.set(name, id);
    for (const [key, id] of cached.models) state.models.set(key, id);
    for (const [name, ref] of subSubcategories) state.subSubcategories.set(name, ref);
    state.counters = result.counters;
    return result;
  }

  /**
   * A transaction on a connection of its own, in as few round trips as possible (the batch is
   * latency-bound): BEGIN, the fencing check and the SKU locks go in one simple-protocol message.
   * Two imports writing the same SKUs wait for each other instead of both creating them.
   *
   * Fencing: the session row is locked first (FOR UPDATE) and its claim compared with this run's,
   * so a run whose job was taken over by another worker (it was frozen, then woke up) stops here:
   * the SKU locks are taken only while the claim matches, and the batch is rolled back. A newer
   * claim waits for this row lock, so it never lands in the middle of a batch.
   */
  private async inTransaction<T extends BatchResult>(
    fence: { sessionId: string; claim: number },
    publishesCatalog: boolean,
    buckets: number[],
    lookup: (escape: (text: string) => string) => string,
    work: (sql: Sql, existing: ExistingProduct[]) => Promise<T>,
  ): Promise<T> {
    const driver = this.dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PgClient, (error?: unknown) => void];
    const sql: Sql = async <R>(text: string, params?: unknown[], name?: string) =>
      (await (name ? client.query({ name, text, values: params }) : client.query(text, params))).rows as R[];
    let broken = false;
    // The server may end the connection while no query is pending (idle_in_transaction_session_timeout
    // after this process was frozen): without a listener that 'error' would crash the process.
    const onConnectionError = () => (broken = true);
    client.on('error', onConnectionError);
    try {
      const session = client.escapeLiteral(fence.sessionId);
      const sessionFence = batchFence(session, fence.claim);
      const locks = buckets.map((bucket) => `pg_advisory_xact_lock(${SKU_LOCK_CLASS}, ${Number(bucket)})`);
      // One message, one round trip: each statement of it sees what was committed before it ran, so
      // the lookup (after the locks) sees everything another import wrote to these SKUs.
      // synchronous_commit off: COMMIT returns before the WAL reaches the disk (no flush wait per
      // batch). A server crash can then lose the last batches committed (under a second), but the
      // WAL is replayed in order, so what survives is a prefix of the batches, each with its own
      // checkpoint: the resumed import writes the lost ones again and nothing is lost or written
      // twice (at worst, some progress events are sent again). The session's end is committed
      // normally, which also flushes every batch before it.
      // Sequential scans off: while an import fills the catalogue, the statistics of products are
      // those of a much smaller table, and the planner would read every product to find a batch's
      // SKUs or the products it updates (a parallel sequential scan per batch: 100,000 new rows
      // took twice as long). Every statement of the batch has an index to use. JIT off: the same
      // wrong estimates made PostgreSQL compile the lookup for every batch (≈ 80 ms each), and
      // these statements touch a few thousand rows, far too few for compiling to pay off.
      // Timeouts: a worker frozen inside this transaction holds everything above for at most
      // IMPORT_IDLE_IN_TRANSACTION_MS, and no lock is waited for longer than IMPORT_LOCK_TIMEOUT_MS.
      // Catalogue versions: most batches do not bump them (catalog-versions.sql.ts), or every
      // batch would retire every cached storefront page while shoppers browse during the import;
      // one batch every IMPORT_CATALOG_PUBLISH_MS does, and the session's end does.
      const statements = [
        'BEGIN',
        'SET LOCAL synchronous_commit TO off',
        'SET LOCAL enable_seqscan TO off',
        'SET LOCAL jit TO off',
        `SET LOCAL idle_in_transaction_session_timeout TO ${IMPORT_IDLE_IN_TRANSACTION_MS}`,
        `SET LOCAL lock_timeout TO ${IMPORT_LOCK_TIMEOUT_MS}`,
        ...(publishesCatalog ? [] : [DEFER_CATALOG_VERSION_BUMP_SQL]),
        sessionFence.lock,
        sessionFence.whileClaimed(locks.length > 0 ? locks.join(', ') : '1'),
        lookup((text) => client.escapeLiteral(text)),
      ];
      const results = (await client.query(statements.join('; '))) as unknown as Array<{ rows: unknown[] }>;
      const [current] = results[results.length - 3].rows as Array<{ claim: number; status: string }>;
      if (!current || current.claim !== fence.claim) {
        throw new ImportClaimLostError(fence.sessionId, fence.claim, current?.claim ?? null);
      }
      if (current.status !== 'RUNNING') throw new SessionNotRunningError(fence.sessionId);
      const result = await work(sql, results[results.length - 1].rows as ExistingProduct[]);
      // The batch's events go into the outbox with it, in the COMMIT's round trip.
      await client.query(
        `INSERT INTO "import_event_outbox" ("session_id", "seq", "events")
         VALUES (${session}, ${Number(result.seq)}, ${client.escapeLiteral(JSON.stringify(result.events))}::jsonb); COMMIT`,
      );
      return result;
    } catch (error) {
      if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.removeListener('error', onConnectionError);
      // A connection that failed, or whose ROLLBACK failed, is broken: the pool discards it.
      release(broken ? new Error('Conexión de importación interrumpida') : undefined);
    }
  }

  private async brandIds(
    sql: Sql,
    state: RunState,
    rows: ImportRow[],
    found: Map<string, number>,
  ): Promise<Map<string, number>> {
    const missing = [...new Set(rows.map((row) => row.brand))].filter((name) => !state.brands.has(name)).sort();
    if (missing.length > 0) {
      await sql(
        `INSERT INTO "brands" ("name")
         SELECT DISTINCT ON (lower(immutable_unaccent(n))) n FROM unnest($1::text[]) AS n
         ORDER BY lower(immutable_unaccent(n)), n
         ON CONFLICT ((lower(immutable_unaccent("name")))) DO NOTHING`,
        [missing],
      );
      const rowsFound: Array<{ input: string; id: number }> = await sql(
        `SELECT n AS "input", b."id" FROM unnest($1::text[]) AS n
         JOIN "brands" b ON lower(immutable_unaccent(b."name")) = lower(immutable_unaccent(n))`,
        [missing],
      );
      for (const row of rowsFound) found.set(row.input, row.id);
    }
    return new Map([...state.brands, ...found]);
  }

  private async modelIds(
    sql: Sql,
    state: RunState,
    rows: ImportRow[],
    brandIds: Map<string, number>,
    found: Map<string, number>,
  ): Promise<Map<string, number>> {
    const pairs = new Map<string, [number, string]>();
    for (const row of rows) {
      const brandId = brandIds.get(row.brand) as number;
      const key = `${brandId}|${row.model}`;
      if (!state.models.has(key)) pairs.set(key, [brandId, row.model]);
    }
    if (pairs.size > 0) {
      const list = [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
      const brandColumn = list.map(([brandId]) => brandId);
      const nameColumn = list.map(([, name]) => name);
      await sql(
        `INSERT INTO "vehicle_models" ("brand_id", "name")
         SELECT DISTINCT ON (b, lower(immutable_unaccent(n))) b, n FROM unnest($1::int[], $2::text[]) AS x(b, n)
         ORDER BY b, lower(immutable_unaccent(n)), n
         ON CONFLICT ("brand_id", (lower(immutable_unaccent("name")))) DO NOTHING`,
        [brandColumn, nameColumn],
      );
      const rowsFound: Array<{ brand_id: number; input: string; id: number }> = await sql(
        `SELECT x.b AS "brand_id", x.n AS "input", m."id" FROM unnest($1::int[], $2::text[]) AS x(b, n)
         JOIN "vehicle_models" m ON m."brand_id" = x.b AND lower(immutable_unaccent(m."name")) = lower(immutable_unaccent(x.n))`,
        [brandColumn, nameColumn],
      );
      for (const row of rowsFound) found.set(`${row.brand_id}|${row.input}`, row.id);
    }
    return new Map([...state.models, ...found]);
  }

  /**
   * Finds the batch's sub-subcategories by name (case- and accent-insensitive; the oldest wins when
   * two categories share a name) and creates the missing ones under 'Sin clasificar'.
   * @returns the created ones, with the first row that named each.
   */
  private async subSubcategoryRefs(
    sql: Sql,
    state: RunState,
    entries: BatchEntry[],
    found: Map<string, SubSubcategoryRef>,
  ): Promise<Map<string, { id: number; sheet: string; row: number; sku: string }>> {
    const created = new Map<string, { id: number; sheet: string; row: number; sku: string }>();
    const rows = entries.map((entry) => (entry.parsed as { row: ImportRow }).row);
    const missing = [...new Set(rows.map((row) => row.subSubcategory))].filter(
      (name) => !state.subSubcategories.has(name),
    );
    if (missing.length === 0) return created;

    const lookup = async (names: string[]) => {
      const result = await sql<{ input: string; id: number; category_id: number; subcategory_id: number | null }>(
        `SELECT DISTINCT ON (n) n AS "input", s."id", s."category_id", s."subcategory_id"
           FROM unnest($1::text[]) AS n
           JOIN "sub_subcategories" s ON lower(immutable_unaccent(s."name")) = lower(immutable_unaccent(n))
           ORDER BY n, s."id"`,
        [names],
      );
      for (const row of result) {
        found.set(row.input, { id: row.id, categoryId: row.category_id, subcategoryId: row.subcategory_id });
      }
    };
    await lookup(missing);
    let unknown = missing.filter((name) => !found.has(name));
    if (unknown.length === 0) return created;

    // Serialise creation: sub-subcategory names are not unique in the schema.
    await sql(`SELECT pg_advisory_xact_lock(${SUB_SUBCATEGORY_LOCK_CLASS}, 0)`);
    await lookup(unknown);
    unknown = unknown.filter((name) => !found.has(name));
    if (unknown.length === 0) return created;

    await sql(`INSERT INTO "categories" ("name") VALUES ($1) ON CONFLICT ((lower("name"))) DO NOTHING`, [
      UNCLASSIFIED_CATEGORY,
    ]);
    const [category]: Array<{ id: number }> = await sql(
      `SELECT "id" FROM "categories" WHERE lower("name") = lower($1)`,
      [UNCLASSIFIED_CATEGORY],
    );
    // One per accent/case spelling: 'Bujías' and 'bujias' are the same new sub-subcategory.
    const byKey = new Map<string, string>();
    for (const name of unknown) if (!byKey.has(normalizeText(name))) byKey.set(normalizeText(name), name);
    const inserted: Array<{ id: number; name: string }> = await sql(
      `INSERT INTO "sub_subcategories" ("name", "category_id") SELECT n, $2 FROM unnest($1::text[]) AS n RETURNING "id", "name"`,
      [[...byKey.values()], category.id],
    );
    for (const row of inserted) {
      const index = rows.findIndex((candidate) => candidate.subSubcategory === row.name);
      created.set(row.name, { id: row.id, sheet: entries[index].sheet, row: entries[index].row, sku: rows[index].sku });
    }
    await lookup(unknown);
    return created;
  }
}

/** Data exceptions (22), integrity violations (23), limits exceeded (54): the row, not the database. */
function isRowDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

/** A valid row back in workbook columns (for the rejected-rows list). */
function columnsOf(row: ImportRow): Record<string, RawCell> {
  return {
    itemCode: row.sku,
    U_marca: row.brand,
    modelo: row.model,
    ano_inicio: row.yearFrom,
    ano_fin: row.yearTo,
    U_subsubcategoria: row.subSubcategory,
    descripcion: row.description,
    Titulo_web: row.title,
    stock: row.stock,
    oem: row.oem,
    aplicacion: row.application,
    fabricante: row.manufacturer,
    origen: row.origin,
    precio_alsc: row.priceAlsc,
    precio_ML: row.priceMl,
    Descuento: row.discountPercent,
    Precio_WEB: row.price,
    IMAGEN1: row.images[0] ?? null,
    IMAGEN2: row.images[1] ?? null,
    IMAGEN3: row.images[2] ?? null,
  };
}
