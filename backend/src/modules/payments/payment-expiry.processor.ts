import { InjectQueue, Processor } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { SweepProcessor } from '../../core/queue/sweep-processor';
import { EXPIRY_SWEEP_EVERY_MS } from './payments.constants';
import { PAYMENT_EXPIRY_QUEUE } from './payments.queue';
import { PaymentsService } from './payments.service';

const SCHEDULER_ID = 'payment-expiry-sweeper';

/**
 * Releases the units held by abandoned Webpay attempts: a BullMQ job scheduler runs one sweep per
 * minute across all workers (never a per-process timer); each attempt is settled under a row lock.
 */
@Processor(PAYMENT_EXPIRY_QUEUE)
export class PaymentExpiryProcessor extends SweepProcessor {
  constructor(
    @InjectQueue(PAYMENT_EXPIRY_QUEUE) queue: Queue,
    private readonly payments: PaymentsService,
  ) {
    super(queue, { schedulerId: SCHEDULER_ID, everyMs: EXPIRY_SWEEP_EVERY_MS, jobName: 'expire' });
  }

  process(): ReturnType<PaymentsService['expireStale']> {
    return this.payments.expireStale();
  }
}
