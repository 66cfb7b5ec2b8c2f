import { EMAIL_ATTEMPTS, EMAIL_BACKOFF_MS } from './mail.constants';

/** BullMQ queue of outbox rows to send; the worker's EmailProcessor consumes it. */
export const EMAIL_QUEUE = 'email';

/** The outbox row's id only: the row holds the e-mail. */
export interface EmailJobData {
  outboxId: number;
}

/** The job id of an outbox row (BullMQ refuses ids that are bare integers): adding it twice is a no-op. */
export const emailJobId = (outboxId: number) => `mail-${outboxId}`;

/** How each e-mail job is retried; the outbox row, not the queue, keeps the record (jobs are removed). */
export const EMAIL_JOB_OPTIONS = {
  attempts: EMAIL_ATTEMPTS,
  backoff: { type: 'exponential', delay: EMAIL_BACKOFF_MS },
  removeOnComplete: true,
  removeOnFail: true,
} as const;
