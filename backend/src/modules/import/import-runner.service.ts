import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { importRows } from '../../core/metrics/shop-metrics';
import { repeatWithoutOverlap } from '../../core/process/repeat';
import { PreparedBatch, prepareBatch } from './import-batch.prepare';
import { ImportBatchWriter, ImportClaimLostError, RunState, SessionNotRunningError } from './import-batch.writer';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore, sessionCounters } from './import-session.store';
import { ACTIVE_STATUSES, ImportStatus } from './import-status.enum';
import { FIRST_BATCH_SIZE, MAX_PROCESSING_MS, WORKER_HEARTBEAT_MS } from './import.constants';
import { ImportError, ImportErrorCode } from './import.errors';
import { HeapCeiling } from './heap-ceiling';
import { ImportProgressStream } from './import-progress.stream';
import { ImportSessionsService } from './import-sessions.service';
import { parseFailure, ParseThreadPool } from './parse/parse-thread.client';
import type { ParsedEntry } from './parse/parse-thread.protocol';

/**
 * How a run ended: finished (completed, stopped or failed, all recorded), paused for shutdown, or
 * lost (another run of the job claimed the session: this one wrote nothing more).
 */
export type RunOutcome = 'finished' | 'paused' | 'lost';

export interface RunControl {
  /** True once the process is shutting down: stop after the current batch and requeue. */
  shouldPause(): boolean;
}

class StopRun extends Error {
  constructor(readonly reason: 'pause' | 'cancel' | 'timeout') {
    super(reason);
  }
}

const FILE_SLICE_BYTES = 4 * 1024 * 1024;
/**
 * Sheets whose XML is at most this large (about 12,000 rows of 20 columns) are counted in well
 * under a second (ParseSession counts beside the parse thread), so the first batch waits for their
 * total: a small file shows a percentage from its first progress. A larger one does not hold its
 * first progress back for the count (0.5-1.5 s for 100,000 rows while the import runs): the total
 * goes with the first batch written after it.
 */
const QUICK_COUNT_BYTES = 8 * 1024 * 1024;
/** The longest wait for a quick count (or, at the end, for any count): a count that fails ends it at once. */
const TOTAL_WAIT_MS = 5_000;
/** Heap growth allowed during an import before a full collection (see HeapCeiling). */
const HEAP_HEADROOM_BYTES = 32 * 1024 * 1024;

export const TIMEOUT_MESSAGE = 'Se superó el tiempo máximo de procesamiento (4 horas). La importación se detuvo.';

/**
 * Runs one import in a worker: streams the stored workbook, validates rows, writes them in batches
 * (each committed with its checkpoint) and publishes progress. Resumes after the session's
 * checkpoint when a previous worker died or was stopped mid-file.
 */
