import { describe, expect, it } from 'vitest';

import { selectCreatedSubSubcategories } from '@/features/admin-import/import-run-state';
import {
  arrived,
  event,
  messages,
  reducer,
  result,
  run,
  started,
} from '@/features/admin-import/testing/import-run-helpers';
import type { CreatedSubSubcategory, ImportProgressEvent } from '@/features/admin-import/types';

describe('importRun slice: progress events (admin.md 4.4)', () => {
  it('connected: marks the live connection and logs the message', () => {
    const state = run(started, event({ type: 'connected', message: 'Conectado al progreso de la importación' }));
    expect(state.live).toBe(true);
    expect(messages(state).at(-1)).toBe('Conectado al progreso de la importación');
  });

  it('heartbeat: changes nothing', () => {
    const before = run(started);
    expect(reducer(before, event({ type: 'heartbeat', message: '' }))).toBe(before);
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
    const counted = reducer(early, event({ type: 'parsing', message: 'Archivo leído: 5000 filas', totalRows: 5000 }));
    expect(counted).toMatchObject({ totalRows: 5000, progress: 2 });
    // Never 100 before the end, whatever the counts say.
    const all = reducer(
      counted,
      event({ type: 'batch-completed', message: 'Lote guardado', progress: 99, processedRows: 5000 }),
    );
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
    const done = reducer(state, arrived({ ...result, categoryWarningCount: 1, newSubSubcategories: withCounts }));
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
    expect(reducer(before, event({ type: 'algo-nuevo', message: 'x' }))).toBe(before);
  });

  it('does not log the result twice when the request ends after the completed event', () => {
    const state = run(started, event({ type: 'completed', message: result.message, result }), arrived(result));
    expect(messages(state).filter((message) => message === result.message)).toHaveLength(1);
  });
});
