import { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS_CLIENT } from '../../src/core/redis/redis.constants';
import { ORDER_CREATION_RATE_LIMIT } from '../../src/modules/orders/orders.constants';
import { REVIEW_RATE_LIMIT } from '../../src/modules/reviews/reviews.constants';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY_ORDERS = {
  success: false,
  message: 'Demasiados pedidos desde tu conexión. Inténtalo de nuevo en unos minutos.',
};
const TOO_MANY_REVIEWS = {
  success: false,
  message: 'Demasiadas reseñas seguidas. Inténtalo de nuevo en unos minutos.',
};

describe('Rate limits on the public writes: orders, reviews and replies', () => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    productId = (await createProduct(t.dataSource, { stock: 100 })).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const placeOrder = (ip: string, body: object = {}) =>
    request(t.server).post('/api/orders').set('X-Forwarded-For', ip).send(body);
  const guestOrder = {
    items: [{ productId: 0, quantity: 1 }],
    shippingAddress: 'Av. Providencia 1234, Providencia',
    paymentMethodId: 2,
    region: 'RM',
    guestInfo: { email: 'limite@example.cl', name: 'Ana Límite', phone: '+56911112222' },
  };
  const review = { userName: 'Ana', comment: 'Buen producto', rating: 5 };

  it('should take 30 orders in 10 minutes from one client, then answer 429 with Retry-After', async () => {
    expect(ORDER_CREATION_RATE_LIMIT).toMatchObject({ limit: 30, windowMs: 600_000, whenUnavailable: 'allow' });
    const ip = '198.51.100.40';
    for (let n = 0; n < 30; n++) {
      // Invalid bodies are cheap and still count: the limit runs before validation.
      await placeOrder(ip).expect(400);
    }
    const limited = await placeOrder(ip, { ...guestOrder, items: [{ productId, quantity: 1 }] }).expect(429);
    expect(limited.body).toEqual(TOO_MANY_ORDERS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another client is not affected, and its order goes through.
    await placeOrder('198.51.100.41', { ...guestOrder, items: [{ productId, quantity: 1 }] }).expect(201);
  });

  it('should count reviews and replies together, 10 in 10 minutes per client', async () => {
    expect(REVIEW_RATE_LIMIT).toMatchObject({ limit: 10, windowMs: 600_000, whenUnavailable: 'allow' });
    const ip = '198.51.100.50';
    const posted = await request(t.server)
      .post(`/api/reviews/product/${productId}`)
      .set('X-Forwarded-For', ip)
      .send(review)
      .expect(201);
    const reviewId = (posted.body as { data: { id: number } }).data.id;
    for (let n = 0; n < 9; n++) {
      const path = n % 2 ? `/api/reviews/reply/${reviewId}` : `/api/reviews/product/${productId}`;
      await request(t.server).post(path).set('X-Forwarded-For', ip).send({}).expect(400);
    }
    for (const path of [`/api/reviews/product/${productId}`, `/api/reviews/reply/${reviewId}`]) {
      const limited = await request(t.server).post(path).set('X-Forwarded-For', ip).send(review).expect(429);
      expect(limited.body).toEqual(TOO_MANY_REVIEWS);
    }
    await request(t.server)
      .post(`/api/reviews/product/${productId}`)
      .set('X-Forwarded-For', '198.51.100.51')
      .send(review)
      .expect(201);
  });

  it('should keep taking orders and reviews without limits while Redis is unavailable', async () => {
    const ip = '198.51.100.40'; // over its order limit from the first test
    await placeOrder(ip, { ...guestOrder, items: [{ productId, quantity: 1 }] }).expect(429);
    const client = t.app.get<Redis>(REDIS_CLIENT);
    client.disconnect();
    try {
      await placeOrder(ip, { ...guestOrder, items: [{ productId, quantity: 1 }] }).expect(201);
      await request(t.server)
        .post(`/api/reviews/product/${productId}`)
        .set('X-Forwarded-For', '198.51.100.50')
        .send(review)
        .expect(201);
    } finally {
      await client.connect();
    }
    await placeOrder(ip, { ...guestOrder, items: [{ productId, quantity: 1 }] }).expect(429);
  });
});
