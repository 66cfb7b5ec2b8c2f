import { InjectQueue, Processor } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { SweepProcessor } from '../../core/queue/sweep-processor';
import { MAIL_MAINTENANCE_QUEUE } from './mail-maintenance.queue';
import { MailRetention } from './mail-retention.service';
import { MAIL_RETENTION_EVERY_MS } from './mail.constants';

export const MAIL_MAINTENANCE_SCHEDULER_ID = 'mail-retention-sweeper';

/**
 * Deletes outbox rows past MAIL_RETENTION_DAYS (MailRetention): a BullMQ job scheduler runs one sweep
 * per period across all workers (never a per-process timer).
 */
@Processor(MAIL_MAINTENANCE_QUEUE)
export class MailMaintenanceProcessor extends SweepProcessor {
  constructor(
    @InjectQueue(MAIL_MAINTENANCE_QUEUE) queue: Queue,
    private readonly retention: MailRetention,
  ) {
    super(queue, { schedulerId: MAIL_MAINTENANCE_SCHEDULER_ID, everyMs: MAIL_RETENTION_EVERY_MS, jobName: 'purge' });
  }

  async process(): Promise<{ deleted: number }> {
    return { deleted: await this.retention.purgeExpired() };
  }
}
