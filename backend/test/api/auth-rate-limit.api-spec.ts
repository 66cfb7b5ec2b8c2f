import { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS_CLIENT } from '../../src/core/redis/redis.constants';
import {
  AUTH_IP_RATE_LIMIT,
  LOGIN_GUESS_LIMIT,
  LOGIN_STORM,
  LOGIN_STORM_DELAY,
} from '../../src/modules/auth/auth.constants';
import { accountSubject, LoginThrottle } from '../../src/modules/auth/login-throttle.service';
import { createUser, fromNewIp, signIn, TEST_PASSWORD, uniqueIp } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY_FAILURES = {
  success: false,
  message: 'Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.',
};
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

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const guessKey = (email: string, ip: string) =>
    `${t.redisPrefix}:rl:${LOGIN_GUESS_LIMIT.name}:${accountSubject(email)}:${ip}`;
  const stormKey = (email: string) => `${t.redisPrefix}:rl:${LOGIN_STORM.name}:${accountSubject(email)}`;
  /** POST /api/auth/login from one client address (the app trusts X-Forwarded-For from loopback). */
  const loginFrom = (ip: string, email: string, password: string, server = t.server) =>
    request(server).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const failTimes = async (times: number, ip: string, email: string, server = t.server) => {
    for (let attempt = 1; attempt <= times; attempt++) await loginFrom(ip, email, 'incorrecta', server).expect(401);
  };

  describe('password guessing per account and client address', () => {
    it('should refuse the guessing address after 10 failures in 15 minutes, even with the right password, until the window ends', async () => {
      expect(LOGIN_GUESS_LIMIT).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
      const user = await createUser(t);
      const guesser = uniqueIp();
      await failTimes(10, guesser, user.email);
      const refused = await loginFrom(guesser, user.email, TEST_PASSWORD).expect(429);
      expect(refused.body).toEqual(TOO_MANY_FAILURES);
      // The sign-in pages tell how long to wait.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another spelling of the same email is the same account.
      await loginFrom(guesser, user.email.toUpperCase(), TEST_PASSWORD).expect(429);

      const ttl = await redis.pttl(guessKey(user.email, guesser));
      expect(ttl).toBeGreaterThan(14 * 60_000);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000);

      await redis.pexpire(guessKey(user.email, guesser), 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await loginFrom(guesser, user.email, TEST_PASSWORD).expect(200);
    });

    it('should never refuse the right password from an address that has not been guessing (no lock-out of the owner)', async () => {
      const owner = await createUser(t);
      // Two attackers use up their budget on the owner's account (the administrator's, say).
      const attackers = [uniqueIp(), '2001:db8:66:1::1'];
      for (const ip of attackers) await failTimes(10, ip, owner.email);
      for (const ip of attackers) await loginFrom(ip, owner.email, TEST_PASSWORD).expect(429);
      // Another address in the attacker's IPv6 /64 is the same client.
      await loginFrom('2001:db8:66:1:ffff::2', owner.email, TEST_PASSWORD).expect(429);

      const home = uniqueIp();
      const response = await loginFrom(home, owner.email, TEST_PASSWORD).expect(200);
      expect(response.body.user).toMatchObject({ id: owner.id });
      await loginFrom('2001:db8:66:2::1', owner.email, TEST_PASSWORD).expect(200);
      // The owner's own typo from home counts for home only, and the next right password works
      // (slowed a little: the account is under a storm and home has failed once).
      await loginFrom(home, owner.email, 'incorrecta').expect(401);
      await loginFrom(home, owner.email, TEST_PASSWORD).expect(200);
    });

    it('should hold the limit across API instances (counters live in Redis)', async () => {
      const user = await createUser(t);
      const guesser = uniqueIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        await loginFrom(guesser, user.email, 'incorrecta', attempt % 2 ? t.server : other.server).expect(401);
      }
      await loginFrom(guesser, user.email, TEST_PASSWORD, other.server).expect(429);
      await loginFrom(guesser, user.email, TEST_PASSWORD, t.server).expect(429);
      await loginFrom(uniqueIp(), user.email, TEST_PASSWORD, other.server).expect(200);
    });

    it('should refuse guessing on an unknown account the same way, so the answers never reveal whether it exists', async () => {
      const guesser = uniqueIp();
      await failTimes(10, guesser, 'nadie@example.cl');
      const response = await loginFrom(guesser, 'nadie@example.cl', 'incorrecta').expect(429);
      expect(response.body).toEqual(TOO_MANY_FAILURES);
    });

    it('should not count successful logins and leave other accounts alone', async () => {
      const user = await createUser(t);
      const bystander = await createUser(t);
      const ip = uniqueIp();
      await failTimes(9, ip, user.email);
      await loginFrom(ip, user.email, TEST_PASSWORD).expect(200);
      await loginFrom(ip, user.email, TEST_PASSWORD).expect(200);
      await loginFrom(ip, user.email, 'incorrecta').expect(401);
      await loginFrom(ip, user.email, 'incorrecta').expect(429);
      await loginFrom(ip, bystander.email, TEST_PASSWORD).expect(200);
    });

    it('should let exactly 10 of many parallel wrong guesses from one address through to the password check', async () => {
      const user = await createUser(t);
      const ip = uniqueIp();
      const responses = await Promise.all(Array.from({ length: 16 }, () => loginFrom(ip, user.email, 'incorrecta')));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      // Refused attempts never reached the password check, so they are not account-wide failures either.
      await expect(redis.get(stormKey(user.email))).resolves.toBe('10');
    });

    it('should count wrong current passwords on PUT /api/auth/password towards the same limit', async () => {
      const { user, auth } = await signIn(t);
      const ip = uniqueIp();
      const changePassword = (currentPassword: string) =>
        request(t.server)
          .put('/api/auth/password')
          .set(auth)
          .set('X-Forwarded-For', ip)
          .send({ currentPassword, newPassword: 'nueva-clave-1' });
      for (let attempt = 1; attempt <= 10; attempt++) await changePassword('incorrecta').expect(400);
      const response = await changePassword(TEST_PASSWORD).expect(429);
      expect(response.body).toEqual(TOO_MANY_FAILURES);
      await loginFrom(ip, user.email, TEST_PASSWORD).expect(429);
      await loginFrom(uniqueIp(), user.email, TEST_PASSWORD).expect(200);
    });
  });

  describe('account-wide storm', () => {
    it('should slow the clients that failed on the account once it passes 20 failures, and never a clean client', async () => {
      expect(LOGIN_STORM).toMatchObject({ limit: 20, windowMs: 15 * 60_000 });
      expect(LOGIN_STORM_DELAY).toEqual({ stepMs: 250, maxMs: 5_000 });
      const owner = await createUser(t);
      const [first, second, third] = [uniqueIp(), uniqueIp(), uniqueIp()];
      const wait = jest.spyOn(t.app.get(LoginThrottle), 'wait');

      // 21 failures from three addresses: none of them slowed while the account is under the limit.
      await failTimes(10, first, owner.email);
      await failTimes(10, second, owner.email);
      await failTimes(1, third, owner.email);
      expect(wait).not.toHaveBeenCalled();
      await expect(redis.get(stormKey(owner.email))).resolves.toBe('21');

      // The third address has failed before: its next attempt (failure 22) waits 2 steps first.
      const started = Date.now();
      await loginFrom(third, owner.email, 'incorrecta').expect(401);
      const elapsed = Date.now() - started;
      expect(wait).toHaveBeenCalledTimes(1);
      expect(wait).toHaveBeenCalledWith(2 * LOGIN_STORM_DELAY.stepMs);
      expect(elapsed).toBeGreaterThanOrEqual(2 * LOGIN_STORM_DELAY.stepMs - 5);

      // The owner from a clean address: no wait, signed in.
      await loginFrom(uniqueIp(), owner.email, TEST_PASSWORD).expect(200);
      expect(wait).toHaveBeenCalledTimes(1);
      // A guesser with the right password waits too (and is not told sooner), then gets in.
      await loginFrom(third, owner.email, TEST_PASSWORD).expect(200);
      expect(wait).toHaveBeenLastCalledWith(3 * LOGIN_STORM_DELAY.stepMs);
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
      const login = () =>
        fromNewIp(request(t.server).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }));
      client.disconnect();
      try {
        const response = await login().expect(503);
        expect(response.body).toEqual({ success: false, message: 'Servicio no disponible temporalmente' });
      } finally {
        await client.connect();
      }
      await login().expect(200);
    });
  });
});
