import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { SettingsModule } from '../settings';
import { AdminEmailsController } from './admin-emails.controller';
import { EMAIL_QUEUE } from './email.queue';
import { MailAdminService } from './mail-admin.service';
import { MailOutbox } from './mail-outbox.entity';
import { MailOutboxService } from './mail-outbox.service';
import { MailRenderer } from './mail-renderer.service';

/**
 * E-mail, shared side: other modules import it for MailOutboxService.add (the outbox row written in
 * their transaction); admins list and retry e-mails. Sending happens in the worker (MailWorkerModule).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([MailOutbox]),
    BullModule.registerQueue({ name: EMAIL_QUEUE }),
    SettingsModule,
    AuditModule,
  ],
  controllers: [AdminEmailsController],
  providers: [MailOutboxService, MailAdminService, MailRenderer],
  exports: [MailOutboxService, MailRenderer, BullModule],
})
export class MailModule {}
