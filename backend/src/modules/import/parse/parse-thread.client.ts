import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ImportError, ImportErrorCode } from '../import.errors';
import { PARSE_OUT_OF_MEMORY, PARSE_THREAD, ParseCommand, ParseJob, ParseMessage } from './parse-thread.protocol';
import { countSheetRows } from '../xlsx/row-count';
import { FileSource, ZipArchive } from '../xlsx/zip-archive';

type Totals = { totalRows: number; sheets: string[] };

/**
 * The parse thread's young generation (V8 splits it in three: two semi-spaces of 4 MB and the space
 * for large new objects). Reading creates many short-lived objects, which die young with semi-spaces
 * of 4 MB as with 16 MB (the default, which keeps 32 MB of new space in memory): the 100,000-row
 * bench workbook read in-process took the same CPU (4.8-5.3 s against 4.9-5.6 s over several runs),
 * and in the worker the thread's new space stays at 8 MB instead of 32 MB.
 */
const PARSE_THREAD_YOUNG_GENERATION_MB = 12;

type Outcome = Extract<ParseMessage, { type: 'batch' | 'done' | 'failed' }>;

/**
 * Parse threads kept for reuse, one per import running in this process: a new import does not wait
 * for a thread to start and load its modules, and memory does not grow from thread to thread.
 */
export class ParseThreadPool {
  private readonly idle: PooledThread[] = [];
  private readonly threads = new Set<PooledThread>();
  private nextJob = 1;

  /**
   * Makes sure a free thread exists, starting one if needed: it starts (a new V8 heap, the reader's
   * modules) while the runner copies the workbook, instead of after.
   */
  warm(): void {
    this.idle.push(this.takeIdle() ?? this.spawn());
  }

  /** Starts reading a workbook on a free thread. */
  start(work: ParseJob): ParseSession {
    const thread = this.takeIdle() ?? this.spawn();
    const session = new ParseSession(this.nextJob++, thread, work, (reusable) => {
      if (reusable && !thread.dead) this.idle.push(thread);
    });
    thread.assign(session, work);
    return session;
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    await Promise.all([...this.threads].map((thread) => thread.terminate()));
  }

  private takeIdle(): PooledThread | undefined {
    let thread = this.idle.pop();
    while (thread && thread.dead) thread = this.idle.pop();
    return thread;
  }

  private spawn(): PooledThread {
    const thread: PooledThread = new PooledThread(() => this.threads.delete(thread));
    this.threads.add(thread);
    return thread;
  }
}

class PooledThread {
  private readonly worker: Worker;
  private session: ParseSession | null = null;
  dead = false;

  constructor(onExit: () => void) {
    const entry = path.join(__dirname, `parse-thread${path.extname(__filename)}`);
    // No old-generation limit: V8 grows a heap with an explicit one (any value under about 2 GB) by
    // a small factor, so it collects several times as often; with 64 MB the thread spent twice the
    // CPU reading 100,000 rows (15 s instead of 7.5 s). The thread keeps its old generation small
    // itself, between batches (HeapCeiling in parse-thread.ts). The young generation is limited
    // (PARSE_THREAD_YOUNG_GENERATION_MB): its default lets it reach 32 MB, all of it in memory.
    const options = {
      workerData: PARSE_THREAD,
      resourceLimits: { maxYoungGenerationSizeMb: PARSE_THREAD_YOUNG_GENERATION_MB },
    };
    this.worker = entry.endsWith('.ts')
      ? // Running from TypeScript sources (tests): compile the thread's modules the way Jest does.
        new Worker(tsBootstrap(entry), { ...options, eval: true })
      : new Worker(entry, options);
    this.worker.on('message', (message: ParseMessage) => this.session?.receive(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.dead = true;
      this.session?.fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? PARSE_OUT_OF_MEMORY
          : `El archivo Excel no se pudo leer: ${error.message}`,
      );
    });
    this.worker.on('exit', (code) => {
      this.dead = true;
      this.session?.fail(`La lectura del archivo terminó inesperadamente (código ${code})`);
      onExit();
    });
    // An idle thread does not keep the process alive.
    this.worker.unref();
  }

  assign(session: ParseSession, work: ParseJob): void {
    this.session = session;
    this.post({ type: 'start', job: session.job, work });
  }

  release(): void {
    this.session = null;
  }

  post(command: ParseCommand): void {
    if (!this.dead) this.worker.postMessage(command);
  }

  async terminate(): Promise<void> {
    this.dead = true;
    await this.worker.terminate();
  }
}

/** One import's reading, as the runner sees it: batches in order, as credits allow. */
export class ParseSession {
  private readonly outcomes: Outcome[] = [];
  private waiter: ((message: Outcome) => void) | null = null;
  private totalWaiters: Array<(total: Totals | null) => void> = [];
  private total: Totals | null = null;
  /** The thread named the sheets, so their rows are being counted (or were). */
  private counting = false;
  /** The count has ended, with a total or without one (a sheet it could not read, or stop()). */
  private countEnded = false;
  private countedBytes: number | null = null;
  private ended = false;
  /** stop() was called: the count, if still running, is abandoned. */
  private stopped = false;
  private idle: (() => void) | null = null;
  private readonly becameIdle = new Promise<void>((resolve) => (this.idle = resolve));

