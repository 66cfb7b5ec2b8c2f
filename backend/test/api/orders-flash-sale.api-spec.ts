import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { PUBLIC_SETTINGS_MAX_AGE_MS } from '../../src/modules/settings/settings.constants';
import { fromNewIp } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const BUYERS = 200;
const STOCK = 10;

/**
 * A flash sale: many more buyers at once than the API's 20 database connections, all for one
 * product. Every order transaction waits for that product's row lock; nothing inside it may wait for
 * a second pool connection (reading the shop settings did), or the pool deadlocks until its 5 s
 * connection timeout and buyers get 500s while units stay unsold.
 */
describe('POST /api/orders: a flash sale of one product', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  const order = (productId: number, buyer: number, region = 'RM') =>
    fromNewIp(request(t.server).post('/api/orders')).send({
      items: [{ productId, quantity: 1 }],
      shippingAddress: 'Av. Providencia 1234, Providencia',
      paymentMethodId: 2,
      region,
      guestInfo: { email: `flash${buyer}.${process.pid}@example.cl`, name: 'Comprador Rápido', phone: '+56912345678' },
    });

  it.each([
    ['delivery', 'RM'],
    ['store pickup', 'RETIRO_EN_TIENDA'],
  ])(
    `should sell exactly the ${STOCK} units to ${BUYERS} buyers at once (%s), answering the rest 409 and nobody 5xx`,
    async (_how, region) => {
      const product = await createProduct(t.dataSource, { stock: STOCK });
      // The shop settings' cache has expired, as it does every 250 ms in a running shop.
      await new Promise((resolve) => setTimeout(resolve, PUBLIC_SETTINGS_MAX_AGE_MS + 50));

      const answers = await Promise.all(Array.from({ length: BUYERS }, (_, buyer) => order(product.id, buyer, region)));
      const statuses: Record<number, number> = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      expect(statuses).toEqual({ 201: STOCK, 409: BUYERS - STOCK });

      const stock = (await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;
      expect(stock).toBe(0);
      const [{ orders }] = await t.dataSource.query(
        `SELECT count(*)::int AS orders FROM order_items WHERE product_id = $1`,
        [product.id],
      );
      expect(orders).toBe(STOCK);
    },
    60_000,
  );
});
