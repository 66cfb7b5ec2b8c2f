import request from 'supertest';
import type { VehicleModel } from '../../src/modules/catalog/vehicle-model.entity';
import { GARAGE_MAX_VEHICLES } from '../../src/modules/vehicles/vehicles.constants';
import { signIn } from '../support/auth';
import { addCompatibility, createBrand, createModel, createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

interface GarageVehicleBody {
  id: number;
  modeloId: number;
  modelo: string;
  marcaId: number;
  marca: string;
  ano: number;
  creadoEn: string;
}

describe('Mi garaje (/api/garage)', () => {
  let t: TestApp;
  let yaris: VehicleModel;
  let corolla: VehicleModel;
  let rio: VehicleModel;
  let versa: VehicleModel;

  const customer = async () => (await signIn(t)).auth;
  const list = async (auth: { Authorization: string }) =>
    (await request(t.server).get('/api/garage').set(auth).expect(200)).body as {
      success: true;
      vehicles: GarageVehicleBody[];
    };
  const add = (auth: { Authorization: string }, modelId: number, year: number) =>
    request(t.server).post('/api/garage').set(auth).send({ modelId, year });
  const summary = (vehicles: GarageVehicleBody[]) => vehicles.map((vehicle) => `${vehicle.modelo} ${vehicle.ano}`);

  beforeAll(async () => {
    t = await createTestApp(__filename);
    const ds = t.dataSource;
    const toyota = await createBrand(ds, { name: 'Toyota' });
    const kia = await createBrand(ds, { name: 'Kia' });
    const nissan = await createBrand(ds, { name: 'Nissan' });
    yaris = await createModel(ds, toyota, { name: 'Yaris' });
    corolla = await createModel(ds, toyota, { name: 'Corolla' });
    rio = await createModel(ds, kia, { name: 'Rio' });
    versa = await createModel(ds, nissan, { name: 'Versa' });
    const pads = await createProduct(ds, { title: 'Pastillas de Freno Toyota', sku: 'PFD-3001' });
    await addCompatibility(ds, pads, yaris, [2010, 2015]);
    await addCompatibility(ds, pads, corolla, [2008, 2020]);
    await addCompatibility(ds, await createProduct(ds, { sku: 'AMO-3001' }), rio, [2012, 2017]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('should answer 401 without a session on every garage call', async () => {
    const unauthorized = { success: false, message: 'Usuario no autenticado' };
    await request(t.server).get('/api/garage').expect(401, unauthorized);
    await request(t.server).post('/api/garage').send({ modelId: yaris.id, year: 2012 }).expect(401, unauthorized);
    await request(t.server).post('/api/garage/merge').send({ vehicles: [] }).expect(401, unauthorized);
    await request(t.server).delete('/api/garage/1').expect(401, unauthorized);
  });

  it('should start empty, add a vehicle with 201, and give back the same one with 200 when added again', async () => {
    const auth = await customer();
    await expect(list(auth)).resolves.toEqual({ success: true, vehicles: [] });
    const created = await add(auth, yaris.id, 2012).expect(201);
    expect(created.body).toEqual({
      success: true,
      vehicle: {
        id: expect.any(Number),
        modeloId: yaris.id,
        modelo: 'Yaris',
        marcaId: yaris.brandId,
        marca: 'Toyota',
        ano: 2012,
        creadoEn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    const again = await add(auth, yaris.id, 2012).expect(200);
    expect(again.body).toEqual(created.body);
    await expect(list(auth)).resolves.toEqual({ success: true, vehicles: [created.body.vehicle] });
  });

  it('should refuse an unknown model (404), a year without parts (400) and a malformed body (400)', async () => {
    const auth = await customer();
    await add(auth, 999999, 2012).expect(404, { success: false, message: 'Modelo no encontrado' });
    await add(auth, yaris.id, 2016).expect(400, { success: false, message: 'No hay repuestos para ese año' });
    await add(auth, versa.id, 2015).expect(400, { success: false, message: 'No hay repuestos para ese año' });
    for (const body of [
      {},
      { modelId: yaris.id },
      { modelId: 'yaris', year: 2012 },
      { modelId: yaris.id, year: 20.5 },
    ]) {
      const response = await request(t.server).post('/api/garage').set(auth).send(body).expect(400);
      expect(response.body).toMatchObject({ success: false, message: 'Los datos enviados no son válidos' });
    }
    await expect(list(auth)).resolves.toEqual({ success: true, vehicles: [] });
  });

  it(`should keep at most ${GARAGE_MAX_VEHICLES} vehicles, newest first`, async () => {
    const auth = await customer();
    await add(auth, yaris.id, 2010).expect(201);
    await add(auth, corolla.id, 2015).expect(201);
    await add(auth, rio.id, 2013).expect(201);
    await add(auth, yaris.id, 2011).expect(409, { success: false, message: 'Tu garaje admite hasta 3 vehículos' });
    // The same vehicle again is not a fourth one.
    await add(auth, corolla.id, 2015).expect(200);
    expect(summary((await list(auth)).vehicles)).toEqual(['Rio 2013', 'Corolla 2015', 'Yaris 2010']);
  });

  it('should not let concurrent adds pass the limit', async () => {
    const auth = await customer();
    const statuses = await Promise.all(
      [2010, 2011, 2012, 2013, 2014, 2015].map(async (year) => (await add(auth, yaris.id, year)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(GARAGE_MAX_VEHICLES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6 - GARAGE_MAX_VEHICLES);
    expect((await list(auth)).vehicles).toHaveLength(GARAGE_MAX_VEHICLES);
  });

  it("should delete only the caller's own vehicles", async () => {
    const owner = await customer();
    const stranger = await customer();
    const { body } = await add(owner, rio.id, 2014).expect(201);
    const notFound = { success: false, message: 'Vehículo no encontrado' };
    await request(t.server).delete(`/api/garage/${body.vehicle.id}`).set(stranger).expect(404, notFound);
    await request(t.server).delete('/api/garage/abc').set(owner).expect(404, notFound);
    await request(t.server).delete('/api/garage/99999999999').set(owner).expect(404, notFound);
    await expect(list(owner)).resolves.toMatchObject({ vehicles: [{ id: body.vehicle.id }] });
    await request(t.server).delete(`/api/garage/${body.vehicle.id}`).set(owner).expect(200, { success: true });
    await request(t.server).delete(`/api/garage/${body.vehicle.id}`).set(owner).expect(404, notFound);
    await expect(list(owner)).resolves.toEqual({ success: true, vehicles: [] });
  });

  describe('POST /api/garage/merge', () => {
    const merge = (auth: { Authorization: string }, vehicles: unknown) =>
      request(t.server).post('/api/garage/merge').set(auth).send({ vehicles });

    it("should keep the account's vehicles, then add the guest's while there is room, without duplicates", async () => {
      const auth = await customer();
      await add(auth, corolla.id, 2015).expect(201);
      const response = await merge(auth, [
        { modelId: corolla.id, year: 2015 },
        { modelId: yaris.id, year: 2012 },
        { modelId: yaris.id, year: 2012 },
        { modelId: rio.id, year: 2013 },
        { modelId: yaris.id, year: 2014 },
      ]).expect(200);
      expect(response.body.success).toBe(true);
      // The guest's first choice is the newest: it was the one in use before signing in.
      expect(summary(response.body.vehicles)).toEqual(['Yaris 2012', 'Rio 2013', 'Corolla 2015']);
      await expect(list(auth)).resolves.toEqual(response.body);
    });

    it('should skip vehicles that no longer have parts and leave a full garage as it is', async () => {
      const auth = await customer();
      const response = await merge(auth, [
        { modelId: 999999, year: 2012 },
        { modelId: versa.id, year: 2015 },
        { modelId: yaris.id, year: 1999 },
        { modelId: rio.id, year: 2016 },
      ]).expect(200);
      expect(summary(response.body.vehicles)).toEqual(['Rio 2016']);
      const full = await customer();
      for (const year of [2010, 2011, 2012]) await add(full, yaris.id, year).expect(201);
      const before = (await list(full)).vehicles;
      await expect(merge(full, [{ modelId: rio.id, year: 2013 }]).expect(200)).resolves.toMatchObject({
        body: { success: true, vehicles: before },
      });
      await expect(merge(full, []).expect(200)).resolves.toMatchObject({ body: { vehicles: before } });
    });

    it('should refuse a body that is not a list of vehicles, or too long a list', async () => {
      const auth = await customer();
      for (const vehicles of [
        undefined,
        'yaris',
        [{ modelId: yaris.id }],
        Array(11).fill({ modelId: yaris.id, year: 2012 }),
      ]) {
        await merge(auth, vehicles).expect(400);
      }
    });
  });

  it('should forget the garage when the account is deleted', async () => {
    const { user, auth } = await signIn(t);
    await add(auth, yaris.id, 2013).expect(201);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    await expect(
      t.dataSource.query(`SELECT count(*)::int AS n FROM garage_vehicles WHERE user_id = $1`, [user.id]),
    ).resolves.toEqual([{ n: 0 }]);
  });
});
