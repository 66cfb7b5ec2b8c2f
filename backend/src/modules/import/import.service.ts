import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, MessageEvent } from '@nestjs/common';
import type { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { AuditEntityType, AuditKind } from '../audit/audit-kind.enum';
import { AuditActor, AuditService } from '../audit/audit.service';
import { ImportProgressEvent, ImportResult, TERMINAL_EVENT_TYPES } from './dto/import-progress.event';
import type { UploadImportDto } from './dto/upload-import.dto';
import { ALL_COLUMNS, mapHeader } from './import-columns';
import { neutralize, SkuWarningView, skuWarningLine, YearWarningView, yearWarningLine } from './import-downloads';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore, sessionCounters, sessionProgress } from './import-session.store';
import { ACTIVE_STATUSES, ImportStatus } from './import-status.enum';
import {
  IMPORT_JOB_ATTEMPTS,
  RECENTLY_FINISHED_MS,
  SESSION_ID_PATTERN,
  SSE_HEARTBEAT_MS,
  SSE_MAX_CONNECTION_MS,
  SSE_SESSION_WAIT_MS,
  UPLOAD_ENQUEUE_TIMEOUT_MS,
  UPLOAD_LOCK_TIMEOUT_MS,
  WAIT_KEEPALIVE_MS,
} from './import.constants';
import {
  IMPORT_MESSAGES,
  ImportError,
  ImportErrorCode,
  missingColumnsError,
  sheetNotFoundError,
} from './import.errors';
import { IMPORT_QUEUE, ImportJobData } from './import.queue';
import { ImportProgressStream, StreamEntry, StreamFollower } from './import-progress.stream';
import { ImportSessionsService } from './import-sessions.service';
import { SheetInfo, XlsxWorkbook } from './xlsx/xlsx-workbook';

