import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { ORDERS_MAINTENANCE_QUEUE } from './orders-maintenance.queue';
import { OrdersMaintenanceService } from './orders-maintenance.service';
import { ORDERS_MAINTENANCE_EVERY_MS } from './orders.constants';

export const ORDERS_MAINTENANCE_SCHEDULER_ID = 'orders-maintenance-sweeper';

/**
 * Returns the units of unpaid orders past their payment window and forgets old Idempotency-Keys:
 * a BullMQ job scheduler runs one sweep per period across all workers (never a per-process timer);
 * each order is cancelled under its row lock.
 */
@Processor(ORDERS_MAINTENANCE_QUEUE)
export class OrdersMaintenanceProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(ORDERS_MAINTENANCE_QUEUE) private readonly queue: Queue,
    private readonly maintenance: OrdersMaintenanceService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      ORDERS_MAINTENANCE_SCHEDULER_ID,
      { every: ORDERS_MAINTENANCE_EVERY_MS },
      { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
  }

  process(): Promise<{ cancelled: number; purgedKeys: number }> {
    return this.maintenance.run();
  }
}
