import { describe, expect, it } from 'vitest';

import {
  importReducer,
  initialImportState,
  selectCreatedSubSubcategories,
  selectWarningCount,
  ZERO_COUNTERS,
  type ImportAction,
  type ImportRunState,
} from '@/features/admin-import/import-reducer';
import type {
  CreatedSubSubcategory,
  ImportProgressEvent,
  ImportResult,
  ImportStatusResponse,
} from '@/features/admin-import/types';

const AT = 1_732_300_000_000;
const SESSION = 'import-1732300000000-abc123xyz';

function run(...actions: ImportAction[]): ImportRunState {
  return actions.reduce(importReducer, initialImportState);
}

const started: ImportAction = { type: 'started', sessionId: SESSION, fileName: 'catalogo.xlsx', at: AT };
const event = (data: ImportProgressEvent): ImportAction => ({ type: 'eventReceived', event: data, at: AT });
const messages = (state: ImportRunState) => state.log.map((entry) => entry.message);

const result: ImportResult = {
  success: true,
  message: 'Importación completada: 298 filas importadas (290 nuevas, 8 actualizadas) y 2 con errores.',
  totalRows: 300,
  processedRows: 298,
  errorRows: 2,
  errors: [{ row: 4, sheet: 'Frenos', error: 'Falta el campo requerido modelo', data: { itemCode: 'A-1' } }],
  successCount: 290,
  updateCount: 8,
  yearWarningCount: 1,
  skuWarningCount: 1,
  status: 'completed',
};

const runningStatus: ImportStatusResponse = {
  success: true,
  exists: true,
  canReconnect: true,
  status: 'running',
  processedRows: 4200,
  totalRows: 10000,
  progress: 42,
  successCount: 4000,
  updateCount: 180,
  errorCount: 20,
  yearWarningCount: 3,
  skuWarningCount: 1,
  fileName: 'grande.xlsx',
};

describe('importReducer: run lifecycle', () => {
  it('starts a fresh running import and keeps the earlier log', () => {
    const state = run({ type: 'logged', message: 'antes', tone: 'info', at: AT }, started);
    expect(state).toMatchObject({
      sessionId: SESSION,
      fileName: 'catalogo.xlsx',
      running: true,
      progress: 0,
      counters: ZERO_COUNTERS,
      result: null,
    });
    expect(messages(state)).toEqual(['antes', 'Subiendo catalogo.xlsx e iniciando la importación...']);
  });

  it('restores counts and progress from the status when reconnecting', () => {
    const state = run({ type: 'reconnected', sessionId: SESSION, status: runningStatus, at: AT });
    expect(state).toMatchObject({
      running: true,
      sessionId: SESSION,
      fileName: 'grande.xlsx',
      progress: 42,
      totalRows: 10000,
      counters: {
        processedRows: 4200,
        successCount: 4000,
        updateCount: 180,
        errorCount: 20,
        yearWarningCount: 3,
        skuWarningCount: 1,
      },
    });
    expect(messages(state)).toEqual([`Reconectado al proceso ${SESSION}`]);
  });

  it('refreshes the figures from a later status without going backwards', () => {
    const reconnected = run({ type: 'reconnected', sessionId: SESSION, status: runningStatus, at: AT });
    const state = importReducer(reconnected, {
      type: 'statusRefreshed',
      status: { ...runningStatus, processedRows: 4700, progress: 47, errorCount: 19 },
    });
    expect(state.progress).toBe(47);
    expect(state.counters.processedRows).toBe(4700);
    expect(state.counters.errorCount).toBe(20);
  });

  it('ignores a status refresh once the run is over', () => {
    const finished = run(started, { type: 'resultArrived', result, at: AT });
    expect(importReducer(finished, { type: 'statusRefreshed', status: runningStatus })).toBe(finished);
  });

  it('clears the running flag and forces 100 % when the request ends', () => {
    const state = run(started, event({ type: 'processing', progress: 60, processedRows: 180, totalRows: 300 }), {
      type: 'resultArrived',
      result,
      at: AT,
    });
    expect(state).toMatchObject({ running: false, progress: 100, outcome: 'completed', result });
    expect(state.counters).toMatchObject({ processedRows: 300, successCount: 290, updateCount: 8, errorCount: 2 });
    expect(messages(state).at(-1)).toBe(result.message);
  });

  it('shows a failed request as a failed result with zeroed counts and the bar forced to 100', () => {
    const state = run(started, event({ type: 'processing', progress: 30, processedRows: 90 }), {
      type: 'requestFailed',
      message: 'Error de conexión con el servidor',
      at: AT,
    });
    // admin.md 4.4: when the import request ends, progress is forced to 100 if lower (a failure included).
    expect(state).toMatchObject({
      running: false,
      outcome: 'error',
      progress: 100,
      counters: ZERO_COUNTERS,
      result: {
        success: false,
        message: 'Error de conexión con el servidor',
        totalRows: 0,
        processedRows: 0,
        errorRows: 0,
        errors: [],
      },
    });
  });

  it('marks a cancel request, and a stop that happened at once', () => {
    const stopping = run(started, { type: 'cancelRequested', message: 'Se solicitó detener', stopped: false, at: AT });
    expect(stopping).toMatchObject({ running: true, stopping: true });
    const stopped = run(started, { type: 'cancelRequested', message: 'Detenida', stopped: true, at: AT });
    expect(stopped).toMatchObject({ running: false, stopping: false, outcome: 'stopped' });
    const refused = importReducer(stopping, { type: 'cancelFailed', message: 'La importación ya terminó', at: AT });
    expect(refused.stopping).toBe(false);
    expect(messages(refused).at(-1)).toBe('La importación ya terminó');
  });

  it('stops following when the connection cannot be resumed', () => {
    expect(run(started, { type: 'followingStopped' })).toMatchObject({ running: false, live: false });
  });

  it('shows a stored result of a finished import', () => {
    const state = run({ type: 'resultLoaded', sessionId: SESSION, result, at: AT });
    expect(state).toMatchObject({ sessionId: SESSION, running: false, outcome: 'completed', progress: 100, result });
  });

  it('keeps only the last 50 log messages', () => {
    const actions: ImportAction[] = Array.from({ length: 60 }, (_, index) => ({
      type: 'logged',
      message: `mensaje ${index}`,
      tone: 'info',
      at: AT,
    }));
    const state = run(...actions);
    expect(state.log).toHaveLength(50);
    expect(state.log[0].message).toBe('mensaje 10');
    expect(state.log.at(-1)?.message).toBe('mensaje 59');
  });

  it('resets to the initial state', () => {
    expect(run(started, { type: 'reset' })).toEqual(initialImportState);
  });
});

