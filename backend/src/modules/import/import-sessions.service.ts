import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { importDuration } from '../../core/metrics/shop-metrics';
import { accountEmail } from '../auth';
import { BUMP_CATALOG_VERSIONS_SQL, subSubcategoryPlaces } from '../catalog';
import { MailOutboxService } from '../mail';
import type { CreatedSubSubcategory, ImportResult } from './dto/import-progress.event';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore, sessionCounters, sessionProgress, sessionRowOutcomes } from './import-session.store';
import { FinalStatus, ImportStatus } from './import-status.enum';
import { MAX_RESULT_ERRORS, MAX_RESULT_SUB_SUBCATEGORIES, UNCLASSIFIED_CATEGORY } from './import.constants';
import { ImportProgressStream, NewImportEvent } from './import-progress.stream';

type OutboxGroup = { seq: number; events: NewImportEvent[] };

/** The admin import page (frontend/src/config/paths.ts), linked from the 'import finished' e-mail. */
const IMPORT_ADMIN_PAGE = '/admin/excel-import';

const FINAL_EVENT = {
  [ImportStatus.COMPLETED]: 'completed',
  [ImportStatus.ERROR]: 'error',
  [ImportStatus.STOPPED]: 'stopped',
} as const;

const numberFormat = new Intl.NumberFormat('es-CL');

/**
 * The end of an import, shared by the API (cancel, a queue that is away), the worker and the
 * sweeper: its result, e-mail, catalogue publish and last events; and the events of committed
 * batches a killed run left unpublished.
 */
@Injectable()
export class ImportSessionsService {
  private readonly logger = new Logger(ImportSessionsService.name);

  constructor(
    private readonly store: ImportSessionStore,
    private readonly dataSource: DataSource,
    private readonly stream: ImportProgressStream,
    private readonly outbox: MailOutboxService,
    private readonly config: AppConfigService,
  ) {}

  /** 'Import finished' to the administrator who started it, in the transaction that ends it (once per session). */
  private async mailResult(
    manager: EntityManager,
    session: ImportSession,
    status: FinalStatus,
    result: ImportResult,
  ): Promise<void> {
    if (session.createdById === null) return;
    const email = await accountEmail(manager, session.createdById);
    if (email === null) return;
    await this.outbox.add(manager, {
      kind: 'import-finished',
      to: email,
      idempotencyKey: `import:${session.id}:finished`,
      data: {
        sessionId: session.id,
        fileName: session.fileName,
        status,
        message: result.message,
        processedRows: session.processedRows,
        productsCreated: session.productsCreated,
        productsUpdated: session.productsUpdated,
        compatibilitiesAdded: session.compatibilitiesAdded,
        errorRows: session.errorCount,
        warnings: session.yearWarningCount + session.skuWarningCount + session.categoryWarningCount,
        importUrl: `${this.config.publicUrl.replace(/\/+$/, '')}${IMPORT_ADMIN_PAGE}`,
      },
    });
  }

  /**
   * Ends an active session: status, message, result and finish time in one conditional update (only
   * the first caller wins, so the worker and the sweeper cannot both end it), then the 'result'
   * event and the terminal event ('completed', 'error' or 'stopped').
   * @param claim a worker's run passes its fencing token: a run whose session another run has
   *   claimed since (it was frozen and its job taken over) ends nothing. A newer run that failed
   *   before it could claim the session (the database was away) may still end it as failed.
   * @returns false when the session had already ended, or belongs to another run.
   */
  async finish(sessionId: string, status: FinalStatus, message?: string, claim?: number): Promise<boolean> {
    // Read before the transaction: no Redis round trip while the session row is locked.
    const appendedSeq = await this.stream.appendedBatchSeq(sessionId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const session = await this.store.lockActive(manager, sessionId, claim);
      if (!session) return null;
      const result = await this.buildResult(session, status, message ?? this.defaultMessage(session, status), manager);
      await this.store.finish(manager, sessionId, status, result);
      await this.mailResult(manager, session, status, result);
      // The batches' writes reach the storefront now (most batches deferred it: IMPORT_CATALOG_PUBLISH_MS).
      await manager.query(BUMP_CATALOG_VERSIONS_SQL);
      // Events of batches whose run was killed before appending them go out before the result.
      const unpublished = await this.unpublishedBatches(sessionId, appendedSeq, manager);
      // Bookkeeping of a running import, and the workbook itself (up to 50 MB): not needed any more.
      await manager.query(`DELETE FROM "import_session_products" WHERE "session_id" = $1`, [sessionId]);
      await manager.query(`DELETE FROM "import_event_outbox" WHERE "session_id" = $1`, [sessionId]);
      await manager.query(`DELETE FROM "import_files" WHERE "session_id" = $1`, [sessionId]);
      return { session: { ...session, status }, result, unpublished };
    });
    if (!outcome) return false;

