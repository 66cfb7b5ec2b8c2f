import request from 'supertest';
import { AuthProvider } from '../../src/core/auth/auth-provider.enum';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { createUser, fromNewIp, signIn, TEST_PASSWORD } from '../support/auth';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET, FakeGoogle, startFakeGoogle } from '../support/fake-google';
import { createTestApp, TestApp } from '../support/test-app';

interface AdminUser {
  id: number;
  email: string;
  nombre: string;
  rol: UserRole;
  proveedorAuth: AuthProvider;
  fechaCreacion: string;
  deshabilitada: boolean;
  fechaDeshabilitacion: string | null;
}

interface UsersPage {
  success: true;
  message: string;
  users: AdminUser[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalUsers: number;
    usersPerPage: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };
const NOT_FOUND = { success: false, message: 'Usuario no encontrado' };
const LAST_ADMIN = {
  success: false,
  message: 'Debe quedar al menos un administrador activo: no se puede quitar el rol ni deshabilitar al último',
};
const INVALID_CREDENTIALS = { success: false, message: 'Email o contraseña incorrectos' };
const PAGE_SIZE = 20;

describe('Staff accounts (/api/admin/users)', () => {
  let t: TestApp;
  let google: FakeGoogle;
  let admin: { user: User; auth: { Authorization: string } };
  let customer: { user: User; auth: { Authorization: string } };

  const list = async (query: Record<string, string | number> = {}, auth = admin.auth) =>
    (await request(t.server).get('/api/admin/users').query(query).set(auth).expect(200)).body as UsersPage;
  const setRole = (id: number | string, rol: unknown, auth = admin.auth) =>
    request(t.server).put(`/api/admin/users/${id}/role`).set(auth).send({ rol });
  const setDisabled = (id: number | string, deshabilitada: unknown, auth = admin.auth) =>
    request(t.server).put(`/api/admin/users/${id}/status`).set(auth).send({ deshabilitada });
  const me = (auth: { Authorization: string }) => request(t.server).get('/api/auth/me').set(auth);
  const login = (email: string, password = TEST_PASSWORD) =>
    fromNewIp(request(t.server).post('/api/auth/login').send({ email, password }));
  const activeAdmins = async () =>
    Number(
      (await t.dataSource.query(`SELECT count(*) AS n FROM users WHERE role = 'ADMIN' AND disabled_at IS NULL`))[0].n,
    );

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(__filename, {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    admin = await signIn(t, UserRole.ADMIN, { name: 'Admin Principal' });
    customer = await signIn(t, UserRole.CUSTOMER);
  });

  afterAll(async () => {
    await t.close();
    await google.close();
  });

  describe('access', () => {
    const calls = [
      ['get', '/api/admin/users'],
      ['put', '/api/admin/users/1/role'],
      ['put', '/api/admin/users/1/status'],
    ] as const;

    it.each(calls)('should answer %s %s with 401 without a session and 403 for a customer', async (method, url) => {
      const anonymous = await request(t.server)[method](url).send({ rol: 'ADMIN', deshabilitada: true });
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
      const asCustomer = await request(t.server)[method](url).set(customer.auth).send({ rol: 'ADMIN' });
      expect({ status: asCustomer.status, body: asCustomer.body }).toEqual({ status: 403, body: FORBIDDEN });
      const role = await t.dataSource.getRepository(User).findOneByOrFail({ id: customer.user.id });
      expect(role.role).toBe(UserRole.CUSTOMER);
    });
  });

  describe('GET /api/admin/users', () => {
    it('should list customers and staff, newest first, with role, provider, dates and state; never secrets', async () => {
      const googleUser = await createUser(t, { name: 'Gabriela Google', password: null, googleId: 'g-123' });
      const page = await list({ search: 'Gabriela' });
      expect(page.users).toEqual([
        {
          id: googleUser.id,
          email: googleUser.email,
          nombre: 'Gabriela Google',
          rol: UserRole.CUSTOMER,
          proveedorAuth: AuthProvider.GOOGLE,
          fechaCreacion: googleUser.createdAt.toISOString(),
          deshabilitada: false,
          fechaDeshabilitacion: null,
        },
      ]);
      const all = await list();
      expect(all.users.map((user) => user.id)).toEqual(
        expect.arrayContaining([admin.user.id, customer.user.id, googleUser.id]),
      );
      expect(all.users[0].id).toBe(googleUser.id);
      expect(all.users.find((user) => user.id === admin.user.id)?.rol).toBe(UserRole.ADMIN);
      expect(JSON.stringify(all)).not.toMatch(/password|hash|googleId|g-123|sessionVersion/i);
    });

    it('should search by email or name, case-insensitively, with LIKE wildcards taken literally', async () => {
      const byEmail = await createUser(t, { email: 'Busqueda.Correo@taller.cl', name: 'Pedro' });
      const byName = await createUser(t, { name: 'Marta Busqueda_Nombre' });
      expect((await list({ search: 'busqueda.correo' })).users.map((u) => u.id)).toEqual([byEmail.id]);
      expect((await list({ search: 'BUSQUEDA_NOMBRE' })).users.map((u) => u.id)).toEqual([byName.id]);
      expect((await list({ search: 'busqueda' })).users.map((u) => u.id)).toEqual([byName.id, byEmail.id]);
      expect((await list({ search: '%' })).users).toEqual([]);
      expect((await list({ search: 'Busqueda_' })).users.map((u) => u.id)).toEqual([byName.id]);
      const empty = await list({ search: 'nadie-con-este-texto' });
      expect(empty).toMatchObject({
        message: 'No hay usuarios',
        users: [],
        pagination: { totalUsers: 0, totalPages: 0 },
      });
    });

    it('should filter by role', async () => {
      const admins = await list({ rol: 'ADMIN' });
      expect(admins.users.every((user) => user.rol === UserRole.ADMIN)).toBe(true);
      expect(admins.users.map((user) => user.id)).toContain(admin.user.id);
      expect((await list({ rol: 'CUSTOMER' })).users.map((user) => user.id)).not.toContain(admin.user.id);
    });

    it('should page on the server with a fixed page size', async () => {
      for (let n = 0; n < PAGE_SIZE + 3; n++) await createUser(t, { name: `Paginado ${n}` });
      const first = await list({ search: 'Paginado' });
      expect(first.users).toHaveLength(PAGE_SIZE);
      expect(first.pagination).toEqual({
        currentPage: 1,
        totalPages: 2,
        totalUsers: PAGE_SIZE + 3,
        usersPerPage: PAGE_SIZE,
        hasNextPage: true,
        hasPrevPage: false,
      });
      const second = await list({ search: 'Paginado', page: 2 });
      expect(second.users.map((user) => user.nombre)).toEqual(['Paginado 2', 'Paginado 1', 'Paginado 0']);
      expect(second.pagination).toMatchObject({ currentPage: 2, hasNextPage: false, hasPrevPage: true });
      expect((await list({ search: 'Paginado', page: 3 })).users).toEqual([]);
    });

    it.each([
      [{ page: 0 }, 'La página debe ser 1 o mayor'],
      [{ page: 'abc' }, 'La página debe ser un número entero'],
      [{ page: '1e30' }, 'La página no puede ser mayor que 1000000'],
      [{ rol: 'ROOT' }, 'El rol debe ser all, CUSTOMER o ADMIN'],
      [{ search: 'x'.repeat(201) }, 'La búsqueda no puede tener más de 200 caracteres'],
    ])('should refuse %j with 400', async (query, message) => {
      const response = await request(t.server).get('/api/admin/users').query(query).set(admin.auth).expect(400);
      expect(response.body.success).toBe(false);
      expect(JSON.stringify(response.body)).toContain(message);
    });
  });

  it('should answer a search with control characters without a server error', async () => {
    const response = await request(t.server)
      .get('/api/admin/users')
      .query({ search: 'a\u0000b\u001f' })
      .set(admin.auth);
    expect(response.status).toBeLessThan(500);
  });

  describe('PUT /api/admin/users/:id/role', () => {
    it('should make a customer an administrator on their next request, and take the role away again', async () => {
      const colleague = await signIn(t, UserRole.CUSTOMER);
      await request(t.server).get('/api/admin/me').set(colleague.auth).expect(403);

      const promoted = await setRole(colleague.user.id, 'ADMIN').expect(200);
      expect(promoted.body).toMatchObject({
        success: true,
        message: 'El usuario ahora es administrador',
        user: { id: colleague.user.id, rol: 'ADMIN', deshabilitada: false },
      });
      // Same token: the role is read from the database on every request.
      await request(t.server).get('/api/admin/me').set(colleague.auth).expect(200);
      await request(t.server).get('/api/admin/users').set(colleague.auth).expect(200);

      const demoted = await setRole(colleague.user.id, 'CUSTOMER').expect(200);
      expect(demoted.body).toMatchObject({ message: 'El usuario ya no es administrador', user: { rol: 'CUSTOMER' } });
      const after = await request(t.server).get('/api/admin/users').set(colleague.auth);
      expect({ status: after.status, body: after.body }).toEqual({ status: 403, body: FORBIDDEN });
      // The customer's session itself goes on.
      await me(colleague.auth).expect(200);
    });

    it('should answer 200 without changes when the role is already the one asked for', async () => {
      const response = await setRole(customer.user.id, 'CUSTOMER').expect(200);
      expect(response.body).toMatchObject({ message: 'Sin cambios', user: { rol: 'CUSTOMER' } });
    });

    it.each([['0'], ['-1'], ['abc'], ['1e3'], ['99999999999'], ['2147483648']])(
      'should answer 404 for the id %s and for an unknown one',
      async (id) => {
        const response = await setRole(id, 'ADMIN');
        expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: NOT_FOUND });
        const unknown = await setRole(2147483647, 'ADMIN');
        expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: NOT_FOUND });
      },
    );

