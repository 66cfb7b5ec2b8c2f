import { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS_CLIENT } from '../../src/core/redis/redis.constants';
import { AUTH_IP_RATE_LIMIT, LOGIN_FAILURE_LIMIT } from '../../src/modules/auth/auth.constants';
import { accountSubject } from '../../src/modules/auth/auth.service';
import { createUser, fromNewIp, signIn, TEST_PASSWORD } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const ACCOUNT_LOCKED = { success: false, message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.' };
const TOO_MANY = {
  success: false,
  message: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.',
};

describe('Auth: rate limits in Redis', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<TestApp['startAnotherInstance']>>;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    other = await t.startAnotherInstance();
    redis = new Redis(process.env.REDIS_URL as string);
  });

  afterAll(async () => {
    redis.disconnect();
    await other.close();
    await t.close();
  });

  const failureKey = (email: string) => `${t.redisPrefix}:rl:${LOGIN_FAILURE_LIMIT.name}:${accountSubject(email)}`;
  const login = (email: string, password: string, server = t.server) =>
    fromNewIp(request(server).post('/api/auth/login').send({ email, password }));

  describe('failed logins per account', () => {
    it('should allow 10 failures in 15 minutes, then refuse even the right password until the window ends', async () => {
      expect(LOGIN_FAILURE_LIMIT).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
      const user = await createUser(t);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await login(user.email, 'incorrecta').expect(401);
      }
      const locked = await login(user.email, TEST_PASSWORD).expect(429);
      expect(locked.body).toEqual(ACCOUNT_LOCKED);
      // Another spelling of the same email is the same account.
      await login(user.email.toUpperCase(), TEST_PASSWORD).expect(429);

      const ttl = await redis.pttl(failureKey(user.email));
      expect(ttl).toBeGreaterThan(14 * 60_000);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000);

      await redis.pexpire(failureKey(user.email), 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await login(user.email, TEST_PASSWORD).expect(200);
    });

    it('should hold the limit across API instances (counters live in Redis)', async () => {
      const user = await createUser(t);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await login(user.email, 'incorrecta', attempt % 2 ? t.server : other.server).expect(401);
      }
      await login(user.email, TEST_PASSWORD, other.server).expect(429);
      await login(user.email, TEST_PASSWORD, t.server).expect(429);
    });

    it('should lock an unknown account the same way, so the answers never reveal whether it exists', async () => {
      for (let attempt = 1; attempt <= 10; attempt++) {
        await login('nadie@example.cl', 'incorrecta').expect(401);
      }
      const response = await login('nadie@example.cl', 'incorrecta').expect(429);
      expect(response.body).toEqual(ACCOUNT_LOCKED);
    });

    it('should not count successful logins and leave other accounts alone', async () => {
      const user = await createUser(t);
      const bystander = await createUser(t);
      for (let attempt = 1; attempt <= 9; attempt++) await login(user.email, 'incorrecta').expect(401);
      await login(user.email, TEST_PASSWORD).expect(200);
      await login(user.email, TEST_PASSWORD).expect(200);
      await login(user.email, 'incorrecta').expect(401);
      await login(user.email, 'incorrecta').expect(429);
      await login(bystander.email, TEST_PASSWORD).expect(200);
    });

    it('should let exactly 10 of many parallel wrong guesses through to the password check', async () => {
      const user = await createUser(t);
      const responses = await Promise.all(Array.from({ length: 16 }, () => login(user.email, 'incorrecta')));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });

    it('should count wrong current passwords on PUT /api/auth/password towards the same limit', async () => {
      const { user, auth } = await signIn(t);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await request(t.server)
          .put('/api/auth/password')
          .set(auth)
          .send({ currentPassword: 'incorrecta', newPassword: 'nueva-clave-1' })
          .expect(400);
      }
      const response = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'nueva-clave-1' })
        .expect(429);
      expect(response.body).toEqual(ACCOUNT_LOCKED);
      await login(user.email, TEST_PASSWORD).expect(429);
    });
  });

  describe('per IP on login, register and Google sign-in', () => {
    it('should allow 20 requests a minute from one IP, then answer 429 with Retry-After', async () => {
      expect(AUTH_IP_RATE_LIMIT).toMatchObject({ limit: 20, windowMs: 60_000 });
      const ip = '198.51.100.20';
      const paths = ['/api/auth/login', '/api/auth/register', '/api/auth/google'];
      for (let n = 0; n < 20; n++) {
        // Invalid bodies are cheap and still count: the limit runs before validation.
        await request(t.server)
          .post(paths[n % 3])
          .set('X-Forwarded-For', ip)
          .send({})
          .expect(400);
      }
      for (const path of paths) {
        const response = await request(t.server).post(path).set('X-Forwarded-For', ip).send({}).expect(429);
        expect(response.body).toEqual(TOO_MANY);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      await request(t.server).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.21').send({}).expect(400);
      // Another instance sees the same counter.
      await request(other.server).post('/api/auth/login').set('X-Forwarded-For', ip).send({}).expect(429);
    });

    it('should count a whole IPv6 /64 as one client', async () => {
      for (let n = 0; n < 20; n++) {
        await request(t.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `2001:db8:aa:bb::${(n + 1).toString(16)}`)
          .send({})
          .expect(400);
      }
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '2001:db8:aa:bb:ffff:ffff:ffff:ffff')
        .send({})
        .expect(429);
      await request(t.server).post('/api/auth/login').set('X-Forwarded-For', '2001:db8:aa:cc::1').send({}).expect(400);
    });

    it('should not limit other calls', async () => {
      const ip = '198.51.100.30';
      for (let n = 0; n < 25; n++) {
        await request(t.server).get('/api/auth/config').set('X-Forwarded-For', ip).expect(200);
      }
    });
  });

  describe('when Redis is unavailable', () => {
    it('should refuse logins with 503 instead of running without limits', async () => {
      const user = await createUser(t);
      const client = t.app.get<Redis>(REDIS_CLIENT);
      client.disconnect();
      try {
        const response = await login(user.email, TEST_PASSWORD).expect(503);
        expect(response.body).toEqual({ success: false, message: 'Servicio no disponible temporalmente' });
      } finally {
        await client.connect();
      }
      await login(user.email, TEST_PASSWORD).expect(200);
    });
  });
});
