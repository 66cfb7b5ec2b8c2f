import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { Order } from '../../src/modules/orders/order.entity';
import { PaymentStatus } from '../../src/modules/payments/payment-status.enum';
import { PaymentTransaction } from '../../src/modules/payments/payment-transaction.entity';
import { PaymentsService } from '../../src/modules/payments/payments.service';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { FakeWebpay } from '../support/fake-webpay';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://tienda.test';

describe('Webpay Plus payments', () => {
  let t: TestApp;
  const webpay = new FakeWebpay();

  beforeAll(async () => {
    await webpay.start();
    t = await createTestApp(__filename, {
      WEBPAY_COMMERCE_CODE: webpay.commerceCode,
      WEBPAY_API_KEY: webpay.apiKey,
      WEBPAY_BASE_URL: webpay.baseUrl,
      PUBLIC_URL,
    });
  });

  afterAll(async () => {
    await t.close();
    await webpay.stop();
  });

  beforeEach(() => {
    webpay.nextOutcome = 'approve';
    webpay.down = false;
  });

  const stockOf = async (id: number) => (await t.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const orderRow = (id: number) => t.dataSource.getRepository(Order).findOneByOrFail({ id });

  let guests = 0;
  async function placeOrder(
    options: { quantity?: number; paymentMethodId?: number; auth?: Record<string, string> } = {},
  ) {
    const product = await createProduct(t.dataSource, { stock: 5, price: 10000 });
    const email = `pagador${++guests}@example.cl`;
    const call = fromNewIp(request(t.server).post('/api/orders'));
    if (options.auth) call.set(options.auth);
    const { body } = await call
      .send({
        items: [{ productId: product.id, quantity: options.quantity ?? 2 }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: options.paymentMethodId ?? 1,
        region: 'RM',
        guestInfo: options.auth ? undefined : { email, name: 'Pagador', phone: null },
      })
      .expect(201);
    return { order: body.order as { id: number; total: number }, product, email };
  }

  const initiate = (orderId: number, auth?: Record<string, string>) => {
    const call = request(t.server).post('/api/payments/webpay/initiate');
    if (auth) call.set(auth);
    return call.send({ orderId });
  };

  it('should create the Webpay transaction and answer the redirect data', async () => {
    const { order } = await placeOrder();
    const { body } = await initiate(order.id).expect(200);
    expect(body).toEqual({
      success: true,
      demo: false,
      message: expect.any(String),
      paymentUrl: `/api/payments/webpay/redirect/${body.token}`,
      url: `${webpay.baseUrl}/webpayserver/initTransaction`,
      token: expect.any(String),
    });
    const create = webpay.creates.at(-1)!;
    expect(create.body).toEqual({
      buy_order: expect.stringMatching(new RegExp(`^${order.id}-`)),
      session_id: expect.any(String),
      amount: order.total,
      return_url: `${PUBLIC_URL}/api/payments/webpay/return`,
    });
    expect(String(create.body.buy_order).length).toBeLessThanOrEqual(26);

    const again = await initiate(order.id).expect(200);
    expect(again.body.token).toBe(body.token);
  });

  it('should serve a form that posts token_ws to Webpay', async () => {
    const { order } = await placeOrder();
    const { body } = await initiate(order.id).expect(200);
    const page = await request(t.server).get(body.paymentUrl).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(`form-action ${webpay.baseUrl}`);
    expect(page.text).toContain(`action="${body.url}"`);
    expect(page.text).toContain(`name="token_ws" value="${body.token}"`);
    await request(t.server).get('/api/payments/webpay/redirect/unknown').expect(404);
  });

  it('should commit an approved payment once, however often the return page is loaded', async () => {
    const { order, email } = await placeOrder();
    const { body } = await initiate(order.id).expect(200);
    const returns = await Promise.all([
      request(t.server).post('/api/payments/webpay/return').type('form').send({ token_ws: body.token }),
      request(t.server).post('/api/payments/webpay/return').type('form').send({ token_ws: body.token }),
      request(t.server).get('/api/payments/webpay/return').query({ token_ws: body.token }),
    ]);
    for (const reply of returns) {
      expect(reply.status).toBe(303);
      expect(reply.headers.location).toBe(`/checkout/success?order=${order.id}&status=approved`);
    }
    expect(webpay.commits.filter((token) => token === body.token)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe('PROCESANDO');

    const tracked = await fromNewIp(request(t.server).get(`/api/orders/guest/${order.id}`).query({ email })).expect(
      200,
    );
    expect(tracked.body.order.payment).toEqual({
      status: 'AUTHORIZED',
      authorizationCode: '1213',
      cardLastDigits: '6623',
      installmentsNumber: 0,
    });
    await initiate(order.id).expect(409);
  });

  it('should cancel a rejected payment and return the stock once', async () => {
    const { order, product } = await placeOrder({ quantity: 3 });
    webpay.nextOutcome = 'reject';
    const { body } = await initiate(order.id).expect(200);
    await expect(stockOf(product.id)).resolves.toBe(2);
    for (let n = 0; n < 2; n++) {
      const reply = await request(t.server)
        .get('/api/payments/webpay/return')
        .query({ token_ws: body.token })
        .expect(303);
      expect(reply.headers.location).toBe(`/checkout/success?order=${order.id}&status=rejected`);
    }
    expect((await orderRow(order.id)).status).toBe('CANCELADO');
    await expect(stockOf(product.id)).resolves.toBe(5);
    const attempt = await t.dataSource.getRepository(PaymentTransaction).findOneByOrFail({ token: body.token });
    expect(attempt).toMatchObject({ status: PaymentStatus.REJECTED, responseCode: -1 });
  });

  it('should cancel an aborted payment (TBK_TOKEN) and return the stock once', async () => {
    const { order, product } = await placeOrder({ quantity: 4 });
    const { body } = await initiate(order.id).expect(200);
    for (let n = 0; n < 2; n++) {
      const reply = await request(t.server)
        .post('/api/payments/webpay/return')
        .type('form')
        .send({ TBK_TOKEN: body.token, TBK_ORDEN_COMPRA: 'x', TBK_ID_SESION: 'y' })
        .expect(303);
      expect(reply.headers.location).toBe(`/checkout/success?order=${order.id}&status=aborted`);
    }
    expect(webpay.commits).not.toContain(body.token);
    expect((await orderRow(order.id)).status).toBe('CANCELADO');
    await expect(stockOf(product.id)).resolves.toBe(5);
  });

  it('should treat a form error (token_ws and TBK_TOKEN) and a timeout (only TBK_ORDEN_COMPRA) as aborted', async () => {
    const first = await placeOrder();
    const a = (await initiate(first.order.id).expect(200)).body;
    const both = await request(t.server)
      .get('/api/payments/webpay/return')
      .query({ token_ws: a.token, TBK_TOKEN: a.token })
      .expect(303);
    expect(both.headers.location).toBe(`/checkout/success?order=${first.order.id}&status=aborted`);

    const second = await placeOrder();
    const b = (await initiate(second.order.id).expect(200)).body;
    const attempt = await t.dataSource.getRepository(PaymentTransaction).findOneByOrFail({ token: b.token });
    const timeout = await request(t.server)
      .post('/api/payments/webpay/return')
      .type('form')
      .send({ TBK_ORDEN_COMPRA: attempt.buyOrder, TBK_ID_SESION: attempt.sessionId })
      .expect(303);
    expect(timeout.headers.location).toBe(`/checkout/success?order=${second.order.id}&status=aborted`);
    await expect(stockOf(second.product.id)).resolves.toBe(5);
  });

  it('should only let the owner pay an account order, and only PENDIENTE Webpay orders', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const { order } = await placeOrder({ auth: owner.auth });
    await initiate(order.id).expect(404);
    expect((await initiate(order.id, stranger.auth).expect(404)).body).toEqual({
      success: false,
      message: 'Orden no encontrada',
    });
    await initiate(order.id, owner.auth).expect(200);

    const guestOrder = (await placeOrder()).order;
    await initiate(guestOrder.id, stranger.auth).expect(404);
    await initiate(999999).expect(404);

    const transfer = (await placeOrder({ paymentMethodId: 2 })).order;
    expect((await initiate(transfer.id).expect(400)).body.message).toBe('Este pedido no se paga con Webpay');
    expect((await orderRow(transfer.id)).status).toBe('PENDIENTE');

    const admin = await signIn(t, 'ADMIN' as never);
    const cancelled = (await placeOrder()).order;
    await request(t.server)
      .put(`/api/admin/orders/${cancelled.id}/status`)
      .set(admin.auth)
      .send({ status: 'CANCELADO' })
      .expect(200);
    expect((await initiate(cancelled.id).expect(409)).body.message).toBe('Este pedido ya no admite pagos');
    await request(t.server).post('/api/payments/webpay/initiate').send({ orderId: 'x' }).expect(400);
  });

  it("should answer 502 'Error al conectar con el proveedor de pago' when Webpay is down", async () => {
    const { order } = await placeOrder();
    webpay.down = true;
    expect((await initiate(order.id).expect(502)).body).toEqual({
      success: false,
      message: 'Error al conectar con el proveedor de pago',
    });
    webpay.down = false;
    await initiate(order.id).expect(200);
  });

  it('should expire abandoned attempts after asking Webpay, and keep the ones paid there', async () => {
    const abandoned = await placeOrder({ quantity: 2 });
    const paid = await placeOrder({ quantity: 1 });
    const a = (await initiate(abandoned.order.id).expect(200)).body;
    const p = (await initiate(paid.order.id).expect(200)).body;
    webpay.markPaidWithoutReturn(p.token);
    const payments = t.app.get(PaymentsService);

    await expect(payments.expireStale()).resolves.toEqual({ expired: 0, authorized: 0 });
    await t.dataSource.query(
      `UPDATE payment_transactions SET expires_at = now() - interval '10 minutes' WHERE token = ANY($1)`,
      [[a.token, p.token]],
    );
    const [first, second] = await Promise.all([payments.expireStale(), payments.expireStale()]);
    expect(first.expired + second.expired).toBe(1);
    expect(first.authorized + second.authorized).toBe(1);

    expect((await orderRow(abandoned.order.id)).status).toBe('CANCELADO');
    await expect(stockOf(abandoned.product.id)).resolves.toBe(5);
    expect((await orderRow(paid.order.id)).status).toBe('PROCESANDO');
    await expect(stockOf(paid.product.id)).resolves.toBe(4);
    const rows = await t.dataSource
      .getRepository(PaymentTransaction)
      .find({ where: [{ token: a.token }, { token: p.token }] });
    expect(Object.fromEntries(rows.map((row) => [row.token, row.status]))).toEqual({
      [a.token]: PaymentStatus.EXPIRED,
      [p.token]: PaymentStatus.AUTHORIZED,
    });

    // A late return after the expiry changes nothing and commits nothing.
    const late = await request(t.server).get('/api/payments/webpay/return').query({ token_ws: a.token }).expect(303);
    expect(late.headers.location).toBe(`/checkout/success?order=${abandoned.order.id}&status=aborted`);
    expect(webpay.commits).not.toContain(a.token);
    await expect(stockOf(abandoned.product.id)).resolves.toBe(5);
  });
});
