import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { OrdersMaintenanceService } from '../../src/modules/orders/orders-maintenance.service';
import { CANCELLATION_REASONS } from '../../src/modules/orders/orders.constants';
import { postExcel, startWorker, waitFor } from '../import/import-harness';
import { row, simpleWorkbook } from '../import/workbooks';
import { createUser, fromNewIp, signIn, tokenFor } from '../support/auth';
import { createProduct } from '../support/factories';
import { CaughtMail, SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const WEBPAY = 1;
const TRANSFER = 2;
const SHOP = 'https://tienda.example.cl';
/** The seeded shop settings (migration ShopSettings). */
const SHOP_EMAIL = 'contacto@repuestos.cl';

/**
 * Every order and import e-mail, end to end: the API writes the outbox row in the event's
 * transaction, a real worker (WorkerModule) relays and sends it to a real SMTP server.
 */
describe('Order and import e-mails', () => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: { auth: Record<string, string>; email: string };

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await createTestApp(__filename, {
      SMTP_URL: catcher.url,
      MAIL_FROM: 'no-reply@tienda.example.cl',
      PUBLIC_URL: SHOP,
      WEBPAY_COMMERCE_CODE: '',
      WEBPAY_API_KEY: '',
      WEBPAY_BASE_URL: '',
    });
    const signedIn = await signIn(t, UserRole.ADMIN);
    admin = { auth: signedIn.auth, email: signedIn.user.email };
    worker = await startWorker(t);
  }, 60000);

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await catcher?.close();
  }, 30000);

  let guests = 0;
  async function place(
    method: number,
    options: { auth?: Record<string, string>; region?: string; email?: string; phone?: string | null } = {},
  ) {
    const brake = await createProduct(t.dataSource, {
      title: 'Pastilla de freno Bosch',
      sku: `PF-${++guests}`,
      price: 12990,
      stock: 10,
    });
    const filter = await createProduct(t.dataSource, {
      title: 'Filtro de aceite',
      sku: `FA-${guests}`,
      price: 4500,
      stock: 10,
    });
    const email = options.email ?? `comprador${guests}@example.cl`;
    const call = fromNewIp(request(t.server).post('/api/orders'));
    if (options.auth) call.set(options.auth);
    const { body } = await call
      .send({
        items: [
          { productId: brake.id, quantity: 2 },
          { productId: filter.id, quantity: 1 },
        ],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: method,
        region: options.region ?? 'RM',
        guestInfo: options.auth ? undefined : { email, name: 'Ana Pérez', phone: options.phone ?? '+56912345678' },
      })
      .expect(201);
    return body.order as { id: number; total: number; shippingCost: number; customerInfo: { email: string } };
  }

  const mailFor = (to: string, subject: string) =>
    catcher.waitFor((mail) => mail.to.includes(to.toLowerCase()) && mail.subject === subject, 20000);

  const setStatus = (id: number, body: Record<string, unknown>) =>
    request(t.server).put(`/api/admin/orders/${id}/status`).set(admin.auth).send(body);

  const clp = (amount: number) => `$${amount.toLocaleString('es-CL')}`;

  /** Sent rows of one event key, as the outbox holds them. */
  const outboxRows = (key: string) =>
    t.dataSource.query<Array<{ status: string; message_id: string | null }>>(
      `SELECT status, message_id FROM mail_outbox WHERE idempotency_key = $1`,
      [key],
    );

  it("should e-mail a guest's bank-transfer order: items, amounts, bank details, deadline and the tracking link", async () => {
    const order = await place(TRANSFER, { email: 'Ana.Perez@Example.cl' });
    const mail = await mailFor('ana.perez@example.cl', `Recibimos tu pedido #${order.id}`);

    expect(mail.from).toBe('"Repuestos" <no-reply@tienda.example.cl>');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Pastilla de freno Bosch');
      expect(body).toContain('Filtro de aceite');
      expect(body).toContain('$12.990');
      // 2 × $12.990
      expect(body).toContain('$25.980');
      expect(body).toContain(clp(order.shippingCost));
      expect(body).toContain(clp(order.total));
      expect(body).toContain('Av. Matta 100, Santiago');
      // The order number filled in, never the buyer's e-mail.
      expect(body).toContain(`${SHOP}/order-tracking?pedido=${order.id}`);
      expect(body).not.toMatch(/order-tracking[^\s"]*ana\.perez/i);
      // The bank account from the shop settings, and the deadline in Chile's time.
      expect(body).toContain('Banco');
      expect(body).toMatch(/antes del \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}/);
      expect(body).toContain('https://wa.me/56955551234');
    }
    expect(mail.text).toContain('- Pastilla de freno Bosch (SKU PF-');
    expect(mail.text).toContain(`Total: ${clp(order.total)}`);
    expect(mail.text).toContain('Teléfono: +56 9 1234 5678');
    expect(mail.messageId).toMatch(/^<mail-\d+\.[0-9a-f]{20}@tienda\.example\.cl>$/);
    // Recorded right after the server's answer: the row says sent, with the Message-ID the server got.
    await waitFor(async () => {
      const rows = await outboxRows(`order:${order.id}:received`);
      return rows[0]?.status === 'sent' ? rows : undefined;
    }, 5000).then((rows) => expect(rows).toEqual([{ status: 'sent', message_id: mail.messageId }]));

    const shop = await mailFor(SHOP_EMAIL, `Nuevo pedido #${order.id}: ${clp(order.total)}`);
    expect(shop.text).toContain('Ana.Perez@Example.cl');
    expect(shop.text).toContain(`${SHOP}/admin/orders`);
    expect(shop.text).toContain('Transferencia');
  }, 40000);

  it("should link an account's order to its orders page and show no bank details for a card order", async () => {
    const buyer = await createUser(t, { email: 'cliente.cuenta@example.cl', name: 'Carla Cuenta' });
    const auth = { Authorization: `Bearer ${await tokenFor(t, buyer)}` };
    const order = await place(WEBPAY, { auth });
    const mail = await mailFor('cliente.cuenta@example.cl', `Recibimos tu pedido #${order.id}`);
    expect(mail.text).toContain('Hola Carla Cuenta:');
    expect(mail.text).toContain(`${SHOP}/account/orders`);
    expect(mail.text).not.toContain('/order-tracking');
    expect(mail.text).not.toContain('por transferencia');
  }, 40000);

  it('should e-mail the payment confirmation once Webpay approves (demo provider)', async () => {
    const order = await place(WEBPAY, { email: 'paga.webpay@example.cl' });
    const payment = (
      await fromNewIp(request(t.server).post('/api/payments/webpay/initiate'))
        .send({ orderId: order.id, email: 'paga.webpay@example.cl' })
        .expect(200)
    ).body as { token: string };
    await request(t.server).post(`/api/payments/demo/${payment.token}`).type('form').send({ decision: 'approve' });
    await request(t.server).get(`/api/payments/webpay/return?token_ws=${payment.token}`).expect(303);

    const mail = await mailFor('paga.webpay@example.cl', `Pago confirmado de tu pedido #${order.id}`);
    expect(mail.text).toContain(`Confirmamos el pago de ${clp(order.total)} de tu pedido #${order.id}`);
  }, 40000);

  it("should e-mail 'payment confirmed' when an admin marks a transfer paid, then each later status with its details", async () => {
    const order = await place(TRANSFER, { email: 'estados@example.cl' });
    await setStatus(order.id, { status: 'PROCESANDO' }).expect(200);
    const paid = await mailFor('estados@example.cl', `Pago confirmado de tu pedido #${order.id}`);
    expect(paid.text).toContain(clp(order.total));

    const shipped = await setStatus(order.id, {
      status: 'ENVIADO',
      courier: '  Starken ',
      trackingNumber: 'STK-998877',
    }).expect(200);
    expect(shipped.body.order).toMatchObject({ courier: 'Starken', trackingNumber: 'STK-998877' });
    const sent = await mailFor('estados@example.cl', `Tu pedido #${order.id} fue enviado`);
    for (const body of [sent.text, sent.html]) {
      expect(body).toContain('Starken');
      expect(body).toContain('STK-998877');
    }

    await setStatus(order.id, { status: 'ENTREGADO' }).expect(200);
    await mailFor('estados@example.cl', `Tu pedido #${order.id} fue entregado`);

    // The buyer's own view carries the shipment's details.
    const tracked = await fromNewIp(request(t.server).get(`/api/orders/guest/${order.id}`))
      .query({ email: 'estados@example.cl' })
      .expect(200);
    expect(tracked.body.order).toMatchObject({
      courier: 'Starken',
      trackingNumber: 'STK-998877',
      cancellationReason: null,
    });
    // Only a status change e-mails: setting the same status again sends nothing more.
    await setStatus(order.id, { status: 'ENTREGADO' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(catcher.to('estados@example.cl').map((mail) => mail.subject)).toEqual([
      `Recibimos tu pedido #${order.id}`,
      `Pago confirmado de tu pedido #${order.id}`,
      `Tu pedido #${order.id} fue enviado`,
      `Tu pedido #${order.id} fue entregado`,
    ]);
  }, 60000);

  it("should tell the buyer an admin's cancellation reason, and the payment window's when the sweep cancels", async () => {
    const byAdmin = await place(WEBPAY, { email: 'cancelado@example.cl' });
    const cancelled = await setStatus(byAdmin.id, {
      status: 'CANCELADO',
      cancellationReason: 'El proveedor no tiene stock del filtro.',
    }).expect(200);
    expect(cancelled.body.order.cancellationReason).toBe('El proveedor no tiene stock del filtro.');
    const mail = await mailFor('cancelado@example.cl', `Tu pedido #${byAdmin.id} fue cancelado`);
    expect(mail.text).toContain('El proveedor no tiene stock del filtro.');
    expect(mail.text).toContain(clp(byAdmin.total));

    const unpaid = await place(TRANSFER, { email: 'impago@example.cl' });
    await t.dataSource.query(`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE id = $1`, [
      unpaid.id,
    ]);
    await expect(t.app.get(OrdersMaintenanceService).cancelOverdue()).resolves.toBeGreaterThanOrEqual(1);
    const swept = await mailFor('impago@example.cl', `Tu pedido #${unpaid.id} fue cancelado`);
    expect(swept.text).toContain(CANCELLATION_REASONS.paymentWindowEnded);
  }, 60000);

  it('should refuse status details longer than their columns with Spanish reasons, changing nothing', async () => {
    const order = await place(WEBPAY, { email: 'largo@example.cl' });
    const { body } = await setStatus(order.id, {
      status: 'ENVIADO',
      courier: 'x'.repeat(101),
      trackingNumber: 'y'.repeat(101),
      cancellationReason: 'z'.repeat(501),
    }).expect(400);
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(JSON.stringify(body.errors)).toContain('empresa de transporte');
    expect(JSON.stringify(body.errors)).toContain('número de seguimiento');
    expect(JSON.stringify(body.errors)).toContain('motivo de la cancelación');
    await expect(outboxRows(`order:${order.id}:status:ENVIADO`)).resolves.toEqual([]);
  });

  it('should write no e-mail when the order is refused (its transaction rolled back)', async () => {
    const product = await createProduct(t.dataSource, { stock: 1 });
    await fromNewIp(request(t.server).post('/api/orders'))
      .send({
        items: [{ productId: product.id, quantity: 5 }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: WEBPAY,
        region: 'RM',
        guestInfo: { email: 'sin-stock@example.cl', name: 'Sin Stock', phone: null },
      })
      .expect(409);
    const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = 'sin-stock@example.cl'`,
    );
    expect(count).toBe(0);
  });

  it('should e-mail the administrator who started an import its counts and the import page', async () => {
    const file = await simpleWorkbook([row(), row(), row({ Precio_WEB: 'no es precio' })]);
    const answer = await postExcel(t, admin.auth, file, { worksheetName: 'Productos' }, 'catalogo-marzo.xlsx');
    expect(answer.status).toBe(200);
    const mail: CaughtMail = await mailFor(admin.email, 'Importación terminada: catalogo-marzo.xlsx');
    expect(mail.text).toContain('Productos creados: 2');
    expect(mail.text).toContain('Filas con error: 1');
    expect(mail.text).toContain(`${SHOP}/admin/excel-import`);
  }, 60000);
});
