import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ActiveSessionTimes, ImportSessionStore } from './import-session.store';
import { ImportStatus } from './import-status.enum';
import { MAX_PROCESSING_MS, STALE_HEARTBEAT_MS, SWEEP_EVERY_MS } from './import.constants';
import { IMPORT_MAINTENANCE_QUEUE, IMPORT_QUEUE } from './import.queue';
import { TIMEOUT_MESSAGE } from './import-runner.service';
import { ImportSessionsService } from './import-sessions.service';

export const LOST_MESSAGE =
  'El trabajo de importación se perdió (el proceso que la ejecutaba terminó inesperadamente). ' +
  'Vuelve a importar el archivo; las filas ya guardadas se actualizarán.';
export const STUCK_MESSAGE =
  'El proceso de importación dejó de responder (sin actividad durante 5 minutos). ' +
  'Vuelve a importar el archivo; las filas ya guardadas se actualizarán.';

/** A session recorded by the API a moment ago may not have its job yet. */
const JOB_GRACE_MS = 60_000;
const SWEEPER_ID = 'import-sweeper';

/**
 * Ends sessions nobody will finish: running past the 4-hour limit, without a heartbeat for 5
 * minutes while their job is held, or whose BullMQ job is gone or failed. Runs as a BullMQ job
 * scheduler (one sweep per minute across all workers), never as a per-process timer.
 */
@Processor(IMPORT_MAINTENANCE_QUEUE)
export class ImportMaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ImportMaintenanceProcessor.name);

  constructor(
    @InjectQueue(IMPORT_MAINTENANCE_QUEUE) private readonly maintenance: Queue,
    @InjectQueue(IMPORT_QUEUE) private readonly imports: Queue,
    private readonly store: ImportSessionStore,
    private readonly sessions: ImportSessionsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.maintenance.upsertJobScheduler(
      SWEEPER_ID,
      { every: SWEEP_EVERY_MS },
      { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
  }

  async process(): Promise<{ ended: string[] }> {
    return this.sweep();
  }

  async sweep(now = Date.now()): Promise<{ ended: string[] }> {
    const active = await this.store.listActive();
    const ended: string[] = [];
    for (const session of active) {
      const message = await this.verdict(session, now);
      if (message && (await this.sessions.finish(session.id, ImportStatus.ERROR, message))) {
        this.logger.warn(`Importación ${session.id} terminada por el barrido: ${message}`);
        ended.push(session.id);
      }
    }
    return { ended };
  }

  private async verdict(session: ActiveSessionTimes, now: number): Promise<string | null> {
    if (session.started_at && now - new Date(session.started_at).getTime() > MAX_PROCESSING_MS) return TIMEOUT_MESSAGE;
    if (now - new Date(session.updated_at).getTime() < JOB_GRACE_MS) return null;
    const job = await this.imports.getJob(session.id);
    const state = job ? await job.getState() : 'missing';
    if (state === 'missing' || state === 'completed' || state === 'failed' || state === 'unknown') return LOST_MESSAGE;
    const heartbeat = session.heartbeat_at ? new Date(session.heartbeat_at).getTime() : null;
    if (
      session.status === ImportStatus.RUNNING &&
      state === 'active' &&
      heartbeat &&
      now - heartbeat > STALE_HEARTBEAT_MS
    ) {
      return STUCK_MESSAGE;
    }
    return null;
  }
}
