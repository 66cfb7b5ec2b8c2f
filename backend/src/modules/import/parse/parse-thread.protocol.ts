import type { ParsedRow } from '../import-row.parser';
import type { RawCell } from '../xlsx/xlsx-workbook';

/*
 * What the import runner and its parse thread tell each other. Kept apart from the thread's code so
 * that the runner's side does not load the workbook reader (the thread loads it, in its own heap).
 */

/** Marks the parse thread's workerData. */
export const PARSE_THREAD = 'import-parse-thread';

/** The parse thread ran out of memory, or would have (see MAX_LIVE_HEAP_BYTES in parse-thread.ts). */
export const PARSE_OUT_OF_MEMORY =
  'El archivo Excel necesita más memoria de la permitida para leerse (¿celdas enormes?). Divide el archivo e inténtalo de nuevo.';

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
export type ParseMessage = { job: number } &
  /** The sheets to read, in order, with their zip parts (the runner's side counts their rows). */
  (
    | { type: 'sheets'; sheets: Array<{ name: string; part: string }> }
    /**
     * The entries as JSON (ParsedEntry[]): a string crosses to the main thread as one copy, and the
     * runner parses it when it has time (between a batch's statement and its result), not whenever
     * the message happens to arrive.
     */
    | { type: 'batch'; sheet: string; entries: string }
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
