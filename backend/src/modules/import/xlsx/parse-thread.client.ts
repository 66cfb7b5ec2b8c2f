import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ImportError, ImportErrorCode } from '../import.errors';
import type { ParseCredit, ParseJob, ParseMessage } from './parse-thread';

/**
 * Heap of the parse thread. Exceljs's garbage stays in here and is collected within this budget
 * (a thread that would need more fails the import instead of growing the worker without bound).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** The main thread's handle on a parse thread: batches come in order, as credits allow. */
export class ParseThread {
  private readonly messages: ParseMessage[] = [];
  private waiter: ((message: ParseMessage) => void) | null = null;
  private totalWaiters: Array<(total: { totalRows: number; sheets: string[] }) => void> = [];
  private total: { totalRows: number; sheets: string[] } | null = null;
  private finished = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: ParseMessage) => this.receive(message));
    worker.on('error', (error: Error & { code?: string }) =>
      this.receive({
        type: 'failed',
        code: ImportErrorCode.CorruptFile,
        message:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'El archivo Excel necesita más memoria de la permitida para leerse (¿celdas enormes?). Divide el archivo e inténtalo de nuevo.'
            : `El archivo Excel no se pudo leer: ${error.message}`,
      }),
    );
    worker.on('exit', (code) => {
      if (!this.finished)
        this.receive({
          type: 'failed',
          code: ImportErrorCode.CorruptFile,
          message: `La lectura del archivo terminó inesperadamente (código ${code})`,
        });
    });
  }

  static start(job: Omit<ParseJob, 'kind'>): ParseThread {
    const workerData: ParseJob = { ...job, kind: 'import-parse' };
    const entry = path.join(__dirname, `parse-thread${path.extname(__filename)}`);
    const worker = entry.endsWith('.ts')
      ? // Running from TypeScript sources (tests): compile the thread's modules the way Jest does.
        new Worker(tsBootstrap(entry), { eval: true, workerData, resourceLimits: RESOURCE_LIMITS })
      : new Worker(entry, { workerData, resourceLimits: RESOURCE_LIMITS });
    return new ParseThread(worker);
  }

  /** Lets the thread send `count` more batches. */
  credit(count: number): void {
    if (!this.finished) this.worker.postMessage({ type: 'credit', count } satisfies ParseCredit);
  }

  /** The next batch, 'done' or 'failed'. */
  next(): Promise<ParseMessage> {
    const message = this.messages.shift();
    if (message) return Promise.resolve(message);
    return new Promise((resolve) => (this.waiter = resolve));
  }

  /** The row total and sheet names, once counted (null after `timeoutMs`). */
  totals(timeoutMs: number): Promise<{ totalRows: number; sheets: string[] } | null> {
    if (this.total) return Promise.resolve(this.total);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.totalWaiters.push((total) => {
        clearTimeout(timer);
        resolve(total);
      });
    });
  }

  get counted(): { totalRows: number; sheets: string[] } | null {
    return this.total;
  }

  async stop(): Promise<void> {
    this.finished = true;
    await this.worker.terminate();
  }

  private receive(message: ParseMessage): void {
    if (message.type === 'total') {
      this.total = { totalRows: message.totalRows, sheets: message.sheets };
      for (const waiter of this.totalWaiters.splice(0)) waiter(this.total);
      return;
    }
    if (this.finished) return;
    if (message.type === 'done' || message.type === 'failed') this.finished = true;
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter(message);
    else this.messages.push(message);
  }
}

/** Turns a 'failed' message back into the error it was. */
export function parseFailure(message: Extract<ParseMessage, { type: 'failed' }>): ImportError {
  const code = Object.values(ImportErrorCode).includes(message.code as ImportErrorCode)
    ? (message.code as ImportErrorCode)
    : ImportErrorCode.CorruptFile;
  return new ImportError(code, message.message, message.details);
}

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
