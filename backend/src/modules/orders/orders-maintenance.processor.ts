import { InjectQueue, Processor } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { SweepProcessor } from '../../core/queue/sweep-processor';
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
export class OrdersMaintenanceProcessor extends SweepProcessor {
  constructor(
    @InjectQueue(ORDERS_MAINTENANCE_QUEUE) queue: Queue,
    private readonly maintenance: OrdersMaintenanceService,
  ) {
    super(queue, {
      schedulerId: ORDERS_MAINTENANCE_SCHEDULER_ID,
      everyMs: ORDERS_MAINTENANCE_EVERY_MS,
      jobName: 'sweep',
    });
  }

  process(): Promise<{ cancelled: number; purgedKeys: number }> {
    return this.maintenance.run();
  }
}
