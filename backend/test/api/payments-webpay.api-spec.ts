import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { Order } from '../../src/modules/orders/order.entity';
import { PaymentStatus } from '../../src/modules/payments/payment-status.enum';
import { PaymentTransaction } from '../../src/modules/payments/payment-transaction.entity';
import { PAYMENT_INITIATE_RATE_LIMIT } from '../../src/modules/payments/payments.constants';
import { PaymentsService } from '../../src/modules/payments/payments.service';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { FakeWebpay } from '../support/fake-webpay';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://tienda.test';
const NOT_FOUND = { success: false, message: 'Orden no encontrada' };

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

  /** POST initiate from a client address of its own (the per-client limit has a test of its own). */
  const initiate = (orderId: number, options: { email?: string; auth?: Record<string, string> } = {}) => {
    const call = fromNewIp(request(t.server).post('/api/payments/webpay/initiate'));
    if (options.auth) call.set(options.auth);
    return call.send(options.email === undefined ? { orderId } : { orderId, email: options.email });
  };

  /** A guest pays with the e-mail given at checkout, as the storefront does. */
  const pay = (placed: { order: { id: number }; email: string }) => initiate(placed.order.id, { email: placed.email });

  const attemptOf = (token: string) => t.dataSource.getRepository(PaymentTransaction).findOneByOrFail({ token });

  const cancelAsAdmin = async (orderId: number) => {
    const admin = await signIn(t, UserRole.ADMIN);
    await request(t.server)
      .put(`/api/admin/orders/${orderId}/status`)
      .set(admin.auth)
      .send({ status: 'CANCELADO' })
      .expect(200);
  };

  it('should create the Webpay transaction and answer the redirect data', async () => {
    const placed = await placeOrder();
    const { order } = placed;
    const { body } = await pay(placed).expect(200);
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

    const again = await pay(placed).expect(200);
    expect(again.body.token).toBe(body.token);
  });

  it('should serve a form that posts token_ws to Webpay', async () => {
    const { body } = await pay(await placeOrder()).expect(200);
    const page = await request(t.server).get(body.paymentUrl).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(`form-action ${webpay.baseUrl}`);
    expect(page.text).toContain(`action="${body.url}"`);
    expect(page.text).toContain(`name="token_ws" value="${body.token}"`);
    await request(t.server).get('/api/payments/webpay/redirect/unknown').expect(404);
  });

  it('should commit an approved payment once, however often the return page is loaded', async () => {
    const placed = await placeOrder();
    const { order, email } = placed;
    const { body } = await pay(placed).expect(200);
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
    await pay(placed).expect(409);
  });

  it('should cancel a rejected payment and return the stock once', async () => {
    const placed = await placeOrder({ quantity: 3 });
    const { order, product } = placed;
    webpay.nextOutcome = 'reject';
    const { body } = await pay(placed).expect(200);
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
    await expect(attemptOf(body.token)).resolves.toMatchObject({ status: PaymentStatus.REJECTED, responseCode: -1 });
  });

  it('should cancel an aborted payment (TBK_TOKEN) and return the stock once', async () => {
    const placed = await placeOrder({ quantity: 4 });
    const { order, product } = placed;
    const { body } = await pay(placed).expect(200);
    const attempt = await attemptOf(body.token);
    for (let n = 0; n < 2; n++) {
      // What Webpay posts when the buyer clicks 'Anular compra'.
      const reply = await request(t.server)
        .post('/api/payments/webpay/return')
        .type('form')
        .send({ TBK_TOKEN: body.token, TBK_ORDEN_COMPRA: attempt.buyOrder, TBK_ID_SESION: attempt.sessionId })
        .expect(303);
      expect(reply.headers.location).toBe(`/checkout/success?order=${order.id}&status=aborted`);
    }
    expect(webpay.commits).not.toContain(body.token);
    expect((await orderRow(order.id)).status).toBe('CANCELADO');
    await expect(stockOf(product.id)).resolves.toBe(5);
  });

  it('should treat a form error (token_ws and TBK_TOKEN) and a timeout (only TBK_ORDEN_COMPRA) as aborted', async () => {
    const first = await placeOrder();
    const a = (await pay(first).expect(200)).body;
    const formError = await attemptOf(a.token);
    const both = await request(t.server)
      .get('/api/payments/webpay/return')
      .query({
        token_ws: a.token,
        TBK_TOKEN: a.token,
        TBK_ORDEN_COMPRA: formError.buyOrder,
        TBK_ID_SESION: formError.sessionId,
      })
      .expect(303);
    expect(both.headers.location).toBe(`/checkout/success?order=${first.order.id}&status=aborted`);
    expect(webpay.commitCalls).not.toContain(a.token);

    const second = await placeOrder();
    const b = (await pay(second).expect(200)).body;
    const attempt = await attemptOf(b.token);
    const timeout = await request(t.server)
      .post('/api/payments/webpay/return')
      .type('form')
      .send({ TBK_ORDEN_COMPRA: attempt.buyOrder, TBK_ID_SESION: attempt.sessionId })
      .expect(303);
    expect(timeout.headers.location).toBe(`/checkout/success?order=${second.order.id}&status=aborted`);
    await expect(stockOf(second.product.id)).resolves.toBe(5);
  });

  it('should only let the owner pay an account order, even with its e-mail, and only PENDIENTE Webpay orders', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const { order } = await placeOrder({ auth: owner.auth });
    await initiate(order.id).expect(404);
    expect((await initiate(order.id, { auth: stranger.auth }).expect(404)).body).toEqual(NOT_FOUND);
    // The account's e-mail is no key to its orders: only the account's session is.
    await initiate(order.id, { email: owner.user.email }).expect(404);
    await initiate(order.id, { email: owner.user.email, auth: stranger.auth }).expect(404);
    expect(webpay.creates.filter((create) => String(create.body.buy_order).startsWith(`${order.id}-`))).toEqual([]);
    await initiate(order.id, { auth: owner.auth }).expect(200);

    const guestOrder = await placeOrder();
    await initiate(guestOrder.order.id, { auth: stranger.auth }).expect(404);
    await initiate(999999, { email: guestOrder.email }).expect(404);

    const transfer = await placeOrder({ paymentMethodId: 2 });
    expect((await pay(transfer).expect(400)).body.message).toBe('Este pedido no se paga con Webpay');
    expect((await orderRow(transfer.order.id)).status).toBe('PENDIENTE');

    const cancelled = await placeOrder();
    await cancelAsAdmin(cancelled.order.id);
    expect((await pay(cancelled).expect(409)).body.message).toBe('Este pedido ya no admite pagos');
    await request(t.server).post('/api/payments/webpay/initiate').send({ orderId: 'x' }).expect(400);
  });

  it('should pay a guest order only with its checkout e-mail, any case, and answer 404 otherwise', async () => {
    const placed = await placeOrder({ quantity: 1 });
    const misses = [
      initiate(placed.order.id),
      initiate(placed.order.id, { email: '' }),
      initiate(placed.order.id, { email: 'otro@example.cl' }),
      initiate(placed.order.id, { email: `${placed.email}x` }),
      initiate(placed.order.id + 1000, { email: placed.email }),
    ];
    for (const miss of misses) expect((await miss.expect(404)).body).toEqual(NOT_FOUND);
    // Nothing started, nothing held on top, nothing to abort with.
    await expect(t.dataSource.getRepository(PaymentTransaction).countBy({ orderId: placed.order.id })).resolves.toBe(0);

    const { body } = await initiate(placed.order.id, { email: `  ${placed.email.toUpperCase()} ` }).expect(200);
    expect(body).toMatchObject({ success: true, demo: false, token: expect.any(String) });
  });

  it('should rate limit payment starts per client address with a Spanish message', async () => {
    const ip = '10.251.7.7';
    const attempt = () =>
      request(t.server)
        .post('/api/payments/webpay/initiate')
        .set('X-Forwarded-For', ip)
        .send({ orderId: 999999, email: 'adivino@example.cl' });
    for (let n = 0; n < PAYMENT_INITIATE_RATE_LIMIT.limit; n++) await attempt().expect(404);
    const limited = await attempt().expect(429);
    expect(limited.body).toEqual({ success: false, message: PAYMENT_INITIATE_RATE_LIMIT.message });
    expect(limited.body.message).toBe(
      'Demasiados intentos de pago desde tu conexión. Inténtalo de nuevo en unos minutos.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    await initiate(999999, { email: 'adivino@example.cl' }).expect(404);
  });

  it('should cancel nothing with a bare or mismatched TBK_TOKEN, and still let the buyer pay', async () => {
    const placed = await placeOrder({ quantity: 3 });
    const { body } = await pay(placed).expect(200);
    const attempt = await attemptOf(body.token);
    const forged = [
      request(t.server).get('/api/payments/webpay/return').query({ TBK_TOKEN: body.token }),
      request(t.server).post('/api/payments/webpay/return').type('form').send({ TBK_TOKEN: body.token }),
      request(t.server)
        .post('/api/payments/webpay/return')
        .type('form')
        .send({ TBK_TOKEN: body.token, TBK_ORDEN_COMPRA: attempt.buyOrder, TBK_ID_SESION: 'adivinada' }),
      request(t.server)
        .get('/api/payments/webpay/return')
        .query({
          TBK_TOKEN: body.token,
          TBK_ORDEN_COMPRA: `${placed.order.id}-0000`,
          TBK_ID_SESION: attempt.sessionId,
        }),
      request(t.server)
        .get('/api/payments/webpay/return')
        .query({ TBK_TOKEN: 'otro', TBK_ORDEN_COMPRA: attempt.buyOrder, TBK_ID_SESION: attempt.sessionId }),
      request(t.server).get('/api/payments/webpay/return').query({ token_ws: body.token, TBK_TOKEN: body.token }),
    ];
    for (const reply of forged) {
      // No order number either: nothing tells a stranger which order the token belongs to.
      expect((await reply.expect(303)).headers.location).toBe('/checkout/success?status=aborted');
    }
    expect((await orderRow(placed.order.id)).status).toBe('PENDIENTE');
    await expect(stockOf(placed.product.id)).resolves.toBe(2);
    await expect(attemptOf(body.token)).resolves.toMatchObject({ status: PaymentStatus.INITIALIZED });
    expect(webpay.commitCalls).not.toContain(body.token);

    const paid = await request(t.server).get('/api/payments/webpay/return').query({ token_ws: body.token }).expect(303);
    expect(paid.headers.location).toBe(`/checkout/success?order=${placed.order.id}&status=approved`);
    expect((await orderRow(placed.order.id)).status).toBe('PROCESANDO');
  });

  it('should never commit a payment for an order the shop cancelled while the buyer was at Webpay', async () => {
    const placed = await placeOrder({ quantity: 3 });
    const { body } = await pay(placed).expect(200);
    await expect(stockOf(placed.product.id)).resolves.toBe(2);
    await cancelAsAdmin(placed.order.id);
    await expect(stockOf(placed.product.id)).resolves.toBe(5);

    // The buyer finishes at Webpay and comes back (twice: a refreshed page).
    for (let n = 0; n < 2; n++) {
      const reply = await request(t.server)
        .post('/api/payments/webpay/return')
        .type('form')
        .send({ token_ws: body.token })
        .expect(303);
      expect(reply.headers.location).toBe(`/checkout/success?order=${placed.order.id}&status=cancelled`);
    }
    expect(webpay.commitCalls).not.toContain(body.token);
    await expect(attemptOf(body.token)).resolves.toMatchObject({ status: PaymentStatus.ABORTED, committedAt: null });
    expect((await orderRow(placed.order.id)).status).toBe('CANCELADO');
    await expect(stockOf(placed.product.id)).resolves.toBe(5);
  });

  it('should leave the stock and the payment record consistent when the cancel and the return race', async () => {
    for (let round = 0; round < 3; round++) {
      const placed = await placeOrder({ quantity: 2 });
      const { body } = await pay(placed).expect(200);
      const [, back] = await Promise.all([
        cancelAsAdmin(placed.order.id),
        request(t.server).get('/api/payments/webpay/return').query({ token_ws: body.token }),
      ]);
      expect(back.status).toBe(303);
      const attempt = await attemptOf(body.token);
      const committed = webpay.commitCalls.includes(body.token);
      // Committed only while the order was still payable (then the buyer was told it was approved).
      expect(attempt.status).toBe(committed ? PaymentStatus.AUTHORIZED : PaymentStatus.ABORTED);
      expect(back.headers.location).toBe(
        `/checkout/success?order=${placed.order.id}&status=${committed ? 'approved' : 'cancelled'}`,
      );
      expect((await orderRow(placed.order.id)).status).toBe('CANCELADO');
      await expect(stockOf(placed.product.id)).resolves.toBe(5);
    }
  });

  it("should answer 502 'Error al conectar con el proveedor de pago' when Webpay is down", async () => {
    const placed = await placeOrder();
    webpay.down = true;
    expect((await pay(placed).expect(502)).body).toEqual({
      success: false,
      message: 'Error al conectar con el proveedor de pago',
    });
    webpay.down = false;
    await pay(placed).expect(200);
  });

  it('should expire abandoned attempts after asking Webpay, and keep the ones paid there', async () => {
    const abandoned = await placeOrder({ quantity: 2 });
    const paid = await placeOrder({ quantity: 1 });
    const a = (await pay(abandoned).expect(200)).body;
    const p = (await pay(paid).expect(200)).body;
    webpay.markPaidWithoutReturn(p.token);
    const payments = t.app.get(PaymentsService);

    await expect(payments.expireStale()).resolves.toEqual({ expired: 0, authorized: 0, refundRequired: 0 });
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

  it('should flag a refund when Webpay authorised an order the shop had cancelled, and keep it cancelled', async () => {
    const placed = await placeOrder({ quantity: 2 });
    const { body } = await pay(placed).expect(200);
    // Paid at Webpay, but the buyer never came back; meanwhile the shop cancelled the order.
    webpay.markPaidWithoutReturn(body.token);
    await cancelAsAdmin(placed.order.id);
    await expect(stockOf(placed.product.id)).resolves.toBe(5);
    await t.dataSource.query(
      `UPDATE payment_transactions SET expires_at = now() - interval '10 minutes' WHERE token = $1`,
      [body.token],
    );
    const payments = t.app.get(PaymentsService);
    await expect(payments.expireStale()).resolves.toEqual({ expired: 0, authorized: 0, refundRequired: 1 });
    await expect(payments.expireStale()).resolves.toEqual({ expired: 0, authorized: 0, refundRequired: 0 });

    await expect(attemptOf(body.token)).resolves.toMatchObject({
      status: PaymentStatus.AUTHORIZED,
      authorizationCode: '1213',
    });
    const order = await orderRow(placed.order.id);
    expect(order.status).toBe('CANCELADO');
    expect(order.refundRequiredAt).toBeInstanceOf(Date);
    await expect(stockOf(placed.product.id)).resolves.toBe(5);

    const admin = await signIn(t, UserRole.ADMIN);
    const listed = await request(t.server)
      .get('/api/admin/orders')
      .query({ search: String(placed.order.id) })
      .set(admin.auth)
      .expect(200);
    expect(listed.body.orders[0]).toMatchObject({
      id: placed.order.id,
      estado: 'CANCELADO',
      refund: {
        requiredAt: order.refundRequiredAt!.toISOString(),
        reason: expect.stringMatching(/^Webpay autorizó 2\d{4} CLP .*autorización 1213.*CANCELADO$/),
      },
    });
    // A late return changes nothing and commits nothing; the buyer is told the money comes back.
    const late = await request(t.server).get('/api/payments/webpay/return').query({ token_ws: body.token }).expect(303);
    expect(late.headers.location).toBe(`/checkout/success?order=${placed.order.id}&status=refund`);
    expect(webpay.commitCalls).not.toContain(body.token);
  });
});
