import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Product } from '../../src/modules/catalog/product.entity';
import { OrdersMaintenanceService } from '../../src/modules/orders/orders-maintenance.service';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const REUSED = 'Esta clave Idempotency-Key ya se usó para un pedido distinto. Usa una clave nueva para cada pedido.';
const BAD_KEY =
  'El encabezado Idempotency-Key debe tener entre 16 y 128 caracteres: letras, números, guiones o guiones bajos.';

describe('POST /api/orders with an Idempotency-Key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  let guests = 0;
  const stockOf = async (id: number) => (await t.dataSource.getRepository(Product).findOneByOrFail({ id })).stock;
  const ordersUnder = async (key: string) =>
    (
      await t.dataSource.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM order_idempotency_keys WHERE key = $1`,
        [key],
      )
    )[0].count;
  const ordersOf = async (email: string) =>
    (
      await t.dataSource.query<Array<{ id: number }>>(`SELECT id FROM orders WHERE customer_email = $1 ORDER BY id`, [
        email,
      ])
    ).map((row) => row.id);

  const body = (productId: number, email: string, quantity = 1) => ({
    items: [{ productId, quantity }],
    shippingAddress: 'Av. Providencia 1234, Providencia',
    paymentMethodId: 2,
    region: 'RM',
    guestInfo: { email, name: 'Ana Invitada', phone: null },
  });

  const post = (payload: object, key?: string, auth?: Record<string, string>) => {
    const call = fromNewIp(request(t.server).post('/api/orders'));
    if (key !== undefined) call.set('Idempotency-Key', key);
    if (auth) call.set(auth);
    return call.send(payload);
  };

  const newGuest = () => `idem${++guests}.${process.pid}@example.cl`;

  it('should answer a repeated request with the first order, unchanged, and take the stock once', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const email = newGuest();
    const key = randomUUID();
    const first = await post(body(product.id, email, 2), key).expect(201);
    const again = await post(body(product.id, email, 2), key).expect(201);
    expect(again.body).toEqual(first.body);
    await expect(ordersOf(email)).resolves.toEqual([first.body.order.id]);
    await expect(stockOf(product.id)).resolves.toBe(8);

    // Without a key (or with a new one) the same body is a new order, as before.
    await post(body(product.id, email, 2)).expect(201);
    await post(body(product.id, email, 2), randomUUID()).expect(201);
    await expect(ordersOf(email)).resolves.toHaveLength(3);
  });

  it('should still answer the first order when its units are gone since', async () => {
    const product = await createProduct(t.dataSource, { stock: 1 });
    const email = newGuest();
    const key = randomUUID();
    const first = await post(body(product.id, email), key).expect(201);
    await expect(stockOf(product.id)).resolves.toBe(0);
    const again = await post(body(product.id, email), key).expect(201);
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('should place exactly one order for 10 concurrent requests with one key', async () => {
    const product = await createProduct(t.dataSource, { stock: 50 });
    const email = newGuest();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(body(product.id, email, 3), key)));
    const placed = replies.filter((reply) => reply.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed.map((reply) => reply.body.order.id)).size).toBe(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(409);
      expect(reply.body.success).toBe(false);
    }
    await expect(ordersOf(email)).resolves.toEqual([placed[0].body.order.id]);
    await expect(ordersUnder(key)).resolves.toBe(1);
    await expect(stockOf(product.id)).resolves.toBe(47);
  });

  it('should refuse the same key with another order with a Spanish 422 and place nothing', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const email = newGuest();
    const key = randomUUID();
    const first = await post(body(product.id, email, 1), key).expect(201);
    const changed = await post(body(product.id, email, 2), key).expect(422);
    expect(changed.body).toEqual({ success: false, message: REUSED });
    await post({ ...body(product.id, email, 1), region: 'VS' }, key).expect(422);
    await expect(ordersOf(email)).resolves.toEqual([first.body.order.id]);
    await expect(stockOf(product.id)).resolves.toBe(9);
  });

  it("should scope a key to its caller: another buyer's key reaches none of their orders", async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const victim = newGuest();
    const key = randomUUID();
    const victimOrder = (await post(body(product.id, victim), key).expect(201)).body.order;

    // A stranger replaying the key with their own e-mail, or signed in, gets an order of their own.
    const stranger = newGuest();
    const theirs = (await post(body(product.id, stranger), key).expect(201)).body.order;
    expect(theirs.id).not.toBe(victimOrder.id);
    expect(theirs.customerInfo.email).toBe(stranger);
    const { user, auth } = await signIn(t);
    const signedIn = (await post(body(product.id, victim), key, auth).expect(201)).body.order;
    expect(signedIn.id).not.toBe(victimOrder.id);
    expect(signedIn.customerInfo.email).toBe(user.email);
    // The account's own retry with the key answers the account's order.
    expect((await post(body(product.id, victim), key, auth).expect(201)).body.order.id).toBe(signedIn.id);
    // The victim's e-mail in another case is the same guest.
    expect((await post(body(product.id, victim.toUpperCase()), key).expect(201)).body.order.id).toBe(victimOrder.id);
  });

  it('should let a failed attempt be retried with its key', async () => {
    const product = await createProduct(t.dataSource, { stock: 1 });
    const email = newGuest();
    const key = randomUUID();
    await post(body(product.id, email, 2), key).expect(409);
    await t.dataSource.getRepository(Product).update({ id: product.id }, { stock: 2 });
    const placed = await post(body(product.id, email, 2), key).expect(201);
    expect((await post(body(product.id, email, 2), key).expect(201)).body.order.id).toBe(placed.body.order.id);
  });

  it('should forget a key after 24 hours, and the maintenance job deletes it', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const email = newGuest();
    const key = randomUUID();
    const first = (await post(body(product.id, email), key).expect(201)).body.order;
    const age = (hours: number) =>
      t.dataSource.query(
        `UPDATE order_idempotency_keys SET created_at = now() - $2 * interval '1 hour' WHERE key = $1`,
        [key, hours],
      );

    await age(23);
    expect((await post(body(product.id, email), key).expect(201)).body.order.id).toBe(first.id);
    await age(25);
    const second = (await post(body(product.id, email), key).expect(201)).body.order;
    expect(second.id).not.toBe(first.id);
    await expect(ordersUnder(key)).resolves.toBe(1);

    await age(25);
    const { purgedKeys } = await t.app.get(OrdersMaintenanceService).run();
    expect(purgedKeys).toBeGreaterThanOrEqual(1);
    await expect(ordersUnder(key)).resolves.toBe(0);
    await expect(ordersOf(email)).resolves.toEqual([first.id, second.id]);
  });

  it('should refuse a malformed key with a Spanish 400 before placing anything', async () => {
    const product = await createProduct(t.dataSource, { stock: 10 });
    const email = newGuest();
    for (const key of [
      'corta',
      'x'.repeat(129),
      'clave con espacios 123',
      'clave-ñandú-0123456789',
      'a/b/c/d/e/f/g/h/i/j',
    ]) {
      const { body: refused } = await post(body(product.id, email), key).expect(400);
      expect(refused).toEqual({ success: false, message: BAD_KEY });
    }
    // Two Idempotency-Key headers reach the app joined by ', ': refused as well.
    await fromNewIp(request(t.server).post('/api/orders'))
      .set('Idempotency-Key', `${randomUUID()}, ${randomUUID()}`)
      .send(body(product.id, email))
      .expect(400);
    await expect(ordersOf(email)).resolves.toEqual([]);
    await expect(stockOf(product.id)).resolves.toBe(10);
  });

  it('should document the header in OpenAPI', async () => {
    const { body: document } = await request(t.server).get('/api/docs-json').expect(200);
    const parameters = document.paths['/api/orders'].post.parameters as Array<{ name: string; in: string }>;
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
  });
});