    const { session, result, unpublished } = outcome;
    if (session.startedAt) importDuration.observe({ status }, (Date.now() - session.startedAt.getTime()) / 1000);
    const counters = sessionCounters(session);
    try {
      for (const group of unpublished) await this.stream.appendBatch(sessionId, group.seq, group.events);
      await this.stream.append(sessionId, [
        { type: 'result', message: result.message, result },
        {
          type: FINAL_EVENT[status],
          message: result.message,
          progress: status === ImportStatus.COMPLETED ? 100 : sessionProgress(session),
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

  /**
   * Appends the events of the session's committed batches that are not on its stream yet: a run
   * killed between a batch's commit and its append left them in import_event_outbox. The run that
   * takes the session over calls this before it goes on, so watchers miss no batch.
   */
  async publishPendingBatches(sessionId: string): Promise<void> {
    const appendedSeq = await this.stream.appendedBatchSeq(sessionId);
    for (const group of await this.unpublishedBatches(sessionId, appendedSeq, this.dataSource.manager)) {
      await this.stream.appendBatch(sessionId, group.seq, group.events);
    }
  }

  /** Outbox groups after the last batch on the stream (appendedSeq: -1 when Redis cannot tell). */
  private unpublishedBatches(sessionId: string, appendedSeq: number, manager: EntityManager): Promise<OutboxGroup[]> {
    return manager.query(
      `SELECT "seq", "events" FROM "import_event_outbox" WHERE "session_id" = $1 AND "seq" > $2 ORDER BY "seq"`,
      [sessionId, appendedSeq],
    );
  }

  /** The result of a session, from its counters and its first rejected rows. */
  private async buildResult(
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
    const created = await this.createdSubSubcategories(session.id, manager);
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
      ...sessionRowOutcomes(session),
      createdSubSubcategories: created.map((row) => row.name),
      newSubSubcategories: created,
      status:
        FINAL_EVENT[status] === 'completed' ? 'completed' : FINAL_EVENT[status] === 'stopped' ? 'stopped' : 'error',
    };
  }

  /**
   * The sub-subcategories the import created (its CATEGORY warnings), where each was first named and
   * how many products it holds now.
   */
  private async createdSubSubcategories(sessionId: string, manager: EntityManager): Promise<CreatedSubSubcategory[]> {
    const rows: Array<{
      id: number | null;
      name: string;
      category: string | null;
      sheet: string | null;
      row: number;
      sku: string | null;
    }> = await manager.query(
      `SELECT (w."payload"->>'id')::int AS "id", w."payload"->>'name' AS "name", w."payload"->>'category' AS "category",
         w."sheet", w."row", w."sku"
       FROM "import_warnings" w
       WHERE w."session_id" = $1 AND w."kind" = 'CATEGORY' ORDER BY w."id" LIMIT $2`,
      [sessionId, MAX_RESULT_SUB_SUBCATEGORIES],
    );
    // Where each is now: deleted since, it has no id, its category is the one it was created in.
    const places = await subSubcategoryPlaces(
      manager,
      rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    );
    return rows.map((row) => {
      const place = row.id === null ? undefined : places.get(row.id);
      return {
        id: place ? row.id : null,
        name: row.name,
        category: place?.category ?? row.category ?? UNCLASSIFIED_CATEGORY,
        sheet: row.sheet,
        row: row.row,
        sku: row.sku,
        productCount: place?.products ?? 0,
      };
    });
  }

  private defaultMessage(session: ImportSession, status: FinalStatus): string {
    if (status === ImportStatus.STOPPED) {
      return 'Importación detenida por el usuario. Las filas ya procesadas se conservan.';
    }
    if (status === ImportStatus.ERROR) return 'La importación terminó con un error';
    const imported = session.createdCount + session.updatedCount;
    const created = session.categoryWarningCount;
    return (
      `Importación completada: ${numberFormat.format(imported)} filas importadas ` +
      `(${numberFormat.format(session.productsCreated)} ${session.productsCreated === 1 ? 'producto nuevo' : 'productos nuevos'}, ` +
      `${numberFormat.format(session.productsUpdated)} ${session.productsUpdated === 1 ? 'actualizado' : 'actualizados'}, ` +
      `${numberFormat.format(session.compatibilitiesAdded)} ` +
      `${session.compatibilitiesAdded === 1 ? 'compatibilidad nueva' : 'compatibilidades nuevas'})` +
      (session.errorCount > 0 ? ` y ${numberFormat.format(session.errorCount)} con errores` : '') +
      '.' +
      (created > 0
        ? ` Se ${created === 1 ? 'creó 1 sub-subcategoría nueva' : `crearon ${numberFormat.format(created)} sub-subcategorías nuevas`} ` +
          `en la categoría "${UNCLASSIFIED_CATEGORY}".`
        : '')
    );
  }
}
