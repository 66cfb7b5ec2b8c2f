import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { EmailProcessor } from './email.processor';
import { MailRelay } from './mail-relay.service';
import { MailSender } from './mail-sender.service';
import { MailTransport } from './mail-transport.service';
import { MailModule } from './mail.module';

/** Sending e-mail: the outbox relay and the `email` processor. Imported by WorkerModule, never by the API. */
@Module({
  imports: [MailModule, SettingsModule],
  providers: [EmailProcessor, MailRelay, MailSender, MailTransport],
})
export class MailWorkerModule {}
