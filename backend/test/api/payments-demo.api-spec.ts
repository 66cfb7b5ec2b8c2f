import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { Order } from '../../src/modules/orders/order.entity';
import { fromNewIp } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('Webpay demo mode (no credentials)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename, { WEBPAY_COMMERCE_CODE: '', WEBPAY_API_KEY: '', WEBPAY_BASE_URL: '' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function startPayment() {
    const product = await createProduct(t.dataSource, { stock: 3 });
    const { body } = await fromNewIp(request(t.server).post('/api/orders'))
      .send({
        items: [{ productId: product.id, quantity: 2 }],
        shippingAddress: 'Los Carrera 1, Concepción',
        paymentMethodId: 1,
        region: 'BI',
        guestInfo: { email: 'demo@example.cl', name: 'Demo', phone: null },
      })
      .expect(201);
    const payment = (
      await fromNewIp(request(t.server).post('/api/payments/webpay/initiate'))
        .send({ orderId: body.order.id, email: 'demo@example.cl' })
        .expect(200)
    ).body;
    return { orderId: body.order.id as number, product, payment };
  }

  /** Clicks a button of the demo page and follows our own redirects back to the storefront. */
  async function decide(token: string, decision: 'approve' | 'reject') {
    const clicked = await request(t.server)
      .post(`/api/payments/demo/${token}`)
      .type('form')
      .send({ decision })
      .expect(303);
    expect(clicked.headers.location).toBe(`/api/payments/webpay/return?token_ws=${token}`);
    return (await request(t.server).get(clicked.headers.location).expect(303)).headers.location as string;
  }

  it('should answer demo: true with a Webpay-like page of ours', async () => {
    const { payment } = await startPayment();
    expect(payment).toMatchObject({ success: true, demo: true, paymentUrl: `/api/payments/demo/${payment.token}` });
    const page = await request(t.server).get(payment.paymentUrl).expect(200);
    expect(page.text).toContain('Aprobar pago');
    expect(page.text).toContain('Rechazar pago');
    await request(t.server).get('/api/payments/demo/demo-unknown').expect(404);
  });

  it('should approve through the normal return handling', async () => {
    const { orderId, product, payment } = await startPayment();
    expect(await decide(payment.token, 'approve')).toBe(`/checkout/success?order=${orderId}&status=approved`);
    expect((await t.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).status).toBe('PROCESANDO');
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(1);
    // The page of a settled payment is gone; clicking again changes nothing.
    await request(t.server).get(payment.paymentUrl).expect(404);
    expect(await decide(payment.token, 'reject')).toBe(`/checkout/success?order=${orderId}&status=approved`);
  });

  it('should reject through the normal return handling and return the stock', async () => {
    const { orderId, product, payment } = await startPayment();
    expect(await decide(payment.token, 'reject')).toBe(`/checkout/success?order=${orderId}&status=rejected`);
    expect((await t.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).status).toBe('CANCELADO');
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(3);
  });

  it("should cancel through the page's 'Anular compra' link, as Webpay's abort does", async () => {
    const { orderId, product, payment } = await startPayment();
    const page = await request(t.server).get(payment.paymentUrl).expect(200);
    const href = /<a href="([^"]+)">Anular compra y volver a la tienda<\/a>/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    const link = new URL(href!.replaceAll('&amp;', '&'), 'http://tienda.test');
    expect([...link.searchParams.keys()]).toEqual(['TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']);
    // Not a production installation: no warning about demo payments in production.
    expect(page.text).not.toContain('Esta tienda funciona con pagos de demostración');

    const back = await request(t.server).get(`${link.pathname}${link.search}`).expect(303);
    expect(back.headers.location).toBe(`/checkout/success?order=${orderId}&status=aborted`);
    expect((await t.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).status).toBe('CANCELADO');
    expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(3);
  });
});
