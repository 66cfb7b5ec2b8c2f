import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { EXPIRY_SWEEP_EVERY_MS } from './payments.constants';
import { PAYMENT_EXPIRY_QUEUE } from './payments.queue';
import { PaymentsService } from './payments.service';

const SCHEDULER_ID = 'payment-expiry-sweeper';

/**
 * Releases the units held by abandoned Webpay attempts: a BullMQ job scheduler runs one sweep per
 * minute across all workers (never a per-process timer); each attempt is settled under a row lock.
 */
@Processor(PAYMENT_EXPIRY_QUEUE)
export class PaymentExpiryProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(PAYMENT_EXPIRY_QUEUE) private readonly queue: Queue,
    private readonly payments: PaymentsService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: EXPIRY_SWEEP_EVERY_MS },
      { name: 'expire', opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
  }

  process(): ReturnType<PaymentsService['expireStale']> {
    return this.payments.expireStale();
  }
}
