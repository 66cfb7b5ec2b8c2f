import request from 'supertest';
import { AppConfigService } from '../../src/core/config/app-config.service';
import { AdminAccountBootstrap } from '../../src/modules/auth/admin-account.bootstrap';
import { AuthProvider } from '../../src/core/auth/auth-provider.enum';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { PasswordHasher } from '../../src/modules/auth/password-hasher.service';
import { User } from '../../src/modules/auth/user.entity';
import { createUser, fromNewIp, tokenFor } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const ADMIN = { email: 'admin@repuestos.cl', password: 'Repuestos2026!' };
const INVALID_SESSION = { success: false, message: 'Sesión inválida o expirada' };

/**
 * The administrator from ADMIN_EMAIL / ADMIN_PASSWORD (admin-account.bootstrap.ts). The bootstrap
 * runs again here, after the test has prepared the account, with the settings an operator would
 * give the next start: a promotion or a new password ends the account's earlier sessions.
 */
describe('Auth: administrator bootstrap', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => t.dataSource.getRepository(User);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password: string) =>
    fromNewIp(request(t.server).post('/api/auth/login').send({ email, password }));
  /** Starts the bootstrap as the next API start would, with these ADMIN_* settings. */
  const restartWith = (admin: { email: string; password: string }) => {
    jest.spyOn(t.app.get(AppConfigService), 'admin', 'get').mockReturnValue(admin);
    return t.app.get(AdminAccountBootstrap).onApplicationBootstrap();
  };

  it('should create the administrator at start-up with a verified email', async () => {
    const response = await login(ADMIN.email, ADMIN.password).expect(200);
    expect(response.body.user).toMatchObject({ email: ADMIN.email, rol: 'ADMIN', proveedorAuth: 'EMAIL' });
    const stored = await users().findOneByOrFail({ email: ADMIN.email });
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('should end the session of a customer who registered ADMIN_EMAIL first when it is promoted', async () => {
    const owner = { email: 'duena@tienda.cl', password: 'Clave-Duena-2026' };
    const registered = await fromNewIp(request(t.server).post('/api/auth/register'))
      .send({ email: owner.email, password: 'clave-del-intruso', nombre: 'Intruso' })
      .expect(201);
    const customerToken: string = registered.body.token;
    await request(t.server).get('/api/admin/me').set(bearer(customerToken)).expect(403);

    await restartWith(owner);

    // The customer's token did not become an admin session: it is no session at all.
    for (const path of ['/api/auth/me', '/api/admin/me', '/api/admin/orders']) {
      const response = await request(t.server).get(path).set(bearer(customerToken));
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 401,
        body: INVALID_SESSION,
      });
    }
    await login(owner.email, 'clave-del-intruso').expect(401);
    const admin = await login(owner.email, owner.password).expect(200);
    expect(admin.body.user).toMatchObject({ id: registered.body.user.id, rol: 'ADMIN' });
    await request(t.server).get('/api/admin/me').set(bearer(admin.body.token)).expect(200);
    await expect(users().findOneByOrFail({ email: owner.email })).resolves.toMatchObject({
      role: UserRole.ADMIN,
      googleId: null,
      emailVerifiedAt: expect.any(Date),
    });
  });

  it('should unlink the Google identity of the account it promotes', async () => {
    const googleCustomer = await createUser(t, {
      email: 'gerente@tienda.cl',
      password: null,
      googleId: '109876543210',
      profilePicture: 'https://lh3.googleusercontent.com/a/foto',
      emailVerifiedAt: new Date(),
    });
    const googleToken = await tokenFor(t, googleCustomer);
    await request(t.server).get('/api/auth/me').set(bearer(googleToken)).expect(200);

    await restartWith({ email: googleCustomer.email, password: 'Clave-Gerente-2026' });

    await request(t.server).get('/api/auth/me').set(bearer(googleToken)).expect(401);
    await expect(users().findOneByOrFail({ id: googleCustomer.id })).resolves.toMatchObject({
      role: UserRole.ADMIN,
      googleId: null,
      authProvider: AuthProvider.EMAIL,
    });
    await login(googleCustomer.email, 'Clave-Gerente-2026').expect(200);
  });

  it('should end earlier admin sessions when ADMIN_PASSWORD is rotated, and none on a restart without changes', async () => {
    const before = await login(ADMIN.email, ADMIN.password).expect(200);
    const oldToken: string = before.body.token;

    await restartWith(ADMIN);
    await request(t.server).get('/api/admin/me').set(bearer(oldToken)).expect(200);

    const rotated = { ...ADMIN, password: 'Nueva-Clave-Admin-2026' };
    await restartWith(rotated);
    const response = await request(t.server).get('/api/admin/me').set(bearer(oldToken)).expect(401);
    expect(response.body).toEqual(INVALID_SESSION);
    await login(ADMIN.email, ADMIN.password).expect(401);
    const after = await login(ADMIN.email, rotated.password).expect(200);
    await request(t.server).get('/api/admin/me').set(bearer(after.body.token)).expect(200);
  });

  it('should keep a password the owner changed in the admin area across restarts, until ADMIN_PASSWORD changes', async () => {
    const owner = { email: 'jefa@tienda.cl', password: 'Clave-Entorno-2026' };
    await restartWith(owner);
    const signedIn = await login(owner.email, owner.password).expect(200);
    // The owner changes it (the environment's value leaked, say).
    const changed = await request(t.server)
      .put('/api/auth/password')
      .set(bearer(signedIn.body.token))
      .send({ currentPassword: owner.password, newPassword: 'Clave-Propia-2026' })
      .expect(200);
    const ownersToken: string = changed.body.token;

    // A restart with the same settings neither puts the old password back nor ends the session.
    await restartWith(owner);
    await login(owner.email, owner.password).expect(401);
    await login(owner.email, 'Clave-Propia-2026').expect(200);
    await request(t.server).get('/api/admin/me').set(bearer(ownersToken)).expect(200);

    // The operator sets a new one in the environment: that one applies, and earlier sessions end.
    await restartWith({ ...owner, password: 'Clave-Entorno-Nueva' });
    await request(t.server).get('/api/admin/me').set(bearer(ownersToken)).expect(401);
    await login(owner.email, 'Clave-Propia-2026').expect(401);
    await login(owner.email, 'Clave-Entorno-Nueva').expect(200);
  });

  it('should record the setting of an administrator from before it was recorded, ending no session', async () => {
    const veteran = await createUser(t, {
      email: 'veterano@tienda.cl',
      password: 'Clave-Veterana-2026',
      role: UserRole.ADMIN,
      emailVerifiedAt: new Date(),
    });
    const token = await tokenFor(t, veteran);

    await restartWith({ email: veteran.email, password: 'Clave-Veterana-2026' });
    await request(t.server).get('/api/admin/me').set(bearer(token)).expect(200);
    const stored = await users().findOneOrFail({
      where: { id: veteran.id },
      select: { id: true, bootstrapPasswordHash: true },
    });
    await expect(
      t.app.get(PasswordHasher).verify(stored.bootstrapPasswordHash as string, 'Clave-Veterana-2026'),
    ).resolves.toBe(true);
  });
});
