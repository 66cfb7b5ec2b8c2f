import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import {
  clampProgress,
  compareStreamIds,
  failedResult,
  finish,
  mergeCounters,
  numberOr,
  textOrNull,
  withLog,
  type ImportRunState,
} from '@/features/admin-import/import-run-state';
import {
  TERMINAL_EVENT_TYPES,
  type CreatedSubSubcategory,
  type ImportProgressEvent,
} from '@/features/admin-import/types';

// What each live progress event (admin.md 4.4) does to the run. Events arrive as raw SSE text, so they are read
// defensively; pure, so every event type is unit-tested without a server.

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

/** Events that restate the stream position (the resume point, a keep-alive) rather than add to the history. */
const POSITION_EVENTS: ReadonlySet<string> = new Set(['connected', 'heartbeat']);

/**
 * Applies one event of the live stream, in the order received. `id` is its stream id: an event at or before the last
 * one applied (a replay after a reconnection, a repeated delivery) is not applied twice. A terminal event ends the
 * following and makes the outcome known.
 */
export function receiveEvent(
  state: ImportRunState,
  event: ImportProgressEvent,
  id: string | null,
  at: number,
): ImportRunState {
  const isStreamId = id !== null && compareStreamIds(id, id) !== null;
  const advances = isStreamId && (state.lastEventId === null || (compareStreamIds(id, state.lastEventId) ?? 1) > 0);
  if (isStreamId && !advances && !POSITION_EVENTS.has(event.type)) return state;
  let next = applyEvent(state, event, at);
  if (advances && id !== null) next = { ...next, lastEventId: id };
  if (TERMINAL_EVENT_TYPES.has(event.type)) next = { ...next, following: false, resultShown: true };
  return next;
}
