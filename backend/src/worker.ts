import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { labelProcess } from './core/metrics/shop-metrics';
import { SHUTDOWN_GRACE_MS } from './modules/import/import.constants';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  labelProcess('worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
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
  new NestLogger('Worker').log('Worker listo, esperando trabajos');
}

void bootstrap();
