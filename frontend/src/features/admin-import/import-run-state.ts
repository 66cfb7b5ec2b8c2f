import { IMPORT_LOG_MAX_MESSAGES } from '@/config/constants';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type {
  CreatedSubSubcategory,
  ImportCounters,
  ImportProgressEvent,
  ImportResult,
  ImportStatusResponse,
  SkuWarning,
  YearWarning,
} from '@/features/admin-import/types';

// The state of one import run on the screen: what the live events, the status calls and the final answer of
// POST /import/excel say. Pure, so every event type is unit-tested without a server.

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

export type UpdatedProduct = {
  row: number;
  sheet: string | null;
  sku: string | null;
  message: string;
  title: string | null;
  brand: string | null;
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
};

export type ImportAction =
  /** A new import was sent: a fresh run. */
  | { type: 'started'; sessionId: string; fileName: string; at: number }
  /** Following an existing import again (list, typed id or after a reload): counts come from its status. */
  | { type: 'reconnected'; sessionId: string; status: ImportStatusResponse; at: number }
  | { type: 'statusRefreshed'; status: ImportStatusResponse }
  | { type: 'eventReceived'; event: ImportProgressEvent; at: number }
  | { type: 'liveChanged'; live: boolean }
  | { type: 'logged'; message: string; tone: LogTone; at: number }
  /**
   * The final result arrived: POST /import/excel answered, or GET /import/result after the live connection ended.
   * The run stops and the progress is forced to 100 if lower (admin.md 4.4).
   */
  | { type: 'resultArrived'; result: ImportResult; at: number }
  /** POST /import/excel failed: a failed result with zeroed counts. */
  | { type: 'requestFailed'; message: string; at: number }
  | { type: 'cancelRequested'; message: string; stopped: boolean; at: number }
  | { type: 'cancelFailed'; message: string; at: number }
  | {
      type: 'warningsLoaded';
      yearWarnings: YearWarning[];
      yearCount: number;
      skuWarnings: SkuWarning[];
      skuCount: number;
    }
  /** The live connection cannot be resumed (the import is gone or over): stop showing it as running. */
  | { type: 'followingStopped' }
  /** The stored result of a finished import (GET /import/result). */
  | { type: 'resultLoaded'; sessionId: string; result: ImportResult; at: number }
  | { type: 'reset' };

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined || value === '' ? null : String(value);
}