describe('importReducer: progress events (admin.md 4.4)', () => {
  it('connected: marks the live connection and logs the message', () => {
    const state = run(started, event({ type: 'connected', message: 'Conectado al progreso de la importación' }));
    expect(state.live).toBe(true);
    expect(messages(state).at(-1)).toBe('Conectado al progreso de la importación');
  });

  it('heartbeat: changes nothing', () => {
    const before = run(started);
    expect(importReducer(before, event({ type: 'heartbeat', message: '' }))).toBe(before);
  });

  it('start: takes the counters of a resumed import', () => {
    const state = run(
      started,
      event({ type: 'start', message: 'Reanudando la importación', processedRows: 1000, successCount: 990 }),
    );
    expect(state.counters).toMatchObject({ processedRows: 1000, successCount: 990 });
    expect(messages(state).at(-1)).toBe('Reanudando la importación');
  });

  it('parsing: sets the total rows', () => {
    const state = run(started, event({ type: 'parsing', message: 'Archivo leído: 300 filas', totalRows: 300 }));
    expect(state.totalRows).toBe(300);
    expect(messages(state).at(-1)).toBe('Archivo leído: 300 filas');
  });

  it('processing: progress, counts and the current item, without flooding the log', () => {
    const state = run(
      started,
      event({
        type: 'processing',
        message: 'Procesando fila 100 de 300',
        progress: 33,
        currentRow: 100,
        totalRows: 300,
        processedRows: 100,
        successCount: 95,
        updateCount: 3,
        errorCount: 2,
        yearWarningCount: 1,
        skuWarningCount: 0,
        currentItem: { sku: 'FR-100', title: 'Pastilla de freno', brand: 'Toyota' },
      }),
    );
    expect(state).toMatchObject({
      progress: 33,
      totalRows: 300,
      counters: { processedRows: 100, successCount: 95, updateCount: 3, errorCount: 2, yearWarningCount: 1 },
      currentItem: { sku: 'FR-100', title: 'Pastilla de freno', brand: 'Toyota' },
    });
    expect(messages(state)).toHaveLength(1);
  });

  it('processing: a replayed older event does not move the figures back', () => {
    const state = run(
      started,
      event({ type: 'processing', progress: 50, processedRows: 150 }),
      event({ type: 'processing', progress: 10, processedRows: 30 }),
    );
    expect(state.progress).toBe(50);
    expect(state.counters.processedRows).toBe(150);
  });

  it('batch-completed: counts and a log line', () => {
    const state = run(
      started,
      event({ type: 'batch-completed', message: 'Lote guardado', progress: 40, processedRows: 120, successCount: 118 }),
    );
    expect(state.progress).toBe(40);
    expect(state.counters.successCount).toBe(118);
    expect(messages(state).at(-1)).toBe('Lote guardado');
  });

  it("error-occurred: adds the row error and logs 'Fila {n}: ...' with its SKU", () => {
    const state = run(
      started,
      event({
        type: 'error-occurred',
        message: 'Fila 4: Falta el campo requerido modelo',
        row: 4,
        sheet: 'Frenos',
        sku: 'FR-4',
        error: 'Falta el campo requerido modelo',
        productInfo: { sku: 'FR-4', title: 'Disco', brand: 'Kia' },
      }),
    );
    expect(state.errors).toEqual([
      {
        row: 4,
        sheet: 'Frenos',
        sku: 'FR-4',
        message: 'Falta el campo requerido modelo',
        title: 'Disco',
        brand: 'Kia',
      },
    ]);
    expect(state.counters.errorCount).toBe(1);
    expect(state.log.at(-1)).toMatchObject({
      message: 'Fila 4: Falta el campo requerido modelo (SKU FR-4)',
      tone: 'error',
    });
  });

  it('product-updated: adds the update with the stock before and after', () => {
    const state = run(
      started,
      event({
        type: 'product-updated',
        message: 'Fila 9: producto FR-9 actualizado',
        row: 9,
        sheet: 'Frenos',
        sku: 'FR-9',
        productInfo: {
          sku: 'FR-9',
          title: 'Pastilla',
          brand: 'Toyota',
          stockAnterior: 3,
          stockNuevo: 12,
          reason: 'Producto existente con el mismo SKU y título: stock 3 → 12',
        },
      }),
    );
    expect(state.updatedProducts).toEqual([
      {
        row: 9,
        sheet: 'Frenos',
        sku: 'FR-9',
        message: 'Fila 9: producto FR-9 actualizado',
        title: 'Pastilla',
        brand: 'Toyota',
        stockBefore: 3,
        stockAfter: 12,
        reason: 'Producto existente con el mismo SKU y título: stock 3 → 12',
      },
    ]);
    // One event per updated product: the list counts products.
    expect(state.counters.productsUpdated).toBe(1);
  });

  it('parsing after the first batches: the bar follows the rows done once the total is known', () => {
    // The first batch was saved before the workbook was counted: its events say 0 %.
    const early = run(
      started,
      event({ type: 'processing', progress: 0, processedRows: 100, totalRows: null }),
      event({ type: 'batch-completed', message: 'Lote guardado', progress: 0, processedRows: 100 }),
    );
    expect(early.progress).toBe(0);
    const counted = importReducer(early, {
      type: 'eventReceived',
      event: { type: 'parsing', message: 'Archivo leído: 5000 filas', totalRows: 5000 },
      at: AT,
    });
    expect(counted).toMatchObject({ totalRows: 5000, progress: 2 });
    // Never 100 before the end, whatever the counts say.
    const all = importReducer(counted, {
      type: 'eventReceived',
      event: { type: 'batch-completed', message: 'Lote guardado', progress: 99, processedRows: 5000 },
      at: AT,
    });
    expect(all.progress).toBe(99);
  });

  it('processing and batch-completed: products, updates and compatibilities are counted apart from rows', () => {
    const state = run(
      started,
      event({
        type: 'processing',
        progress: 50,
        processedRows: 1000,
        successCount: 1000,
        productsCreated: 100,
        productsUpdated: 0,
        compatibilitiesAdded: 1000,
      }),
      event({
        type: 'batch-completed',
        message: 'Lote guardado',
        progress: 60,
        processedRows: 1200,
        successCount: 1100,
        updateCount: 100,
        productsCreated: 110,
        productsUpdated: 10,
        compatibilitiesAdded: 1150,
      }),
    );
    expect(state.counters).toMatchObject({
      processedRows: 1200,
      successCount: 1100,
      updateCount: 100,
      productsCreated: 110,
      productsUpdated: 10,
      compatibilitiesAdded: 1150,
    });
  });

  it('batch-completed: keeps and logs the sub-subcategories it created, once even when the history is replayed', () => {
    const created: ImportProgressEvent = {
      type: 'batch-completed',
      message: 'Lote guardado: filas hasta la 100 de la hoja "Frenos"',
      categoryWarningCount: 1,
      newSubSubcategories: [
        { id: 41, name: 'Kits de embrague', category: 'Sin clasificar', sheet: 'Frenos', row: 7, sku: 'KE-1' },
        // Raw SSE text: an entry without a name is skipped.
        { name: '' } as unknown as CreatedSubSubcategory,
      ],
    };
    const state = run(started, event(created), event(created));
    expect(state.newSubSubcategories).toEqual([
      { id: 41, name: 'Kits de embrague', category: 'Sin clasificar', sheet: 'Frenos', row: 7, sku: 'KE-1' },
    ]);
    expect(state.counters.categoryWarningCount).toBe(1);
    expect(messages(state).filter((message) => message.includes('Kits de embrague'))).toEqual([
      'Sub-subcategoría "Kits de embrague" no encontrada (fila 7): se creó en la categoría "Sin clasificar"',
    ]);
    expect(selectCreatedSubSubcategories(state)).toEqual(state.newSubSubcategories);

    // The result's list (with product counts) replaces the live one.
    const withCounts = [{ ...state.newSubSubcategories[0], productCount: 4 }];
    const done = importReducer(state, {
      type: 'resultArrived',
      result: { ...result, categoryWarningCount: 1, newSubSubcategories: withCounts },
      at: AT,
    });
    expect(selectCreatedSubSubcategories(done)).toEqual(withCounts);
  });

  it('duplicate-sku-warning: adds the warning with existing and new title and price', () => {
    const state = run(
      started,
      event({
        type: 'duplicate-sku-warning',
        message: 'Fila 12: SKU FR-1 duplicado con datos distintos',
        row: 12,
        sheet: 'Motor',
        sku: 'FR-1',
        warning: {
          sku: 'FR-1',
          newTitle: 'Disco trasero',
          existingTitle: 'Disco delantero',
          newPrice: 15990,
          existingPrice: 12990,
          reason: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
        },
      }),
    );
    expect(state.skuWarnings).toEqual([
      {
        row: 12,
        sheet: 'Motor',
        sku: 'FR-1',
        reason: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
        newTitle: 'Disco trasero',
        existingTitle: 'Disco delantero',
        newPrice: 15990,
        existingPrice: 12990,
      },
    ]);
    expect(state.counters.skuWarningCount).toBe(1);
    expect(state.log.at(-1)?.tone).toBe('warning');
  });

  it('result: keeps the result without ending the run', () => {
    const state = run(started, event({ type: 'result', message: result.message, result }));
    expect(state).toMatchObject({ running: true, result });
  });

  it('completed: ends the run at 100 % with the result', () => {
    const state = run(
      started,
      event({ type: 'completed', message: result.message, progress: 100, result, processedRows: 300 }),
    );
    expect(state).toMatchObject({ running: false, live: false, outcome: 'completed', progress: 100, result });
    expect(state.log.at(-1)).toMatchObject({ message: result.message, tone: 'success' });
  });

  it('stopped: ends the run as stopped, keeping the progress reached', () => {
    const stoppedResult = { ...result, success: false, status: 'stopped' as const, message: 'Importación detenida' };
    const state = run(
      started,
      event({ type: 'processing', progress: 35 }),
      event({ type: 'stopped', message: 'Importación detenida', progress: 35, result: stoppedResult }),
    );
    expect(state).toMatchObject({ running: false, outcome: 'stopped', progress: 35, result: stoppedResult });
    expect(state.log.at(-1)).toMatchObject({ message: 'Importación detenida', tone: 'warning' });
  });

  it("error: ends the run and logs 'Error: {message}'", () => {
    const state = run(started, event({ type: 'error', message: 'Sesión de importación no encontrada' }));
    expect(state).toMatchObject({
      running: false,
      outcome: 'error',
      result: { success: false, message: 'Sesión de importación no encontrada' },
    });
    expect(state.log.at(-1)).toMatchObject({ message: 'Error: Sesión de importación no encontrada', tone: 'error' });
  });

  it('ignores an unknown event type', () => {
    const before = run(started);
    expect(importReducer(before, event({ type: 'algo-nuevo', message: 'x' }))).toBe(before);
  });

  it('does not log the result twice when the request ends after the completed event', () => {
    const state = run(started, event({ type: 'completed', message: result.message, result }), {
      type: 'resultArrived',
      result,
      at: AT,
    });
    expect(messages(state).filter((message) => message === result.message)).toHaveLength(1);
  });
});

describe('importReducer: warnings', () => {
  it('takes the fetched lists and totals, and counts year plus duplicate-SKU warnings', () => {
    const state = run(started, {
      type: 'warningsLoaded',
      yearWarnings: [
        {
          row: 3,
          sku: 'A-2',
          message: 'El año de inicio (2019) es mayor que el año de fin (2011)',
          title: 'Filtro',
          brand: 'Kia',
          model: 'Rio',
          ano_inicio: 2019,
          ano_fin: 2011,
        },
      ],
      yearCount: 7,
      skuWarnings: [],
      skuCount: 2,
    });
    expect(state.warningTotals).toEqual({ year: 7, sku: 2 });
    expect(state.yearWarnings).toHaveLength(1);
    expect(selectWarningCount(state)).toBe(9);
  });
});
