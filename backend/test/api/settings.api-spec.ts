import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { ParcelSize } from '../../src/core/domain/parcel-size.enum';
import { Order } from '../../src/modules/orders/order.entity';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };
const INVALID = 'Los datos enviados no son válidos';

/** The values the migration seeds: today's storefront constants (the journeys read them). */
const DEMO = {
  storeName: 'Repuestos',
  legalName: 'Repuestos SpA',
  rut: '76.543.210-3',
  phone: '+56 9 5555 1234',
  whatsapp: '+56 9 5555 1234',
  email: 'contacto@repuestos.cl',
  address: 'Av. Ejemplo 1234, Santiago (dirección de demostración)',
  openingHours: 'Lunes a Viernes 10:30 - 17:30\nSábado y Domingo cerrado',
  pickupInstructions:
    'Retiro en tienda sin costo: solo pedidos pagados y confirmados, dentro del horario de atención y presentando el número de pedido.',
  bankName: 'Banco de Chile',
  bankAccountType: 'Cuenta Corriente',
  bankAccountNumber: '00-123-45678-09',
  bankAccountHolder: 'Repuestos SpA',
  bankAccountRut: '76.543.210-3',
  bankReceiptEmail: 'pagos@repuestos.cl',
  freeShippingThreshold: null,
  storePickupEnabled: true,
  bankTransferWindowHours: 48,
};

const NEW_VALUES = {
  ...DEMO,
  storeName: 'Frenos del Sur',
  legalName: 'Frenos del Sur Limitada',
  rut: '11.111.111-1',
  phone: '+56 2 2345 6789',
  whatsapp: '+56 9 8765 4321',
  email: 'hola@frenosdelsur.cl',
  bankAccountNumber: '987654321',
  bankAccountRut: '11111111-1',
  bankReceiptEmail: 'Transferencias@FrenosDelSur.cl',
  freeShippingThreshold: 50000,
  storePickupEnabled: false,
  bankTransferWindowHours: 24,
};

