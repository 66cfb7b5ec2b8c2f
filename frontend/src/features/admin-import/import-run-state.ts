import { IMPORT_LOG_MAX_MESSAGES } from '@/config/constants';
import type {
  CreatedSubSubcategory,
  ImportCounters,
  ImportResult,
  ImportStatusResponse,
  SkuWarning,
  YearWarning,
} from '@/features/admin-import/types';

// The state of one import run on the screen (what the live events, the status calls and the final answer of
// POST /import/excel say) and the pure helpers its slice and event cases share.

export type LogTone = 'info' | 'success' | 'warning' | 'error';
export type LogEntry = { id: number; at: number; message: string; tone: LogTone };

export type LiveRowError = {
  row: number;
  sheet: string | null;
  sku: string | null;
  message: string;
  title: string | null;
  brand: string | null;
};

/** A product the import updated: the row that did it, and its stock before and after. */
export type UpdatedProduct = LiveRowError & {
  stockBefore: number | null;
  stockAfter: number | null;
  reason: string;
};

export type CurrentItem = { sku: string; title: string; brand: string };

/** 'completed', 'stopped' or 'error' once the import is over. */
export type ImportOutcome = 'completed' | 'stopped' | 'error';

export type ImportRunState = {
  sessionId: string | null;
  fileName: string | null;
  running: boolean;
  /** A cancel was requested and the worker has not stopped yet. */
  stopping: boolean;
  outcome: ImportOutcome | null;
  /** The live connection is open (events are arriving). */
  live: boolean;
  progress: number;
  totalRows: number | null;
  counters: ImportCounters;
  currentItem: CurrentItem | null;
  errors: LiveRowError[];
  updatedProducts: UpdatedProduct[];
  skuWarnings: SkuWarning[];
  yearWarnings: YearWarning[];
  /** Totals of the warning lists fetched at the end (the lists themselves may be cut short). */
  warningTotals: { year: number; sku: number } | null;
  /** Sub-subcategories the import created, as the live events announced them. */
  newSubSubcategories: CreatedSubSubcategory[];
  log: LogEntry[];
  nextLogId: number;
  result: ImportResult | null;
  /** Id of the last stream event applied: a repeated or older one is not applied twice, and a resume starts after it. */
  lastEventId: string | null;
  /** The page follows this run's live stream (the listener keeps a connection open, reconnecting, while true). */
  following: boolean;
  /** Counts the follows: following the same session again opens a new connection. */
  followSeq: number;
  /** The outcome is known (terminal event, the request's answer or the stored result): a late failure changes nothing. */
  resultShown: boolean;
  /** The warning lists of this run were asked for (once per run, again after a failure). */
  warningsRequested: boolean;
};

export const ZERO_COUNTERS: ImportCounters = {
  processedRows: 0,
  successCount: 0,
  updateCount: 0,
  errorCount: 0,
  yearWarningCount: 0,
  skuWarningCount: 0,
  categoryWarningCount: 0,
  productsCreated: 0,
  productsUpdated: 0,
  compatibilitiesAdded: 0,
};

export const initialImportState: ImportRunState = {
  sessionId: null,
  fileName: null,
  running: false,
  stopping: false,
  outcome: null,
  live: false,
  progress: 0,
  totalRows: null,
  counters: ZERO_COUNTERS,
  currentItem: null,
  errors: [],
  updatedProducts: [],
  skuWarnings: [],
  yearWarnings: [],
  warningTotals: null,
  newSubSubcategories: [],
  log: [],
  nextLogId: 1,
  result: null,
  lastEventId: null,
  following: false,
  followSeq: 0,
  resultShown: false,
  warningsRequested: false,
};

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