    it.each([[undefined], [null], ['SUPERADMIN'], ['admin'], [1], [['ADMIN']], [{ rol: 'ADMIN' }]])(
      'should refuse the role %j with 400 and change nothing',
      async (rol) => {
        const response = await setRole(customer.user.id, rol).expect(400);
        expect(response.body.success).toBe(false);
        expect(JSON.stringify(response.body)).toMatch(/El rol (es obligatorio|debe ser CUSTOMER o ADMIN)/);
        expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: customer.user.id })).role).toBe(
          UserRole.CUSTOMER,
        );
      },
    );
  });

  describe('PUT /api/admin/users/:id/status', () => {
    it('should end every session of a disabled account at once and refuse its sign-in like a wrong password', async () => {
      const victim = await signIn(t, UserRole.CUSTOMER);
      await me(victim.auth).expect(200);
      const issued = await login(victim.user.email).expect(200);
      const fresh = { Authorization: `Bearer ${issued.body.token as string}` };

      const disabled = await setDisabled(victim.user.id, true).expect(200);
      expect(disabled.body).toMatchObject({
        success: true,
        message: 'Cuenta deshabilitada; sus sesiones se cerraron',
        user: { id: victim.user.id, deshabilitada: true },
      });
      expect(Date.parse(disabled.body.user.fechaDeshabilitacion as string)).not.toBeNaN();
      await me(victim.auth).expect(401);
      await me(fresh).expect(401);

      const refused = await login(victim.user.email);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: INVALID_CREDENTIALS });
      const wrong = await login(victim.user.email, 'otra-clave-123');
      expect(refused.body).toEqual(wrong.body);

      const enabled = await setDisabled(victim.user.id, false).expect(200);
      expect(enabled.body).toMatchObject({
        message: 'Cuenta habilitada',
        user: { deshabilitada: false, fechaDeshabilitacion: null },
      });
      // Re-enabling revives no old token; a new sign-in works.
      await me(fresh).expect(401);
      const again = await login(victim.user.email).expect(200);
      await me({ Authorization: `Bearer ${again.body.token as string}` }).expect(200);
    });

    it('should refuse Google sign-in for a disabled Google account', async () => {
      const claims = { sub: '2000000000001', email: 'deshabilitada@gmail.com', name: 'Google Deshabilitada' };
      const signInWithGoogle = async () =>
        fromNewIp(request(t.server).post('/api/auth/google')).send({ token: await google.signIdToken(claims) });
      const first = await signInWithGoogle();
      expect(first.status).toBe(200);
      await setDisabled(first.body.user.id as number, true).expect(200);
      await me({ Authorization: `Bearer ${first.body.token as string}` }).expect(401);
      const refused = await signInWithGoogle();
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 401,
        body: { success: false, message: 'Error en la autenticación con Google' },
      });
    });

    it('should take an admin session away at once when the admin is disabled', async () => {
      const colleague = await signIn(t, UserRole.ADMIN);
      await request(t.server).get('/api/admin/users').set(colleague.auth).expect(200);
      await setDisabled(colleague.user.id, true).expect(200);
      await request(t.server).get('/api/admin/users').set(colleague.auth).expect(401);
    });

    it.each([[undefined], [null], ['true'], [1], ['si']])(
      'should refuse deshabilitada %j with 400 and change nothing',
      async (value) => {
        const response = await setDisabled(customer.user.id, value).expect(400);
        expect(JSON.stringify(response.body)).toMatch(
          /El estado de la cuenta (es obligatorio|debe ser verdadero o falso)/,
        );
        await me(customer.auth).expect(200);
      },
    );

    it('should answer 404 for a malformed or unknown id', async () => {
      for (const id of ['0', 'x', '99999999999', '2147483647']) {
        const response = await setDisabled(id, true);
        expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: NOT_FOUND });
      }
    });
  });

  describe('the last active administrator', () => {
    /** Leaves exactly the given accounts as administrators (all other admins become customers). */
    const onlyAdmins = async (...users: User[]) => {
      await t.dataSource.query(`UPDATE users SET role = 'CUSTOMER' WHERE role = 'ADMIN'`);
      await t.dataSource.query(`UPDATE users SET role = 'ADMIN', disabled_at = NULL WHERE id = ANY($1)`, [
        users.map((user) => user.id),
      ]);
    };

    it('should refuse to let the last active admin remove their own role or disable themselves', async () => {
      const last = await signIn(t, UserRole.ADMIN);
      await onlyAdmins(last.user);
      // A disabled admin does not count as active.
      const disabledAdmin = await createUser(t, { role: UserRole.ADMIN, disabledAt: new Date() });

      const demote = await setRole(last.user.id, 'CUSTOMER', last.auth);
      expect({ status: demote.status, body: demote.body }).toEqual({ status: 409, body: LAST_ADMIN });
      const disable = await setDisabled(last.user.id, true, last.auth);
      expect({ status: disable.status, body: disable.body }).toEqual({ status: 409, body: LAST_ADMIN });
      expect(await activeAdmins()).toBe(1);
      await request(t.server).get('/api/admin/me').set(last.auth).expect(200);

      // Demoting the disabled admin is no problem; with a second active admin, the first may step down.
      await setRole(disabledAdmin.id, 'CUSTOMER', last.auth).expect(200);
      const second = await signIn(t, UserRole.ADMIN);
      await setRole(last.user.id, 'CUSTOMER', last.auth).expect(200);
      const back = await setRole(second.user.id, 'CUSTOMER', second.auth);
      expect({ status: back.status, body: back.body }).toEqual({ status: 409, body: LAST_ADMIN });
      expect(await activeAdmins()).toBe(1);
    });

    it('should leave one active admin when two admins demote each other at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const a = await signIn(t, UserRole.ADMIN);
        const b = await signIn(t, UserRole.ADMIN);
        await onlyAdmins(a.user, b.user);
        const answers = await Promise.all([
          setRole(b.user.id, 'CUSTOMER', a.auth),
          setRole(a.user.id, 'CUSTOMER', b.auth),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
        // The loser is refused: 409 (the lock re-counted) or 403 (already demoted when it arrived).
        expect([403, 409]).toContain(answers.map((answer) => answer.status).sort()[1]);
        expect(await activeAdmins()).toBe(1);
      }
    });

    it('should leave one active admin when two admins disable each other (or one demotes) at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const a = await signIn(t, UserRole.ADMIN);
        const b = await signIn(t, UserRole.ADMIN);
        await onlyAdmins(a.user, b.user);
        const answers = await Promise.all([
          setDisabled(b.user.id, true, a.auth),
          round % 2 ? setRole(a.user.id, 'CUSTOMER', b.auth) : setDisabled(a.user.id, true, b.auth),
        ]);
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
        expect(await activeAdmins()).toBe(1);
      }
    });
  });
});
