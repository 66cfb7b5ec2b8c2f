import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { Product } from '../../src/modules/catalog/product.entity';
import { Order } from '../../src/modules/orders/order.entity';
import {
  ORDERS_MAINTENANCE_SCHEDULER_ID,
  OrdersMaintenanceProcessor,
} from '../../src/modules/orders/orders-maintenance.processor';
import { ORDERS_MAINTENANCE_QUEUE } from '../../src/modules/orders/orders-maintenance.queue';
import { OrdersMaintenanceService } from '../../src/modules/orders/orders-maintenance.service';
import {
  BANK_TRANSFER_PAYMENT_WINDOW_MS,
  CARD_PAYMENT_WINDOW_MS,
  ORDERS_MAINTENANCE_EVERY_MS,
} from '../../src/modules/orders/orders.constants';
import { PaymentTransaction } from '../../src/modules/payments/payment-transaction.entity';
import { startWorker, waitFor } from '../import/import-harness';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const WEBPAY = 1;
const TRANSFER = 2;

describe('Unpaid orders give their units back', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    // Demo payments: initiate works without Webpay.
    t = await createTestApp(__filename, { WEBPAY_COMMERCE_CODE: '', WEBPAY_API_KEY: '', WEBPAY_BASE_URL: '' });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    customer = (await signIn(t)).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  const sweep = () => t.app.get(OrdersMaintenanceService).cancelOverdue();
  const stockOf = async (id: number) => (await t.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const orderRow = (id: number) => t.dataSource.getRepository(Order).findOneByOrFail({ id });

  let guests = 0;
  /** An order of `quantity` units of a fresh product with 10 in stock; a customer's order when `auth` is given. */
  async function place(method: number, options: { quantity?: number; auth?: Record<string, string> } = {}) {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const call = fromNewIp(request(t.server).post('/api/orders'));
    if (options.auth) call.set(options.auth);
    const { body } = await call
      .send({
        items: [{ productId: product.id, quantity: options.quantity ?? 3 }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: method,
        region: 'RM',
        guestInfo: options.auth ? undefined : { email: `impago${++guests}@example.cl`, name: 'Impago', phone: null },
      })
      .expect(201);
    return { id: body.order.id as number, product };
  }

  /** As if the orders had been placed three days ago (past both payment windows). */
  const overdue = (...ids: number[]) =>
    t.dataSource.query(
      `UPDATE orders SET payment_due_at = payment_due_at - interval '3 days', created_at = created_at - interval '3 days'
        WHERE id = ANY($1)`,
      [ids],
    );

  const initiate = (orderId: number) =>
    fromNewIp(request(t.server).post('/api/payments/webpay/initiate')).set(customer).send({ orderId });

  const setStatus = (orderId: number, status: string) =>
    request(t.server).put(`/api/admin/orders/${orderId}/status`).set(admin).send({ status });

  it('should give a card order 30 minutes and a bank-transfer order 48 hours to be paid', async () => {
    expect(CARD_PAYMENT_WINDOW_MS).toBe(30 * 60_000);
    expect(BANK_TRANSFER_PAYMENT_WINDOW_MS).toBe(48 * 3_600_000);
    const card = await place(WEBPAY);
    const transfer = await place(TRANSFER);
    for (const [id, window] of [
      [card.id, CARD_PAYMENT_WINDOW_MS],
      [transfer.id, BANK_TRANSFER_PAYMENT_WINDOW_MS],
    ]) {
      const row = await orderRow(id);
      expect(Math.abs(row.paymentDueAt!.getTime() - row.createdAt.getTime() - window)).toBeLessThan(5_000);
    }
    // Nothing is due yet.
    await expect(sweep()).resolves.toBe(0);
    expect((await orderRow(card.id)).status).toBe('PENDIENTE');
    await expect(stockOf(card.product.id)).resolves.toBe(7);
  });

  it('should answer a transfer order its deadline in every order answer, and null once an admin marks it paid', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const placed = await fromNewIp(request(t.server).post('/api/orders'))
      .set(customer)
      .send({
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: TRANSFER,
        region: 'RM',
      })
      .expect(201);
    const id = placed.body.order.id as number;
    const deadline = placed.body.order.fechaLimitePago as string;
    const row = await orderRow(id);
    expect(deadline).toBe(row.paymentDueAt!.toISOString());
    expect(Math.abs(Date.parse(deadline) - row.createdAt.getTime() - 48 * 3_600_000)).toBeLessThan(5_000);
    const email = row.customerEmail;

    const mine = async () =>
      (
        (await request(t.server).get('/api/orders').set(customer).expect(200)).body.orders as Array<{ id: number }>
      ).find((o) => o.id === id)!;
    const guest = async () =>
      (await fromNewIp(request(t.server).get(`/api/orders/guest/${id}`).query({ email })).expect(200)).body.order;
    const adminView = async () =>
      (
        await request(t.server)
          .get('/api/admin/orders')
          .query({ search: String(id) })
          .set(admin)
          .expect(200)
      ).body.orders[0];
    for (const answer of [await mine(), await guest(), await adminView()]) {
      expect(answer).toMatchObject({ id, fechaLimitePago: deadline });
    }

    const marked = await setStatus(id, 'PROCESANDO').expect(200);
    expect(marked.body.order.fechaLimitePago).toBeNull();
    for (const answer of [await mine(), await guest(), await adminView()]) {
      expect(answer).toMatchObject({ id, fechaLimitePago: null });
    }
  });

  it('should answer no deadline for an order the sweep cancelled', async () => {
    const { id } = await place(TRANSFER);
    const { customerEmail: email } = await orderRow(id);
    await overdue(id);
    await sweep();
    const { body } = await fromNewIp(request(t.server).get(`/api/orders/guest/${id}`).query({ email })).expect(200);
    expect(body.order).toMatchObject({ status: 'CANCELADO', fechaLimitePago: null });
  });

  it('should cancel overdue unpaid orders once, returning their units, and leave paid, paying and fresh ones', async () => {
    const card = await place(WEBPAY);
    const transfer = await place(TRANSFER);
    const fresh = await place(WEBPAY);
    const paying = await place(WEBPAY, { auth: customer });
    await initiate(paying.id).expect(200);
    // An attempt past its expiry but not yet settled is the payment expiry job's to decide (Webpay may have charged it).
    const unsettled = await place(WEBPAY, { auth: customer });
    await initiate(unsettled.id).expect(200);
    await t.dataSource.query(
      `UPDATE payment_transactions SET expires_at = now() - interval '1 hour' WHERE order_id = $1`,
      [unsettled.id],
    );
    const paid = await place(TRANSFER);
    await setStatus(paid.id, 'PROCESANDO').expect(200);
    // An order an admin re-opened is the admin's: no automatic cancellation.
    const reopened = await place(TRANSFER);
    await setStatus(reopened.id, 'CANCELADO').expect(200);
    await setStatus(reopened.id, 'PENDIENTE').expect(200);
    await overdue(card.id, transfer.id, paying.id, unsettled.id, paid.id, reopened.id);

    await expect(sweep()).resolves.toBe(2);
    for (const { id, product } of [card, transfer]) {
      expect((await orderRow(id)).status).toBe('CANCELADO');
      await expect(stockOf(product.id)).resolves.toBe(10);
    }
    for (const { id, product } of [fresh, paying, unsettled, reopened]) {
      expect((await orderRow(id)).status).toBe('PENDIENTE');
      await expect(stockOf(product.id)).resolves.toBe(7);
    }
    expect((await orderRow(paid.id)).status).toBe('PROCESANDO');
    await expect(stockOf(paid.product.id)).resolves.toBe(7);

    // Once: the next run finds nothing, and the units stay where they are.
    await expect(sweep()).resolves.toBe(0);
    await expect(stockOf(card.product.id)).resolves.toBe(10);
    // A cancelled order cannot be paid afterwards.
    const late = await place(WEBPAY, { auth: customer });
    await overdue(late.id);
    await expect(sweep()).resolves.toBe(1);
    expect((await initiate(late.id).expect(409)).body.message).toBe('Este pedido ya no admite pagos');
  });

  it('should cancel each order once when two sweeps run at the same moment', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, (_, n) => place(n % 2 ? WEBPAY : TRANSFER)));
    await overdue(...orders.map((order) => order.id));
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBe(6);
    for (const { id, product } of orders) {
      expect((await orderRow(id)).status).toBe('CANCELADO');
      await expect(stockOf(product.id)).resolves.toBe(10);
    }
  });

  it('should return the units once when a sweep and an admin cancel the same order', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, product } = await place(round % 2 ? WEBPAY : TRANSFER, { quantity: 4 });
      await overdue(id);
      const [, cancelled] = await Promise.all([sweep(), setStatus(id, 'CANCELADO')]);
      expect(cancelled.status).toBe(200);
      expect((await orderRow(id)).status).toBe('CANCELADO');
      await expect(stockOf(product.id)).resolves.toBe(10);
    }
  });

  it('should either let a payment start or cancel the order, never both, when a sweep meets an initiate', async () => {
    for (let round = 0; round < 6; round++) {
      const { id, product } = await place(WEBPAY, { auth: customer, quantity: 4 });
      await overdue(id);
      const [, started] = await Promise.all([sweep(), initiate(id)]);
      const attempts = await t.dataSource.getRepository(PaymentTransaction).findBy({ orderId: id });
      if (started.status === 200) {
        expect((await orderRow(id)).status).toBe('PENDIENTE');
        await expect(stockOf(product.id)).resolves.toBe(6);
        expect(attempts.map((attempt) => attempt.status)).toEqual(['INITIALIZED']);
        await expect(sweep()).resolves.toBe(0);
      } else {
        expect(started.status).toBe(409);
        expect((await orderRow(id)).status).toBe('CANCELADO');
        await expect(stockOf(product.id)).resolves.toBe(10);
        expect(attempts).toEqual([]);
      }
    }
  });

  it('should skip an order locked by a payment initiate without waiting, and keep it once the attempt exists', async () => {
    const { id, product } = await place(WEBPAY, { auth: customer });
    await overdue(id);
    // What initiate does: the order row locked, an INITIALIZED attempt written, then the commit.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [id]);
      await runner.query(
        `INSERT INTO payment_transactions (order_id, provider, token, buy_order, session_id, amount, status, expires_at)
         SELECT id, 'demo', 'demo-lock-' || id, id || '-lock', 'session', total, 'INITIALIZED', now() + interval '5 minutes'
           FROM orders WHERE id = $1`,
        [id],
      );
      await expect(sweep()).resolves.toBe(0);
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    await expect(sweep()).resolves.toBe(0);
    expect((await orderRow(id)).status).toBe('PENDIENTE');
    await expect(stockOf(product.id)).resolves.toBe(7);
  });

  describe('in the worker', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startWorker(t);
    });

    afterAll(async () => {
      await worker?.close();
    });

    it('should run the sweep as a BullMQ job scheduler and cancel overdue orders from its job', async () => {
      const queue = worker.get<Queue>(getQueueToken(ORDERS_MAINTENANCE_QUEUE));
      const scheduler = await queue.getJobScheduler(ORDERS_MAINTENANCE_SCHEDULER_ID);
      expect(scheduler).toMatchObject({ every: ORDERS_MAINTENANCE_EVERY_MS });

      const { id, product } = await place(TRANSFER);
      await overdue(id);
      // The scheduled run may be at it too (then this one skips the locked row): it ends cancelled, once.
      const result = await worker.get(OrdersMaintenanceProcessor).process();
      expect(result.cancelled).toBeLessThanOrEqual(1);
      await waitFor(async () => (await orderRow(id)).status === 'CANCELADO');
      await expect(stockOf(product.id)).resolves.toBe(10);
    });
  });
});