export function clampProgress(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

/**
 * Counters only grow during an import: a replayed history (reconnecting from the start of the stream) or a late
 * event must not move the screen backwards, so each value keeps the largest figure seen.
 */
export function mergeCounters(current: ImportCounters, incoming: Partial<ImportCounters>): ImportCounters {
  return {
    processedRows: Math.max(current.processedRows, numberOr(incoming.processedRows, 0)),
    successCount: Math.max(current.successCount, numberOr(incoming.successCount, 0)),
    updateCount: Math.max(current.updateCount, numberOr(incoming.updateCount, 0)),
    errorCount: Math.max(current.errorCount, numberOr(incoming.errorCount, 0)),
    yearWarningCount: Math.max(current.yearWarningCount, numberOr(incoming.yearWarningCount, 0)),
    skuWarningCount: Math.max(current.skuWarningCount, numberOr(incoming.skuWarningCount, 0)),
    categoryWarningCount: Math.max(current.categoryWarningCount, numberOr(incoming.categoryWarningCount, 0)),
    productsCreated: Math.max(current.productsCreated, numberOr(incoming.productsCreated, 0)),
    productsUpdated: Math.max(current.productsUpdated, numberOr(incoming.productsUpdated, 0)),
    compatibilitiesAdded: Math.max(current.compatibilitiesAdded, numberOr(incoming.compatibilitiesAdded, 0)),
  };
}

export function countersFromResult(result: ImportResult): Partial<ImportCounters> {
  return {
    processedRows: result.totalRows,
    successCount: result.successCount,
    updateCount: result.updateCount,
    errorCount: result.errorRows,
    yearWarningCount: result.yearWarningCount,
    skuWarningCount: result.skuWarningCount,
    categoryWarningCount: result.categoryWarningCount,
    productsCreated: result.productsCreated,
    productsUpdated: result.productsUpdated,
    compatibilitiesAdded: result.compatibilitiesAdded,
  };
}

export function withLog(state: ImportRunState, message: string, tone: LogTone, at: number): ImportRunState {
  if (!message) return state;
  const entry: LogEntry = { id: state.nextLogId, at, message, tone };
  return { ...state, log: [...state.log, entry].slice(-IMPORT_LOG_MAX_MESSAGES), nextLogId: state.nextLogId + 1 };
}

export function failedResult(message: string): ImportResult {
  return { success: false, message, totalRows: 0, processedRows: 0, errorRows: 0, errors: [] };
}

export function finish(state: ImportRunState, outcome: ImportOutcome, result: ImportResult | null): ImportRunState {
  return { ...state, running: false, stopping: false, live: false, outcome, result: result ?? state.result };
}

export function statusCounters(status: ImportStatusResponse): Partial<ImportCounters> {
  return {
    processedRows: status.processedRows,
    successCount: status.successCount,
    updateCount: status.updateCount,
    errorCount: status.errorCount,
    yearWarningCount: status.yearWarningCount,
    skuWarningCount: status.skuWarningCount,
    categoryWarningCount: status.categoryWarningCount,
    productsCreated: status.productsCreated,
    productsUpdated: status.productsUpdated,
    compatibilitiesAdded: status.compatibilitiesAdded,
  };
}

/** A new run on screen (sent, reconnected or a stored result): everything but the log starts over. */
export function freshRun(state: ImportRunState, fields: Partial<ImportRunState>): ImportRunState {
  return { ...initialImportState, log: state.log, nextLogId: state.nextLogId, followSeq: state.followSeq, ...fields };
}

const AUTH_FAILURES: ReadonlySet<number> = new Set([401, 403]);

/** The admin session expired or lost its rights: following the import cannot go on without signing in again. */
export function isAuthFailure(httpStatus: number | null | undefined): boolean {
  return httpStatus !== null && httpStatus !== undefined && AUTH_FAILURES.has(httpStatus);
}

const STREAM_ID = /^(\d+)-(\d+)$/;

/**
 * Orders two Redis Stream ids ('1732300000000-3'): negative, zero or positive like a comparator; null when either is
 * not a stream id (the 'connected' event of a new client carries '0').
 */
export function compareStreamIds(a: string, b: string): number | null {
  const left = STREAM_ID.exec(a);
  const right = STREAM_ID.exec(b);
  if (!left || !right) return null;
  return Number(left[1]) - Number(right[1]) || Number(left[2]) - Number(right[2]);
}

/**
 * The sub-subcategories the import created: the result's list once there is one (it says how many products each
 * holds), else the ones the live events announced.
 */
export function selectCreatedSubSubcategories(state: ImportRunState): CreatedSubSubcategory[] {
  const fromResult = state.result?.newSubSubcategories;
  if (Array.isArray(fromResult) && fromResult.length >= state.newSubSubcategories.length) return fromResult;
  return state.newSubSubcategories;
}

/** Warnings counter of the running view: year-range warnings plus duplicate-SKU warnings. */
export function selectWarningCount(state: ImportRunState): number {
  const year = Math.max(state.counters.yearWarningCount, state.warningTotals?.year ?? 0, state.yearWarnings.length);
  const sku = Math.max(state.counters.skuWarningCount, state.warningTotals?.sku ?? 0, state.skuWarnings.length);
  return year + sku;
}
