import fs from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { mapHeader, HeaderMap } from '../import-columns';
import { isBlankRow, parseRow, ParsedRow, rowData } from '../import-row.parser';
import { ImportError, ImportErrorCode, missingColumnsError, sheetNotFoundError } from '../import.errors';
import type { RawCell } from './xlsx-workbook';
import { SheetInfo, XlsxWorkbook } from './xlsx-workbook';
import { FileSource } from './zip-archive';

/** Marks the parse thread's workerData. */
export const PARSE_THREAD = 'import-parse-thread';

/** What the import runner asks the parse thread to read. */
export interface ParseJob {
  /** The workbook, copied from PostgreSQL to a temporary file (read by position: memory stays flat). */
  file: string;
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

/** Messages from the parse thread, each tagged with the job it belongs to. */
export type ParseMessage = { job: number } & (
  | { type: 'total'; totalRows: number; sheets: string[] }
  | { type: 'batch'; sheet: string; entries: ParsedEntry[] }
  | { type: 'done' }
  | { type: 'failed'; code: string; message: string; details?: unknown }
  /** The job is over (done, failed or stopped): the thread takes the next one. */
  | { type: 'idle' }
);

/** Messages to the parse thread. */
export type ParseCommand =
  | { type: 'start'; job: number; work: ParseJob }
  /** Permission to send `count` more batches. */
  | { type: 'credit'; job: number; count: number }
  | { type: 'stop'; job: number };

class Stopped extends Error {}

/**
 * The import's reading side, run in a long-lived worker thread with a small heap of its own:
 * exceljs's streaming reader and the row validation allocate many short-lived objects, which here
 * neither compete with the worker's main thread (database writes, events) for CPU nor grow its
 * heap. Batches go to the main thread only as fast as it asks for them (credits), so memory stays
 * flat. One job at a time; the thread is reused by the next import.
 */
class ParseWorker {
  private current: { job: number; credits: number; stopped: boolean; wake: (() => void) | null } | null = null;

  constructor(private readonly port: NonNullable<typeof parentPort>) {
    port.on('message', (command: ParseCommand) => this.command(command));
  }

  private command(command: ParseCommand): void {
    if (command.type === 'start') {
      this.current = { job: command.job, credits: 0, stopped: false, wake: null };
      void this.run(command.job, command.work);
      return;
    }
    const current = this.current;
    if (!current || current.job !== command.job) return;
    if (command.type === 'credit') current.credits += command.count;
    if (command.type === 'stop') current.stopped = true;
    current.wake?.();
    current.wake = null;
  }

  private post(message: ParseMessage): void {
    this.port.postMessage(message);
  }

  private async run(job: number, work: ParseJob): Promise<void> {
    try {
      await this.parse(job, work);
      this.post({ job, type: 'done' });
    } catch (error) {
      if (!(error instanceof Stopped)) {
        const known = error instanceof ImportError;
        this.post({
          job,
          type: 'failed',
          code: known ? error.code : ImportErrorCode.CorruptFile,
          message: known ? error.message : `El archivo Excel no se pudo leer: ${(error as Error)?.message ?? error}`,
          details: known ? error.details : undefined,
        });
      }
    } finally {
      this.current = null;
      this.post({ job, type: 'idle' });
    }
  }

  /** Sends a batch once the main thread allows it; throws once the job is stopped. */
  private async send(job: number, message: ParseMessage): Promise<void> {
    const current = this.current;
    if (!current || current.job !== job) throw new Stopped();
    while (current.credits <= 0 && !current.stopped) await new Promise<void>((resolve) => (current.wake = resolve));
    if (current.stopped) throw new Stopped();
    current.credits--;
    this.post(message);
  }

  private async parse(job: number, work: ParseJob): Promise<void> {
    const fd = fs.openSync(work.file, 'r');
    try {
      await this.parseFile(job, work, new FileSource(fd));
    } finally {
      fs.closeSync(fd);
    }
  }

  private async parseFile(job: number, work: ParseJob, source: FileSource): Promise<void> {
    const workbook = await XlsxWorkbook.open(source, { maxUncompressedBytes: work.maxUncompressedBytes });
    if (workbook.sheets.length === 0) throw new ImportError(ImportErrorCode.EmptyWorkbook);
    let sheets: SheetInfo[] = workbook.sheets;
    if (work.sheet !== null) {
      const sheet = workbook.findSheet(work.sheet);
      if (!sheet)
        throw sheetNotFoundError(
          work.sheet,
          workbook.sheets.map((candidate) => candidate.name),
        );
      sheets = [sheet];
    }

    // Counting inflates each sheet once more; it runs alongside the first batches.
    const counting = (async () => {
      let total = 0;
      for (const sheet of sheets) total += Math.max(0, (await workbook.countRows(sheet)) - 1);
      this.post({ job, type: 'total', totalRows: total, sheets: sheets.map((sheet) => sheet.name) });
    })();
    counting.catch(() => undefined);

    const sharedStrings = workbook.openSharedStrings();
    try {
      const startIndex = work.checkpointSheet
        ? Math.max(
            0,
            sheets.findIndex((sheet) => sheet.name === work.checkpointSheet),
          )
        : 0;
      let sent = 0;
      for (let index = startIndex; index < sheets.length; index++) {
        const sheet = sheets[index];
        const skipUpTo = work.checkpointSheet === sheet.name ? work.checkpointRow : 0;
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
          if (batch.length >= (sent === 0 ? work.firstBatchSize : work.batchSize)) {
            await this.send(job, { job, type: 'batch', sheet: sheet.name, entries: batch });
            sent++;
            batch = [];
          }
        }
        if (batch.length > 0) {
          await this.send(job, { job, type: 'batch', sheet: sheet.name, entries: batch });
          sent++;
        }
      }
      await sharedStrings.whenLoaded();
      await counting;
    } finally {
      await sharedStrings.close();
    }
  }
}

if (!isMainThread && parentPort && workerData === PARSE_THREAD) {
  new ParseWorker(parentPort);
}