  constructor(
    readonly job: number,
    private readonly thread: PooledThread,
    private readonly work: ParseJob,
    private readonly onRelease: (reusable: boolean) => void,
  ) {}

  /** Lets the thread send `count` more batches. */
  credit(count: number): void {
    if (!this.ended) this.thread.post({ type: 'credit', job: this.job, count });
  }

  /** The next batch, 'done' or 'failed'. */
  next(): Promise<Outcome> {
    const outcome = this.outcomes.shift();
    if (outcome) return Promise.resolve(outcome);
    return new Promise((resolve) => (this.waiter = resolve));
  }

  /** The row total and sheet names once counted (null after `timeoutMs`, or if the count failed). */
  totals(timeoutMs: number): Promise<Totals | null> {
    if (this.countEnded) return Promise.resolve(this.total);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.totalWaiters.push((total) => {
        clearTimeout(timer);
        resolve(total);
      });
    });
  }

  get counted(): Totals | null {
    return this.total;
  }

  /** The size of the sheets' XML being counted, known once the thread has named them (else null). */
  get countBytes(): number | null {
    return this.countedBytes;
  }

  /** Ends the job (if still running) and gives the thread back once it is free. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.ended) {
      this.ended = true;
      this.thread.post({ type: 'stop', job: this.job });
    }
    const freed = await Promise.race([this.becameIdle.then(() => true), sleep(5000).then(() => false)]);
    this.thread.release();
    if (!freed) await this.thread.terminate();
    this.onRelease(freed);
  }

  receive(message: ParseMessage): void {
    if (message.job !== this.job) return;
    if (message.type === 'idle') {
      this.idle?.();
      return;
    }
    if (message.type === 'sheets') {
      this.counting = true;
      void this.count(message.sheets);
      return;
    }
    if (message.type === 'done' || message.type === 'failed') {
      this.ended = true;
      // Read to the end (or failed) without naming its sheets: nothing will be counted.
      if (!this.counting) this.endCount();
    }
    this.deliver(message);
  }

  fail(text: string): void {
    this.idle?.();
    if (this.ended) return;
    this.ended = true;
    if (!this.counting) this.endCount();
    this.deliver({ job: this.job, type: 'failed', code: ImportErrorCode.CorruptFile, message: text });
  }

  /**
   * Counts the rows of the sheets here, on the runner's thread, which mostly waits for the database:
   * the inflating runs on libuv's pool, and the total is known within a fraction of a second
   * instead of at the end of the reading. A count that fails leaves the total unknown; the reading
   * reports what is wrong with the file.
   */
  private async count(sheets: Array<{ name: string; part: string }>): Promise<void> {
    let fd: number | null = null;
    try {
      fd = fs.openSync(this.work.file, 'r');
      const archive = ZipArchive.open(new FileSource(fd), { maxUncompressedBytes: this.work.maxUncompressedBytes });
      this.countedBytes = sheets.reduce((bytes, sheet) => bytes + (archive.get(sheet.part)?.uncompressedSize ?? 0), 0);
      let totalRows = 0;
      for (const sheet of sheets) {
        const rows = await countSheetRows(archive, sheet.part, () => this.stopped);
        if (rows === null) return;
        // Minus the header row.
        totalRows += Math.max(0, rows - 1);
      }
      this.total = { totalRows, sheets: sheets.map((sheet) => sheet.name) };
    } catch {
      // Unknown total: progress is shown without a percentage.
    } finally {
      if (fd !== null) fs.closeSync(fd);
      this.endCount();
    }
  }

  private endCount(): void {
    this.countEnded = true;
    for (const waiter of this.totalWaiters.splice(0)) waiter(this.total);
  }

  private deliver(outcome: Outcome): void {
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter(outcome);
    else this.outcomes.push(outcome);
  }
}

/** Turns a 'failed' message back into the error it was. */
export function parseFailure(message: Extract<ParseMessage, { type: 'failed' }>): ImportError {
  const code = Object.values(ImportErrorCode).includes(message.code as ImportErrorCode)
    ? (message.code as ImportErrorCode)
    : ImportErrorCode.CorruptFile;
  return new ImportError(code, message.message, message.details);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function tsBootstrap(entry: string): string {
  const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  return `
    const fs = require('node:fs');
    const swc = require('@swc/core');
    const options = ${JSON.stringify({ ...swcrc, swcrc: false, sourceMaps: 'inline' })};
    require.extensions['.ts'] = (module, filename) => {
      const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
      module._compile(code, filename);
    };
    require(${JSON.stringify(entry)});
  `;
}
