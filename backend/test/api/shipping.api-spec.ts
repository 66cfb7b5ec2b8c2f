import request from 'supertest';
import { ParcelSize } from '../../src/core/domain/parcel-size.enum';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('Shipping and cart stock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/shipping/regions', () => {
    it('should list the 16 regions north to south as { code, name }', async () => {
      const { body } = await request(t.server).get('/api/shipping/regions').expect(200);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(16);
      expect(body.data[0]).toEqual({ code: 'AP', name: 'Arica y Parinacota' });
      expect(body.data[6]).toEqual({ code: 'RM', name: 'Metropolitana de Santiago' });
      expect(body.data[15].code).toBe('MA');
    });
  });

  describe('POST /api/shipping/calculate', () => {
    it('should charge the region rate of the largest parcel', async () => {
      const small = await createProduct(t.dataSource, { parcelSize: ParcelSize.S });
      const large = await createProduct(t.dataSource, { parcelSize: ParcelSize.L });
      const { body } = await request(t.server)
        .post('/api/shipping/calculate')
        .send({
          products: [
            { productId: small.id, quantity: 2 },
            { productId: large.id, quantity: 1 },
          ],
          region: 'RM',
        })
        .expect(200);
      expect(body).toEqual({
        success: true,
        data: {
          shippingCost: 8990,
          maxSize: 'L',
          region: 'RM',
          isFreeShipping: false,
          subtotal: 3 * 12990,
          productDetails: [
            { productId: small.id, title: small.title, quantity: 2, parcelSize: 'S', price: 12990, listPrice: null },
            { productId: large.id, title: large.title, quantity: 1, parcelSize: 'L', price: 12990, listPrice: null },
          ],
        },
      });
    });

    it('should make store pickup free', async () => {
      const product = await createProduct(t.dataSource, { parcelSize: ParcelSize.XL });
      const { body } = await request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId: product.id, quantity: 1 }], region: 'RETIRO_EN_TIENDA' })
        .expect(200);
      expect(body.data).toMatchObject({
        shippingCost: 0,
        isFreeShipping: true,
        region: 'RETIRO_EN_TIENDA',
        maxSize: 'XL',
      });
    });

    it("should answer 400 'Región inválida' for an unknown region", async () => {
      const product = await createProduct(t.dataSource);
      const { body } = await request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId: product.id, quantity: 1 }], region: 'XX' })
        .expect(400);
      expect(body).toEqual({ success: false, message: 'Región inválida' });
    });

    it("should answer 404 'Producto no encontrado' for an unknown product", async () => {
      const { body } = await request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId: 999999, quantity: 1 }], region: 'RM' })
        .expect(404);
      expect(body).toEqual({ success: false, message: 'Producto no encontrado' });
    });

    it('should answer 400 with the validation shape for bad lines', async () => {
      const { body } = await request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId: 'x', quantity: 0 }], region: 'RM' })
        .expect(400);
      expect(body.success).toBe(false);
      expect(body.errors.length).toBeGreaterThan(0);
    });
  });

  describe('POST /api/cart/stock', () => {
    it('should report current stock and missing products', async () => {
      const product = await createProduct(t.dataSource, { stock: 4 });
      const { body } = await request(t.server)
        .post('/api/cart/stock')
        .send({
          items: [
            { productId: product.id, quantity: 6 },
            { productId: 999998, quantity: 1 },
          ],
        })
        .expect(200);
      expect(body).toEqual({
        success: true,
        data: [
          {
            productId: product.id,
            title: product.title,
            stock: 4,
            requested: 6,
            exists: true,
            price: 12990,
            listPrice: null,
          },
          { productId: 999998, title: null, stock: 0, requested: 1, exists: false, price: null, listPrice: null },
        ],
      });
    });

    it('should answer 400 without items', async () => {
      await request(t.server).post('/api/cart/stock').send({}).expect(400);
    });
  });
});
