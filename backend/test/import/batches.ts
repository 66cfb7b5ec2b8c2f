import type { DataSource } from 'typeorm';
import { NO_ROW_OUTCOMES } from '../../src/modules/import/dto/import-progress.event';
import { BatchEntry, prepareBatch } from '../../src/modules/import/import-batch.prepare';
import type { RunState } from '../../src/modules/import/import-batch.writer';
import type { ImportRow } from '../../src/modules/import/import-row.parser';
import { newSessionId } from './import-harness';

/** Batches written straight through ImportBatchWriter, as a worker's run would write them. */

/** A session straight in the database, as the API records it, RUNNING under `claim`. */
export async function insertRunningSession(dataSource: DataSource, claim: number): Promise<string> {
  const sessionId = newSessionId();
  await dataSource.query(
    `INSERT INTO import_sessions (id, status, file_name, file_size, worksheet_name, claim, started_at)
     VALUES ($1, 'RUNNING', 'vallas.xlsx', 1, 'Frenos', $2, now())`,
    [sessionId, claim],
  );
  return sessionId;
}

/** A run's state at the start of the session (nothing processed yet). */
export function runState(sessionId: string, claim: number): RunState {
  return {
    sessionId,
    claim,
    counters: { processedRows: 0, errorCount: 0, ...NO_ROW_OUTCOMES },
    totalRows: 4,
    brands: new Map(),
    models: new Map(),
    subSubcategories: new Map(),
    catalogPublishedAt: 0,
  };
}

/**
 * Three valid rows (new brand, model and products) and one rejected row, on sheet rows
 * firstRow to firstRow + 3.
 */
export function fourRowBatch(prefix: string, firstRow = 2) {
  const valid = (n: number): BatchEntry => {
    const row: ImportRow = {
      sku: `${prefix}-${n}`,
      brand: `Marca ${prefix}`,
      model: `Modelo ${prefix}`,
      yearFrom: 2010,
      yearTo: 2015,
      subSubcategory: 'Pastillas de freno',
      description: 'Pastilla cerámica',
      title: `Pastilla ${prefix} ${n}`,
      stock: 5,
      oem: null,
      application: null,
      manufacturer: null,
      origin: null,
      priceAlsc: null,
      priceMl: null,
      discountPercent: null,
      price: 12990,
      images: [],
    };
    return { sheet: 'Frenos', row: firstRow + n - 1, parsed: { ok: true, row }, data: null };
  };
  const rejected: BatchEntry = {
    sheet: 'Frenos',
    row: firstRow + 3,
    parsed: { ok: false, error: 'Falta el título' },
    data: { itemCode: `${prefix}-4` },
  };
  return prepareBatch([valid(1), valid(2), valid(3), rejected]);
}
