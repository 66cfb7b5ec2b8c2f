import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExcelUploadInterceptor } from './excel-upload.interceptor';
import { ImportFile } from './import-file.entity';
import { ImportRowError } from './import-row-error.entity';
import { ImportSessionProduct } from './import-session-product.entity';
import { ImportSession } from './import-session.entity';
import { ImportWarning } from './import-warning.entity';
import { ImportController } from './import.controller';
import { IMPORT_QUEUE } from './import.queue';
import { ImportService } from './import.service';
import { ImportProgressStream } from './import-progress.stream';
import { ImportSessionsService } from './import-sessions.service';

/** Upload, sessions, job producer and progress stream; the processors live in ImportWorkerModule. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ImportSession, ImportFile, ImportRowError, ImportWarning, ImportSessionProduct]),
    BullModule.registerQueue({ name: IMPORT_QUEUE }),
  ],
  controllers: [ImportController],
  providers: [ImportService, ImportSessionsService, ImportProgressStream, ExcelUploadInterceptor],
  exports: [ImportSessionsService, ImportProgressStream, BullModule],
})
export class ImportModule {}
