import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { MailOutboxService } from '../../src/modules/mail/mail-outbox.service';
import { MailSender } from '../../src/modules/mail/mail-sender.service';
import { spawnWorker, startWorker, waitFor, WorkerProcess } from '../import/import-harness';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
}

/**
 * Delivery guarantees against a real SMTP server and real workers: a refused e-mail is retried
 * until accepted and delivered once; a permanent refusal stays failed until an admin retries it; a
 * worker killed (SIGKILL) after the order's commit, before or during the send, loses nothing and
 * sends nothing twice; several workers and relays at once send each e-mail once.
 */
describe('E-mail delivery', () => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let admin: Record<string, string>;
  let worker: INestApplicationContext | null = null;
  const processes: WorkerProcess[] = [];

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(__filename, {
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Tienda <no-reply@tienda.example.cl>',
      WEBPAY_COMMERCE_CODE: '',
      WEBPAY_API_KEY: '',
      WEBPAY_BASE_URL: '',
    });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
  }, 60000);

  async function killAll(): Promise<void> {
    for (const child of processes)
      if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
    await Promise.all(processes.map((child) => child.exited));
  }

  afterAll(async () => {
    await worker?.close();
    await killAll();
    await t?.close();
    await catcher?.close();
  }, 30000);

  let sequence = 0;
  /** One welcome e-mail written to the outbox as the API writes it (its own transaction). */
  async function queueWelcome(to = `cliente${++sequence}@example.cl`): Promise<{ id: number; to: string }> {
    await t.dataSource.transaction((manager) =>
      t.app.get(MailOutboxService).add(manager, {
        kind: 'welcome',
        to,
        idempotencyKey: `test:welcome:${to}`,
        data: { name: 'Cliente', accountUrl: 'http://localhost:3000/account' },
      }),
    );
    const [row] = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM mail_outbox WHERE idempotency_key = $1`,
      [`test:welcome:${to}`],
    );
    return { id: row.id, to };
  }

  const rowOf = async (id: number) =>
    (
      await t.dataSource.query<OutboxRow[]>(
        `SELECT id, status, attempts, last_error, message_id FROM mail_outbox WHERE id = $1`,
        [id],
      )
    )[0];

  const rowWhen = (id: number, status: string, timeoutMs = 20000) =>
    waitFor(async () => {
      const row = await rowOf(id);
      return row.status === status ? row : undefined;
    }, timeoutMs);

  async function placeOrder(email: string): Promise<number> {
    const product = await createProduct(t.dataSource, { stock: 5 });
    const { body } = await fromNewIp(request(t.server).post('/api/orders'))
      .send({
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: 2,
        region: 'RM',
        guestInfo: { email, name: 'Kill Test', phone: null },
      })
      .expect(201);
    return body.order.id as number;
  }

  const receivedRow = async (orderId: number) =>
    (
      await t.dataSource.query<OutboxRow[]>(
        `SELECT id, status, attempts, last_error, message_id FROM mail_outbox WHERE idempotency_key = $1`,
        [`order:${orderId}:received`],
      )
    )[0];

  /** Lets a late duplicate (if any) arrive before counting. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  describe('with a worker in this process', () => {
    beforeAll(async () => {
      worker = await startWorker(t);
    }, 30000);

    afterAll(async () => {
      await worker?.close();
      worker = null;
    }, 30000);

    it('should retry a temporary refusal (451) with backoff and deliver exactly one message', async () => {
      catcher.refuseNext(1, 451);
      const deliveriesBefore = catcher.deliveries;
      const mail = await queueWelcome();
      const refused = await waitFor(async () => {
        const row = await rowOf(mail.id);
        return row.attempts === 1 && row.status === 'pending' ? row : undefined;
      });
      expect(refused.last_error).toContain('451');

      const sent = await rowWhen(mail.id, 'sent');
      await settle();
      expect(catcher.to(mail.to)).toHaveLength(1);
      expect(catcher.deliveries - deliveriesBefore).toBe(2);
      expect(sent).toMatchObject({ attempts: 2, last_error: null, message_id: catcher.to(mail.to)[0].messageId });
    }, 30000);

    it('should leave a permanent refusal (550) failed without retrying, until an admin retries it once', async () => {
      catcher.refuseNext(1, 550);
      const mail = await queueWelcome();
      const failed = await rowWhen(mail.id, 'failed');
      expect(failed).toMatchObject({ attempts: 1, message_id: null });
      expect(failed.last_error).toContain('550');
      // Past the first backoff: no second try by itself.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await expect(rowOf(mail.id)).resolves.toMatchObject({ status: 'failed', attempts: 1 });
      expect(catcher.to(mail.to)).toHaveLength(0);

      const listed = await request(t.server).get('/api/admin/emails?status=failed').set(admin).expect(200);
      expect(listed.body.items).toContainEqual(
        expect.objectContaining({ id: mail.id, to: mail.to, status: 'failed', lastError: failed.last_error }),
      );

      await request(t.server).post(`/api/admin/emails/${mail.id}/retry`).set(admin).expect(204);
      const sent = await rowWhen(mail.id, 'sent');
      await settle();
      expect(catcher.to(mail.to)).toHaveLength(1);
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
      // Sent now: a second retry is refused and sends nothing.
      const again = await request(t.server).post(`/api/admin/emails/${mail.id}/retry`).set(admin).expect(409);
      expect(again.body).toEqual({ success: false, message: 'Solo se puede reintentar un correo cuyo envío falló.' });
    }, 30000);

    it('should send once when the relay and several senders take the same row at the same moment', async () => {
      const sender = worker!.get(MailSender);
      const rows = await Promise.all([queueWelcome(), queueWelcome(), queueWelcome()]);
      // Each row: the relay's job plus three direct sends racing it.
      const outcomes = await Promise.allSettled(
        rows.flatMap((row) => [sender.send(row.id, false), sender.send(row.id, false), sender.send(row.id, false)]),
      );
      for (const row of rows) await rowWhen(row.id, 'sent');
      await settle();
      for (const row of rows) expect(catcher.to(row.to)).toHaveLength(1);
      // The losers either found the row held (busy, retried later by the queue) or already sent.
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('lo está enviando otro proceso');
        else expect(['sent', 'skipped']).toContain(outcome.value);
      }
    }, 30000);
  });

  describe('with worker processes that die', () => {
    function start(): WorkerProcess {
      const child = spawnWorker(t, { LOG_LEVEL: 'warn' });
      processes.push(child);
      return child;
    }

    afterEach(killAll, 30000);

    it("should send the order's e-mail once when the only worker was killed before the order committed", async () => {
      const first = start();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      first.child.kill('SIGKILL');
      await first.exited;

      const orderId = await placeOrder('sin-worker@example.cl');
      await expect(receivedRow(orderId)).resolves.toMatchObject({ status: 'pending', attempts: 0 });

      start();
      await catcher.waitFor((mail) => mail.subject === `Recibimos tu pedido #${orderId}`, 45000);
      const row = await waitFor(async () => {
        const current = await receivedRow(orderId);
        return current.status === 'sent' ? current : undefined;
      });
      await settle();
      expect(catcher.to('sin-worker@example.cl')).toHaveLength(1);
      expect(row.attempts).toBe(1);
    }, 90000);

    it('should send it once when the worker is killed in the middle of the SMTP conversation', async () => {
      const first = start();
      // The buyer's e-mail, not the shop's notice of the same order (which may go first).
      const held = catcher.holdNext('a-mitad@example.cl');
      const orderId = await placeOrder('a-mitad@example.cl');
      await held;
      await expect(receivedRow(orderId)).resolves.toMatchObject({ status: 'sending', attempts: 1 });
      first.child.kill('SIGKILL');
      await first.exited;
      expect(catcher.to('a-mitad@example.cl')).toHaveLength(0);

      start();
      // BullMQ's stalled check hands the job to the new worker; the dead holder's row lock went with its connection.
      await catcher.waitFor((mail) => mail.subject === `Recibimos tu pedido #${orderId}`, 60000);
      const row = await waitFor(async () => {
        const current = await receivedRow(orderId);
        return current.status === 'sent' ? current : undefined;
      });
      await settle();
      expect(catcher.to('a-mitad@example.cl')).toHaveLength(1);
      expect(row.attempts).toBe(2);
    }, 120000);

    it('should send each e-mail once with two worker processes relaying and sending at once', async () => {
      start();
      start();
      const to = Array.from({ length: 12 }, (_, index) => `doble${index}@example.cl`);
      await t.dataSource.transaction(async (manager) => {
        for (const address of to) {
          await t.app.get(MailOutboxService).add(manager, {
            kind: 'password-changed',
            to: address,
            idempotencyKey: `test:changed:${address}`,
            data: { name: null, changedAt: new Date().toISOString() },
          });
        }
      });
      await waitFor(async () => to.every((address) => catcher.to(address).length > 0) || undefined, 60000);
      await settle();
      for (const address of to) expect(catcher.to(address)).toHaveLength(1);
      const [{ sent }] = await t.dataSource.query<Array<{ sent: number }>>(
        `SELECT count(*)::int AS sent FROM mail_outbox WHERE idempotency_key LIKE 'test:changed:%' AND status = 'sent'`,
      );
      expect(sent).toBe(to.length);
    }, 90000);
  });
});
