import fs from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { HeapCeiling } from '../heap-ceiling';
import { mapHeader, HeaderMap } from '../import-columns';
import { isBlankRow, parseRow, rowData } from '../import-row.parser';
import { ImportError, ImportErrorCode, missingColumnsError, sheetNotFoundError } from '../import.errors';
import {
  PARSE_OUT_OF_MEMORY,
  PARSE_THREAD,
  ParseCommand,
  ParsedEntry,
  ParseJob,
  ParseMessage,
} from './parse-thread.protocol';
import { SheetInfo, XlsxWorkbook } from '../xlsx/xlsx-workbook';
import { FileSource } from '../xlsx/zip-archive';

/** Heap growth allowed while reading before a full collection (see HeapCeiling). */
const HEAP_HEADROOM_BYTES = 32 * 1024 * 1024;
/**
 * Live heap a reading may keep (after a full collection): the reader holds one chunk of rows and the
 * shared strings live on disk, so only a workbook with enormous cells gets near it, and its import
 * fails instead of growing the worker without bound.
 */
const MAX_LIVE_HEAP_BYTES = 256 * 1024 * 1024;

class Stopped extends Error {}

/**
 * The import's reading side, run in a long-lived worker thread with a heap of its own: the
 * workbook reader (xlsx/) and the row validation allocate many short-lived objects, which here neither
 * compete with the worker's main thread (database writes, events) for CPU nor grow its heap; a
 * full collection between batches keeps this heap small too (HeapCeiling). Batches go to the main
 * thread only as fast as it asks for them (credits), so memory stays flat. One job at a time; the
 * thread is reused by the next import.
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
  private async send(job: number, message: ParseMessage, heap: HeapCeiling): Promise<void> {
    const current = this.current;
    if (!current || current.job !== job) throw new Stopped();
    while (current.credits <= 0 && !current.stopped) await new Promise<void>((resolve) => (current.wake = resolve));
    if (current.stopped) throw new Stopped();
    current.credits--;
    this.post(message);
    if (heap.check() > MAX_LIVE_HEAP_BYTES) throw new ImportError(ImportErrorCode.CorruptFile, PARSE_OUT_OF_MEMORY);
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

    // The runner's thread counts their rows meanwhile (for the 'parsing' event): here the count
    // would wait behind the reading and arrive near the end.
    this.post({ job, type: 'sheets', sheets: sheets.map(({ name, part }) => ({ name, part })) });

    const sharedStrings = workbook.openSharedStrings();
    const heap = new HeapCeiling(HEAP_HEADROOM_BYTES);
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
            await this.send(job, { job, type: 'batch', sheet: sheet.name, entries: JSON.stringify(batch) }, heap);
            sent++;
            batch = [];
          }
        }
        if (batch.length > 0) {
          await this.send(job, { job, type: 'batch', sheet: sheet.name, entries: JSON.stringify(batch) }, heap);
          sent++;
        }
      }
      await sharedStrings.whenLoaded();
    } finally {
      await sharedStrings.close();
    }
  }
}

if (!isMainThread && parentPort && workerData === PARSE_THREAD) {
  new ParseWorker(parentPort);
}
