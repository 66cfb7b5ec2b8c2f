import argon2 from 'argon2';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { craftToken, createUser, fromNewIp, signIn, TEST_PASSWORD, tokenFor } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'admin@repuestos.cl', password: 'Repuestos2026!' };
const INVALID_CREDENTIALS = { success: false, message: 'Email o contraseña incorrectos' };
const INVALID_SESSION = { success: false, message: 'Sesión inválida o expirada' };
const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };

describe('Auth: email accounts and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });

  afterAll(async () => {
    await t.close();
  });

  const register = (body: object) => fromNewIp(request(t.server).post('/api/auth/register').send(body));
  const login = (body: object) => fromNewIp(request(t.server).post('/api/auth/login').send(body));
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  describe('GET /api/auth/config', () => {
    it('should say Google sign-in is off when GOOGLE_CLIENT_ID is not set', async () => {
      const response = await request(t.server).get('/api/auth/config').expect(200);
      expect(response.body).toEqual({ success: true, googleClientId: null });
    });
  });

  describe('POST /api/auth/register', () => {
    it('should create a customer and answer 201 with a token and the wire user, never the hash', async () => {
      const response = await register({
        email: '  Ana.Perez@Example.CL ',
        nombre: '  Ana Pérez ',
        password: 'secreta1',
      }).expect(201);
      expect(response.body).toEqual({
        success: true,
        token: expect.any(String),
        user: {
          id: expect.any(Number),
          email: 'ana.perez@example.cl',
          nombre: 'Ana Pérez',
          fotoPerfil: null,
          proveedorAuth: 'EMAIL',
          rol: 'CUSTOMER',
        },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password|hash/i);
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: response.body.user.id });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await request(t.server).get('/api/auth/me').set(bearer(response.body.token)).expect(200);
    });

    it('should answer 409 for an email that exists in any letter case', async () => {
      await register({ email: 'duplicado@example.cl', nombre: 'Uno', password: 'secreta1' }).expect(201);
      const response = await register({ email: 'DUPLICADO@example.CL', nombre: 'Dos', password: 'secreta2' }).expect(
        409,
      );
      expect(response.body).toEqual({ success: false, message: 'Ya existe una cuenta con este email' });
    });

    it('should answer 400 with one Spanish message per broken field', async () => {
      const response = await register({ email: 'no-es-email', nombre: '   ', password: '12345' }).expect(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Los datos enviados no son válidos',
        errors: expect.any(Array),
      });
      expect([...response.body.errors].sort()).toEqual(
        [
          'El nombre es obligatorio',
          'La contraseña debe tener al menos 6 caracteres',
          'Por favor, introduce un email válido',
        ].sort(),
      );
    });

    it('should reject missing fields, a name over 80 characters and a password over 128', async () => {
      const empty = await register({}).expect(400);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          'Por favor, introduce un email válido',
          'El nombre es obligatorio',
          'La contraseña debe tener al menos 6 caracteres',
        ]),
      );
      const long = await register({
        email: 'largo@example.cl',
        nombre: 'n'.repeat(81),
        password: 'x'.repeat(129),
      }).expect(400);
      expect(long.body.errors).toEqual(
        expect.arrayContaining([
          'El nombre no puede superar los 80 caracteres',
          'La contraseña no puede superar los 128 caracteres',
        ]),
      );
    });

    it('should refuse a role sent by the client (a new account is always a customer)', async () => {
      const response = await register({
        email: 'quiere-ser-admin@example.cl',
        nombre: 'Pícaro',
        password: 'secreta1',
        rol: 'ADMIN',
        role: 'ADMIN',
      }).expect(201);
      expect(response.body.user.rol).toBe('CUSTOMER');
    });
  });

  describe('POST /api/auth/login', () => {
    it('should sign in with any letter case of the email and issue an HS256 token for 7 days', async () => {
      const user = await createUser(t, { email: 'login.ok@example.cl', name: 'Luis' });
      const response = await login({ email: 'LOGIN.OK@example.cl', password: TEST_PASSWORD }).expect(200);
      expect(response.body).toEqual({
        success: true,
        token: expect.any(String),
        user: {
          id: user.id,
          email: 'login.ok@example.cl',
          nombre: 'Luis',
          fotoPerfil: null,
          proveedorAuth: 'EMAIL',
          rol: 'CUSTOMER',
        },
      });
      expect(decodeProtectedHeader(response.body.token).alg).toBe('HS256');
      const claims = decodeJwt(response.body.token);
      expect(claims).toMatchObject({ sub: String(user.id), role: 'CUSTOMER', iss: 'repuestos', aud: 'repuestos-web' });
      expect((claims.exp as number) - (claims.iat as number)).toBe(7 * 24 * 3600);
    });

    it('should sign in the administrator through the same call, with rol ADMIN', async () => {
      const response = await login(ADMIN).expect(200);
      expect(response.body.user).toMatchObject({ email: ADMIN.email, rol: 'ADMIN' });
      await request(t.server).get('/api/admin/me').set(bearer(response.body.token)).expect(200);
    });

    it('should answer a wrong password and an unknown account with the same 401 body', async () => {
      await createUser(t, { email: 'existe@example.cl' });
      const wrong = await login({ email: 'existe@example.cl', password: 'incorrecta' }).expect(401);
      const unknown = await login({ email: 'no-existe@example.cl', password: 'incorrecta' }).expect(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
      expect(unknown.body).toEqual(wrong.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    });

    it('should answer the same 401 when a Google-only account tries a password', async () => {
      await createUser(t, { email: 'solo.google@example.cl', password: null, googleId: 'google-sub-1' });
      const response = await login({ email: 'solo.google@example.cl', password: 'cualquiera' }).expect(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
    });

    it('should validate the email and password like the storefront', async () => {
      const response = await login({ email: 'sin-arroba', password: '123' }).expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          'Por favor, introduce un email válido',
          'La contraseña debe tener al menos 6 caracteres',
        ]),
      );
    });

    it('should rehash a password stored with weaker argon2 settings on a successful login', async () => {
      const weak = await argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 });
      const user = await createUser(t, { email: 'hash.viejo@example.cl' });
      await t.dataSource.getRepository(User).update(user.id, { passwordHash: weak });
      await login({ email: 'hash.viejo@example.cl', password: TEST_PASSWORD }).expect(200);
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored.passwordHash).not.toBe(weak);
      expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await login({ email: 'hash.viejo@example.cl', password: TEST_PASSWORD }).expect(200);
    });
  });

  describe('GET /api/auth/me and session tokens', () => {
    it('should return the signed-in user', async () => {
      const { user, auth } = await signIn(t);
      const response = await request(t.server).get('/api/auth/me').set(auth).expect(200);
      expect(response.body).toEqual({
        success: true,
        user: {
          id: user.id,
          email: user.email,
          nombre: user.name,
          fotoPerfil: null,
          proveedorAuth: 'EMAIL',
          rol: 'CUSTOMER',
        },
      });
    });

    it("should answer 401 'Usuario no autenticado' without a bearer token", async () => {
      await request(t.server)
        .get('/api/auth/me')
        .expect(401)
        .expect((res) => expect(res.body).toEqual(NOT_AUTHENTICATED));
      await request(t.server)
        .get('/api/auth/me')
        .set('Authorization', 'Basic YWRtaW46YWRtaW4=')
        .expect(401)
        .expect((res) => expect(res.body).toEqual(NOT_AUTHENTICATED));
    });

    it("should answer 401 'Sesión inválida o expirada' for every rejected token", async () => {
      const user = await createUser(t);
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: String(user.id), role: 'CUSTOMER' };
      const valid = await craftToken(claims);
      const [header, payload, signature] = valid.split('.');
      const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const asAdmin = base64({ ...decodeJwt(valid), role: 'ADMIN', sub: String(user.id) });

      const rejected: Record<string, string> = {
        expired: await craftToken(claims, { expiresAt: now - 10 }),
        // jsonwebtoken only checks `exp` when it is there: without the strategy's own check this never expires.
        withoutExpiry: await craftToken(claims, { expiresAt: null }),
        // The lifetime is checked from `iat` too, so lowering JWT_EXPIRES_IN cuts older tokens.
        withoutIssuedAt: await craftToken(claims, { issuedAt: null }),
        olderThanTheLifetime: await craftToken(claims, { issuedAt: now - 7 * 86_400 - 60, expiresAt: now + 3600 }),
        tamperedPayload: `${header}.${asAdmin}.${signature}`,
        tamperedSignature: `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
        algNone: `${base64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        otherSecret: await craftToken(claims, { secret: 'another-secret-that-is-long-enough-for-hs256' }),
        wrongAudience: await craftToken(claims, { audience: 'otra-app' }),
        wrongIssuer: await craftToken(claims, { issuer: 'otro-emisor' }),
        unknownUser: await craftToken({ sub: '99999999', role: 'ADMIN' }),
        subjectNotANumber: await craftToken({ sub: 'admin', role: 'ADMIN' }),
        garbage: 'esto-no-es-un-jwt',
      };
      for (const [name, token] of Object.entries(rejected)) {
        const response = await request(t.server).get('/api/auth/me').set(bearer(token));
        expect({ name, status: response.status, body: response.body }).toEqual({
          name,
          status: 401,
          body: INVALID_SESSION,
        });
      }
      await request(t.server).get('/api/auth/me').set(bearer(valid)).expect(200);
    });

    it('should refuse the token of a deleted account and apply a role change on the next request', async () => {
      const { user, auth } = await signIn(t);
      await request(t.server).get('/api/admin/me').set(auth).expect(403);
      await t.dataSource.getRepository(User).update(user.id, { role: UserRole.ADMIN });
      await request(t.server).get('/api/admin/me').set(auth).expect(200);
      await t.dataSource.getRepository(User).update(user.id, { role: UserRole.CUSTOMER });
      await request(t.server).get('/api/admin/me').set(auth).expect(403);
      await t.dataSource.getRepository(User).delete(user.id);
      const response = await request(t.server).get('/api/auth/me').set(auth).expect(401);
      expect(response.body).toEqual(INVALID_SESSION);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('should change the name and return it', async () => {
      const { user, auth } = await signIn(t);
      const response = await request(t.server)
        .put('/api/auth/profile')
        .set(auth)
        .send({ nombre: '  María José ' })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Perfil actualizado correctamente',
        user: expect.objectContaining({ id: user.id, nombre: 'María José', email: user.email }),
      });
      const me = await request(t.server).get('/api/auth/me').set(auth).expect(200);
      expect(me.body.user.nombre).toBe('María José');
    });

    it('should validate the name and require a session', async () => {
      const { auth } = await signIn(t);
      const blank = await request(t.server).put('/api/auth/profile').set(auth).send({ nombre: ' ' }).expect(400);
      expect(blank.body.errors).toEqual(['El nombre es obligatorio']);
      const long = await request(t.server)
        .put('/api/auth/profile')
        .set(auth)
        .send({ nombre: 'x'.repeat(81) })
        .expect(400);
      expect(long.body.errors).toEqual(['El nombre no puede superar los 80 caracteres']);
      const anonymous = await request(t.server).put('/api/auth/profile').send({ nombre: 'Ana' }).expect(401);
      expect(anonymous.body).toEqual(NOT_AUTHENTICATED);
    });
  });

  describe('PUT /api/auth/password', () => {
    it('should change the password after checking the current one', async () => {
      const { user, auth } = await signIn(t);
      const response = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'nueva-clave-456' })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Contraseña actualizada correctamente',
        token: expect.any(String),
      });
      await login({ email: user.email, password: TEST_PASSWORD }).expect(401);
      await login({ email: user.email, password: 'nueva-clave-456' }).expect(200);
    });

    it('should end every session signed before the change and go on with the token in the answer', async () => {
      const { user, auth } = await signIn(t);
      const otherDevice = (await login({ email: user.email, password: TEST_PASSWORD }).expect(200)).body
        .token as string;
      await request(t.server).get('/api/auth/me').set(bearer(otherDevice)).expect(200);
      const changed = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ currentPassword: TEST_PASSWORD, newPassword: 'nueva-clave-456' })
        .expect(200);
      const token = changed.body.token as string;
      expect(decodeJwt(token)).toMatchObject({ sub: String(user.id), ver: 1 });

      for (const old of [auth, bearer(otherDevice)]) {
        const refused = await request(t.server).get('/api/auth/me').set(old).expect(401);
        expect(refused.body).toEqual(INVALID_SESSION);
      }
      const me = await request(t.server).get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.user.email).toBe(user.email);
      // A sign-in after the change carries the new version too.
      const fresh = await login({ email: user.email, password: 'nueva-clave-456' }).expect(200);
      expect(decodeJwt(fresh.body.token as string)).toMatchObject({ ver: 1 });
      await request(t.server)
        .get('/api/auth/me')
        .set(bearer(fresh.body.token as string))
        .expect(200);
    });

    it('should take a token without a session version as version 0 and refuse one that is not a whole number', async () => {
      const { user } = await signIn(t);
      await request(t.server)
        .get('/api/auth/me')
        .set(bearer(await craftToken({ sub: String(user.id), role: user.role })))
        .expect(200);
      for (const ver of ['0', 0.5, null, 1]) {
        const token = await craftToken({ sub: String(user.id), role: user.role, ver });
        await request(t.server).get('/api/auth/me').set(bearer(token)).expect(401);
      }
    });

    it('should answer 400 for a wrong or missing current password and keep the old one', async () => {
      const { user, auth } = await signIn(t);
      const wrong = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ currentPassword: 'incorrecta', newPassword: 'nueva-clave-456' })
        .expect(400);
      expect(wrong.body).toEqual({ success: false, message: 'La contraseña actual es incorrecta' });
      const missing = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ newPassword: 'nueva-clave-456' })
        .expect(400);
      expect(missing.body).toEqual({ success: false, message: 'Debes ingresar tu contraseña actual' });
      await login({ email: user.email, password: TEST_PASSWORD }).expect(200);
    });

    it('should validate the new password and require a session', async () => {
      const { auth } = await signIn(t);
      const short = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ currentPassword: TEST_PASSWORD, newPassword: '123' })
        .expect(400);
      expect(short.body.errors).toEqual(['La contraseña debe tener al menos 6 caracteres']);
      await request(t.server).put('/api/auth/password').send({ newPassword: 'nueva-clave-456' }).expect(401);
    });

    it('should let a Google-only account set its first password without a current one', async () => {
      const user = await createUser(t, { password: null, googleId: 'google-sub-sin-clave' });
      const auth = bearer(await tokenFor(t, user));
      const first = await request(t.server)
        .put('/api/auth/password')
        .set(auth)
        .send({ newPassword: 'primera-clave-789' })
        .expect(200);
      expect(first.body.message).toBe('Contraseña actualizada correctamente');
      const response = await login({ email: user.email, password: 'primera-clave-789' }).expect(200);
      expect(response.body.user.proveedorAuth).toBe('GOOGLE');
      // From now on it has a password, so changing it needs the current one.
      await request(t.server)
        .put('/api/auth/password')
        .set(bearer(first.body.token as string))
        .send({ newPassword: 'otra-clave-000' })
        .expect(400);
    });
  });

  describe('Google sign-in when it is not configured', () => {
    it("should answer 503 'El inicio de sesión con Google no está habilitado' on both flows", async () => {
      const disabled = { success: false, message: 'El inicio de sesión con Google no está habilitado' };
      const idToken = await fromNewIp(request(t.server).post('/api/auth/google').send({ token: 'x.y.z' })).expect(503);
      expect(idToken.body).toEqual(disabled);
      const redirect = await fromNewIp(request(t.server).get('/api/auth/google/redirect')).expect(503);
      expect(redirect.body).toEqual(disabled);
      await fromNewIp(request(t.server).get('/api/auth/google/callback?code=abc&state=def')).expect(503);
    });
  });
});