describe('Shop settings (/api/admin/settings, /api/settings)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let customer: { Authorization: string };
  // Passport strategies are process-wide: a second instance is closed only after every test.
  let other: Awaited<ReturnType<TestApp['startAnotherInstance']>> | undefined;

  const getAdmin = (auth = admin) => request(t.server).get('/api/admin/settings').set(auth);
  const save = (body: unknown, auth = admin) =>
    request(t.server)
      .put('/api/admin/settings')
      .set(auth)
      .send(body as object);
  const stored = async () => (await getAdmin().expect(200)).body.settings;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    customer = (await signIn(t, UserRole.CUSTOMER)).auth;
  });

  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  afterEach(async () => {
    await save(DEMO).expect(200);
  });

  describe('access', () => {
    it('should refuse reading and saving without a session (401) and for a customer (403)', async () => {
      await request(t.server).get('/api/admin/settings').expect(401, NOT_AUTHENTICATED);
      await request(t.server).put('/api/admin/settings').send(NEW_VALUES).expect(401, NOT_AUTHENTICATED);
      await getAdmin(customer).expect(403, FORBIDDEN);
      await save(NEW_VALUES, customer).expect(403, FORBIDDEN);
      expect(await stored()).toMatchObject(DEMO);
    });
  });

  describe('admin record', () => {
    it('should start with the demo values and say they are demo until saved', async () => {
      await t.dataSource.query(`UPDATE shop_settings SET demo_values = true`);
      const settings = await stored();
      expect(settings).toMatchObject({ ...DEMO, demoValues: true });
      await save(DEMO).expect(200);
      expect((await stored()).demoValues).toBe(false);
    });

    it('should save every field, writing RUTs in the shop form and e-mails in lower case', async () => {
      const { body } = await save(NEW_VALUES).expect(200);
      const expected = {
        ...NEW_VALUES,
        bankAccountRut: '11.111.111-1',
        bankReceiptEmail: 'transferencias@frenosdelsur.cl',
      };
      expect(body).toMatchObject({ success: true, message: 'Configuración guardada', settings: expected });
      expect(await stored()).toMatchObject(expected);
    });

    it('should accept an empty free-shipping threshold as "no free shipping" and 0 as "always free"', async () => {
      await save({ ...NEW_VALUES, freeShippingThreshold: 0 }).expect(200);
      expect((await stored()).freeShippingThreshold).toBe(0);
      await save({ ...NEW_VALUES, freeShippingThreshold: null }).expect(200);
      expect((await stored()).freeShippingThreshold).toBeNull();
    });
  });

  describe('audit log', () => {
    const entries = async () =>
      (await t.dataSource.query(
        `SELECT actor_email AS "actorEmail", changes FROM audit_log WHERE kind = 'SETTINGS_CHANGED' ORDER BY id`,
      )) as Array<{ actorEmail: string; changes: Record<string, { before: unknown; after: unknown }> }>;

    it('should record who changed which settings, before → after, and nothing for a refused or unchanged save', async () => {
      const before = (await entries()).length;
      await save({ ...DEMO, phone: NEW_VALUES.phone }).expect(200);
      const recorded = await entries();
      expect(recorded).toHaveLength(before + 1);
      expect(Object.keys(recorded.at(-1)!.changes)).toEqual(['phone']);
      expect(recorded.at(-1)!.changes.phone).toEqual({ before: DEMO.phone, after: NEW_VALUES.phone });

      await save({ ...DEMO, phone: NEW_VALUES.phone, rut: '76.543.210-0' }).expect(400);
      await save({ ...DEMO, phone: NEW_VALUES.phone }).expect(200);
      expect(await entries()).toHaveLength(before + 1);
    });
  });

  describe('validation', () => {
    const refused = async (changes: Record<string, unknown>, errors: string[]) => {
      const before = await stored();
      const { body } = await save({ ...NEW_VALUES, ...changes }).expect(400);
      expect(body).toEqual({ success: false, message: INVALID, errors });
      // A bad save changes nothing, not even the fields that were valid.
      expect(await stored()).toEqual(before);
    };

    it('should refuse a RUT whose check digit is wrong, naming it', async () => {
      await refused({ rut: '76.543.210-0' }, [
        'El RUT de la empresa 76.543.210-0 no es válido: revisa el número y el dígito verificador',
      ]);
      await refused({ bankAccountRut: '76543210-K' }, [
        'El RUT del titular 76.543.210-K no es válido: revisa el número y el dígito verificador',
      ]);
      await refused({ rut: 'hola' }, [
        'El RUT de la empresa hola no es válido: revisa el número y el dígito verificador',
      ]);
      await refused({ rut: '' }, ['El RUT de la empresa es obligatorio (por ejemplo 76.543.210-3)']);
    });

    it('should accept a valid RUT in any usual writing and store it with dots and dash', async () => {
      await save({ ...NEW_VALUES, rut: '765432103' }).expect(200);
      expect((await stored()).rut).toBe('76.543.210-3');
    });

    it('should refuse phone numbers that are not Chilean, and a landline as WhatsApp', async () => {
      const phone = 'El teléfono debe ser un número chileno, por ejemplo +56 9 1234 5678 o +56 2 2345 6789';
      await refused({ phone: '12345' }, [phone]);
      await refused({ phone: '+54 9 11 5555 1234' }, [phone]);
      await refused({ phone: 'llámanos' }, [phone]);
      await refused({ whatsapp: '+56 2 2345 6789' }, [
        'El WhatsApp debe ser un celular chileno, por ejemplo +56 9 1234 5678',
      ]);
    });

    it('should refuse e-mails that are not e-mails', async () => {
      await refused({ email: 'contacto@' }, ['El email de contacto no es válido']);
      await refused({ bankReceiptEmail: 'pagos repuestos.cl' }, ['El email para comprobantes no es válido']);
    });

    it('should refuse CLP amounts that are not whole pesos of 0 or more, and a window out of range', async () => {
      const clp = 'El monto para envío gratis debe ser un número entero de pesos, 0 o más (vacío: sin envío gratis)';
      await refused({ freeShippingThreshold: -1 }, [clp]);
      await refused({ freeShippingThreshold: 1500.5 }, [clp]);
      await refused({ freeShippingThreshold: '50000' }, [clp]);
      const window = 'El plazo para pagar una transferencia debe ser un número entero de 1 a 720 horas';
      await refused({ bankTransferWindowHours: 0 }, [window]);
      await refused({ bankTransferWindowHours: 721 }, [window]);
    });

    it('should refuse a missing or blank name and report every broken field at once', async () => {
      await refused({ storeName: '   ', legalName: undefined, phone: 'x' }, [
        'El nombre de la tienda es obligatorio',
        'La razón social es obligatoria',
        'El teléfono debe ser un número chileno, por ejemplo +56 9 1234 5678 o +56 2 2345 6789',
      ]);
    });
  });

  describe('bank transfer payment window', () => {
    const TRANSFER = 2;
    const placeTransfer = async (email: string) => {
      const product = await createProduct(t.dataSource, { stock: 10 });
      const { body } = await fromNewIp(request(t.server).post('/api/orders'))
        .send({
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddress: 'Av. Matta 100, Santiago',
          paymentMethodId: TRANSFER,
          region: 'RM',
          guestInfo: { email, name: 'Transferencia', phone: null },
        })
        .expect(201);
      return t.dataSource.getRepository(Order).findOneByOrFail({ id: body.order.id as number });
    };
    const windowHours = (order: Order) => (order.paymentDueAt!.getTime() - order.createdAt.getTime()) / 3_600_000;

    it('should give new transfer orders the saved window, and leave orders already placed alone', async () => {
      const before = await placeTransfer('antes@example.cl');
      expect(windowHours(before)).toBeCloseTo(48, 2);

      await save({ ...NEW_VALUES, bankTransferWindowHours: 6 }).expect(200);
      const after = await placeTransfer('despues@example.cl');
      expect(windowHours(after)).toBeCloseTo(6, 2);
      const unchanged = await t.dataSource.getRepository(Order).findOneByOrFail({ id: before.id });
      expect(unchanged.paymentDueAt).toEqual(before.paymentDueAt);
    });
  });

  describe('free shipping and store pickup', () => {
    const calculate = (productId: number, quantity: number, region: string) =>
      request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId, quantity }], region });
    const order = (productId: number, quantity: number, region: string, email: string) =>
      fromNewIp(request(t.server).post('/api/orders')).send({
        items: [{ productId, quantity }],
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId: 2,
        region,
        guestInfo: { email, name: 'Envío', phone: null },
      });

    it('should ship free from the threshold on (quote and order), and charge the rate below it or when off', async () => {
      const product = await createProduct(t.dataSource, { stock: 20, price: 10_000 });
      const rate = (await calculate(product.id, 1, 'RM').expect(200)).body.data.shippingCost as number;
      expect(rate).toBeGreaterThan(0);

      await save({ ...NEW_VALUES, storePickupEnabled: true, freeShippingThreshold: 30_000 }).expect(200);
      expect((await calculate(product.id, 2, 'RM').expect(200)).body.data).toMatchObject({
        subtotal: 20_000,
        shippingCost: rate,
        isFreeShipping: false,
      });
      expect((await calculate(product.id, 3, 'RM').expect(200)).body.data).toMatchObject({
        subtotal: 30_000,
        shippingCost: 0,
        isFreeShipping: true,
      });
      const free = (await order(product.id, 3, 'RM', 'gratis@example.cl').expect(201)).body.order;
      const paid = (await order(product.id, 2, 'RM', 'pagado@example.cl').expect(201)).body.order;
      const rows = await t.dataSource.query(
        `SELECT id, shipping_cost, total FROM orders WHERE id = ANY($1) ORDER BY id`,
        [[free.id, paid.id]],
      );
      expect(
        rows.map((row: { shipping_cost: number; total: number }) => [Number(row.shipping_cost), Number(row.total)]),
      ).toEqual([
        [0, 30_000],
        [rate, 20_000 + rate],
      ]);

      await save({ ...NEW_VALUES, storePickupEnabled: true, freeShippingThreshold: null }).expect(200);
      expect((await calculate(product.id, 3, 'RM').expect(200)).body.data.shippingCost).toBe(rate);
    });

    it('should refuse store pickup while the shop does not offer it, and take nothing from stock', async () => {
      const product = await createProduct(t.dataSource, { stock: 5 });
      const message = 'El retiro en tienda no está disponible por ahora: elige una región de despacho';
      await calculate(product.id, 1, 'RETIRO_EN_TIENDA').expect(200);

      await save({ ...NEW_VALUES, storePickupEnabled: false }).expect(200);
      await calculate(product.id, 1, 'RETIRO_EN_TIENDA').expect(400, { success: false, message });
      await order(product.id, 2, 'RETIRO_EN_TIENDA', 'retiro@example.cl').expect(400, { success: false, message });
      const [{ stock }] = await t.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [product.id]);
      expect(Number(stock)).toBe(5);
      // Delivery still works.
      await order(product.id, 2, 'RM', 'despacho@example.cl').expect(201);
    });
  });

  describe('shipping rate table', () => {
    const rates = (auth = admin) => request(t.server).get('/api/admin/settings/shipping-rates').set(auth);
    const saveRates = (body: unknown, auth = admin) =>
      request(t.server)
        .put('/api/admin/settings/shipping-rates')
        .set(auth)
        .send(body as object);
    const rmRates = async () =>
      ((await rates().expect(200)).body.regions as Array<{ code: string; rates: Record<string, number> }>).find(
        (region) => region.code === 'RM',
      )!.rates;

    it('should be admin-only', async () => {
      await request(t.server).get('/api/admin/settings/shipping-rates').expect(401, NOT_AUTHENTICATED);
      await rates(customer).expect(403, FORBIDDEN);
      await saveRates({ rates: [{ regionCode: 'RM', parcelSize: 'S', cost: 1 }] }, customer).expect(403, FORBIDDEN);
    });

    it('should list every region with its rate per parcel size and charge a saved rate in the next quote', async () => {
      const { body } = await rates().expect(200);
      expect(body.sizes).toEqual(['S', 'M', 'L', 'XL']);
      expect(Object.keys(await rmRates()).sort()).toEqual(['L', 'M', 'S', 'XL']);

      const product = await createProduct(t.dataSource, { parcelSize: ParcelSize.L });
      await saveRates({ rates: [{ regionCode: 'RM', parcelSize: 'L', cost: 4321 }] }).expect(200);
      expect((await rmRates()).L).toBe(4321);
      const quote = await request(t.server)
        .post('/api/shipping/calculate')
        .send({ products: [{ productId: product.id, quantity: 1 }], region: 'RM' })
        .expect(200);
      expect(quote.body.data.shippingCost).toBe(4321);
    });

    it('should save all rates or none, with Spanish reasons', async () => {
      const before = await rmRates();
      await saveRates({
        rates: [
          { regionCode: 'RM', parcelSize: 'S', cost: 1 },
          { regionCode: 'ATLANTIS', parcelSize: 'S', cost: 2 },
        ],
      }).expect(400, { success: false, message: 'Región inválida' });
      const cost = 'La tarifa de envío debe ser un número entero de pesos, de 0 a 10000000';
      for (const bad of [-1, 10.5, '100', null]) {
        const { body } = await saveRates({ rates: [{ regionCode: 'RM', parcelSize: 'S', cost: bad }] }).expect(400);
        expect(body).toEqual({ success: false, message: INVALID, errors: [cost] });
      }
      const { body } = await saveRates({ rates: [{ regionCode: 'RM', parcelSize: 'XXL', cost: 1 }] }).expect(400);
      expect(body.errors).toEqual(['El tamaño del paquete debe ser S, M, L o XL']);
      await saveRates({ rates: [] }).expect(400);
      expect(await rmRates()).toEqual(before);
    });
  });

  describe('public settings', () => {
    it('should answer what the storefront shows without a session, and nothing private', async () => {
      const { body } = await request(t.server).get('/api/settings').expect(200);
      expect(body).toEqual({
        storeName: 'Repuestos',
        contact: {
          phone: '+56 9 5555 1234',
          whatsapp: '+56 9 5555 1234',
          email: 'contacto@repuestos.cl',
          address: DEMO.address,
          openingHours: ['Lunes a Viernes 10:30 - 17:30', 'Sábado y Domingo cerrado'],
          pickupInstructions: DEMO.pickupInstructions,
        },
        bankTransfer: {
          bank: 'Banco de Chile',
          accountType: 'Cuenta Corriente',
          accountNumber: '00-123-45678-09',
          holder: 'Repuestos SpA',
          rut: '76.543.210-3',
          email: 'pagos@repuestos.cl',
          paymentWindowHours: 48,
        },
        shipping: { freeShippingThreshold: null, storePickupEnabled: true },
      });
      const text = JSON.stringify(body);
      // The company's legal name appears nowhere but as the account holder; its own RUT and the
      // admin-only fields never.
      for (const hidden of ['legalName', 'demoValues', 'updatedAt']) expect(text).not.toContain(hidden);
      await save({
        ...NEW_VALUES,
        legalName: 'Razón Social Privada',
        rut: '11.111.111-1',
        bankAccountRut: '76.543.210-3',
      }).expect(200);
      const after = JSON.stringify((await request(t.server).get('/api/settings').expect(200)).body);
      expect(after).not.toContain('Razón Social Privada');
      expect(after).not.toContain('11.111.111-1');
    });

    it('should show a save on every API instance within a second', async () => {
      const second = await t.startAnotherInstance();
      other = second;
      const read = async (server: TestApp['server']) =>
        (await request(server).get('/api/settings').expect(200)).body as { contact: { phone: string } };
      // Both instances have the demo values cached.
      expect((await read(t.server)).contact.phone).toBe(DEMO.phone);
      expect((await read(second.server)).contact.phone).toBe(DEMO.phone);
      // Saved through the other instance: this one must see it within a second.
      await request(second.server)
        .put('/api/admin/settings')
        .set(admin)
        .send({ ...NEW_VALUES, phone: '+56 9 1111 2222' })
        .expect(200);
      expect((await read(second.server)).contact.phone).toBe('+56 9 1111 2222');
      const savedAt = Date.now();
      let seen = (await read(t.server)).contact.phone;
      while (seen !== '+56 9 1111 2222' && Date.now() - savedAt < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = (await read(t.server)).contact.phone;
      }
      expect(seen).toBe('+56 9 1111 2222');
      expect(Date.now() - savedAt).toBeLessThan(1_000);
    });

    it('should show a save on the same instance at once', async () => {
      await request(t.server).get('/api/settings').expect(200);
      await save({ ...NEW_VALUES, bankAccountNumber: '555-000-1' }).expect(200);
      const { body } = await request(t.server).get('/api/settings').expect(200);
      expect(body.bankTransfer.accountNumber).toBe('555-000-1');
    });
  });
});
