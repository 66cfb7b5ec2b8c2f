/** Progress event types of admin.md 4.4, in the order an import emits them. */
export type ImportEventType =
  | 'connected'
  | 'heartbeat'
  | 'start'
  | 'parsing'
  | 'processing'
  | 'batch-completed'
  | 'error-occurred'
  | 'product-updated'
  | 'duplicate-sku-warning'
  | 'stopped'
  | 'result'
  | 'completed'
  | 'error';

/** After one of these the import is over and the SSE stream ends. */
export const TERMINAL_EVENT_TYPES: ReadonlySet<ImportEventType> = new Set(['completed', 'error', 'stopped']);

/**
 * What an import's rows did, counted alike in its progress and in its result. Rows and products are
 * counted apart: a part that fits ten vehicles is ten rows, one product and ten compatibilities.
 */
export interface ImportRowOutcomes {
  /**
   * Rows (not products) whose product this import created, each later fitment row of that product
   * included (the spec's field, kept for its clients; productsCreated counts products).
   */
  successCount: number;
  /** Rows (not products) whose product existed before this import; productsUpdated counts products. */
  updateCount: number;
  yearWarningCount: number;
  skuWarningCount: number;
  /** Sub-subcategories created under 'Sin clasificar'. */
  categoryWarningCount: number;
  /** Products this import created. */
  productsCreated: number;
  /** Products that existed before this import and that it updated, each counted once. */
  productsUpdated: number;
  /** Compatibility rows (product, model, years) added; those already in the catalogue are not counted. */
  compatibilitiesAdded: number;
}

/** Before the first row. */
export const NO_ROW_OUTCOMES: Readonly<ImportRowOutcomes> = {
  successCount: 0,
  updateCount: 0,
  yearWarningCount: 0,
  skuWarningCount: 0,
  categoryWarningCount: 0,
  productsCreated: 0,
  productsUpdated: 0,
  compatibilitiesAdded: 0,
};

/** What an import has done so far. */
export interface ImportCounters extends ImportRowOutcomes {
  /** Data rows handled so far (valid or not). */
  processedRows: number;
  errorCount: number;
}

/** Progress in percent while an import runs: 0 with no total yet, at most 99 (100 is for its end). */
export function progressOf(processed: number, total: number | null): number {
  if (!total) return 0;
  return Math.min(99, Math.floor((processed / total) * 100));
}

/** A sub-subcategory the import created because the catalogue had none by that name. */
export interface CreatedSubSubcategory {
  /** Its id (null if it has been deleted since, or for imports recorded before ids were kept). */
  id: number | null;
  name: string;
  /** The category it was put in ('Sin clasificar'). */
  category: string;
  /** Where it was first named. */
  sheet: string | null;
  row: number;
  sku: string | null;
  /** Products in it when the import ended (results only). */
  productCount?: number;
}

export interface ImportResult extends ImportRowOutcomes {
  success: boolean;
  message: string;
  /** Data rows read. */
  totalRows: number;
  /** Rows imported (successCount + updateCount). */
  processedRows: number;
  /** Rows rejected. */
  errorRows: number;
  /** The first MAX_RESULT_ERRORS rejected rows; the rejected-rows download has them all. */
  errors: Array<{
    row: number;
    sheet: string | null;
    error: string;
    data: { itemCode: unknown; Titulo_web: unknown; U_marca: unknown };
  }>;
  /** Names of the sub-subcategories the import had to create under 'Sin clasificar'. */
  createdSubSubcategories: string[];
  /** The same, with where each was first named and how many products it holds. */
  newSubSubcategories: CreatedSubSubcategory[];
  status: 'completed' | 'error' | 'stopped';
}

/**
 * One event as stored in the session's Redis Stream and sent as SSE `data` (JSON). Every event has
 * `type`, `sessionId`, `message` and `timestamp`; the rest depends on the type:
 * - start: counters (non-zero when a worker resumes) and `resumedFrom` {sheet, row} or null
 * - parsing: totalRows, sheets
 * - processing: progress, currentRow, totalRows, counters, currentItem {sku, title, brand}, sheet, excelRow
 * - batch-completed: progress, currentRow, totalRows, counters, batchRows, sheet, excelRow, and
 *   newSubSubcategories when the batch created some
 * - error-occurred: row, sheet, sku, error, productInfo {sku, title, brand}
 * - product-updated (once per product, on its first row): row, sheet, productInfo {sku, title, brand, stockAnterior, stockNuevo, reason}
 * - duplicate-sku-warning: row, sheet, warning {sku, newTitle, existingTitle, newPrice, existingPrice, reason}
 * - result: result (ImportResult); stopped / completed / error: progress, counters, result
 */
export interface ImportProgressEvent extends Partial<ImportCounters> {
  type: ImportEventType;
  sessionId: string;
  message: string;
  timestamp: string;
  progress?: number;
  currentRow?: number;
  totalRows?: number | null;
  sheet?: string | null;
  excelRow?: number;
  row?: number;
  sku?: string | null;
  error?: string;
  currentItem?: { sku: string; title: string; brand: string };
  productInfo?: {
    sku: string | null;
    title: string | null;
    brand: string | null;
    stockAnterior?: number;
    stockNuevo?: number;
    reason?: string;
  };
  warning?: {
    sku: string;
    newTitle: string;
    existingTitle: string;
    newPrice: number | null;
    existingPrice: number | null;
    reason: string;
  };
  result?: ImportResult;
  newSubSubcategories?: CreatedSubSubcategory[];
  [extra: string]: unknown;
}
