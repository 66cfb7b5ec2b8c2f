import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ExcelUploadInterceptor } from './excel-upload.interceptor';
import { ImportController } from './import.controller';
import { ImportService } from './import.service';
import { ImportSessionsModule } from './import-sessions.module';

/** Upload, sessions, job producer and progress stream (API); the processors live in ImportWorkerModule. */
@Module({
  imports: [ImportSessionsModule, AuditModule],
  controllers: [ImportController],
  providers: [ImportService, ExcelUploadInterceptor],
  exports: [ImportSessionsModule],
})
export class ImportModule {}
