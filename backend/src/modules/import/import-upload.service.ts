import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../audit';
import type { UploadImportDto } from './dto/upload-import.dto';
import { mapHeader } from './import-columns';
import { ImportSessionStore } from './import-session.store';
import { ImportStatus } from './import-status.enum';
import { IMPORT_JOB_ATTEMPTS, UPLOAD_ENQUEUE_TIMEOUT_MS, UPLOAD_LOCK_TIMEOUT_MS } from './import.constants';
import { ImportError, ImportErrorCode, missingColumnsError, sheetNotFoundError } from './import.errors';
import { IMPORT_QUEUE, ImportJobData } from './import.queue';
import { ImportSessionsService } from './import-sessions.service';
import { SheetInfo, XlsxWorkbook } from './xlsx/xlsx-workbook';

/** The uploaded part, as multer gives it. */
export interface UploadedExcel {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/**
 * Uploads: lists a workbook's sheets, and starts an import (checks the workbook, records its
 * session with the file, enqueues the job). Waiting for the result is ImportProgressService's.
 */
@Injectable()
export class ImportUploadService {
  private readonly logger = new Logger(ImportUploadService.name);

  constructor(
    @InjectQueue(IMPORT_QUEUE) private readonly queue: Queue<ImportJobData>,
    private readonly dataSource: DataSource,
    private readonly store: ImportSessionStore,
    private readonly sessions: ImportSessionsService,
    private readonly config: AppConfigService,
    private readonly audit: AuditService,
  ) {}

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
   * Checks the workbook, stores it in PostgreSQL with its session and enqueues the job (jobId =
   * sessionId, so sending the same session twice runs it once). A session that exists already is
   * not checked or recorded again: its upload just waits for the same import. The import's one
   * audit entry (IMPORT_STARTED) is written with its session.
   */
  async start(file: UploadedExcel | undefined, dto: UploadImportDto, actor: AuditActor): Promise<void> {
    if (await this.store.find(dto.sessionId)) return;
    if (!dto.processAllSheets && !dto.worksheetName?.trim()) throw new ImportError(ImportErrorCode.SheetRequired);
    const upload = file as UploadedExcel;
    const workbook = await this.openUpload(file);
    await this.checkSheets(workbook, dto);
    await this.recordSession(upload, dto, actor);
    await this.enqueue(dto.sessionId);
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
    const message = ImportError.messageOf(ImportErrorCode.QueueUnavailable);
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
}
