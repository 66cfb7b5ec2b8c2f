import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, UnrecoverableError } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfigService } from '../../core/config/app-config.service';
import { SHUTDOWN_GRACE_MS } from '../../core/queue/worker-shutdown';
import { ImportStatus } from './import-status.enum';
import {
  FAILED_FINISH_RETRY_MS,
  IMPORT_LOCK_DURATION_MS,
  IMPORT_MAX_STALLED_COUNT,
  IMPORT_STALLED_INTERVAL_MS,
} from './import.constants';
import { IMPORT_QUEUE, ImportJobData } from './import.queue';
import { ImportRunner } from './import-runner.service';
import { ImportSessionsService } from './import-sessions.service';

const FAILED_FINISH_RETRY_EVERY_MS = 1000;

export const FAILED_MESSAGE =
  'Error de conexión con la base de datos o con Redis: la importación no pudo continuar tras varios intentos. ' +
  'Las filas ya guardadas se conservan; vuelve a importar el archivo para completar el resto.';

/**
 * Runs import jobs (worker process only; registered in WorkerModule). A job is idempotent: it
 * resumes at its session's checkpoint, so BullMQ may run it again after a crash or a freeze
 * (stalled-job recovery within ~25 s, see IMPORT_LOCK_DURATION_MS) or after a shutdown. Each run
 * claims the session with the job's activation number (fencing): a frozen worker that wakes up
 * after its job went to another worker writes nothing. On SIGTERM the current batch is committed
 * and the job goes back to the queue (moveToDelayed + DelayedError).
 */
@Processor(IMPORT_QUEUE, {
  lockDuration: IMPORT_LOCK_DURATION_MS,
  stalledInterval: IMPORT_STALLED_INTERVAL_MS,
  maxStalledCount: IMPORT_MAX_STALLED_COUNT,
})
export class ImportProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ImportProcessor.name);
  private shuttingDown = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly runner: ImportRunner,
    private readonly sessions: ImportSessionsService,
    private readonly config: AppConfigService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.workerConcurrency;
  }

  async process(job: Job<ImportJobData>, token?: string): Promise<{ sessionId: string }> {
    const run = this.handle(job, token);
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  /** Before BullMQ closes its workers (which would wait for whole imports): park the running jobs. */
  async beforeApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    if (this.running.size === 0) return;
    this.logger.log(`Apagando: ${this.running.size} importación(es) terminan su lote y vuelven a la cola`);
    await Promise.race([Promise.allSettled([...this.running]), sleep(SHUTDOWN_GRACE_MS - 1000)]);
  }

  /** A frozen worker's lock renewals fail once it wakes up: its job is another worker's now. */
  @OnWorkerEvent('lockRenewalFailed')
  onLockRenewalFailed(jobIds: string[]): void {
    this.logger.warn(`Bloqueo perdido de ${jobIds.join(', ')}: otro worker continúa la importación`);
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`Cola de importación: ${error.message}`);
  }

  private async handle(job: Job<ImportJobData>, token?: string): Promise<{ sessionId: string }> {
    const { sessionId } = job.data;
    // Fencing token: BullMQ counts every activation of the job (stalled-job recovery included), so
    // a later run of the same job always has a higher number than any run before it.
    const claim = job.attemptsStarted;
    let outcome: Awaited<ReturnType<ImportRunner['run']>>;
    try {
      outcome = await this.runner.run(sessionId, claim, { shouldPause: () => this.shuttingDown });
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.logger.error(
        `Importación ${sessionId}, intento ${job.attemptsMade + 1}: ${(error as Error).stack ?? String(error)}`,
      );
      if (error instanceof UnrecoverableError || lastAttempt) {
        await this.finishFailed(sessionId, claim);
        throw new UnrecoverableError(`Importación ${sessionId}: ${(error as Error).message}`);
      }
      throw new Error(`Importación ${sessionId} (job ${job.id}): ${(error as Error).message}`, { cause: error });
    }
    if (outcome === 'paused') {
      // Back to the queue without counting an attempt; another worker resumes at the checkpoint.
      await job.moveToDelayed(Date.now(), token);
      throw new DelayedError();
    }
    return { sessionId };
  }

  /** Ends the session as failed, waiting out a database that is away for up to FAILED_FINISH_RETRY_MS. */
  private async finishFailed(sessionId: string, claim: number): Promise<void> {
    const deadline = Date.now() + FAILED_FINISH_RETRY_MS;
    for (;;) {
      try {
        await this.sessions.finish(sessionId, ImportStatus.ERROR, FAILED_MESSAGE, claim);
        return;
      } catch (error) {
        if (this.shuttingDown || Date.now() >= deadline) {
          this.logger.error(
            `No se pudo registrar el fallo de la importación ${sessionId}: ${(error as Error).message}`,
          );
          return;
        }
        await sleep(FAILED_FINISH_RETRY_EVERY_MS);
      }
    }
  }
}