function clampProgress(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

/**
 * Counters only grow during an import: a replayed history (reconnecting from the start of the stream) or a late
 * event must not move the screen backwards, so each value keeps the largest figure seen.
 */
function mergeCounters(current: ImportCounters, incoming: Partial<ImportCounters>): ImportCounters {
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

function countersFromResult(result: ImportResult): Partial<ImportCounters> {
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

function readCreatedSubSubcategories(value: unknown): CreatedSubSubcategory[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const raw = item as Record<string, unknown>;
    const name = textOrNull(raw.name);
    if (!name) return [];
    return [
      {
        id: typeof raw.id === 'number' ? raw.id : null,
        name,
        category: textOrNull(raw.category) ?? '',
        sheet: textOrNull(raw.sheet),
        row: numberOr(raw.row, 0),
        sku: textOrNull(raw.sku),
      },
    ];
  });
}

function subSubcategoryKey(item: CreatedSubSubcategory): string {
  return item.id === null ? `name:${item.name}` : `id:${item.id}`;
}

function withLog(state: ImportRunState, message: string, tone: LogTone, at: number): ImportRunState {
  if (!message) return state;
  const entry: LogEntry = { id: state.nextLogId, at, message, tone };
  return { ...state, log: [...state.log, entry].slice(-IMPORT_LOG_MAX_MESSAGES), nextLogId: state.nextLogId + 1 };
}

export function failedResult(message: string): ImportResult {
  return { success: false, message, totalRows: 0, processedRows: 0, errorRows: 0, errors: [] };
}

/** Rows done over the total, below 100 until the import ends (the server's rule), or 0 while the total is unknown. */
function rowsProgress(processedRows: number, totalRows: number | null): number {
  if (!totalRows || totalRows <= 0) return 0;
  return Math.min(99, Math.floor((processedRows / totalRows) * 100));
}

function withProgress(state: ImportRunState, event: ImportProgressEvent): ImportRunState {
  const totalRows = typeof event.totalRows === 'number' ? event.totalRows : state.totalRows;
  const counters = mergeCounters(state.counters, event);
  // The row count may arrive after the first batches (a big workbook is counted while it is read): their events
  // carried 0 %, so the bar also follows the rows done once the total is known.
  const progress = Math.max(
    state.progress,
    clampProgress(numberOr(event.progress, state.progress)),
    rowsProgress(counters.processedRows, totalRows),
  );
  return { ...state, totalRows, progress, counters };
}

function finish(state: ImportRunState, outcome: ImportOutcome, result: ImportResult | null): ImportRunState {
  return { ...state, running: false, stopping: false, live: false, outcome, result: result ?? state.result };
}

function applyEvent(state: ImportRunState, event: ImportProgressEvent, at: number): ImportRunState {
  const message = typeof event.message === 'string' ? event.message : '';
  switch (event.type) {
    case 'connected':
      return withLog({ ...state, live: true }, message, 'info', at);
    case 'heartbeat':
      return state;
    case 'start':
      return withLog(withProgress({ ...state, running: true }, event), message, 'info', at);
    case 'parsing':
      return withLog(withProgress(state, event), message, 'info', at);
    case 'processing': {
      // Not logged: it comes every 100 rows and would push everything else out of the 50-line log.
      const item = event.currentItem;
      const currentItem = item
        ? { sku: textOrNull(item.sku) ?? '', title: textOrNull(item.title) ?? '', brand: textOrNull(item.brand) ?? '' }
        : state.currentItem;
      return { ...withProgress(state, event), currentItem };
    }
    case 'batch-completed': {
      let next = withLog(withProgress(state, event), message, 'info', at);
      for (const created of readCreatedSubSubcategories(event.newSubSubcategories)) {
        // A replayed history (reconnecting from the start) announces them again.
        const key = subSubcategoryKey(created);
        if (next.newSubSubcategories.some((known) => subSubcategoryKey(known) === key)) continue;
        next = withLog(
          { ...next, newSubSubcategories: [...next.newSubSubcategories, created] },
          IMPORT_MESSAGES.subSubcategoryCreated(created.name, created.category, created.row),
          'warning',
          at,
        );
      }
      return next;
    }
    case 'error-occurred': {
      const row = numberOr(event.row, 0);
      const error = textOrNull(event.error) ?? message;
      const sku = textOrNull(event.sku ?? event.productInfo?.sku);
      const errors = [
        ...state.errors,
        {
          row,
          sheet: textOrNull(event.sheet),
          sku,
          message: error,
          title: textOrNull(event.productInfo?.title),
          brand: textOrNull(event.productInfo?.brand),
        },
      ];
      const counters = { ...state.counters, errorCount: Math.max(state.counters.errorCount, errors.length) };
      return withLog({ ...state, errors, counters }, IMPORT_MESSAGES.rowError(row, error, sku), 'error', at);
    }
    case 'product-updated': {
      const info = event.productInfo ?? {};
      const updatedProducts = [
        ...state.updatedProducts,
        {
          row: numberOr(event.row, 0),
          sheet: textOrNull(event.sheet),
          sku: textOrNull(info.sku ?? event.sku),
          message,
          title: textOrNull(info.title),
          brand: textOrNull(info.brand),
          stockBefore: typeof info.stockAnterior === 'number' ? info.stockAnterior : null,
          stockAfter: typeof info.stockNuevo === 'number' ? info.stockNuevo : null,
          reason: textOrNull(info.reason) ?? '',
        },
      ];
      // One event per product (its first row): the list counts products, not rows.
      const counters = {
        ...state.counters,
        productsUpdated: Math.max(state.counters.productsUpdated, updatedProducts.length),
      };
      return withLog({ ...state, updatedProducts, counters }, message, 'info', at);
    }
    case 'duplicate-sku-warning': {
      const warning = event.warning ?? {};
      const skuWarnings = [
        ...state.skuWarnings,
        {
          row: numberOr(event.row, 0),
          sheet: textOrNull(event.sheet),
          sku: textOrNull(warning.sku ?? event.sku),
          reason: textOrNull(warning.reason) ?? '',
          newTitle: textOrNull(warning.newTitle),
          existingTitle: textOrNull(warning.existingTitle),
          newPrice: typeof warning.newPrice === 'number' ? warning.newPrice : null,
          existingPrice: typeof warning.existingPrice === 'number' ? warning.existingPrice : null,
        },
      ];
      const counters = {
        ...state.counters,
        skuWarningCount: Math.max(state.counters.skuWarningCount, skuWarnings.length),
      };
      return withLog({ ...state, skuWarnings, counters }, message, 'warning', at);
    }
    case 'result':
      return event.result ? { ...state, result: event.result } : state;
    case 'completed': {
      const done = finish({ ...withProgress(state, event), progress: 100 }, 'completed', event.result ?? null);
      return withLog(done, message, 'success', at);
    }
    case 'stopped':
      return withLog(finish(withProgress(state, event), 'stopped', event.result ?? null), message, 'warning', at);
    case 'error': {
      const text = message || IMPORT_MESSAGES.serverConnection;
      const done = finish(withProgress(state, event), 'error', event.result ?? state.result ?? failedResult(text));
      return withLog(done, IMPORT_MESSAGES.serverError(text), 'error', at);
    }
    default:
      return state;
  }
}

function statusCounters(status: ImportStatusResponse): Partial<ImportCounters> {
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

export function importReducer(state: ImportRunState, action: ImportAction): ImportRunState {
  switch (action.type) {
    case 'started':
      return withLog(
        {
          ...initialImportState,
          log: state.log,
          nextLogId: state.nextLogId,
          sessionId: action.sessionId,
          fileName: action.fileName,
          running: true,
        },
        IMPORT_MESSAGES.started(action.fileName),
        'info',
        action.at,
      );
    case 'reconnected': {
      const { status } = action;
      const fresh: ImportRunState = {
        ...initialImportState,
        log: state.log,
        nextLogId: state.nextLogId,
        sessionId: action.sessionId,
        fileName: status.fileName ?? null,
        running: true,
        totalRows: status.totalRows ?? null,
        progress: clampProgress(numberOr(status.progress, 0)),
        counters: mergeCounters(ZERO_COUNTERS, statusCounters(status)),
      };
      return withLog(fresh, IMPORT_MESSAGES.reconnected(action.sessionId), 'success', action.at);
    }
    case 'statusRefreshed': {
      const { status } = action;
      if (!state.running) return state;
      return {
        ...state,
        totalRows: status.totalRows ?? state.totalRows,
        progress: Math.max(state.progress, clampProgress(numberOr(status.progress, 0))),
        counters: mergeCounters(state.counters, statusCounters(status)),
      };
    }
    case 'eventReceived':
      return applyEvent(state, action.event, action.at);
    case 'liveChanged':
      return state.live === action.live ? state : { ...state, live: action.live };
    case 'logged':
      return withLog(state, action.message, action.tone, action.at);
    case 'resultArrived': {
      const { result } = action;
      const outcome: ImportOutcome = result.status ?? (result.success ? 'completed' : 'error');
      const next: ImportRunState = {
        ...state,
        running: false,
        stopping: false,
        live: false,
        outcome: state.outcome ?? outcome,
        result,
        totalRows: state.totalRows ?? result.totalRows,
        progress: Math.max(state.progress, 100),
        counters: mergeCounters(state.counters, countersFromResult(result)),
      };
      // After a terminal event the log already has the outcome.
      if (state.outcome) return next;
      return withLog(
        next,
        result.message || IMPORT_MESSAGES.requestFinished,
        result.success ? 'success' : 'error',
        action.at,
      );
    }
    case 'requestFailed':
      return withLog(
        {
          ...state,
          running: false,
          stopping: false,
          live: false,
          outcome: 'error',
          result: failedResult(action.message),
          counters: ZERO_COUNTERS,
          // The request is over: the bar is full (admin.md 4.4), its colour and the panel say how it ended.
          progress: 100,
          totalRows: null,
          currentItem: null,
        },
        action.message,
        'error',
        action.at,
      );
    case 'cancelRequested':
      return withLog(
        action.stopped ? finish(state, 'stopped', state.result) : { ...state, stopping: true },
        action.message,
        'warning',
        action.at,
      );
    case 'cancelFailed':
      return withLog({ ...state, stopping: false }, action.message, 'error', action.at);
    case 'warningsLoaded':
      return {
        ...state,
        yearWarnings: action.yearWarnings,
        // The server's list is complete where the live one stops after its first events.
        skuWarnings: action.skuWarnings.length >= state.skuWarnings.length ? action.skuWarnings : state.skuWarnings,
        warningTotals: { year: action.yearCount, sku: action.skuCount },
        counters: mergeCounters(state.counters, {
          yearWarningCount: action.yearCount,
          skuWarningCount: action.skuCount,
        }),
      };
    case 'followingStopped':
      return { ...state, running: false, stopping: false, live: false };
    case 'resultLoaded': {
      const { result } = action;
      const outcome: ImportOutcome = result.status ?? (result.success ? 'completed' : 'error');
      return withLog(
        {
          ...initialImportState,
          log: state.log,
          nextLogId: state.nextLogId,
          sessionId: action.sessionId,
          outcome,
          result,
          totalRows: result.totalRows,
          progress: outcome === 'completed' ? 100 : 0,
          counters: mergeCounters(ZERO_COUNTERS, countersFromResult(result)),
        },
        result.message,
        result.success ? 'success' : 'warning',
        action.at,
      );
    }
    case 'reset':
      return initialImportState;
    default:
      return state;
  }
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
