import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { importRows } from '../../core/metrics/shop-metrics';
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
 * The first batch waits up to this long for the row count (ParseSession counts beside the parse
 * thread's first rows: milliseconds for the usual workbook, 0.2-0.6 s for 100,000 rows), so that
 * 'parsing' and the stored total come before the first progress and the page shows a percentage
 * from the first batch. Once a batch is in flight the total has to wait for it (each batch locks
 * the session row), and with a 100 ms wait a busy machine missed the first batch for 5,000 rows.
 * A count that fails ends the wait at once; past this bound the total follows a later batch.
 */
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

    const heartbeat = setInterval(() => {
      this.store
        .heartbeat(sessionId, claim)
        .catch((error: Error) => this.logger.warn(`Latido de ${sessionId}: ${error.message}`));
    }, WORKER_HEARTBEAT_MS);
    heartbeat.unref();

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
      clearInterval(heartbeat);
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
    let announced = false;
    // 'parsing' carries the row total, counted here (ParseSession) while the thread reads the first rows.
    const announce = async (totals: { totalRows: number; sheets: string[] } | null) => {
      if (announced || !totals) return;
      announced = true;
      // Fenced like a batch: a run that lost the session announces nothing.
      const totalRows = await this.store.setTotal(sessionId, claim, totals.totalRows);
      if (totalRows === null) throw new ImportClaimLostError(sessionId, claim, null);
      state.totalRows = totalRows;
      const where = totals.sheets.length === 1 ? `la hoja "${totals.sheets[0]}"` : `${totals.sheets.length} hojas`;
      await this.stream.append(sessionId, [
        {
          type: 'parsing',
          message: `Archivo leído: ${state.totalRows} filas en ${where}`,
          totalRows: state.totalRows,
          sheets: totals.sheets,
        },
      ]);
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
        await announce(first ? await thread.totals(TOTAL_WAIT_MS) : thread.counted);
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
      await announce(await thread.totals(TOTAL_WAIT_MS));
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
   * memory does not grow with the file, and the driver (which returns bytea as hex text) never
   * holds more than a slice (the column is stored EXTERNAL, so slices are cheap to read).
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
        const [slice]: Array<{ part: Buffer }> = await this.dataSource.query(
          `SELECT substring("content" FROM $2 FOR $3) AS "part" FROM "import_files" WHERE "session_id" = $1`,
          [sessionId, offset + 1, FILE_SLICE_BYTES],
        );
        let written = 0;
        while (written < slice.part.length) {
          written += fs.writeSync(fd, slice.part, written, slice.part.length - written, offset + written);
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