/** The uploaded part, as multer gives it. */
export interface UploadedExcel {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const JSON_WARNINGS_LIMIT = 5000;
const DOWNLOAD_PAGE = 5000;
const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

type WireStatus = 'queued' | 'running' | 'completed' | 'error' | 'stopped';
const WIRE_STATUS: Record<ImportStatus, WireStatus> = {
  [ImportStatus.QUEUED]: 'queued',
  [ImportStatus.RUNNING]: 'running',
  [ImportStatus.COMPLETED]: 'completed',
  [ImportStatus.ERROR]: 'error',
  [ImportStatus.STOPPED]: 'stopped',
};
/** The active-process list knows three states (admin.md 4.4); a stopped import shows as 'error' with its message. */
const LIST_STATUS: Record<ImportStatus, 'running' | 'completed' | 'error'> = {
  [ImportStatus.QUEUED]: 'running',
  [ImportStatus.RUNNING]: 'running',
  [ImportStatus.COMPLETED]: 'completed',
  [ImportStatus.ERROR]: 'error',
  [ImportStatus.STOPPED]: 'error',
};

/**
 * The API side of the import: checks uploads, records sessions, enqueues jobs and waits for them,
 * serves progress (SSE from the session's Redis Stream), status, warnings and downloads.
 */
@Injectable()
export class ImportService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ImportService.name);
  /** Open progress readers: SSE clients and uploads waiting for their result. */
  private readonly followers = new Set<StreamFollower>();
  private shuttingDown = false;

  constructor(
    @InjectQueue(IMPORT_QUEUE) private readonly queue: Queue<ImportJobData>,
    private readonly dataSource: DataSource,
    private readonly store: ImportSessionStore,
    private readonly sessions: ImportSessionsService,
    private readonly stream: ImportProgressStream,
    private readonly config: AppConfigService,
    private readonly audit: AuditService,
  ) {}

  /**
   * SSE streams and uploads waiting for their result would hold the HTTP server open until their
   * imports end (a restart, or Ctrl-C, would wait for them): they are ended first. SSE clients
   * reconnect with Last-Event-ID, to another instance or to this one restarted; a waiting upload's
   * connection is dropped, and the page goes on following its import.
   */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
    for (const follower of this.followers) follower.close();
  }

  private follow(sessionId: string, afterId?: string): StreamFollower {
    const follower = this.stream.follow(sessionId, afterId);
    this.followers.add(follower);
    if (this.shuttingDown) follower.close();
    return follower;
  }

  private unfollow(follower: StreamFollower): void {
    follower.close();
    this.followers.delete(follower);
  }

  // ---- uploads -----------------------------------------------------------------------------------

  async listWorksheets(
    file: UploadedExcel | undefined,
  ): Promise<{ success: true; worksheets: string[]; message: string }> {
    const workbook = await this.openUpload(file);
    const worksheets = workbook.sheets.map((sheet) => sheet.name);
    return {
      success: true,
      worksheets,
      message: worksheets.length === 1 ? 'Se encontró 1 hoja' : `Se encontraron ${worksheets.length} hojas`,
    };
  }

  /**
   * Checks the workbook, stores it in PostgreSQL with its session, enqueues the job (jobId =
   * sessionId, so sending the same session twice runs it once) and answers when the job ends.
   * The answer's headers go out at once and a space is written every 15 s (JSON allows leading
   * whitespace), so proxies keep a long import's connection open. Closing the browser does not
   * stop the job. The import's one audit entry (IMPORT_STARTED) is written with its session.
   */
  async importExcel(
    file: UploadedExcel | undefined,
    dto: UploadImportDto,
    actor: AuditActor,
    res: Response,
  ): Promise<void> {
    const existing = await this.store.find(dto.sessionId);
    if (!existing) {
      if (!dto.processAllSheets && !dto.worksheetName?.trim()) throw new ImportError(ImportErrorCode.SheetRequired);
      const upload = file as UploadedExcel;
      const workbook = await this.openUpload(file);
      await this.checkSheets(workbook, dto);
      await this.recordSession(upload, dto, actor);
      await this.enqueue(dto.sessionId);
    }
    await this.respondWhenFinished(dto.sessionId, res);
  }

  /**
   * The session, its workbook and its audit entry, in one transaction that waits for no lock for
   * long: a lock held by a stuck transaction (on the administrator's account row, or the same
   * session id being recorded by another request) yields a 503 the administrator can retry at once,
   * with nothing recorded, instead of an upload that hangs with no answer.
   */
  private async recordSession(upload: UploadedExcel, dto: UploadImportDto, actor: AuditActor): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`SET LOCAL lock_timeout TO ${UPLOAD_LOCK_TIMEOUT_MS}`);
        const created = await this.store.create(manager, {
          id: dto.sessionId,
          fileName: upload.originalname.slice(0, 255) || 'archivo.xlsx',
          fileSize: upload.size,
          worksheetName: dto.processAllSheets ? null : (dto.worksheetName ?? null),
          processAllSheets: dto.processAllSheets,
          createdById: actor.id,
        });
        if (created) {
          await manager.query(`INSERT INTO "import_files" ("session_id", "content") VALUES ($1, $2)`, [
            dto.sessionId,
            upload.buffer,
          ]);
          await this.audit.record(manager, actor, {
            kind: AuditKind.IMPORT_STARTED,
            entityType: AuditEntityType.IMPORT,
            entityId: dto.sessionId,
            entityLabel: upload.originalname.slice(0, 255) || 'archivo.xlsx',
            changes: {
              worksheetName: { before: null, after: dto.processAllSheets ? null : (dto.worksheetName ?? null) },
              processAllSheets: { before: null, after: dto.processAllSheets },
              fileSize: { before: null, after: upload.size },
            },
          });
        }
      });
    } catch (error) {
      // 55P03 lock_timeout, 57014 statement_timeout: the database is busy, not the upload at fault.
      const code = (error as { code?: unknown }).code;
      if (code === '55P03' || code === '57014') {
        this.logger.warn(`Importación ${dto.sessionId} no registrada: ${(error as Error).message}`);
        throw new ImportError(ImportErrorCode.ServerBusy);
      }
      throw error;
    }
  }

  /**
   * Queues the job (same jobId, same job: BullMQ ignores a second add while the first job exists).
   * BullMQ's connection retries for ever while Redis is unreachable: after UPLOAD_ENQUEUE_TIMEOUT_MS
   * the session ends as an error saying so (a job added late finds it ended and does nothing) and the
   * upload is answered with a 503.
   */
  private async enqueue(sessionId: string): Promise<void> {
    const added = this.queue.add(
      'import',
      { sessionId },
      {
        jobId: sessionId,
        attempts: IMPORT_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), UPLOAD_ENQUEUE_TIMEOUT_MS)),
    );
    try {
      const outcome = await Promise.race([added.then(() => 'added' as const), timedOut]);
      if (outcome === 'added') return;
      this.logger.warn(`Importación ${sessionId}: Redis no aceptó el trabajo en ${UPLOAD_ENQUEUE_TIMEOUT_MS} ms`);
    } catch (error) {
      this.logger.warn(`Importación ${sessionId}: no se pudo encolar: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    added.catch(() => undefined);
    const message = IMPORT_MESSAGES[ImportErrorCode.QueueUnavailable];
    await this.sessions.finish(sessionId, ImportStatus.ERROR, message);
    throw new ImportError(ImportErrorCode.QueueUnavailable);
  }

  private async openUpload(file: UploadedExcel | undefined): Promise<XlsxWorkbook> {
    if (!file || !file.buffer || file.size === 0) throw new ImportError(ImportErrorCode.FileRequired);
    const workbook = await XlsxWorkbook.open(file.buffer, {
      maxUncompressedBytes: this.config.importLimits.maxUncompressedBytes,
    });
    if (workbook.sheets.length === 0) throw new ImportError(ImportErrorCode.EmptyWorkbook);
    return workbook;
  }

  /** The chosen sheet exists, and each sheet to import has every required column and some rows. */
  private async checkSheets(workbook: XlsxWorkbook, dto: UploadImportDto): Promise<void> {
    let sheets: SheetInfo[];
    if (dto.processAllSheets) {
      sheets = workbook.sheets;
    } else {
      const sheet = workbook.findSheet(dto.worksheetName ?? '');
      if (!sheet)
        throw sheetNotFoundError(
          dto.worksheetName ?? '',
          workbook.sheets.map((candidate) => candidate.name),
        );
      sheets = [sheet];
    }
    let withRows = 0;
    for (const sheet of sheets) {
      const { header, hasData } = await workbook.readHeader(sheet);
      if (!header) {
        if (!dto.processAllSheets) {
          throw new ImportError(ImportErrorCode.EmptySheet, `La hoja "${sheet.name}" está vacía`);
        }
        continue;
      }
      const map = mapHeader(header.cells);
      if (map.missing.length > 0) throw missingColumnsError(sheet.name, map.missing);
      if (hasData) withRows++;
    }
    if (withRows === 0) throw new ImportError(ImportErrorCode.NoRows);
  }

  private async respondWhenFinished(sessionId: string, res: Response): Promise<void> {
    res.status(200).type('application/json');
    res.flushHeaders();
    const keepAlive = setInterval(() => res.write(' '), WAIT_KEEPALIVE_MS);
    const follower = this.follow(sessionId);
    res.on('close', () => this.unfollow(follower));
    try {
      const result = await this.waitForResult(sessionId, follower);
      // Shutting down: dropped like a lost connection, not answered as a failed import.
      if (!result && this.shuttingDown) {
        res.destroy();
        return;
      }
      if (!res.writableEnded) res.end(JSON.stringify(result ? { ...result, sessionId } : this.lostResult(sessionId)));
    } catch (error) {
      this.logger.error(`Esperando la importación ${sessionId}: ${(error as Error).message}`);
      if (!res.writableEnded) res.end(JSON.stringify(this.lostResult(sessionId)));
    } finally {
      clearInterval(keepAlive);
      this.unfollow(follower);
    }
  }

  /** The result once the session ends (null if the client left first). */
  private async waitForResult(
    sessionId: string,
    follower: ReturnType<ImportProgressStream['follow']>,
  ): Promise<ImportResult | null> {
    let checkDatabase = true;
    while (!follower.isClosed) {
      // The database has the last word when the stream is quiet (or gone, e.g. Redis was flushed);
      // when it cannot be asked (a restart), the stream is followed on: the import goes on too.
      if (checkDatabase) {
        const session = await this.store.find(sessionId).catch(() => null);
        if (session && !ACTIVE_STATUSES.includes(session.status) && session.result) {
          return session.result as unknown as ImportResult;
        }
      }
      const entries = await follower.next(SSE_HEARTBEAT_MS);
      const terminal = entries.find((entry) => TERMINAL_EVENT_TYPES.has(entry.event.type));
      if (terminal?.event.result) return terminal.event.result;
      checkDatabase = entries.length === 0 || terminal !== undefined;
    }
    return null;
  }

  private lostResult(sessionId: string): ImportResult & { sessionId: string } {
    return {
      success: false,
      message:
        'Error de conexión con el servidor mientras se esperaba el resultado. Consulta el estado de la importación.',
      totalRows: 0,
      processedRows: 0,
      errorRows: 0,
      errors: [],
      successCount: 0,
      updateCount: 0,
      yearWarningCount: 0,
      skuWarningCount: 0,
      categoryWarningCount: 0,
      productsCreated: 0,
      productsUpdated: 0,
      compatibilitiesAdded: 0,
      createdSubSubcategories: [],
      newSubSubcategories: [],
      status: 'error',
      sessionId,
    };
  }

  // ---- progress ----------------------------------------------------------------------------------

  /**
   * Server-sent events of a session: 'connected', then the stream's history after `lastEventId`
   * (all of it for a new client), then live events, a 'heartbeat' every 15 s, until the terminal
   * event or one hour (the client reconnects with Last-Event-ID). Each event's id is its Redis
   * Stream id. Each client reads on its own Redis connection, closed when it disconnects.
   */
  progress(sessionId: string, lastEventId?: string): Observable<MessageEvent> {
    const start = lastEventId && STREAM_ID.test(lastEventId) ? lastEventId : '0';
    return new Observable<MessageEvent>((subscriber) => {
      const follower = this.follow(sessionId, start);
      const openedAt = Date.now();
      const emit = (id: string, data: Partial<ImportProgressEvent>) =>
        subscriber.next({ id, data: { sessionId, timestamp: new Date().toISOString(), message: '', ...data } });

      const run = async () => {
        emit(start, { type: 'connected', message: 'Conectado al progreso de la importación', resumeAfter: start });
        let wait = 0; // the first read does not block: the history, or nothing
        while (!follower.isClosed) {
          const remaining = SSE_MAX_CONNECTION_MS - (Date.now() - openedAt);
          if (remaining <= 0) break;
          const waited = Math.min(wait, remaining);
          wait = SSE_HEARTBEAT_MS;
          const entries: StreamEntry[] = await follower.next(waited);
          // Closed: the client left, or the API is shutting down (the stream ends; the client reconnects).
          if (follower.isClosed) break;
          if (entries.length > 0) {
            for (const entry of entries) {
              subscriber.next({ id: entry.id, data: entry.event });
              if (TERMINAL_EVENT_TYPES.has(entry.event.type)) {
                subscriber.complete();
                return;
              }
            }
            continue;
          }
          // Nothing new: an ended session whose events are gone (or all sent) gets its end from the database.
          const session = await this.store.find(sessionId);
          if (session && !ACTIVE_STATUSES.includes(session.status)) {
            const result = session.result as unknown as ImportResult | null;
            const type =
              session.status === ImportStatus.COMPLETED
                ? 'completed'
                : session.status === ImportStatus.STOPPED
                  ? 'stopped'
                  : 'error';
            if (result) emit(follower.position, { type: 'result', message: result.message, result });
            emit(follower.position, {
              type,
              message: session.message ?? '',
              progress: sessionProgress(session),
              totalRows: session.totalRows,
              ...sessionCounters(session),
              result: result ?? undefined,
            });
            subscriber.complete();
            return;
          }
          if (!session && Date.now() - openedAt > SSE_SESSION_WAIT_MS && !(await this.stream.exists(sessionId))) {
            emit(follower.position, { type: 'error', message: 'Sesión de importación no encontrada' });
            subscriber.complete();
            return;
          }
          if (waited > 0) emit(follower.position, { type: 'heartbeat' });
        }
        subscriber.complete();
      };
      run()
        .catch((error: Error) => {
          // The database or Redis failed (a restart): the stream ends and the client reconnects with
          // Last-Event-ID. An error would reach it as Nest's 'event: error' with English text.
          this.logger.warn(`Progreso de ${sessionId}: ${error.message}`);
          subscriber.complete();
        })
        .finally(() => this.unfollow(follower));
      return () => this.unfollow(follower);
    });
  }

  // ---- status and lists --------------------------------------------------------------------------

  async status(sessionId: string) {
    const session = await this.store.find(sessionId);
    if (!session) {
      return {
        success: true,
        exists: false,
        canReconnect: false,
        status: null,
        processedRows: 0,
        totalRows: null,
        progress: 0,
        successCount: 0,
        updateCount: 0,
        errorCount: 0,
        yearWarningCount: 0,
        skuWarningCount: 0,
        categoryWarningCount: 0,
        productsCreated: 0,
        productsUpdated: 0,
        compatibilitiesAdded: 0,
        warningCount: 0,
        elapsedTime: 0,
        message: 'Sesión de importación no encontrada',
      };
    }
    const counters = sessionCounters(session);
    return {
      success: true,
      exists: true,
      canReconnect: ACTIVE_STATUSES.includes(session.status),
      status: WIRE_STATUS[session.status],
      processedRows: session.processedRows,
      totalRows: session.totalRows,
      progress: sessionProgress(session),
      successCount: counters.successCount,
      updateCount: counters.updateCount,
      errorCount: counters.errorCount,
      yearWarningCount: counters.yearWarningCount,
      skuWarningCount: counters.skuWarningCount,
      categoryWarningCount: counters.categoryWarningCount,
      productsCreated: counters.productsCreated,
      productsUpdated: counters.productsUpdated,
      compatibilitiesAdded: counters.compatibilitiesAdded,
      warningCount: counters.yearWarningCount + counters.skuWarningCount,
      elapsedTime: elapsedMinutes(session),
      message: session.message,
      fileName: session.fileName,
      worksheetName: session.worksheetName,
      processAllSheets: session.processAllSheets,
      startedAt: session.startedAt?.toISOString() ?? null,
      finishedAt: session.finishedAt?.toISOString() ?? null,
    };
  }

  async active() {
    const rows = await this.store.listActiveAndRecent(new Date(Date.now() - RECENTLY_FINISHED_MS), 50);
    return {
      success: true,
      activeProcesses: rows.map((session) => ({
        sessionId: session.id,
        status: LIST_STATUS[session.status],
        state: WIRE_STATUS[session.status],
        progress: sessionProgress(session),
        elapsedTime: elapsedMinutes(session),
        processedRows: session.processedRows,
        totalRows: session.totalRows,
        canReconnect: ACTIVE_STATUSES.includes(session.status),
        fileName: session.fileName,
        message: session.message,
      })),
    };
  }

  async result(sessionId: string): Promise<ImportResult & { sessionId: string }> {
    const session = await this.findOrFail(sessionId);
    if (ACTIVE_STATUSES.includes(session.status) || !session.result) throw new ImportError(ImportErrorCode.NotFinished);
    return { ...(session.result as unknown as ImportResult), sessionId };
  }

  /**
   * The stop request lives in Redis (the worker reads it between batches), so the IMPORT_CANCELLED
   * entry is written once the request is placed, in its own transaction.
   */
  async cancel(
    sessionId: string,
    actor: AuditActor,
  ): Promise<{ success: true; message: string; status: 'running' | 'stopped' }> {
    const session = await this.findOrFail(sessionId);
    if (!ACTIVE_STATUSES.includes(session.status)) throw new ImportError(ImportErrorCode.AlreadyFinished);
    await this.stream.requestCancel(sessionId);
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, actor, {
        kind: AuditKind.IMPORT_CANCELLED,
        entityType: AuditEntityType.IMPORT,
        entityId: sessionId,
        entityLabel: session.fileName,
        changes: { status: { before: session.status, after: ImportStatus.STOPPED } },
      }),
    );
    if (session.status === ImportStatus.QUEUED) {
      // Not started: take the job out of the queue and end the session here.
      const job = await this.queue.getJob(sessionId);
      const removed =
        !job ||
        (await job.remove().then(
          () => true,
          () => false,
        ));
      if (removed && (await this.sessions.finish(sessionId, ImportStatus.STOPPED))) {
        return { success: true, message: 'Importación detenida antes de comenzar', status: 'stopped' };
      }
    }
    return {
      success: true,
      message: 'Se solicitó detener la importación: se detendrá al terminar el lote en curso',
      status: 'running',
    };
  }

  // ---- warnings ----------------------------------------------------------------------------------

  async yearWarnings(sessionId: string) {
    await this.findOrFail(sessionId);
    const { rows, count } = await this.warnings(sessionId, 'YEAR', JSON_WARNINGS_LIMIT, 0);
    return { success: true, warnings: rows.map(toYearWarning), count, truncated: count > rows.length };
  }

  async skuWarnings(sessionId: string) {
    await this.findOrFail(sessionId);
    const { rows, count } = await this.warnings(sessionId, 'DUPLICATE_SKU', JSON_WARNINGS_LIMIT, 0);
    return { success: true, warnings: rows.map(toSkuWarning), count, truncated: count > rows.length };
  }

  async downloadYearWarnings(sessionId: string, res: Response): Promise<void> {
    await this.findOrFail(sessionId);
    await this.writeText(
      res,
      `advertencias-anos-${sessionId}.txt`,
      [
        'Advertencias de años inconsistentes (ano_inicio mayor que ano_fin): las filas se importaron igualmente.',
        `Sesión: ${sessionId}`,
      ],
      'YEAR',
      sessionId,
      (row) => yearWarningLine(toYearWarning(row)),
      'No hay advertencias de años.',
    );
  }

  async downloadSkuWarnings(sessionId: string, res: Response): Promise<void> {
    await this.findOrFail(sessionId);
    await this.writeText(
      res,
      `advertencias-sku-${sessionId}.txt`,
      [
        'Advertencias de SKU duplicado con datos distintos: se creó un producto adicional por cada una.',
        `Sesión: ${sessionId}`,
      ],
      'DUPLICATE_SKU',
      sessionId,
      (row) => skuWarningLine(toSkuWarning(row)),
      'No hay advertencias de SKU duplicado.',
    );
  }

  /** The rejected rows with their original columns plus 'error', 'hoja' and 'fila', as .xlsx. */
  async downloadRejected(sessionId: string, res: Response): Promise<void> {
    await this.findOrFail(sessionId);
    const keys: Array<{ key: string }> = await this.dataSource.query(
      `SELECT DISTINCT jsonb_object_keys("data") AS "key" FROM "import_row_errors" WHERE "session_id" = $1`,
      [sessionId],
    );
    const present = new Set(keys.map((row) => row.key));
    const known = ALL_COLUMNS.filter((column) => present.has(column));
    const extras = [...present].filter((key) => !(ALL_COLUMNS as readonly string[]).includes(key)).sort();
    const columns = [...known, ...extras];

    res.status(200);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="filas-rechazadas-${sessionId}.xlsx"`);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Filas rechazadas');
    sheet.addRow([...columns, 'error', 'hoja', 'fila']).commit();
    let lastId = 0;
    for (;;) {
      const page: Array<{
        id: number;
        row: number;
        sheet: string | null;
        message: string;
        data: Record<string, unknown> | null;
      }> = await this.dataSource.query(
        `SELECT "id", "row", "sheet", "message", "data" FROM "import_row_errors"
           WHERE "session_id" = $1 AND "id" > $2 ORDER BY "id" LIMIT $3`,
        [sessionId, lastId, DOWNLOAD_PAGE],
      );
      for (const error of page) {
        const cells = columns.map((column) => neutralize(error.data?.[column] ?? null) as ExcelJS.CellValue);
        sheet.addRow([...cells, neutralize(error.message), neutralize(error.sheet), error.row]).commit();
      }
      if (page.length < DOWNLOAD_PAGE) break;
      lastId = page[page.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
  }

  // ---- helpers -----------------------------------------------------------------------------------

  assertSessionId(sessionId: string): string {
    if (!SESSION_ID_PATTERN.test(sessionId) || sessionId.length > 100)
      throw new ImportError(ImportErrorCode.InvalidSessionId);
    return sessionId;
  }

  private async findOrFail(sessionId: string): Promise<ImportSession> {
    this.assertSessionId(sessionId);
    const session = await this.store.find(sessionId);
    if (!session) throw new ImportError(ImportErrorCode.SessionNotFound);
    return session;
  }

  private async warnings(
    sessionId: string,
    kind: 'YEAR' | 'DUPLICATE_SKU',
    limit: number,
    afterId: number,
  ): Promise<{ rows: WarningRow[]; count: number }> {
    const rows: WarningRow[] = await this.dataSource.query(
      `SELECT "id", "row", "sheet", "sku", "payload" FROM "import_warnings"
       WHERE "session_id" = $1 AND "kind" = $2 AND "id" > $3 ORDER BY "id" LIMIT $4`,
      [sessionId, kind, afterId, limit],
    );
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS "count" FROM "import_warnings" WHERE "session_id" = $1 AND "kind" = $2`,
      [sessionId, kind],
    );
    return { rows, count };
  }

  private async writeText(
    res: Response,
    fileName: string,
    heading: string[],
    kind: 'YEAR' | 'DUPLICATE_SKU',
    sessionId: string,
    line: (row: WarningRow) => string,
    empty: string,
  ): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    let afterId = 0;
    let total = 0;
    let first = true;
    for (;;) {
      const { rows, count } = await this.warnings(sessionId, kind, DOWNLOAD_PAGE, afterId);
      if (first) {
        res.write(`${heading.join('\n')}\nTotal: ${count}\n\n`);
        first = false;
      }
      if (rows.length > 0) res.write(rows.map((row) => line(row)).join('\n') + '\n');
      total += rows.length;
      if (rows.length < DOWNLOAD_PAGE) break;
      afterId = rows[rows.length - 1].id;
    }
    if (total === 0) res.write(`${empty}\n`);
    res.end();
  }
}

interface WarningRow {
  id: number;
  row: number;
  sheet: string | null;
  sku: string | null;
  payload: Record<string, unknown>;
}

function toYearWarning(row: WarningRow): YearWarningView {
  const payload = row.payload as Partial<YearWarningView>;
  return {
    row: row.row,
    sheet: row.sheet,
    sku: row.sku,
    message: payload.message ?? '',
    title: payload.title ?? null,
    brand: payload.brand ?? null,
    model: payload.model ?? null,
    ano_inicio: payload.ano_inicio ?? null,
    ano_fin: payload.ano_fin ?? null,
  };
}

function toSkuWarning(row: WarningRow): SkuWarningView {
  const payload = row.payload as Partial<SkuWarningView>;
  return {
    row: row.row,
    sheet: row.sheet,
    sku: row.sku,
    reason: payload.reason ?? '',
    newTitle: payload.newTitle ?? null,
    existingTitle: payload.existingTitle ?? null,
    newPrice: payload.newPrice ?? null,
    existingPrice: payload.existingPrice ?? null,
  };
}

function elapsedMinutes(session: ImportSession): number {
  const from = (session.startedAt ?? session.createdAt).getTime();
  const to = (session.finishedAt ?? new Date()).getTime();
  return Math.max(0, Math.round((to - from) / 6000) / 10);
}
