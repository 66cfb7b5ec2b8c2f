import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ImportBatchWriter } from './import-batch.writer';
import { ImportMaintenanceProcessor } from './import-maintenance.processor';
import { IMPORT_MAINTENANCE_QUEUE } from './import.queue';
import { ImportProcessor } from './import.processor';
import { ImportRunner } from './import-runner.service';
import { ImportSessionsModule } from './import-sessions.module';

/**
 * The import's processors and what only they use: imported by WorkerModule, never by the API.
 * It needs the shared session records only, not ImportModule (uploads, controller, exceljs).
 */
@Module({
  imports: [ImportSessionsModule, BullModule.registerQueue({ name: IMPORT_MAINTENANCE_QUEUE })],
  providers: [ImportProcessor, ImportMaintenanceProcessor, ImportRunner, ImportBatchWriter],
})
export class ImportWorkerModule {}
