import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { ParcelSize } from '../../src/core/domain/parcel-size.enum';
import { GUEST_MAX_LINE_QUANTITY, GUEST_MAX_ORDER_LINES } from '../../src/modules/orders/orders.constants';
import { PaymentTransaction } from '../../src/modules/payments/payment-transaction.entity';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { craftToken, fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const SHORTAGE = 'No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.';
const NOT_FOUND = { success: false, message: 'Orden no encontrada' };

let guestSequence = 0;
const guestInfo = () => ({
  email: `invitado${++guestSequence}@example.cl`,
  name: 'Ana Invitada',
  phone: '+56911112222',
});

describe('Orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  const stockOf = async (id: number) => (await t.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;

  const order = (body: Record<string, unknown>, auth?: Record<string, string>) => {
    const call = fromNewIp(request(t.server).post('/api/orders'));
    if (auth) call.set(auth);
    return call.send({
      shippingAddress: 'Av. Providencia 1234, Providencia',
      paymentMethodId: 2,
      region: 'RM',
      ...body,
    });
  };

  describe('GET /api/orders/payment-methods', () => {
    it('should list the active methods in order', async () => {
      const { body } = await request(t.server).get('/api/orders/payment-methods').expect(200);
      expect(body).toEqual({
        success: true,
        paymentMethods: [
          { id: 1, name: 'Webpay Plus', code: 'webpay' },
          { id: 2, name: 'Transferencia Bancaria', code: 'bank_transfer' },
        ],
      });
    });
  });

  describe('POST /api/orders', () => {
    it('should place a guest order with database prices and shipping', async () => {
      const product = await createProduct(t.dataSource, { price: 10000, stock: 5, parcelSize: ParcelSize.M });
      const guest = guestInfo();
      const { body } = await order({
        items: [{ productId: product.id, quantity: 2, price: 1 }],
        guestInfo: guest,
        total: 1,
      }).expect(201);
      expect(body).toEqual({
        success: true,
        order: {
          id: expect.any(Number),
          status: 'PENDIENTE',
          date: expect.any(String),
          total: 20000 + 5990,
          subtotal: 20000,
          shippingCost: 5990,
          paymentMethod: 'Transferencia Bancaria',
          paymentMethodId: 2,
          customerInfo: { name: guest.name, email: guest.email },
          shippingAddress: 'Av. Providencia 1234, Providencia',
          region: 'RM',
          deliveryMethod: 'DELIVERY',
          items: [
            {
              id: expect.any(Number),
              productId: product.id,
              name: product.title,
              quantity: 2,
              price: 10000,
              listPrice: null,
              imageUrl: '/demo-images/bujia.svg',
            },
          ],
          payment: null,
          fechaLimitePago: expect.any(String),
          courier: null,
          trackingNumber: null,
          cancellationReason: null,
        },
      });
      await expect(stockOf(product.id)).resolves.toBe(3);
    });

    it('should make store pickup free and keep no region', async () => {
      const product = await createProduct(t.dataSource, { price: 5000, parcelSize: ParcelSize.XL });
      const { body } = await order({
        items: [{ productId: product.id, quantity: 1 }],
        region: 'RETIRO_EN_TIENDA',
        shippingAddress: '',
        guestInfo: guestInfo(),
      }).expect(201);
      expect(body.order).toMatchObject({
        total: 5000,
        shippingCost: 0,
        region: 'RETIRO_EN_TIENDA',
        deliveryMethod: 'PICKUP',
      });
    });

    it('should merge two lines of the same product', async () => {
      const product = await createProduct(t.dataSource, { price: 1000, stock: 5 });
      const { body } = await order({
        items: [
          { productId: product.id, quantity: 2 },
          { productId: product.id, quantity: 3 },
        ],
        guestInfo: guestInfo(),
      }).expect(201);
      expect(body.order.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 5 })]);
      await expect(stockOf(product.id)).resolves.toBe(0);
    });

    it('should refuse two lines that together exceed the stock', async () => {
      const product = await createProduct(t.dataSource, { stock: 4 });
      const { body } = await order({
        items: [
          { productId: product.id, quantity: 2 },
          { productId: product.id, quantity: 3 },
        ],
        guestInfo: guestInfo(),
      }).expect(409);
      expect(body).toEqual({
        success: false,
        message: SHORTAGE,
        errors: [{ productId: product.id, title: product.title, requested: 5, available: 4 }],
      });
      await expect(stockOf(product.id)).resolves.toBe(4);
    });

    it('should take nothing when one of several lines is short', async () => {
      const plenty = await createProduct(t.dataSource, { stock: 10 });
      const scarce = await createProduct(t.dataSource, { stock: 1 });
      const { body } = await order({
        items: [
          { productId: plenty.id, quantity: 3 },
          { productId: scarce.id, quantity: 2 },
        ],
        guestInfo: guestInfo(),
      }).expect(409);
      expect(body.errors).toEqual([{ productId: scarce.id, title: scarce.title, requested: 2, available: 1 }]);
      await expect(stockOf(plenty.id)).resolves.toBe(10);
    });

    it('should sell exactly the stock to 20 concurrent buyers of 3 units', async () => {
      const product = await createProduct(t.dataSource, { stock: 3 });
      const other = await createProduct(t.dataSource, { stock: 100 });
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          order({
            // Half the buyers also take another product, listed first or last, to exercise the lock order.
            items:
              n % 2 === 0
                ? [{ productId: product.id, quantity: 1 }]
                : [
                    { productId: other.id, quantity: 1 },
                    { productId: product.id, quantity: 1 },
                  ],
            guestInfo: guestInfo(),
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(17);
      for (const reply of replies.filter((r) => r.status === 409)) {
        expect(reply.body.errors).toEqual([
          expect.objectContaining({ productId: product.id, requested: 1, available: 0 }),
        ]);
      }
      await expect(stockOf(product.id)).resolves.toBe(0);
    });

    it('should use the signed-in customer as the buyer', async () => {
      const { user, auth } = await signIn(t);
      const product = await createProduct(t.dataSource);
      const { body } = await order({ items: [{ productId: product.id, quantity: 1 }] }, auth).expect(201);
      expect(body.order.customerInfo).toEqual({ name: user.name, email: user.email });
    });

    it("should ask a guest for the shipping fields: 400 'Por favor, completa todos los campos requeridos de envío.'", async () => {
      const product = await createProduct(t.dataSource);
      const message = 'Por favor, completa todos los campos requeridos de envío.';
      expect((await order({ items: [{ productId: product.id, quantity: 1 }] }).expect(400)).body).toEqual({
        success: false,
        message,
      });
      expect(
        (
          await order({
            items: [{ productId: product.id, quantity: 1 }],
            shippingAddress: '',
            guestInfo: guestInfo(),
          }).expect(400)
        ).body.message,
      ).toBe(message);
    });

    it('should answer 400 for an unknown region or payment method, 404 for an unknown product', async () => {
      const product = await createProduct(t.dataSource, { stock: 5 });
      const items = [{ productId: product.id, quantity: 1 }];
      expect((await order({ items, region: 'XX', guestInfo: guestInfo() }).expect(400)).body.message).toBe(
        'Región inválida',
      );
      expect((await order({ items, paymentMethodId: 99, guestInfo: guestInfo() }).expect(400)).body.message).toBe(
        'Por favor, completa la información de pago.',
      );
      expect(
        (await order({ items: [{ productId: 987654, quantity: 1 }], guestInfo: guestInfo() }).expect(404)).body.message,
      ).toBe('Producto no encontrado');
      await expect(stockOf(product.id)).resolves.toBe(5);
    });

    it('should answer 400 for malformed lines and 401 for a rejected token', async () => {
      await order({ items: [], guestInfo: guestInfo() }).expect(400);
      await order({ items: [{ productId: 1, quantity: -1 }], guestInfo: guestInfo() }).expect(400);
      const stale = await craftToken({ sub: '1', role: 'CUSTOMER' }, { secret: 'x'.repeat(40) });
      await order({ items: [{ productId: 1, quantity: 1 }] }, { Authorization: `Bearer ${stale}` }).expect(401);
    });
  });

  describe('POST /api/orders limits', () => {
    const TOO_LARGE_FOR_GUEST =
      'Un pedido sin cuenta admite hasta 20 productos distintos y 10 unidades de cada uno. Inicia sesión para comprar más.';

    it('should cap what one guest order may hold, with a Spanish 400 and nothing taken', async () => {
      expect([GUEST_MAX_ORDER_LINES, GUEST_MAX_LINE_QUANTITY]).toEqual([20, 10]);
      const products = await Promise.all(
        Array.from({ length: GUEST_MAX_ORDER_LINES + 1 }, () =>
          createProduct(t.dataSource, { stock: 50, price: 1000 }),
        ),
      );
      const [first] = products;
      const tooMany = await order({
        items: products.map((product) => ({ productId: product.id, quantity: 1 })),
        guestInfo: guestInfo(),
      }).expect(400);
      expect(tooMany.body).toEqual({ success: false, message: TOO_LARGE_FOR_GUEST });
      const tooDeep = await order({
        items: [{ productId: first.id, quantity: GUEST_MAX_LINE_QUANTITY + 1 }],
        guestInfo: guestInfo(),
      }).expect(400);
      expect(tooDeep.body.message).toBe(TOO_LARGE_FOR_GUEST);
      // Lines of one product count together.
      await order({
        items: [
          { productId: first.id, quantity: 6 },
          { productId: first.id, quantity: 5 },
        ],
        guestInfo: guestInfo(),
      }).expect(400);
      for (const product of products) await expect(stockOf(product.id)).resolves.toBe(50);

      const atTheLimit = await order({
        items: products.slice(1).map((product) => ({ productId: product.id, quantity: GUEST_MAX_LINE_QUANTITY })),
        guestInfo: guestInfo(),
      }).expect(201);
      expect(atTheLimit.body.order.items).toHaveLength(GUEST_MAX_ORDER_LINES);
      await expect(stockOf(products[1].id)).resolves.toBe(40);
    });

    it('should keep the larger limits for signed-in customers', async () => {
      const { auth } = await signIn(t);
      const products = await Promise.all(
        Array.from({ length: GUEST_MAX_ORDER_LINES + 1 }, () =>
          createProduct(t.dataSource, { stock: 50, price: 1000 }),
        ),
      );
      const { body } = await order(
        { items: products.map((product) => ({ productId: product.id, quantity: GUEST_MAX_LINE_QUANTITY + 5 })) },
        auth,
      ).expect(201);
      expect(body.order.items).toHaveLength(GUEST_MAX_ORDER_LINES + 1);
      await expect(stockOf(products[0].id)).resolves.toBe(35);
    });

    it('should place an order past 2^31 CLP (two CLP 1.5 billion parts) with exact numbers everywhere', async () => {
      const { auth } = await signIn(t);
      const { auth: admin } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { price: 1_500_000_000, stock: 3, parcelSize: ParcelSize.M });
      const guest = guestInfo();
      const placed = (await order({ items: [{ productId: product.id, quantity: 2 }], guestInfo: guest }).expect(201))
        .body.order;
      expect(placed).toMatchObject({
        subtotal: 3_000_000_000,
        shippingCost: 5990,
        total: 3_000_005_990,
        items: [expect.objectContaining({ quantity: 2, price: 1_500_000_000 })],
      });
      const tracked = await fromNewIp(
        request(t.server).get(`/api/orders/guest/${placed.id}`).query({ email: guest.email }),
      ).expect(200);
      expect(tracked.body.order.total).toBe(3_000_005_990);
      const listed = await request(t.server).get('/api/admin/orders').query({ search: guest.email }).set(admin);
      expect(listed.body.orders[0]).toMatchObject({ subtotal: 3_000_000_000, total: 3_000_005_990 });
      await expect(stockOf(product.id)).resolves.toBe(1);

      // The card payment of such an order carries the same amount.
      const restocked = await createProduct(t.dataSource, { price: 1_500_000_000, stock: 2 });
      const cardOrder = (
        await order({ items: [{ productId: restocked.id, quantity: 2 }], paymentMethodId: 1 }, auth).expect(201)
      ).body.order;
      await fromNewIp(request(t.server).post('/api/payments/webpay/initiate'))
        .set(auth)
        .send({ orderId: cardOrder.id })
        .expect(200);
      const attempt = await t.dataSource.getRepository(PaymentTransaction).findOneByOrFail({ orderId: cardOrder.id });
      expect(attempt.amount).toBe(cardOrder.total);
      expect(cardOrder.total).toBe(3_000_005_990);
    });

    it('should refuse a total over the maximum with a Spanish 400, not a database error', async () => {
      const product = await createProduct(t.dataSource, { price: 2_000_000_000, stock: 10 });
      const { body } = await order({ items: [{ productId: product.id, quantity: 6 }], guestInfo: guestInfo() }).expect(
        400,
      );
      expect(body).toEqual({
        success: false,
        message: 'El total del pedido supera el máximo de $10.000.000.000. Divide tu compra en pedidos más pequeños.',
      });
      await expect(stockOf(product.id)).resolves.toBe(10);
    });
  });

  describe('GET /api/orders', () => {
    it("should answer 401 'Usuario no autenticado' without a token", async () => {
      const { body } = await request(t.server).get('/api/orders').expect(401);
      expect(body).toEqual({ success: false, message: 'Usuario no autenticado' });
    });

    it("should list only the customer's orders, newest first", async () => {
      const { auth } = await signIn(t);
      const { auth: otherAuth } = await signIn(t);
      const product = await createProduct(t.dataSource);
      const first = (await order({ items: [{ productId: product.id, quantity: 1 }] }, auth).expect(201)).body.order;
      const second = (await order({ items: [{ productId: product.id, quantity: 2 }] }, auth).expect(201)).body.order;
      await order({ items: [{ productId: product.id, quantity: 1 }] }, otherAuth).expect(201);
      const { body } = await request(t.server).get('/api/orders').set(auth).expect(200);
      expect(body.success).toBe(true);
      expect(body.orders.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    });
  });

  describe('GET /api/orders/guest/:id', () => {
    it('should find the order by number and email, whatever the case', async () => {
      const product = await createProduct(t.dataSource);
      const guest = guestInfo();
      const placed = (await order({ items: [{ productId: product.id, quantity: 1 }], guestInfo: guest }).expect(201))
        .body.order;
      const { body } = await fromNewIp(
        request(t.server).get(`/api/orders/guest/${placed.id}`).query({ email: guest.email.toUpperCase() }),
      ).expect(200);
      expect(body).toEqual({ success: true, order: { ...placed, payment: null } });
    });

    it('should answer a wrong email, a missing order and a malformed id with the same 404', async () => {
      const product = await createProduct(t.dataSource);
      const guest = guestInfo();
      const placed = (await order({ items: [{ productId: product.id, quantity: 1 }], guestInfo: guest }).expect(201))
        .body.order;
      const lookups = [
        request(t.server).get(`/api/orders/guest/${placed.id}`).query({ email: 'otro@example.cl' }),
        request(t.server).get(`/api/orders/guest/${placed.id}`),
        request(t.server).get('/api/orders/guest/99999999').query({ email: guest.email }),
        request(t.server).get('/api/orders/guest/abc').query({ email: guest.email }),
      ];
      for (const lookup of lookups) expect((await fromNewIp(lookup).expect(404)).body).toEqual(NOT_FOUND);
    });

    it('should rate limit lookups per client address', async () => {
      const ip = '10.250.1.1';
      for (let n = 0; n < 30; n++) {
        await request(t.server)
          .get('/api/orders/guest/1')
          .query({ email: 'x@example.cl' })
          .set('X-Forwarded-For', ip)
          .expect(404);
      }
      await request(t.server)
        .get('/api/orders/guest/1')
        .query({ email: 'x@example.cl' })
        .set('X-Forwarded-For', ip)
        .expect(429);
    });
  });

  describe('Admin orders', () => {
    it('should require an admin', async () => {
      const { auth } = await signIn(t);
      await request(t.server).get('/api/admin/orders').expect(401);
      await request(t.server).get('/api/admin/orders').set(auth).expect(403);
      await request(t.server).put('/api/admin/orders/1/status').set(auth).send({ status: 'ENVIADO' }).expect(403);
    });

    it('should page, search and filter orders', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { stock: 100, price: 2000 });
      const email = `buscado.${Date.now()}@example.cl`;
      const placed = (
        await order({
          items: [{ productId: product.id, quantity: 1 }],
          guestInfo: { email, name: 'Zacarías Buscado', phone: null },
        }).expect(201)
      ).body.order;

      const { body } = await request(t.server).get('/api/admin/orders').query({ search: email }).set(auth).expect(200);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalOrders: 1,
        ordersPerPage: 10,
        hasNextPage: false,
        hasPrevPage: false,
      });
      expect(body.orders[0]).toEqual({
        id: placed.id,
        customerInfo: { name: 'Zacarías Buscado', email, phone: null },
        fechaCreacion: placed.date,
        total: placed.total,
        estado: 'PENDIENTE',
        direccionEnvio: placed.shippingAddress,
        subtotal: 2000,
        shippingCost: placed.shippingCost,
        shippingInfo: { region: 'RM', regionName: 'Metropolitana de Santiago', maxSize: 'M' },
        paymentMethod: 'Transferencia Bancaria',
        fechaLimitePago: placed.fechaLimitePago,
        refund: null,
        courier: null,
        trackingNumber: null,
        cancellationReason: null,
        items: [
          {
            id: expect.any(Number),
            productId: product.id,
            name: product.title,
            sku: product.sku,
            quantity: 1,
            price: 2000,
            listPrice: null,
            imageUrl: '/demo-images/bujia.svg',
          },
        ],
      });

      const byName = await request(t.server)
        .get('/api/admin/orders')
        .query({ search: 'zacarías' })
        .set(auth)
        .expect(200);
      expect(byName.body.orders.map((o: { id: number }) => o.id)).toEqual([placed.id]);
      const byId = await request(t.server)
        .get('/api/admin/orders')
        .query({ search: `#${placed.id}` })
        .set(auth)
        .expect(200);
      expect(byId.body.orders.map((o: { id: number }) => o.id)).toContain(placed.id);
      const shipped = await request(t.server)
        .get('/api/admin/orders')
        .query({ status: 'ENVIADO', search: email })
        .set(auth)
        .expect(200);
      expect(shipped.body.orders).toEqual([]);

      // Five orders from one buyer: pages of two are 2 + 2 + 1, newest first.
      const pagedEmail = `paginado.${Date.now()}@example.cl`;
      const pagedIds: number[] = [];
      for (let index = 0; index < 5; index++) {
        const { body: created } = await order({
          items: [{ productId: product.id, quantity: 1 }],
          guestInfo: { email: pagedEmail, name: 'Paula Paginada' },
        }).expect(201);
        pagedIds.unshift(created.order.id);
      }
      const page = (number: number) =>
        request(t.server).get('/api/admin/orders').query({ search: pagedEmail, limit: 2, page: number }).set(auth);
      const second = await page(2).expect(200);
      expect(second.body.orders.map((o: { id: number }) => o.id)).toEqual(pagedIds.slice(2, 4));
      expect(second.body.pagination).toEqual({
        currentPage: 2,
        totalPages: 3,
        totalOrders: 5,
        ordersPerPage: 2,
        hasNextPage: true,
        hasPrevPage: true,
      });
      const last = await page(3).expect(200);
      expect(last.body.orders.map((o: { id: number }) => o.id)).toEqual(pagedIds.slice(4));
      expect(last.body.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });

      await request(t.server).get('/api/admin/orders').query({ status: 'PERDIDO' }).set(auth).expect(400);
    });

    it('should change the status and give the stock back exactly once', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { stock: 5 });
      const placed = (
        await order({ items: [{ productId: product.id, quantity: 3 }], guestInfo: guestInfo() }).expect(201)
      ).body.order;
      const set = (status: string) =>
        request(t.server).put(`/api/admin/orders/${placed.id}/status`).set(auth).send({ status });

      const shipped = await set('ENVIADO').expect(200);
      expect(shipped.body).toMatchObject({
        success: true,
        message: 'Estado actualizado',
        order: { id: placed.id, estado: 'ENVIADO' },
      });
      await expect(stockOf(product.id)).resolves.toBe(2);

      await Promise.all([set('CANCELADO').expect(200), set('CANCELADO').expect(200)]);
      await set('CANCELADO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(5);
    });

    it('should take the stock again when an order leaves CANCELADO, or answer 409 when it is gone', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { stock: 3 });
      const placed = (
        await order({ items: [{ productId: product.id, quantity: 2 }], guestInfo: guestInfo() }).expect(201)
      ).body.order;
      const set = (status: string) =>
        request(t.server).put(`/api/admin/orders/${placed.id}/status`).set(auth).send({ status });

      await set('CANCELADO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(3);
      await set('PROCESANDO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(1);

      await set('CANCELADO').expect(200);
      await order({ items: [{ productId: product.id, quantity: 2 }], guestInfo: guestInfo() }).expect(201);
      const { body } = await set('PENDIENTE').expect(409);
      expect(body).toMatchObject({
        success: false,
        message: 'No hay stock suficiente para reactivar el pedido.',
        errors: [{ productId: product.id, requested: 2, available: 1 }],
      });
      await expect(stockOf(product.id)).resolves.toBe(1);
      const after = await request(t.server)
        .get('/api/admin/orders')
        .query({ search: `${placed.id}` })
        .set(auth)
        .expect(200);
      expect(after.body.orders.find((o: { id: number }) => o.id === placed.id).estado).toBe('CANCELADO');
    });

    it('should move the stock on every cancel → re-activate → cancel round, and never twice for one cancellation', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { stock: 10 });
      const placed = (
        await order({ items: [{ productId: product.id, quantity: 4 }], guestInfo: guestInfo() }).expect(201)
      ).body.order;
      const set = (status: string) =>
        request(t.server).put(`/api/admin/orders/${placed.id}/status`).set(auth).send({ status });
      await expect(stockOf(product.id)).resolves.toBe(6);

      await set('CANCELADO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(10);
      await set('ENVIADO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(6);
      // Moving between open statuses leaves the stock alone.
      await set('ENTREGADO').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(6);

      await Promise.all([set('CANCELADO').expect(200), set('CANCELADO').expect(200)]);
      await expect(stockOf(product.id)).resolves.toBe(10);
      await set('PENDIENTE').expect(200);
      await expect(stockOf(product.id)).resolves.toBe(6);
      const { body } = await set('CANCELADO').expect(200);
      expect(body.order).toMatchObject({ id: placed.id, estado: 'CANCELADO' });
      await expect(stockOf(product.id)).resolves.toBe(10);
    });

    it('should show a pickup order with no address, no shipping cost and the pickup region', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const product = await createProduct(t.dataSource, { price: 5000, parcelSize: ParcelSize.XL });
      const email = `retiro.${Date.now()}@example.cl`;
      await order({
        items: [{ productId: product.id, quantity: 1 }],
        region: 'RETIRO_EN_TIENDA',
        shippingAddress: '',
        guestInfo: { email, name: 'Rita Retiro' },
      }).expect(201);
      const { body } = await request(t.server).get('/api/admin/orders').query({ search: email }).set(auth).expect(200);
      expect(body.orders[0]).toMatchObject({
        customerInfo: { name: 'Rita Retiro', email, phone: null },
        direccionEnvio: null,
        subtotal: 5000,
        shippingCost: 0,
        total: 5000,
        shippingInfo: { region: 'RETIRO_EN_TIENDA', regionName: null },
      });
    });

    it("should answer an empty page with 'No hay pedidos' and refuse malformed paging", async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      const { body } = await request(t.server)
        .get('/api/admin/orders')
        .query({ search: 'nadie-compro-esto@example.cl' })
        .set(auth)
        .expect(200);
      expect(body).toEqual({
        success: true,
        message: 'No hay pedidos',
        orders: [],
        pagination: {
          currentPage: 1,
          totalPages: 0,
          totalOrders: 0,
          ordersPerPage: 10,
          hasNextPage: false,
          hasPrevPage: false,
        },
      });
      for (const query of [{ page: 0 }, { page: 'dos' }, { limit: 0 }, { limit: 101 }]) {
        const refused = await request(t.server).get('/api/admin/orders').query(query).set(auth).expect(400);
        expect(refused.body.success).toBe(false);
      }
    });

    it('should answer 400 for an invalid status and 404 for an unknown order', async () => {
      const { auth } = await signIn(t, UserRole.ADMIN);
      await request(t.server).put('/api/admin/orders/1/status').set(auth).send({ status: 'PERDIDO' }).expect(400);
      const missing = await request(t.server)
        .put('/api/admin/orders/99999999/status')
        .set(auth)
        .send({ status: 'ENVIADO' })
        .expect(404);
      expect(missing.body).toEqual(NOT_FOUND);
    });
  });
});
