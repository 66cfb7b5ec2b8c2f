import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ImportBatchWriter } from './import-batch.writer';
import { ImportMaintenanceProcessor } from './import-maintenance.processor';
import { ImportModule } from './import.module';
import { IMPORT_MAINTENANCE_QUEUE } from './import.queue';
import { ImportProcessor } from './import.processor';
import { ImportRunner } from './import-runner.service';

/** The import's processors and what only they use: imported by WorkerModule, never by the API. */
@Module({
  imports: [ImportModule, BullModule.registerQueue({ name: IMPORT_MAINTENANCE_QUEUE })],
  providers: [ImportProcessor, ImportMaintenanceProcessor, ImportRunner, ImportBatchWriter],
})
export class ImportWorkerModule {}
