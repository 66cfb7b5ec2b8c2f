import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';

/** The audit log (issue 13): written by the modules whose admin writes it records, read by GET /admin/audit. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