@Injectable()
export class ImportRunner implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ImportRunner.name);
  /** Reading happens in worker threads, reused from import to import. */
  private readonly threads = new ParseThreadPool();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ImportSessionStore,
    private readonly sessions: ImportSessionsService,
    private readonly stream: ImportProgressStream,
    private readonly writer: ImportBatchWriter,
    private readonly config: AppConfigService,
  ) {}

  /** Copies left in the temporary directory by a worker that was killed (its pid is gone). */
  onModuleInit(): void {
    const directory = os.tmpdir();
    for (const name of fs.readdirSync(directory)) {
      const match = /^repuestos-import-(\d+)-/.exec(name);
      if (!match || isAlive(Number(match[1]))) continue;
      fs.rmSync(path.join(directory, name), { force: true });
    }
  }

  /** After the processor has parked running imports (beforeApplicationShutdown). */
  async onApplicationShutdown(): Promise<void> {
    await this.threads.close();
  }

  /**
   * @param claim the fencing token of this run: the job's BullMQ activation number
   *   (job.attemptsStarted), higher for every new run of the job, so the newest run always wins
   */
  async run(sessionId: string, claim: number, control: RunControl): Promise<RunOutcome> {
    let session = await this.store.find(sessionId);
    if (!session || !ACTIVE_STATUSES.includes(session.status)) return 'finished';
    if (await this.stream.isCancelRequested(sessionId)) {
      await this.sessions.finish(sessionId, ImportStatus.STOPPED);
      return 'finished';
    }
    if (session.startedAt && Date.now() - session.startedAt.getTime() > MAX_PROCESSING_MS) {
      await this.sessions.finish(sessionId, ImportStatus.ERROR, TIMEOUT_MESSAGE);
      return 'finished';
    }

    // The claim waits for the session's row lock, so a batch of a previous run is either committed
    // (and its checkpoint read below) or rolled back; that run's later batches then stop (fencing).
    if (!(await this.store.claim(sessionId, claim))) return this.lost(sessionId, claim);
    session = (await this.store.find(sessionId)) as ImportSession;
    // A previous run killed between a batch's commit and its append: its events first.
    await this.sessions.publishPendingBatches(sessionId);
    const resumed = session.checkpointRow > 0;
    await this.stream.append(sessionId, [
      {
        type: 'start',
        message: resumed
          ? `Reanudando la importación después de la fila ${session.checkpointRow} de la hoja "${session.checkpointSheet}"`
          : `Importación iniciada: ${session.fileName}`,
        resumedFrom: resumed ? { sheet: session.checkpointSheet, row: session.checkpointRow } : null,
        fileName: session.fileName,
        ...sessionCounters(session),
      },
    ]);

    const stopHeartbeat = repeatWithoutOverlap(
      () =>
        this.store
          .heartbeat(sessionId, claim)
          .catch((error: Error) => this.logger.warn(`Latido de ${sessionId}: ${error.message}`)),
      WORKER_HEARTBEAT_MS,
    );

    try {
      await this.process(session, claim, control);
      if (!(await this.sessions.finish(sessionId, ImportStatus.COMPLETED, undefined, claim))) {
        return this.lostIfTakenOver(sessionId, claim);
      }
      return 'finished';
    } catch (error) {
      if (error instanceof StopRun) {
        if (error.reason === 'pause') {
          await this.store.requeue(sessionId, claim);
          this.logger.log(`Importación ${sessionId} pausada por apagado; otro worker la reanudará`);
          return 'paused';
        }
        if (error.reason === 'cancel') await this.sessions.finish(sessionId, ImportStatus.STOPPED, undefined, claim);
        if (error.reason === 'timeout') {
          await this.sessions.finish(sessionId, ImportStatus.ERROR, TIMEOUT_MESSAGE, claim);
        }
        return 'finished';
      }
      if (error instanceof ImportClaimLostError) return this.lost(sessionId, claim);
      if (error instanceof SessionNotRunningError) return 'finished';
      if (error instanceof ImportError) {
        await this.sessions.finish(sessionId, ImportStatus.ERROR, error.message, claim);
        return 'finished';
      }
      // A batch cut off by the server because this process was frozen: if another run has the
      // session now, this one just stops (it has written nothing since).
      if ((await this.lostIfTakenOver(sessionId, claim).catch(() => 'finished')) === 'lost') return 'lost';
      throw error;
    } finally {
      stopHeartbeat();
    }
  }

  /** Another run has claimed the session (or it ended): this one stops without writing. */
  private lost(sessionId: string, claim: number): RunOutcome {
    this.logger.warn(
      `Importación ${sessionId}: otro worker la tomó (reclamación ${claim} superada); este se detiene sin escribir`,
    );
    return 'lost';
  }

  private async lostIfTakenOver(sessionId: string, claim: number): Promise<RunOutcome> {
    const session = await this.store.find(sessionId);
    return session && session.claim !== claim ? this.lost(sessionId, claim) : 'finished';
  }

  private async process(session: ImportSession, claim: number, control: RunControl): Promise<void> {
    const sessionId = session.id;
    this.threads.warm();
    const file = await this.copyFile(sessionId);
    try {
      await this.read(session, claim, control, file);
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  private async read(session: ImportSession, claim: number, control: RunControl, file: string): Promise<void> {
    const sessionId = session.id;
    const thread = this.threads.start({
      file,
      maxUncompressedBytes: this.config.importLimits.maxUncompressedBytes,
      sheet: session.processAllSheets ? null : (session.worksheetName ?? ''),
      checkpointSheet: session.checkpointSheet,
      checkpointRow: session.checkpointRow,
      firstBatchSize: FIRST_BATCH_SIZE,
      batchSize: this.config.importLimits.batchSize,
    });

    const state: RunState = {
      sessionId,
      claim,
      counters: sessionCounters(session),
      totalRows: session.totalRows,
      brands: new Map(),
      models: new Map(),
      subSubcategories: new Map(),
      catalogPublishedAt: 0,
    };
    let counted = false;
    // 'parsing' carries the row total, counted here (ParseSession) while the thread reads the rows.
    // The next batch to be written stores the total and sends the event ahead of its own
    // (RunState.announcement); it is written here only when no batch is left to carry it.
    const takeCount = (totals: { totalRows: number; sheets: string[] } | null) => {
      if (counted || !totals) return;
      counted = true;
      // A resumed run keeps the total its session already has.
      const totalRows = state.totalRows ?? totals.totalRows;
      state.totalRows = totalRows;
      const where = totals.sheets.length === 1 ? `la hoja "${totals.sheets[0]}"` : `${totals.sheets.length} hojas`;
      state.announcement = {
        type: 'parsing',
        message: `Archivo leído: ${totalRows} filas en ${where}`,
        totalRows,
        sheets: totals.sheets,
      };
    };
    const announceAlone = async () => {
      const announcement = state.announcement;
      if (!announcement || state.totalRows === null) return;
      // Fenced like a batch: a run that lost the session announces nothing.
      const totalRows = await this.store.setTotal(sessionId, claim, state.totalRows);
      if (totalRows === null) throw new ImportClaimLostError(sessionId, claim, null);
      state.announcement = null;
      await this.stream.append(sessionId, [announcement]);
    };

    const startedAt = (session.startedAt ?? new Date()).getTime();
    const heap = new HeapCeiling(HEAP_HEADROOM_BYTES);
    let inflight: Promise<void> | null = null;
    let publishing: Promise<void> = Promise.resolve();
    // The batch prepared while the one in flight is written: its transaction begins behind that
    // one's COMMIT (BatchHooks.next), once nothing but its own write is left to do before it.
    let upcoming: PreparedBatch | null = null;
    const next = () => (control.shouldPause() ? null : upcoming);
    try {
      thread.credit(2);
      let first = true;
      for (;;) {
        const message = await thread.next();
        if (message.type === 'failed') throw parseFailure(message);
        if (message.type === 'done') break;
        const quickCount = (thread.countBytes ?? Infinity) <= QUICK_COUNT_BYTES;
        takeCount(first && quickCount ? await thread.totals(TOTAL_WAIT_MS) : thread.counted);
        first = false;

        // Made ready, and the heap trimmed, while the previous batch is still in PostgreSQL.
        // The decoded entries take their sheet in place: no second copy of every entry.
        const entries = JSON.parse(message.entries) as Array<ParsedEntry & { sheet: string }>;
        for (const entry of entries) entry.sheet = message.sheet;
        const batch = prepareBatch(entries);
        heap.check();
        upcoming = batch;
        if (inflight) await inflight;
        inflight = null;
        upcoming = null;
        if (control.shouldPause()) throw new StopRun('pause');
        if (Date.now() - startedAt > MAX_PROCESSING_MS) throw new StopRun('timeout');
        // Asked once the previous batch has committed, as before, but answered while this batch's
        // first round trip is in PostgreSQL (which then waits for no Redis round trip in between);
        // a cancelled import rolls this batch back, so it writes nothing after the request either.
        const cancelled = this.stream.isCancelRequested(sessionId);
        cancelled.catch(() => undefined);
        const proceed = async () => {
          if (await cancelled) throw new StopRun('cancel');
        };
        // This batch commits while the thread reads and validates the next one; its events are
        // published in order, without holding up the next batch.
        let statementSent!: () => void;
        const sent = new Promise<void>((resolve) => (statementSent = resolve));
        const pending: Promise<void> = this.writer
          .write(state, batch, { statementSent, proceed, next })
          .then((result) => {
            importRows.inc(batch.entries.length);
            publishing = publishing.then(() => this.stream.appendBatch(sessionId, result.seq, result.events));
            publishing.catch(() => undefined);
          });
        pending.catch(() => undefined);
        inflight = pending;
        thread.credit(1);
        // The next batch is prepared while PostgreSQL runs this one's main statement, not before:
        // preparing it is synchronous work that would otherwise hold up this batch's first steps.
        await Promise.race([sent, pending.catch(() => undefined)]);
      }
      if (inflight) await inflight;
      await publishing;
      takeCount(await thread.totals(TOTAL_WAIT_MS));
      await announceAlone();
    } finally {
      // A batch still committing when reading failed is awaited, so its checkpoint is recorded.
      if (inflight) await (inflight as Promise<void>).catch(() => undefined);
      // A transaction begun for a batch this run did not write: rolled back.
      await this.writer.discard(state);
      await publishing.catch(() => undefined);
      await thread.stop();
    }
  }

  /**
   * The stored workbook, copied in slices to a temporary file the parse thread reads by position:
   * memory does not grow with the file, and the driver never holds more than a slice (the column
   * is stored EXTERNAL, so slices are cheap to read).
   */
  private async copyFile(sessionId: string): Promise<string> {
    const [stored]: Array<{ size: number }> = await this.dataSource.query(
      `SELECT octet_length("content")::int AS "size" FROM "import_files" WHERE "session_id" = $1`,
      [sessionId],
    );
    if (!stored)
      throw new ImportError(ImportErrorCode.CorruptFile, 'El archivo de la importación ya no está disponible');
    const file = path.join(os.tmpdir(), `repuestos-import-${process.pid}-${randomUUID()}.xlsx`);
    const fd = fs.openSync(file, 'w', 0o600);
    try {
      for (let offset = 0; offset < stored.size; offset += FILE_SLICE_BYTES) {
        // As base64, not as bytea: the driver turns bytea's hex text into bytes 2-3 times slower
        // (0.5-0.9 s against 0.25 s for a 15 MB workbook, before the first row can be read).
        const [slice]: Array<{ part: string }> = await this.dataSource.query(
          `SELECT encode(substring("content" FROM $2 FOR $3), 'base64') AS "part" FROM "import_files" WHERE "session_id" = $1`,
          [sessionId, offset + 1, FILE_SLICE_BYTES],
        );
        const part = Buffer.from(slice.part, 'base64');
        let written = 0;
        while (written < part.length) {
          written += fs.writeSync(fd, part, written, part.length - written, offset + written);
        }
      }
    } catch (error) {
      fs.closeSync(fd);
      fs.rmSync(file, { force: true });
      throw error;
    }
    fs.closeSync(fd);
    return file;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
