import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './mail-outbox.entity';
import { MailOutboxService } from './mail-outbox.service';

/**
 * E-mail, API side: other modules import it for MailOutboxService.add (the outbox row written in
 * their transaction). Sending happens in the worker (MailWorkerModule).
 */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [MailOutboxService],
  exports: [MailOutboxService],
})
export class MailModule {}
