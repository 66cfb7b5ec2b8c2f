import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppConfigService } from './core/config/app-config.service';
import { lowerDatabaseBackendPriority } from './core/database/backend-priority';
import { labelProcess } from './core/metrics/shop-metrics';
import { LOWEST_NICE, useIdleScheduling } from './core/process/idle-scheduling';
import { lowerProcessPriority } from './core/process/process-priority';
import { lowerSessionPriorityPatiently } from './core/process/session-priority';
import { stopWithSupervisor } from './core/process/supervisor-channel';
import { SHUTDOWN_GRACE_MS } from './core/queue/worker-shutdown';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  labelProcess('worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Before any job starts a thread (threads take their priority from the thread that starts them),
  // and for every thread Node has already started.
  const config = app.get(AppConfigService);
  lowerPriority(config.workerNice);
  lowerDatabaseBackendPriority(app.get(DataSource), config.databaseUrl, config.workerNice, (message) =>
    new NestLogger('Worker').warn(message),
  );
  // SIGTERM/SIGINT close the BullMQ workers, which wait for the active job's current step.
  app.enableShutdownHooks();
  // Running imports commit their batch and go back to the queue (ImportProcessor); whatever still
  // hangs after the grace period must not keep a deploy waiting.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        new NestLogger('Worker').warn(`Apagado forzado tras ${SHUTDOWN_GRACE_MS / 1000} s`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
  await app.init();
  stopWithSupervisor();
  new NestLogger('Worker').log('Worker listo, esperando trabajos');
}

/**
 * Imports and e-mails are background work: on a machine shared with the API (npm start, a small
 * server) they get the CPU after shoppers' requests do (WORKER_NICE), while still using every idle cycle.
 * The lowest niceness also asks for Linux's idle scheduling class (idle-scheduling.ts).
 */
function lowerPriority(nice: number): void {
  if (nice === 0) return;
  const warn = (error: unknown) =>
    new NestLogger('Worker').warn(`No se pudo bajar la prioridad del worker: ${(error as Error).message}`);
  try {
    lowerProcessPriority(nice);
  } catch (error) {
    warn(error);
  }
  // A worker started in a session of its own (a service of its own) weighs as a session too.
  lowerSessionPriorityPatiently(process.pid, nice).catch(warn);
  if (nice >= LOWEST_NICE) useIdleScheduling(process.pid, true).catch(warn);
}

void bootstrap();
