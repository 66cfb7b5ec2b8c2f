import type { INestApplicationContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { redactUrl } from '../../src/core/logging/redact-url';
import {
  AUTH_IP_RATE_LIMIT,
  PASSWORD_RESET_ANSWER_FLOOR_MS,
  PASSWORD_RESET_EMAIL_LIMIT,
  PASSWORD_RESET_IP_LIMIT,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from '../../src/modules/auth/auth.constants';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { startWorker } from '../import/import-harness';
import { createUser, fromNewIp, signIn, TEST_PASSWORD, tokenFor, uniqueIp } from '../support/auth';
import { FAKE_GOOGLE_CLIENT_ID, FakeGoogle, startFakeGoogle } from '../support/fake-google';
import { SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://tienda.example.cl';
const REQUESTED = {
  success: true,
  message:
    'Si el email corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
};
const INVALID_LINK = {
  success: false,
  message: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
};
const INVALID_SESSION = { success: false, message: 'Sesión inválida o expirada' };
const NEW_PASSWORD = 'una-clave-nueva-456';

type OutboxRow = { kind: string; recipient: string; idempotencyKey: string; payload: Record<string, unknown> };

/**
 * Password recovery and the account e-mails. The API writes each e-mail to the outbox in its
 * event's transaction; a real worker (WorkerModule) relays and sends it to a real SMTP server.
 */
describe('Auth: password recovery', () => {
  let t: TestApp;
  let google: FakeGoogle;
  let catcher: SmtpCatcher;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    google = await startFakeGoogle();
    catcher = await startSmtpCatcher();
    t = await createTestApp(__filename, {
      PUBLIC_URL,
      SMTP_URL: catcher.url,
      MAIL_FROM: 'no-reply@tienda.example.cl',
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    worker = await startWorker(t);
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await catcher?.close();
    await google?.close();
  });

  const forgot = (email: string, ip = uniqueIp()) =>
    request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
  const reset = (body: object, ip = uniqueIp()) =>
    request(t.server).post('/api/auth/reset-password').set('X-Forwarded-For', ip).send(body);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password: string) =>
    fromNewIp(request(t.server).post('/api/auth/login').send({ email, password }));

  const outboxTo = (email: string): Promise<OutboxRow[]> =>
    t.dataSource.query(
      `SELECT kind, recipient, idempotency_key AS "idempotencyKey", payload
       FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id`,
      [email],
    );
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  /**
   * The newest reset link e-mailed to the address, as delivered: the outbox row loses the link once
   * sent, so it is read from the caught message (waiting until every queued link has arrived).
   */
  const resetLinkFor = async (email: string): Promise<URL> => {
    const queued = (await outboxTo(email)).filter((row) => row.kind === 'password-reset').length;
    const links = () =>
      catcher
        .to(email)
        .map((mail) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0])
        .filter((link): link is string => link !== undefined);
    for (let tries = 0; links().length < queued; tries++) {
      if (tries > 400) throw new Error(`${queued} reset links queued for ${email}, ${links().length} delivered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return new URL(links().at(-1) as string);
  };
  /** The token of the newest reset link e-mailed to the address. */
  const linkTokenFor = async (email: string): Promise<string> =>
    (await resetLinkFor(email)).searchParams.get('token') as string;
  const requestLink = async (email: string): Promise<string> => {
    await forgot(email).expect(200);
    return linkTokenFor(email);
  };
  const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  describe('POST /api/auth/forgot-password', () => {
    it('should e-mail a single-use link to the account: 32 random bytes, only their SHA-256 stored, valid for 1 hour', async () => {
      const user = await createUser(t, { name: 'Ana Pérez' });
      const response = await forgot(user.email).expect(200);
      expect(response.body).toEqual(REQUESTED);

      const [mail] = await outboxTo(user.email);
      expect(mail).toMatchObject({ kind: 'password-reset', recipient: user.email });
      const link = await resetLinkFor(user.email);
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
      expect([...link.searchParams.keys()]).toEqual(['token']);
      const token = link.searchParams.get('token') as string;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(mail.payload.name).toBe('Ana Pérez');

      const rows: Array<{ tokenHash: string; expiresAt: Date; createdAt: Date }> = await t.dataSource.query(
        `SELECT token_hash AS "tokenHash", expires_at AS "expiresAt", created_at AS "createdAt"
         FROM password_reset_tokens WHERE user_id = $1`,
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(sha256(token));
      expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(PASSWORD_RESET_TOKEN_TTL_MS);
      expect(PASSWORD_RESET_TOKEN_TTL_MS).toBe(60 * 60_000);
      expect(new Date(String(mail.payload.expiresAt)).getTime()).toBe(rows[0].expiresAt.getTime());
      // The token itself is nowhere in the table, nor in the access log line of the page it opens.
      const dump = JSON.stringify(await t.dataSource.query(`SELECT * FROM password_reset_tokens`));
      expect(dump).not.toContain(token);
      expect(redactUrl(`${link.pathname}${link.search}`)).toBe('/reset-password?token=[redacted]');
    });

    it('should give an unknown address, a Google-only account and a disabled account the very same answer', async () => {
      const known = await createUser(t);
      const googleOnly = await createUser(t, { password: null, name: 'Pedro Soto' });
      const disabled = await createUser(t, { disabledAt: new Date() });
      const unknown = `nadie.${Date.now()}@example.cl`;

      const answers = [];
      for (const email of [known.email, unknown, googleOnly.email, disabled.email]) {
        const response = await forgot(email).expect(200);
        answers.push({ status: response.status, body: response.body, type: response.headers['content-type'] });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0].body).toEqual(REQUESTED);

      await expect(outboxTo(unknown)).resolves.toEqual([]);
      await expect(outboxTo(disabled.email)).resolves.toEqual([]);
      // A Google-only account has no password to reset: it is told to sign in with Google, and gets no link.
      await expect(outboxTo(googleOnly.email)).resolves.toEqual([
        {
          kind: 'password-reset-google-only',
          recipient: googleOnly.email,
          idempotencyKey: expect.stringMatching(new RegExp(`^account:${googleOnly.id}:password-reset-google-only:`)),
          payload: { name: 'Pedro Soto', loginUrl: `${PUBLIC_URL}/login` },
        },
      ]);
      const tokens: unknown[] = await t.dataSource.query(
        `SELECT 1 FROM password_reset_tokens WHERE user_id = ANY($1)`,
        [[googleOnly.id, disabled.id]],
      );
      expect(tokens).toEqual([]);
    });

    it('should not answer an unknown address sooner than a known one (no timing oracle)', async () => {
      const known = await createUser(t);
      const unknown = `nadie.rapido.${Date.now()}@example.cl`;
      const first = await timed(() => forgot(unknown).expect(200));
      const second = await timed(() => forgot(known.email).expect(200));
      // Both are held to the same floor, well above what the work itself takes.
      expect(first.ms).toBeGreaterThanOrEqual(PASSWORD_RESET_ANSWER_FLOOR_MS - 2);
      expect(second.ms).toBeGreaterThanOrEqual(PASSWORD_RESET_ANSWER_FLOOR_MS - 2);
      expect(Math.abs(first.ms - second.ms)).toBeLessThan(PASSWORD_RESET_ANSWER_FLOOR_MS / 2);
    });

    it('should find the account whatever the case or spacing of the address, and write to the stored address', async () => {
      const user = await createUser(t);
      await forgot(`  ${user.email.toUpperCase()} `).expect(200);
      await expect(outboxTo(user.email)).resolves.toEqual([
        expect.objectContaining({ kind: 'password-reset', recipient: user.email }),
      ]);
    });

    it('should refuse a malformed address with the Spanish validation message', async () => {
      const response = await forgot('ana@example').expect(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Los datos enviados no son válidos',
        errors: ['Por favor, introduce un email válido'],
      });
      await request(t.server).post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({}).expect(400);
    });

    it('should keep only the newest link of an account working', async () => {
      const user = await createUser(t);
      const first = await requestLink(user.email);
      const second = await requestLink(user.email);
      expect(second).not.toBe(first);
      await expect(reset({ token: first, password: NEW_PASSWORD }).expect(400)).resolves.toMatchObject({
        body: INVALID_LINK,
      });
      await reset({ token: second, password: NEW_PASSWORD }).expect(200);
    });

    it('should leave exactly one working link when two requests for an account arrive together', async () => {
      const user = await createUser(t);
      await Promise.all([forgot(user.email).expect(200), forgot(user.email).expect(200)]);
      const rows: unknown[] = await t.dataSource.query(`SELECT 1 FROM password_reset_tokens WHERE user_id = $1`, [
        user.id,
      ]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('should set the password, end every earlier session and sign the user in', async () => {
      const user = await createUser(t, { name: 'Beatriz' });
      const oldSession = await tokenFor(t, user);
      await request(t.server).get('/api/auth/me').set(bearer(oldSession)).expect(200);
      const token = await requestLink(user.email);

      const response = await reset({ token, password: NEW_PASSWORD }).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Tu contraseña fue actualizada y ya iniciaste sesión',
        token: expect.any(String),
        user: {
          id: user.id,
          email: user.email,
          nombre: 'Beatriz',
          fotoPerfil: null,
          proveedorAuth: 'EMAIL',
          rol: 'CUSTOMER',
        },
      });

      // The token it answers is a working session; the one signed before the reset is not.
      await request(t.server).get('/api/auth/me').set(bearer(response.body.token)).expect(200);
      const old = await request(t.server).get('/api/auth/me').set(bearer(oldSession)).expect(401);
      expect(old.body).toEqual(INVALID_SESSION);

      await login(user.email, NEW_PASSWORD).expect(200);
      await login(user.email, TEST_PASSWORD).expect(401);

      // The owner is told, in the same transaction as the change.
      const mails = await outboxTo(user.email);
      expect(mails.map((mail) => mail.kind)).toEqual(['password-reset', 'password-changed']);
      expect(mails[1].payload).toEqual({ name: 'Beatriz', changedAt: expect.any(String) });
      expect(Math.abs(Date.parse(String(mails[1].payload.changedAt)) - Date.now())).toBeLessThan(60_000);

      // Following the link proved who owns the mailbox.
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('should accept a link only once, also when the same link is sent twice at the same time', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      const [a, b] = await Promise.all([
        reset({ token, password: NEW_PASSWORD }),
        reset({ token, password: 'otra-clave-789' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      expect((a.status === 400 ? a : b).body).toEqual(INVALID_LINK);

      const replay = await reset({ token, password: 'tercera-clave' }).expect(400);
      expect(replay.body).toEqual(INVALID_LINK);
      // Only the winning password works, and the owner got one notice.
      const winner = a.status === 200 ? NEW_PASSWORD : 'otra-clave-789';
      await login(user.email, winner).expect(200);
      await login(user.email, 'tercera-clave').expect(401);
      const notices = (await outboxTo(user.email)).filter((mail) => mail.kind === 'password-changed');
      expect(notices).toHaveLength(1);
    });

    it('should refuse an expired link and leave the password as it was', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      await t.dataSource.query(
        `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [sha256(token)],
      );
      const response = await reset({ token, password: NEW_PASSWORD }).expect(400);
      expect(response.body).toEqual(INVALID_LINK);
      await login(user.email, TEST_PASSWORD).expect(200);
    });

    it('should end every other link of the account when one is used', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      // A second live link (as if issued in a race): using the first must kill it too.
      const spare = 'enlace-extra-de-prueba-con-suficiente-largo';
      await t.dataSource.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
        [user.id, sha256(spare)],
      );
      await reset({ token, password: NEW_PASSWORD }).expect(200);
      await reset({ token: spare, password: 'otra-clave-789' }).expect(400);
      await login(user.email, NEW_PASSWORD).expect(200);
    });

    it('should refuse made-up, stored-hash and oversized tokens the same way, without touching any account', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      for (const guess of ['x', token.slice(0, -1), `${token}A`, sha256(token), "' OR 1=1 --"]) {
        const response = await reset({ token: guess, password: NEW_PASSWORD }).expect(400);
        expect(response.body).toEqual(INVALID_LINK);
      }
      const tooLong = await reset({ token: 'a'.repeat(129), password: NEW_PASSWORD }).expect(400);
      expect(tooLong.body).toMatchObject({
        message: 'Los datos enviados no son válidos',
        errors: ['El código del enlace para restablecer la contraseña no es válido'],
      });
      const missing = await reset({ password: NEW_PASSWORD }).expect(400);
      expect(missing.body.errors).toEqual(['Falta el código del enlace para restablecer la contraseña']);
      // The real link still works after all that.
      await reset({ token, password: NEW_PASSWORD }).expect(200);
    });

    it('should apply the registration password rules and keep the link for a second try', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      const short = await reset({ token, password: '12345' }).expect(400);
      expect(short.body).toEqual({
        success: false,
        message: 'Los datos enviados no son válidos',
        errors: ['La contraseña debe tener al menos 6 caracteres'],
      });
      const long = await reset({ token, password: 'x'.repeat(129) }).expect(400);
      expect(long.body.errors).toEqual(['La contraseña no puede superar los 128 caracteres']);
      await reset({ token, password: '123456' }).expect(200);
    });

    it('should refuse the link of an account disabled after it was sent, and not sign it in', async () => {
      const user = await createUser(t);
      const token = await requestLink(user.email);
      await t.dataSource.getRepository(User).update(user.id, { disabledAt: new Date() });
      const response = await reset({ token, password: NEW_PASSWORD }).expect(400);
      expect(response.body).toEqual(INVALID_LINK);
      // The link is gone: enabling the account again does not bring it back.
      await t.dataSource.getRepository(User).update(user.id, { disabledAt: null });
      await reset({ token, password: NEW_PASSWORD }).expect(400);
      await login(user.email, TEST_PASSWORD).expect(200);
    });

    it("should reset an administrator's password only through the mailbox, ending the admin sessions signed before", async () => {
      const admin = await signIn(t, UserRole.ADMIN);
      await request(t.server).get('/api/admin/users').set(admin.auth).expect(200);
      const token = await requestLink(admin.user.email);

      const response = await reset({ token, password: NEW_PASSWORD }).expect(200);
      expect(response.body.user).toMatchObject({ id: admin.user.id, rol: 'ADMIN' });
      await request(t.server).get('/api/admin/users').set(admin.auth).expect(401);
      await request(t.server).get('/api/admin/users').set(bearer(response.body.token)).expect(200);
      const kinds = (await outboxTo(admin.user.email)).map((mail) => mail.kind);
      expect(kinds).toEqual(['password-reset', 'password-changed']);
    });
  });

  describe('the e-mails as delivered (real SMTP server)', () => {
    /** The recorded 'sent' status follows the SMTP answer by a moment. */
    const waitForSent = async (email: string) => {
      for (let tries = 0; tries < 100; tries++) {
        const rows: Array<{ status: string }> = await t.dataSource.query(
          `SELECT status FROM mail_outbox WHERE lower(recipient) = lower($1) AND kind = 'password-reset'`,
          [email],
        );
        if (rows.every((row) => row.status === 'sent')) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the reset e-mail was never recorded as sent');
    };
    const mailTo = (email: string, subject: string) =>
      catcher.waitFor((mail) => mail.to.includes(email.toLowerCase()) && mail.subject === subject, 20_000);

    it('should deliver the link to the account, and the link should set the password and sign in', async () => {
      const user = await createUser(t, { name: 'Fernanda Rojas' });
      await forgot(user.email).expect(200);
      const mail = await mailTo(user.email, 'Restablece tu contraseña de Repuestos');

      expect(mail.to).toEqual([user.email.toLowerCase()]);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
      const link = `${PUBLIC_URL}/reset-password?token=${token}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
      // Sent: the outbox row keeps no usable link (only the token's hash stays, in password_reset_tokens).
      await waitForSent(user.email);
      const [row] = (await outboxTo(user.email)).filter((item) => item.kind === 'password-reset');
      expect(row.payload).not.toHaveProperty('resetUrl');
      expect(JSON.stringify(row)).not.toContain(token);
      expect(mail.text).toContain('Fernanda Rojas');
      expect(mail.text).toMatch(/una sola vez y vence el \d{1,2} de [a-z]+ de \d{4}/);

      const oldSession = await tokenFor(t, user);
      const signedIn = await reset({ token: new URL(link).searchParams.get('token'), password: NEW_PASSWORD }).expect(
        200,
      );
      await request(t.server).get('/api/auth/me').set(bearer(signedIn.body.token)).expect(200);
      await request(t.server).get('/api/auth/me').set(bearer(oldSession)).expect(401);

      const notice = await mailTo(user.email, 'Tu contraseña de Repuestos fue cambiada');
      expect(notice.text).toContain('Las sesiones abiertas en otros dispositivos se cerraron');
      expect(notice.text).not.toContain(token);
    });

    it('should send nothing for an unknown address, the Google notice (no link) to a Google-only account, nothing to a disabled one', async () => {
      const unknown = `nadie.smtp.${Date.now()}@example.cl`;
      const googleOnly = await createUser(t, { password: null, name: 'Pedro Soto' });
      const disabled = await createUser(t, { disabledAt: new Date() });
      const control = await createUser(t);
      for (const email of [unknown, googleOnly.email, disabled.email, control.email]) await forgot(email).expect(200);

      const notice = await mailTo(googleOnly.email, 'Tu cuenta de Repuestos entra con Google');
      expect(notice.text).toContain(`${PUBLIC_URL}/login`);
      expect(notice.text).toContain('Continuar con Google');
      expect(notice.text).not.toContain('/reset-password');
      expect(notice.html).not.toContain('token=');
      // The last request's e-mail has arrived: the relay has been through the earlier ones.
      await mailTo(control.email, 'Restablece tu contraseña de Repuestos');
      expect(catcher.to(unknown)).toEqual([]);
      expect(catcher.to(disabled.email)).toEqual([]);
      expect(catcher.to(googleOnly.email)).toHaveLength(1);
    });

    it('should deliver the welcome e-mail of a new account with the link to its account page', async () => {
      const email = `bienvenida.smtp.${Date.now()}@example.cl`;
      await fromNewIp(
        request(t.server).post('/api/auth/register').send({ email, nombre: 'Gabriela', password: 'secreta1' }),
      ).expect(201);
      const mail = await mailTo(email, 'Te damos la bienvenida a Repuestos');
      expect(mail.text).toContain('Gabriela');
      expect(mail.text).toContain(`${PUBLIC_URL}/account`);
    });
  });

  describe('rate limits', () => {
    it(`should allow ${PASSWORD_RESET_IP_LIMIT.limit} requests per client address in 15 minutes, then answer 429 with Retry-After`, async () => {
      expect(PASSWORD_RESET_IP_LIMIT).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
      const ip = uniqueIp();
      for (let n = 0; n < PASSWORD_RESET_IP_LIMIT.limit; n++) {
        await forgot(`ip.${n}.${Date.now()}@example.cl`, ip).expect(200);
      }
      const refused = await forgot(`ip.extra.${Date.now()}@example.cl`, ip).expect(429);
      expect(refused.body).toEqual({
        success: false,
        message: 'Demasiadas solicitudes para recuperar la contraseña. Inténtalo de nuevo en 15 minutos.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another address is not affected.
      await forgot(`ip.other.${Date.now()}@example.cl`).expect(200);
    });

    it(`should allow ${PASSWORD_RESET_EMAIL_LIMIT.limit} requests per e-mail address an hour from all clients together, known or not`, async () => {
      expect(PASSWORD_RESET_EMAIL_LIMIT).toMatchObject({ limit: 3, windowMs: 60 * 60_000 });
      const user = await createUser(t);
      const unknown = `nadie.limite.${Date.now()}@example.cl`;
      const refusals = [];
      for (const email of [user.email, unknown]) {
        for (let n = 0; n < PASSWORD_RESET_EMAIL_LIMIT.limit; n++) {
          await forgot(n === 1 ? email.toUpperCase() : email).expect(200);
        }
        const refused = await forgot(email).expect(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
        refusals.push(refused.body);
      }
      // The same refusal for both: the limit tells nothing about the account.
      expect(refusals[0]).toEqual({
        success: false,
        message: 'Demasiadas solicitudes para este email. Inténtalo de nuevo en una hora.',
      });
      expect(refusals[1]).toEqual(refusals[0]);
      // Nobody can fill an inbox: three e-mails at most, whatever the number of clients.
      expect((await outboxTo(user.email)).length).toBe(PASSWORD_RESET_EMAIL_LIMIT.limit);
    });

    it('should hold a burst of calls from one address to its limits (no e-mail flood, no slow work for the rest)', async () => {
      const user = await createUser(t);
      const ip = uniqueIp();
      const statuses = (await Promise.all(Array.from({ length: 40 }, () => forgot(user.email, ip)))).map(
        (response) => response.status,
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(PASSWORD_RESET_EMAIL_LIMIT.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - PASSWORD_RESET_EMAIL_LIMIT.limit);
      expect(await outboxTo(user.email)).toHaveLength(PASSWORD_RESET_EMAIL_LIMIT.limit);
    });

    it(`should count link uses per client address with the sign-in limit (${AUTH_IP_RATE_LIMIT.limit} a minute)`, async () => {
      const ip = uniqueIp();
      for (let n = 0; n < AUTH_IP_RATE_LIMIT.limit; n++) {
        await reset({ token: `adivinanza-${n}`, password: NEW_PASSWORD }, ip).expect(400);
      }
      const refused = await reset({ token: 'adivinanza-final', password: NEW_PASSWORD }, ip).expect(429);
      expect(refused.body.success).toBe(false);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('account e-mails', () => {
    it('should queue one welcome e-mail with the registration, and none for a refused one', async () => {
      const email = `bienvenida.${Date.now()}@example.cl`;
      const created = await fromNewIp(
        request(t.server).post('/api/auth/register').send({ email, nombre: 'Carla', password: 'secreta1' }),
      ).expect(201);
      await fromNewIp(
        request(t.server).post('/api/auth/register').send({ email, nombre: 'Otra', password: 'secreta1' }),
      ).expect(409);
      await expect(outboxTo(email)).resolves.toEqual([
        {
          kind: 'welcome',
          recipient: email,
          idempotencyKey: `account:${created.body.user.id}:welcome`,
          payload: { name: 'Carla', accountUrl: `${PUBLIC_URL}/account` },
        },
      ]);
    });

    it('should welcome an account created by a first Google sign-in once, and not again on later sign-ins', async () => {
      const email = `google.bienvenida.${Date.now()}@gmail.com`;
      const idToken = await google.signIdToken({ sub: `2000${Date.now()}`, email, name: 'Elena Google' });
      const first = await fromNewIp(request(t.server).post('/api/auth/google').send({ token: idToken })).expect(200);
      await fromNewIp(request(t.server).post('/api/auth/google').send({ token: idToken })).expect(200);
      await expect(outboxTo(email)).resolves.toEqual([
        {
          kind: 'welcome',
          recipient: email,
          idempotencyKey: `account:${first.body.user.id}:welcome`,
          payload: { name: 'Elena Google', accountUrl: `${PUBLIC_URL}/account` },
        },
      ]);
      // It has no password: a recovery request tells it to sign in with Google.
      await forgot(email).expect(200);
      expect((await outboxTo(email)).map((mail) => mail.kind)).toEqual(['welcome', 'password-reset-google-only']);
    });

    it('should queue a password-changed notice with each change of the password, and none for a refused one', async () => {
      const { user, auth } = await signIn(t, UserRole.CUSTOMER, { name: 'Diego' });
      await fromNewIp(
        request(t.server)
          .put('/api/auth/password')
          .set(auth)
          .send({ currentPassword: 'mala', newPassword: 'otra-1234' }),
      ).expect(400);
      await expect(outboxTo(user.email)).resolves.toEqual([]);

      const changed = await fromNewIp(
        request(t.server)
          .put('/api/auth/password')
          .set(auth)
          .send({ currentPassword: TEST_PASSWORD, newPassword: 'otra-1234' }),
      ).expect(200);
      await fromNewIp(
        request(t.server)
          .put('/api/auth/password')
          .set(bearer(changed.body.token))
          .send({ currentPassword: 'otra-1234', newPassword: 'tercera-1234' }),
      ).expect(200);
      const mails = await outboxTo(user.email);
      expect(mails).toEqual([
        expect.objectContaining({
          kind: 'password-changed',
          idempotencyKey: `account:${user.id}:password-changed:1`,
          payload: { name: 'Diego', changedAt: expect.any(String) },
        }),
        expect.objectContaining({ kind: 'password-changed', idempotencyKey: `account:${user.id}:password-changed:2` }),
      ]);
    });
  });
});
