import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../audit';
import { type ImportResult, NO_ROW_OUTCOMES } from './dto/import-progress.event';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore, sessionCounters, sessionProgress } from './import-session.store';
import { ACTIVE_STATUSES, ImportStatus } from './import-status.enum';
import { RECENTLY_FINISHED_MS } from './import.constants';
import { ImportError, ImportErrorCode } from './import.errors';
import { IMPORT_QUEUE, ImportJobData } from './import.queue';
import { ImportProgressStream } from './import-progress.stream';
import { ImportSessionsService } from './import-sessions.service';

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

/** Where imports stand: a session's status and result, the active list, and stopping an import. */
@Injectable()
export class ImportReportsService {
  constructor(
    @InjectQueue(IMPORT_QUEUE) private readonly queue: Queue<ImportJobData>,
    private readonly dataSource: DataSource,
    private readonly store: ImportSessionStore,
    private readonly sessions: ImportSessionsService,
    private readonly stream: ImportProgressStream,
    private readonly audit: AuditService,
  ) {}

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
        ...NO_ROW_OUTCOMES,
        errorCount: 0,
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
    const session = await this.store.findOrFail(sessionId);
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
    const session = await this.store.findOrFail(sessionId);
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
}

function elapsedMinutes(session: ImportSession): number {
  const from = (session.startedAt ?? session.createdAt).getTime();
  const to = (session.finishedAt ?? new Date()).getTime();
  return Math.max(0, Math.round((to - from) / 6000) / 10);
}
