import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImportFile } from './import-file.entity';
import { ImportRowError } from './import-row-error.entity';
import { ImportSession } from './import-session.entity';
import { ImportWarning } from './import-warning.entity';
import { IMPORT_QUEUE } from './import.queue';

@Module({
  imports: [
    TypeOrmModule.forFeature([ImportSession, ImportFile, ImportRowError, ImportWarning]),
    BullModule.registerQueue({ name: IMPORT_QUEUE }),
  ],
})
export class ImportModule {}
