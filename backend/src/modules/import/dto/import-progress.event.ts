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

export interface ImportCounters {
  /** Data rows handled so far (valid or not). */
  processedRows: number;
  /** Rows whose product was created by this import (including extra fitments of such a product). */
  successCount: number;
  /** Rows that updated a product that existed before this import. */
  updateCount: number;
  errorCount: number;
  yearWarningCount: number;
  skuWarningCount: number;
  categoryWarningCount: number;
}

export interface ImportResult {
  success: boolean;
  message: string;
  /** Data rows read. */
  totalRows: number;
  /** Rows imported (created or updated). */
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
  successCount: number;
  updateCount: number;
  yearWarningCount: number;
  skuWarningCount: number;
  categoryWarningCount: number;
  /** Sub-subcategories the import had to create under 'Sin clasificar'. */
  createdSubSubcategories: string[];
  status: 'completed' | 'error' | 'stopped';
}

/**
 * One event as stored in the session's Redis Stream and sent as SSE `data` (JSON). Every event has
 * `type`, `sessionId`, `message` and `timestamp`; the rest depends on the type:
 * - start: counters (non-zero when a worker resumes) and `resumedFrom` {sheet, row} or null
 * - parsing: totalRows, sheets
 * - processing: progress, currentRow, totalRows, counters, currentItem {sku, title, brand}, sheet, excelRow
 * - batch-completed: progress, currentRow, totalRows, counters, batchRows, sheet, excelRow
 * - error-occurred: row, sheet, sku, error, productInfo {sku, title, brand}
 * - product-updated: row, sheet, productInfo {sku, title, brand, stockAnterior, stockNuevo, reason}
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
  [extra: string]: unknown;
}
