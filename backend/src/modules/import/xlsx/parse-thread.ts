import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { mapHeader, HeaderMap } from '../import-columns';
import { isBlankRow, parseRow, ParsedRow, rowData } from '../import-row.parser';
import { ImportError, ImportErrorCode, missingColumnsError, sheetNotFoundError } from '../import.errors';
import type { RawCell } from './xlsx-workbook';
import { SheetInfo, XlsxWorkbook } from './xlsx-workbook';

/** What the import runner asks the parse thread to read. */
export interface ParseJob {
  kind: 'import-parse';
  /** The workbook, shared with the main thread (no copy). */
  bytes: SharedArrayBuffer;
  length: number;
  maxUncompressedBytes: number;
  /** The sheet to import, or null for all of them in workbook order. */
  sheet: string | null;
  /** Rows up to checkpointRow of checkpointSheet (and every earlier sheet) are done. */
  checkpointSheet: string | null;
  checkpointRow: number;
  firstBatchSize: number;
  batchSize: number;
}

export interface ParsedEntry {
  row: number;
  parsed: ParsedRow;
  data: Record<string, RawCell> | null;
}

/** Messages from the parse thread. */
export type ParseMessage =
  | { type: 'total'; totalRows: number; sheets: string[] }
  | { type: 'batch'; sheet: string; entries: ParsedEntry[] }
  | { type: 'done' }
  | { type: 'failed'; code: string; message: string; details?: unknown };

/** Messages to the parse thread: permission to send `count` more batches. */
export interface ParseCredit {
  type: 'credit';
  count: number;
}

/**
 * The import's reading side, run in a worker thread with its own small heap: exceljs's streaming
 * reader and the row validation allocate a lot of short-lived objects, which here neither compete
 * with the worker's main thread (database writes, events) for CPU nor grow its heap. Batches go to
 * the main thread only as fast as it asks for them (credits), so memory stays flat.
 */
async function parseWorkbook(job: ParseJob, port: NonNullable<typeof parentPort>): Promise<void> {
  let credits = 0;
  let wake: (() => void) | null = null;
  port.on('message', (message: ParseCredit) => {
    if (message.type !== 'credit') return;
    credits += message.count;
    wake?.();
    wake = null;
  });
  const send = async (message: ParseMessage) => {
    while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    port.postMessage(message);
  };

  const workbook = await XlsxWorkbook.open(Buffer.from(job.bytes, 0, job.length), {
    maxUncompressedBytes: job.maxUncompressedBytes,
  });
  if (workbook.sheets.length === 0) throw new ImportError(ImportErrorCode.EmptyWorkbook);
  let sheets: SheetInfo[] = workbook.sheets;
  if (job.sheet !== null) {
    const sheet = workbook.findSheet(job.sheet);
    if (!sheet)
      throw sheetNotFoundError(
        job.sheet,
        workbook.sheets.map((candidate) => candidate.name),
      );
    sheets = [sheet];
  }

  // Counting inflates each sheet once more; it runs alongside the first batches.
  const counting = (async () => {
    let total = 0;
    for (const sheet of sheets) total += Math.max(0, (await workbook.countRows(sheet)) - 1);
    port.postMessage({
      type: 'total',
      totalRows: total,
      sheets: sheets.map((sheet) => sheet.name),
    } satisfies ParseMessage);
  })();
  counting.catch(() => undefined);

  const sharedStrings = workbook.openSharedStrings();
  try {
    const startIndex = job.checkpointSheet
      ? Math.max(
          0,
          sheets.findIndex((sheet) => sheet.name === job.checkpointSheet),
        )
      : 0;
    let sent = 0;
    for (let index = startIndex; index < sheets.length; index++) {
      const sheet = sheets[index];
      const skipUpTo = job.checkpointSheet === sheet.name ? job.checkpointRow : 0;
      let header: HeaderMap | null = null;
      let batch: ParsedEntry[] = [];
      for await (const row of workbook.rows(sheet, sharedStrings)) {
        if (!header) {
          if (isBlankRow(row.cells)) continue;
          header = mapHeader(row.cells);
          if (header.missing.length > 0) throw missingColumnsError(sheet.name, header.missing);
          continue;
        }
        if (row.number <= skipUpTo || isBlankRow(row.cells)) continue;
        const parsed = parseRow(row.cells, header);
        batch.push({ row: row.number, parsed, data: parsed.ok ? null : rowData(row.cells, header) });
        if (batch.length >= (sent === 0 ? job.firstBatchSize : job.batchSize)) {
          await send({ type: 'batch', sheet: sheet.name, entries: batch });
          sent++;
          batch = [];
        }
      }
      if (batch.length > 0) {
        await send({ type: 'batch', sheet: sheet.name, entries: batch });
        sent++;
      }
    }
    await sharedStrings.whenLoaded();
    await counting;
    port.postMessage({ type: 'done' } satisfies ParseMessage);
  } finally {
    await sharedStrings.close();
  }
}

if (!isMainThread && parentPort && (workerData as ParseJob | undefined)?.kind === 'import-parse') {
  const port = parentPort;
  parseWorkbook(workerData as ParseJob, port).catch((error: unknown) => {
    const known = error instanceof ImportError;
    port.postMessage({
      type: 'failed',
      code: known ? error.code : ImportErrorCode.CorruptFile,
      message: known ? error.message : `El archivo Excel no se pudo leer: ${(error as Error)?.message ?? error}`,
      details: known ? error.details : undefined,
    } satisfies ParseMessage);
  });
}
