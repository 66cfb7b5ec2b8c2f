import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { ImportCounters, ImportResult } from './dto/import-progress.event';
import { ImportSession } from './import-session.entity';
import { ImportStatus } from './import-status.enum';
import { MAX_RESULT_ERRORS } from './import.constants';
import { ImportProgressStream } from './import-progress.stream';

export const ACTIVE_STATUSES: readonly ImportStatus[] = [ImportStatus.QUEUED, ImportStatus.RUNNING];
export type FinalStatus = ImportStatus.COMPLETED | ImportStatus.ERROR | ImportStatus.STOPPED;

const FINAL_EVENT = {
  [ImportStatus.COMPLETED]: 'completed',
  [ImportStatus.ERROR]: 'error',
  [ImportStatus.STOPPED]: 'stopped',
} as const;

const numberFormat = new Intl.NumberFormat('es-CL');

/** Session records shared by the API (status, cancel) and the worker (progress, end of an import). */
@Injectable()
export class ImportSessionsService {
  private readonly logger = new Logger(ImportSessionsService.name);

  constructor(
    @InjectRepository(ImportSession) private readonly sessions: Repository<ImportSession>,
    private readonly dataSource: DataSource,
    private readonly stream: ImportProgressStream,
  ) {}

  find(sessionId: string): Promise<ImportSession | null> {
    return this.sessions.findOne({ where: { id: sessionId } });
  }

  counters(session: ImportSession): ImportCounters {
    return {
      processedRows: session.processedRows,
      successCount: session.createdCount,
      updateCount: session.updatedCount,
      errorCount: session.errorCount,
      yearWarningCount: session.yearWarningCount,
      skuWarningCount: session.skuWarningCount,
      categoryWarningCount: session.categoryWarningCount,
    };
  }

  /** 0-100; 100 only once the import has ended. */
  progress(session: Pick<ImportSession, 'status' | 'processedRows' | 'totalRows'>): number {
    if (session.status === ImportStatus.COMPLETED) return 100;
    if (!session.totalRows) return 0;
    return Math.min(99, Math.floor((session.processedRows / session.totalRows) * 100));
  }

  /**
   * Ends an active session: status, message, result and finish time in one conditional update (only
   * the first caller wins, so the worker and the sweeper cannot both end it), then the 'result'
   * event and the terminal event ('completed', 'error' or 'stopped').
   * @returns false when the session had already ended.
   */
  async finish(sessionId: string, status: FinalStatus, message?: string): Promise<boolean> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const session = await manager.findOne(ImportSession, {
        where: { id: sessionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!session || !ACTIVE_STATUSES.includes(session.status)) return null;
      const result = await this.buildResult(session, status, message ?? this.defaultMessage(session, status), manager);
      await manager.query(
        `UPDATE "import_sessions" SET "status" = $2, "message" = $3, "result" = $4::jsonb, "finished_at" = now(),
           "updated_at" = now()
         WHERE "id" = $1`,
        [sessionId, status, result.message, JSON.stringify(result)],
      );
      // Bookkeeping of a running import, and the workbook itself (up to 50 MB): not needed any more.
      await manager.query(`DELETE FROM "import_session_products" WHERE "session_id" = $1`, [sessionId]);
      await manager.query(`DELETE FROM "import_files" WHERE "session_id" = $1`, [sessionId]);
      return { session: { ...session, status }, result };
    });
    if (!outcome) return false;

    const { session, result } = outcome;
    const counters = this.counters(session);
    try {
      await this.stream.append(sessionId, [
        { type: 'result', message: result.message, result },
        {
          type: FINAL_EVENT[status],
          message: result.message,
          progress: status === ImportStatus.COMPLETED ? 100 : this.progress(session),
          totalRows: session.totalRows,
          ...counters,
          result,
        },
      ]);
      await this.stream.expireLater(sessionId);
    } catch (error) {
      // The database has the result; clients that miss the event learn it from /status or /result.
      this.logger.warn(`No se pudo publicar el fin de la importación ${sessionId}: ${(error as Error).message}`);
    }
    return true;
  }

  /** The result of a session, from its counters and its first rejected rows. */
  async buildResult(
    session: ImportSession,
    status: FinalStatus,
    message: string,
    manager = this.dataSource.manager,
  ): Promise<ImportResult> {
    const errors: Array<{ row: number; sheet: string | null; message: string; data: Record<string, unknown> | null }> =
      await manager.query(
        `SELECT "row", "sheet", "message", "data" FROM "import_row_errors" WHERE "session_id" = $1 ORDER BY "id" LIMIT $2`,
        [session.id, MAX_RESULT_ERRORS],
      );
    const created: Array<{ name: string }> = await manager.query(
      `SELECT "payload"->>'name' AS "name" FROM "import_warnings"
       WHERE "session_id" = $1 AND "kind" = 'CATEGORY' ORDER BY "id" LIMIT 200`,
      [session.id],
    );
    return {
      success: status === ImportStatus.COMPLETED,
      message,
      totalRows: session.processedRows,
      processedRows: session.createdCount + session.updatedCount,
      errorRows: session.errorCount,
      errors: errors.map((error) => ({
        row: error.row,
        sheet: error.sheet,
        error: error.message,
        data: {
          itemCode: error.data?.itemCode ?? null,
          Titulo_web: error.data?.Titulo_web ?? null,
          U_marca: error.data?.U_marca ?? null,
        },
      })),
      successCount: session.createdCount,
      updateCount: session.updatedCount,
      yearWarningCount: session.yearWarningCount,
      skuWarningCount: session.skuWarningCount,
      categoryWarningCount: session.categoryWarningCount,
      createdSubSubcategories: created.map((row) => row.name),
      status:
        FINAL_EVENT[status] === 'completed' ? 'completed' : FINAL_EVENT[status] === 'stopped' ? 'stopped' : 'error',
    };
  }

  private defaultMessage(session: ImportSession, status: FinalStatus): string {
    if (status === ImportStatus.STOPPED) {
      return 'Importación detenida por el usuario. Las filas ya procesadas se conservan.';
    }
    if (status === ImportStatus.ERROR) return 'La importación terminó con un error';
    const imported = session.createdCount + session.updatedCount;
    return (
      `Importación completada: ${numberFormat.format(imported)} filas importadas ` +
      `(${numberFormat.format(session.createdCount)} nuevas, ${numberFormat.format(session.updatedCount)} actualizadas)` +
      (session.errorCount > 0 ? ` y ${numberFormat.format(session.errorCount)} con errores` : '') +
      '.'
    );
  }
}
