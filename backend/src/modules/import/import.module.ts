import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { ExcelUploadInterceptor } from './excel-upload.interceptor';
import { ImportController } from './import.controller';
import { ImportProgressService } from './import-progress.service';
import { ImportReportsService } from './import-reports.service';
import { ImportUploadService } from './import-upload.service';
import { ImportWarningsService } from './import-warnings.service';
import { ImportSessionsModule } from './import-sessions.module';

/** Upload, sessions, job producer and progress stream (API); the processors live in ImportWorkerModule. */
@Module({
  imports: [ImportSessionsModule, AuditModule],
  controllers: [ImportController],
  providers: [
    ImportUploadService,
    ImportProgressService,
    ImportReportsService,
    ImportWarningsService,
    ExcelUploadInterceptor,
  ],
  exports: [ImportSessionsModule],
})
export class ImportModule {}
