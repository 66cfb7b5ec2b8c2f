import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { EMAIL_QUEUE, EmailJobData } from './email.queue';
import { MailSender, SendOutcome } from './mail-sender.service';
import { EMAIL_CONCURRENCY, EMAIL_LOCK_DURATION_MS, EMAIL_STALLED_INTERVAL_MS } from './mail.constants';

/**
 * Sends the outbox row a job names (MailSender: at most once per row). A temporary SMTP failure
 * rethrows, and BullMQ retries with exponential backoff (EMAIL_JOB_OPTIONS); the last attempt or a
 * permanent refusal leaves the row 'failed' for an admin to see and retry.
 */
@Processor(EMAIL_QUEUE, {
  concurrency: EMAIL_CONCURRENCY,
  lockDuration: EMAIL_LOCK_DURATION_MS,
  stalledInterval: EMAIL_STALLED_INTERVAL_MS,
})
export class EmailProcessor extends WorkerHost {
  constructor(private readonly sender: MailSender) {
    super();
  }

  process(job: Job<EmailJobData>): Promise<SendOutcome> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return this.sender.send(job.data.outboxId, lastAttempt);
  }
}
