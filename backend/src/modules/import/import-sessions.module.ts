import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail';
import { ImportFigures } from './import-figures.reader';
import { ImportFile } from './import-file.entity';
import { ImportRowError } from './import-row-error.entity';
import { ImportSessionProduct } from './import-session-product.entity';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore } from './import-session.store';
import { ImportWarning } from './import-warning.entity';
import { IMPORT_QUEUE } from './import.queue';
import { ImportProgressStream } from './import-progress.stream';
import { ImportSessionsService } from './import-sessions.service';

/**
 * What the API and the worker share about imports: session records (ImportSessionStore, the only
 * writer of import_sessions) and their end, the progress stream and the job queue. Nothing here
 * loads exceljs or the HTTP side (upload interceptor, controller), so the worker process stays small.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ImportSession, ImportFile, ImportRowError, ImportWarning, ImportSessionProduct]),
    BullModule.registerQueue({ name: IMPORT_QUEUE }),
    MailModule,
  ],
  providers: [ImportSessionStore, ImportSessionsService, ImportProgressStream, ImportFigures],
  exports: [TypeOrmModule, BullModule, ImportSessionStore, ImportSessionsService, ImportProgressStream, ImportFigures],
})
export class ImportSessionsModule {}
