import request from 'supertest';
import { Address } from '../../src/modules/addresses/address.entity';
import { MAX_ADDRESSES_PER_USER } from '../../src/modules/addresses/addresses.constants';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

const NOT_FOUND = { success: false, message: 'Dirección no encontrada' };

const address = (overrides: Record<string, unknown> = {}) => ({
  alias: 'Casa',
  nombre: 'Ana Pérez',
  direccion: 'Av. Providencia',
  numero: '1234',
  depto: '502',
  comuna: 'Providencia',
  region: 'RM',
  codigoPostal: '7500000',
  ...overrides,
});

describe('Addresses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  async function customer() {
    const { user, auth } = await signIn(t);
    const create = async (body: object = address()) =>
      (await request(t.server).post('/api/addresses').set(auth).send(body).expect(201)).body.data;
    const list = async () => (await request(t.server).get('/api/addresses').set(auth).expect(200)).body.data;
    return { user, auth, create, list };
  }

  const defaults = (rows: Array<{ id: number; esDefault: boolean }>) => rows.filter((row) => row.esDefault);

  describe('POST /api/addresses', () => {
    it('should create an address with the spec wire fields, the first one as default', async () => {
      const { auth } = await customer();
      const response = await request(t.server).post('/api/addresses').set(auth).send(address()).expect(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Dirección creada',
        data: {
          id: expect.any(Number),
          alias: 'Casa',
          nombre: 'Ana Pérez',
          direccion: 'Av. Providencia',
          numero: '1234',
          depto: '502',
          comuna: 'Providencia',
          region: 'RM',
          codigoPostal: '7500000',
          esDefault: true,
        },
      });
    });

    it('should trim texts, accept numbers typed as numbers and store a missing depto as null', async () => {
      const { create } = await customer();
      const created = await create(
        address({ alias: '  Oficina ', depto: '  ', numero: 77, codigoPostal: 8320000, region: 'vs' }),
      );
      expect(created).toMatchObject({
        alias: 'Oficina',
        depto: null,
        numero: '77',
        codigoPostal: '8320000',
        region: 'VS',
      });
    });

    it('should keep the first default unless a new address asks to be the default', async () => {
      const { create, list } = await customer();
      const first = await create(address({ alias: 'Primera' }));
      const second = await create(address({ alias: 'Segunda' }));
      expect(second.esDefault).toBe(false);
      expect(defaults(await list()).map((row) => row.id)).toEqual([first.id]);
      const third = await create(address({ alias: 'Tercera', esDefault: true }));
      expect(third.esDefault).toBe(true);
      expect(defaults(await list()).map((row) => row.id)).toEqual([third.id]);
    });

    it("should answer 400 'Región inválida' for a region code that does not exist", async () => {
      const { auth } = await customer();
      for (const region of ['XX', 'RETIRO_EN_TIENDA', 'rm-norte']) {
        const response = await request(t.server).post('/api/addresses').set(auth).send(address({ region })).expect(400);
        expect(response.body).toEqual({ success: false, message: 'Región inválida' });
      }
    });

    it('should validate every field with one Spanish message each', async () => {
      const { auth } = await customer();
      const empty = await request(t.server).post('/api/addresses').set(auth).send({}).expect(400);
      expect(empty.body).toMatchObject({ success: false, message: 'Los datos enviados no son válidos' });
      expect([...empty.body.errors].sort()).toEqual(
        [
          'El alias es obligatorio',
          'El nombre de quien recibe es obligatorio',
          'La dirección es obligatoria',
          'El número es obligatorio',
          'La comuna es obligatoria',
          'La región es obligatoria',
          'El código postal debe tener 7 dígitos',
        ].sort(),
      );
      const long = await request(t.server)
        .post('/api/addresses')
        .set(auth)
        .send(
          address({
            alias: 'a'.repeat(41),
            nombre: 'n'.repeat(81),
            direccion: 'd'.repeat(121),
            numero: '1'.repeat(11),
            depto: 'x'.repeat(21),
            comuna: 'c'.repeat(61),
            codigoPostal: '123456',
            esDefault: 'sí',
          }),
        )
        .expect(400);
      expect([...long.body.errors].sort()).toEqual(
        [
          'El alias no puede superar los 40 caracteres',
          'El nombre no puede superar los 80 caracteres',
          'La dirección no puede superar los 120 caracteres',
          'El número no puede superar los 10 caracteres',
          'El departamento no puede superar los 20 caracteres',
          'La comuna no puede superar los 60 caracteres',
          'El código postal debe tener 7 dígitos',
          'esDefault debe ser verdadero o falso',
        ].sort(),
      );
    });

    it(`should refuse more than ${MAX_ADDRESSES_PER_USER} addresses per customer`, async () => {
      const { user, auth } = await customer();
      const repository = t.dataSource.getRepository(Address);
      await repository.save(
        Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, n) =>
          repository.create({
            userId: user.id,
            alias: `Dirección ${n}`,
            name: 'Ana',
            street: 'Calle',
            number: String(n),
            comuna: 'Santiago',
            region: 'RM',
            postalCode: '8320000',
            isDefault: n === 0,
          }),
        ),
      );
      const response = await request(t.server).post('/api/addresses').set(auth).send(address()).expect(409);
      expect(response.body).toEqual({
        success: false,
        message: `Puedes guardar como máximo ${MAX_ADDRESSES_PER_USER} direcciones`,
      });
    });

    it('should keep exactly one default when a customer adds addresses concurrently', async () => {
      const { auth, list } = await customer();
      await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          request(t.server)
            .post('/api/addresses')
            .set(auth)
            .send(address({ alias: `Paralela ${n}` }))
            .expect(201),
        ),
      );
      const rows = await list();
      expect(rows).toHaveLength(6);
      expect(defaults(rows)).toHaveLength(1);
    });
  });

  describe('GET /api/addresses', () => {
    it('should list only my addresses, default first and then newest first', async () => {
      const me = await customer();
      const someoneElse = await customer();
      const oldest = await me.create(address({ alias: 'Antigua' }));
      const middle = await me.create(address({ alias: 'Intermedia' }));
      const newest = await me.create(address({ alias: 'Nueva' }));
      await someoneElse.create(address({ alias: 'Ajena' }));
      const response = await request(t.server).get('/api/addresses').set(me.auth).expect(200);
      expect(response.body).toEqual({ success: true, data: expect.any(Array) });
      expect(response.body.data.map((row: { id: number }) => row.id)).toEqual([oldest.id, newest.id, middle.id]);
    });

    it('should answer an empty list for a customer without addresses', async () => {
      const { list } = await customer();
      await expect(list()).resolves.toEqual([]);
    });
  });

  describe('PUT /api/addresses/:id', () => {
    it('should replace the fields and keep the default flag', async () => {
      const { auth, create } = await customer();
      const created = await create();
      const response = await request(t.server)
        .put(`/api/addresses/${created.id}`)
        .set(auth)
        .send(
          address({
            alias: 'Casa nueva',
            depto: undefined,
            region: 'BI',
            comuna: 'Concepción',
            codigoPostal: '4030000',
          }),
        )
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Dirección actualizada',
        data: expect.objectContaining({
          id: created.id,
          alias: 'Casa nueva',
          depto: null,
          region: 'BI',
          comuna: 'Concepción',
          codigoPostal: '4030000',
          esDefault: true,
        }),
      });
    });

    it('should make it the default with esDefault true and ignore esDefault false', async () => {
      const { auth, create, list } = await customer();
      const first = await create();
      const second = await create();
      await request(t.server)
        .put(`/api/addresses/${second.id}`)
        .set(auth)
        .send(address({ esDefault: true }))
        .expect(200);
      expect(defaults(await list()).map((row) => row.id)).toEqual([second.id]);
      await request(t.server)
        .put(`/api/addresses/${second.id}`)
        .set(auth)
        .send(address({ esDefault: false }))
        .expect(200);
      expect(defaults(await list()).map((row) => row.id)).toEqual([second.id]);
      expect(first.id).not.toBe(second.id);
    });

    it('should validate the body and the region like POST', async () => {
      const { auth, create } = await customer();
      const created = await create();
      const invalid = await request(t.server)
        .put(`/api/addresses/${created.id}`)
        .set(auth)
        .send(address({ numero: '' }))
        .expect(400);
      expect(invalid.body.errors).toEqual(['El número es obligatorio']);
      const region = await request(t.server)
        .put(`/api/addresses/${created.id}`)
        .set(auth)
        .send(address({ region: 'ZZ' }))
        .expect(400);
      expect(region.body).toEqual({ success: false, message: 'Región inválida' });
    });
  });

  describe('DELETE /api/addresses/:id', () => {
    it('should delete an address and answer its id', async () => {
      const { auth, create, list } = await customer();
      const created = await create();
      const response = await request(t.server).delete(`/api/addresses/${created.id}`).set(auth).expect(200);
      expect(response.body).toEqual({ success: true, message: 'Dirección eliminada', data: { id: created.id } });
      await expect(list()).resolves.toEqual([]);
    });

    it('should promote the newest remaining address when the default is deleted', async () => {
      const { auth, create, list } = await customer();
      const first = await create(address({ alias: 'Primera' }));
      const second = await create(address({ alias: 'Segunda' }));
      const third = await create(address({ alias: 'Tercera' }));
      await request(t.server).delete(`/api/addresses/${first.id}`).set(auth).expect(200);
      expect(defaults(await list()).map((row) => row.id)).toEqual([third.id]);
      await request(t.server).delete(`/api/addresses/${second.id}`).set(auth).expect(200);
      expect(defaults(await list()).map((row) => row.id)).toEqual([third.id]);
    });
  });

  describe('PATCH /api/addresses/:id/default', () => {
    it('should move the default to the chosen address, leaving exactly one', async () => {
      const { auth, create, list } = await customer();
      const first = await create();
      const second = await create();
      const response = await request(t.server).patch(`/api/addresses/${second.id}/default`).set(auth).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Dirección predeterminada actualizada',
        data: expect.objectContaining({ id: second.id, esDefault: true }),
      });
      const rows = await list();
      expect(defaults(rows).map((row) => row.id)).toEqual([second.id]);
      expect(rows[0].id).toBe(second.id);
      await request(t.server).patch(`/api/addresses/${second.id}/default`).set(auth).expect(200);
      expect(defaults(await list()).map((row) => row.id)).toEqual([second.id]);
      expect(first.id).toBeDefined();
    });
  });

  describe('other customers and missing ids', () => {
    it("should answer 404 for someone else's address on every call, exactly as for a missing one, and change nothing", async () => {
      const owner = await customer();
      const intruder = await customer();
      const target = await owner.create(address({ alias: 'Privada' }));
      await owner.create(address({ alias: 'Otra' }));
      const calls = (id: number | string) => [
        request(t.server)
          .put(`/api/addresses/${id}`)
          .set(intruder.auth)
          .send(address({ alias: 'Robada' })),
        request(t.server).delete(`/api/addresses/${id}`).set(intruder.auth),
        request(t.server).patch(`/api/addresses/${id}/default`).set(intruder.auth),
      ];
      for (const id of [target.id, 999999, 'abc', '99999999999']) {
        for (const call of calls(id)) {
          const response = await call;
          expect({ id, status: response.status, body: response.body }).toEqual({ id, status: 404, body: NOT_FOUND });
        }
      }
      const rows = await owner.list();
      expect(rows.find((row: { id: number }) => row.id === target.id)).toMatchObject({
        alias: 'Privada',
        esDefault: true,
      });
      await expect(intruder.list()).resolves.toEqual([]);
    });

    it("should answer 401 'Usuario no autenticado' on every call without a token", async () => {
      const calls = [
        request(t.server).get('/api/addresses'),
        request(t.server).post('/api/addresses').send(address()),
        request(t.server).put('/api/addresses/1').send(address()),
        request(t.server).delete('/api/addresses/1'),
        request(t.server).patch('/api/addresses/1/default'),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: 'Usuario no autenticado' });
      }
    });
  });
});
