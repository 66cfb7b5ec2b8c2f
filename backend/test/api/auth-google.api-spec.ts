import request from 'supertest';
import { GOOGLE_OAUTH_STRATEGY_PROVIDER } from '../../src/modules/auth/google/google-oauth.strategy';
import { AuthProvider } from '../../src/core/auth/auth-provider.enum';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { createUser, fromNewIp, TEST_PASSWORD, tokenFor } from '../support/auth';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET, FakeGoogle, startFakeGoogle } from '../support/fake-google';
import { createTestApp, TestApp } from '../support/test-app';

const GOOGLE_FAILED = { success: false, message: 'Error en la autenticación con Google' };
const INVALID_SESSION = { success: false, message: 'Sesión inválida o expirada' };
const PUBLIC_URL = 'http://tienda.test';

describe('Auth: Google sign-in (local JWKS, no internet)', () => {
  let t: TestApp;
  let google: FakeGoogle;
  let sequence = 0;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(__filename, {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_JWKS_URL: google.jwksUrl,
      PUBLIC_URL,
    });
  });

  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const identity = (overrides: Record<string, unknown> = {}) => {
    const n = ++sequence;
    return {
      sub: `1000000000000${n}`,
      email: `google${n}@gmail.com`,
      name: `Usuario Google ${n}`,
      picture: `https://lh3.googleusercontent.com/a/foto-${n}`,
      ...overrides,
    };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password: string) =>
    fromNewIp(request(t.server).post('/api/auth/login').send({ email, password }));
  const signInWith = (token: unknown) =>
    fromNewIp(
      request(t.server)
        .post('/api/auth/google')
        .send(token === undefined ? {} : { token }),
    );

  it('should publish the client id so the SPA shows the Google button', async () => {
    const response = await request(t.server).get('/api/auth/config').expect(200);
    expect(response.body).toEqual({ success: true, googleClientId: FAKE_GOOGLE_CLIENT_ID });
  });

  describe('POST /api/auth/google', () => {
    it('should create a Google customer on first sign-in and find the same account afterwards', async () => {
      const claims = identity();
      const first = await signInWith(await google.signIdToken(claims)).expect(200);
      expect(first.body).toEqual({
        success: true,
        token: expect.any(String),
        user: {
          id: expect.any(Number),
          email: claims.email,
          nombre: claims.name,
          fotoPerfil: claims.picture,
          proveedorAuth: 'GOOGLE',
          rol: 'CUSTOMER',
        },
      });
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: first.body.user.id });
      expect(stored).toMatchObject({
        googleId: claims.sub,
        passwordHash: null,
        authProvider: AuthProvider.GOOGLE,
        emailVerifiedAt: expect.any(Date),
      });

      const newPicture = 'https://lh3.googleusercontent.com/a/foto-nueva';
      const again = await signInWith(await google.signIdToken({ ...claims, picture: newPicture })).expect(200);
      expect(again.body.user).toMatchObject({ id: first.body.user.id, fotoPerfil: newPicture });
      await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${again.body.token}`).expect(200);
    });

    it('should name a new account after its email when the token has no name', async () => {
      const claims = identity({ name: undefined, email: 'sin.nombre@gmail.com' });
      const response = await signInWith(await google.signIdToken(claims)).expect(200);
      expect(response.body.user.nombre).toBe('sin.nombre');
    });

    it('should take over an unverified account: whoever registered the email first loses the password and every session', async () => {
      const victim = identity({ email: 'victima@example.cl', name: 'Víctima' });
      const squatter = await fromNewIp(request(t.server).post('/api/auth/register'))
        .send({ email: 'Victima@Example.cl', password: 'clave-del-intruso', nombre: 'Intruso' })
        .expect(201);
      const squatterToken: string = squatter.body.token;

      const response = await signInWith(await google.signIdToken(victim)).expect(200);
      expect(response.body.user).toEqual({
        id: squatter.body.user.id,
        email: squatter.body.user.email,
        nombre: 'Intruso',
        fotoPerfil: victim.picture,
        proveedorAuth: 'GOOGLE',
        rol: 'CUSTOMER',
      });

      // The squatter's session and password are gone; the owner's session works.
      const refused = await request(t.server).get('/api/auth/me').set(bearer(squatterToken)).expect(401);
      expect(refused.body).toEqual(INVALID_SESSION);
      await request(t.server).get('/api/addresses').set(bearer(squatterToken)).expect(401);
      await login(victim.email, 'clave-del-intruso').expect(401);
      await request(t.server).get('/api/auth/me').set(bearer(response.body.token)).expect(200);
      await expect(
        t.dataSource.getRepository(User).findOneByOrFail({ id: squatter.body.user.id }),
      ).resolves.toMatchObject({
        passwordHash: null,
        googleId: victim.sub,
        authProvider: AuthProvider.GOOGLE,
        emailVerifiedAt: expect.any(Date),
      });

      // Now Google-only and verified: the owner sets a password with the session alone, and signing in
      // with Google again ends nothing.
      const changed = await request(t.server)
        .put('/api/auth/password')
        .set(bearer(response.body.token))
        .send({ newPassword: 'clave-de-la-duena' })
        .expect(200);
      const again = await signInWith(await google.signIdToken(victim)).expect(200);
      await request(t.server).get('/api/auth/me').set(bearer(changed.body.token)).expect(200);
      await request(t.server).get('/api/auth/me').set(bearer(again.body.token)).expect(200);
      await login(victim.email, 'clave-de-la-duena').expect(200);
    });

    it('should take over an account linked before emails were verified at its next Google sign-in', async () => {
      const claims = identity();
      const linked = await createUser(t, { email: claims.email, googleId: claims.sub });
      const oldToken = await tokenFor(t, linked);

      const response = await signInWith(await google.signIdToken(claims)).expect(200);
      expect(response.body.user).toMatchObject({ id: linked.id, proveedorAuth: 'GOOGLE' });
      await request(t.server).get('/api/auth/me').set(bearer(oldToken)).expect(401);
      await login(linked.email, TEST_PASSWORD).expect(401);
      await request(t.server).get('/api/auth/me').set(bearer(response.body.token)).expect(200);
    });

    it('should give both of two simultaneous first Google sign-ins a working session on the taken-over account', async () => {
      const claims = identity();
      const squatter = await createUser(t, { email: claims.email });
      const responses = await Promise.all([
        signInWith(await google.signIdToken(claims)),
        signInWith(await google.signIdToken(claims)),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(response.body.user.id).toBe(squatter.id);
        await request(t.server).get('/api/auth/me').set(bearer(response.body.token)).expect(200);
      }
      await expect(t.dataSource.getRepository(User).findOneByOrFail({ id: squatter.id })).resolves.toMatchObject({
        passwordHash: null,
        sessionVersion: 1,
      });
    });

    it('should link a verified email account and keep its password and sessions', async () => {
      const existing = await createUser(t, {
        email: 'cuenta.verificada@example.cl',
        name: 'Con Clave',
        emailVerifiedAt: new Date(),
      });
      const existingToken = await tokenFor(t, existing);
      const claims = identity({ email: 'Cuenta.Verificada@example.cl' });
      const response = await signInWith(await google.signIdToken(claims)).expect(200);
      expect(response.body.user).toEqual({
        id: existing.id,
        email: 'cuenta.verificada@example.cl',
        nombre: 'Con Clave',
        fotoPerfil: claims.picture,
        proveedorAuth: 'EMAIL',
        rol: 'CUSTOMER',
      });
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: existing.id });
      expect(stored.googleId).toBe(claims.sub);
      await login(existing.email, TEST_PASSWORD).expect(200);
      await request(t.server).get('/api/auth/me').set(bearer(existingToken)).expect(200);
    });

    it('should refuse expired, foreign-audience, foreign-issuer, badly signed and unverified tokens', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = () => identity();
      const cases: Record<string, [Record<string, unknown>, Parameters<FakeGoogle['signIdToken']>[1]]> = {
        expired: [claims(), { expiresAt: now - 120 }],
        wrongAudience: [claims(), { audience: 'otra-app.apps.googleusercontent.com' }],
        wrongIssuer: [claims(), { issuer: 'https://evil.example' }],
        badSignature: [claims(), { foreignKey: true }],
        unverifiedEmail: [identity({ email_verified: false }), {}],
        noEmail: [identity({ email: undefined }), {}],
      };
      const tokens: Record<string, string> = { notAJwt: 'no-es-un-token' };
      for (const [name, [payload, options]] of Object.entries(cases)) {
        tokens[name] = await google.signIdToken(payload, options);
      }
      const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      tokens.algNone = `${base64({ alg: 'none', kid: 'clave-de-prueba-1' })}.${tokens.expired.split('.')[1]}.`;

      for (const [name, token] of Object.entries(tokens)) {
        const response = await signInWith(token);
        expect({ name, status: response.status, body: response.body }).toEqual({
          name,
          status: 401,
          body: GOOGLE_FAILED,
        });
      }
      for (const [payload] of Object.values(cases)) {
        await expect(t.dataSource.getRepository(User).countBy({ googleId: payload.sub as string })).resolves.toBe(0);
      }
    });

    it('should accept the issuer without scheme too (Google uses both spellings)', async () => {
      await signInWith(await google.signIdToken(identity(), { issuer: 'accounts.google.com' })).expect(200);
    });

    it('should never sign in or link an administrator account through Google', async () => {
      const admin = await createUser(t, { email: 'jefe@repuestos.cl', role: UserRole.ADMIN });
      const response = await signInWith(await google.signIdToken(identity({ email: admin.email }))).expect(401);
      expect(response.body).toEqual(GOOGLE_FAILED);
      await expect(t.dataSource.getRepository(User).findOneByOrFail({ id: admin.id })).resolves.toMatchObject({
        googleId: null,
      });
    });

    it('should not re-link an account already linked to another Google account', async () => {
      const linked = await createUser(t, { email: 'ya.vinculada@gmail.com', googleId: 'otro-sub-de-google' });
      await signInWith(await google.signIdToken(identity({ email: linked.email }))).expect(401);
      await expect(t.dataSource.getRepository(User).findOneByOrFail({ id: linked.id })).resolves.toMatchObject({
        googleId: 'otro-sub-de-google',
      });
    });

    it('should answer 400 when the credential is missing', async () => {
      const response = await signInWith(undefined).expect(400);
      expect(response.body.errors).toEqual(['Falta la credencial de Google']);
    });
  });

  describe('redirect flow (passport-google-oauth20)', () => {
    const STATE_COOKIE = 'repuestos_oauth_state';

    async function startRedirect(): Promise<{ state: string; cookie: string; location: URL }> {
      const response = await fromNewIp(request(t.server).get('/api/auth/google/redirect')).expect(302);
      const location = new URL(response.headers.location);
      const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      const cookie = setCookie.find((value) => value.startsWith(`${STATE_COOKIE}=`)) ?? '';
      return { state: location.searchParams.get('state') ?? '', cookie, location };
    }

    it('should send the browser to Google with our client, callback URL, scopes and a state bound to a cookie', async () => {
      const { state, cookie, location } = await startRedirect();
      expect(`${location.origin}${location.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(Object.fromEntries(location.searchParams)).toMatchObject({
        client_id: FAKE_GOOGLE_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
        response_type: 'code',
        scope: 'openid email profile',
      });
      expect(state.length).toBeGreaterThanOrEqual(40);
      expect(cookie).toContain(`${STATE_COOKIE}=${state}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    });

    it('should exchange the code, sign in with its ID token and land on /login#token=...', async () => {
      // Point the code exchange at the fake Google (passport-oauth2 keeps the token URL on _oauth2).
      const strategy = t.app.get(GOOGLE_OAUTH_STRATEGY_PROVIDER) as { _oauth2: { _accessTokenUrl: string } };
      strategy._oauth2._accessTokenUrl = google.tokenUrl;
      const claims = identity();
      google.nextIdToken = await google.signIdToken(claims);
      const { state, cookie } = await startRedirect();

      const response = await fromNewIp(request(t.server).get(`/api/auth/google/callback`))
        .query({ code: 'codigo-de-google', state })
        .set('Cookie', cookie.split(';')[0])
        .expect(302);
      const landing = new URL(response.headers.location);
      expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${PUBLIC_URL}/login`);
      const token = new URLSearchParams(landing.hash.slice(1)).get('token') ?? '';
      const me = await request(t.server).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body.user).toMatchObject({ email: claims.email, proveedorAuth: 'GOOGLE' });

      const exchange = google.tokenRequests.at(-1);
      expect(exchange?.get('code')).toBe('codigo-de-google');
      expect(exchange?.get('client_secret')).toBe(FAKE_GOOGLE_CLIENT_SECRET);
      expect(exchange?.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    });

    it('should land on /login#error=google for a forged state, a refused consent or a bad ID token', async () => {
      const failure = `${PUBLIC_URL}/login#error=google`;
      const exchanges = google.tokenRequests.length;
      const { state, cookie } = await startRedirect();
      const other = await startRedirect();

      const forged = await fromNewIp(request(t.server).get('/api/auth/google/callback'))
        .query({ code: 'codigo', state: other.state })
        .set('Cookie', cookie.split(';')[0])
        .expect(302);
      expect(forged.headers.location).toBe(failure);
      const noCookie = await fromNewIp(request(t.server).get('/api/auth/google/callback'))
        .query({ code: 'codigo', state })
        .expect(302);
      expect(noCookie.headers.location).toBe(failure);
      // A forged or unbound state never reaches Google's token endpoint.
      expect(google.tokenRequests.length).toBe(exchanges);

      const denied = await fromNewIp(request(t.server).get('/api/auth/google/callback'))
        .query({ error: 'access_denied', state })
        .set('Cookie', cookie.split(';')[0])
        .expect(302);
      expect(denied.headers.location).toBe(failure);

      const strategy = t.app.get(GOOGLE_OAUTH_STRATEGY_PROVIDER) as { _oauth2: { _accessTokenUrl: string } };
      strategy._oauth2._accessTokenUrl = google.tokenUrl;
      google.nextIdToken = await google.signIdToken(identity({ email_verified: false }));
      const fresh = await startRedirect();
      const unverified = await fromNewIp(request(t.server).get('/api/auth/google/callback'))
        .query({ code: 'codigo', state: fresh.state })
        .set('Cookie', fresh.cookie.split(';')[0])
        .expect(302);
      expect(unverified.headers.location).toBe(failure);
    });
  });
});
