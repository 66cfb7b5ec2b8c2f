import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM/SIGINT close the BullMQ workers, which wait for the active job's current step.
  app.enableShutdownHooks();
  await app.init();
  new NestLogger('Worker').log('Worker listo, esperando trabajos');
}

void bootstrap();
