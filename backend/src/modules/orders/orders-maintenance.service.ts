import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderIdempotencyService } from './order-idempotency.service';
import { OrderPaymentAttempts } from './order-payment-attempts';
import { OrderStatus } from './order-status.enum';
import { CANCELLATION_REASONS, UNPAID_SWEEP_BATCH } from './orders.constants';
import { OrdersService } from './orders.service';

/**
 * The orders' periodic upkeep, run by the worker: unpaid orders past their payment window are
 * cancelled and their units returned (once), and Idempotency-Keys past their 24 h are deleted.
 */
@Injectable()
export class OrdersMaintenanceService {
  private readonly logger = new Logger(OrdersMaintenanceService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly idempotency: OrderIdempotencyService,
    private readonly paymentAttempts: OrderPaymentAttempts,
  ) {}

  async run(now = new Date()): Promise<{ cancelled: number; purgedKeys: number }> {
    const cancelled = await this.cancelOverdue(now);
    const purgedKeys = await this.idempotency.purgeExpired();
    return { cancelled, purgedKeys };
  }

  /**
   * Cancels every PENDIENTE order whose payment window ended before `now`, unless it is paying or
   * paid: an attempt still INITIALIZED is left to the payment expiry job, which asks Webpay and then
   * marks the order paid or cancels it. Each order is re-checked under its row lock.
   */
  async cancelOverdue(now = new Date()): Promise<number> {
    let cancelled = 0;
    let after = 0;
    for (;;) {
      const due = await this.dataSource.query<Array<{ id: number }>>(
        `SELECT o.id FROM orders o
          WHERE o.status = $1 AND o.payment_due_at < $2 AND o.stock_released_at IS NULL AND o.id > $3
          ORDER BY o.id LIMIT $4`,
        [OrderStatus.PENDIENTE, now, after, UNPAID_SWEEP_BATCH],
      );
      const paying = await this.paymentAttempts.paying(due.map(({ id }) => id));
      for (const { id } of due) if (!paying.has(id) && (await this.cancelIfOverdue(id, now))) cancelled++;
      if (due.length < UNPAID_SWEEP_BATCH) break;
      after = due[due.length - 1].id;
    }
    if (cancelled > 0) this.logger.log(`${cancelled} pedido(s) sin pagar cancelados al vencer su plazo de pago`);
    return cancelled;
  }

  private cancelIfOverdue(id: number, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Busy elsewhere (an admin, a payment initiate, another sweep): the next run looks again.
      const [order] = await manager.query<
        Array<{ status: OrderStatus; stock_released_at: Date | null; payment_due_at: Date | null }>
      >(`SELECT status, stock_released_at, payment_due_at FROM orders WHERE id = $1 FOR UPDATE SKIP LOCKED`, [id]);
      if (
        !order ||
        order.status !== OrderStatus.PENDIENTE ||
        order.stock_released_at !== null ||
        order.payment_due_at === null ||
        order.payment_due_at >= now
      ) {
        return false;
      }
      // A new statement after the lock: an attempt that a payment initiate (which locks the order
      // too) committed before we got the row is visible here.
      if ((await this.paymentAttempts.paying([id], manager)).has(id)) return false;
      return this.orders.cancelUnpaid(manager, id, CANCELLATION_REASONS.paymentWindowEnded);
    });
  }
}
