import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { SettingsModule } from '../settings';
import { EmailProcessor } from './email.processor';
import { MailMaintenanceProcessor } from './mail-maintenance.processor';
import { MAIL_MAINTENANCE_QUEUE } from './mail-maintenance.queue';
import { MailRelay } from './mail-relay.service';
import { MailRetention } from './mail-retention.service';
import { MailSender } from './mail-sender.service';
import { MailTransport } from './mail-transport.service';
import { MailModule } from './mail.module';

/**
 * Sending e-mail (the outbox relay and the `email` processor) and the outbox's retention sweep.
 * Imported by WorkerModule, never by the API.
 */
@Module({
  imports: [MailModule, SettingsModule, AuditModule, BullModule.registerQueue({ name: MAIL_MAINTENANCE_QUEUE })],
  providers: [EmailProcessor, MailRelay, MailSender, MailTransport, MailRetention, MailMaintenanceProcessor],
})
export class MailWorkerModule {}
