import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { ImportSession } from '../../src/modules/import/import-session.entity';
import { ImportStatus } from '../../src/modules/import/import-status.enum';
import { OrderStatus } from '../../src/modules/orders/order-status.enum';
import { Order } from '../../src/modules/orders/order.entity';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const STATS = '/api/admin/dashboard/stats';

/** Minutes before a fixed instant, so the expected order of the activity list is exact. */
const BASE = Date.parse('2024-06-01T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(BASE - minutes * 60_000);

describe('Admin dashboard', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  const stats = async () => (await request(t.server).get(STATS).set(admin).expect(200)).body;

  const placeOrder = async (
    productId: number,
    quantity: number,
    name: string,
  ): Promise<{ id: number; total: number }> => {
    const { body } = await fromNewIp(request(t.server).post('/api/orders'))
      .send({
        items: [{ productId, quantity, price: 1 }],
        guestInfo: { email: `${name.split(' ')[0].toLowerCase()}@example.cl`, name, phone: '+56911112222' },
        shippingAddress: 'Av. Providencia 1234',
        paymentMethodId: 2,
        region: 'RM',
      })
      .expect(201);
    return body.order;
  };

  const setTime = (table: 'orders' | 'products', id: number, at: Date) =>
    t.dataSource.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [id, at]);

  it('should answer 401 without a token and 403 to a customer', async () => {
    await request(t.server).get(STATS).expect(401, { success: false, message: 'Usuario no autenticado' });
    const customer = await signIn(t, UserRole.CUSTOMER);
    await request(t.server)
      .get(STATS)
      .set(customer.auth)
      .expect(403, { success: false, message: 'No tienes permiso para realizar esta acción' });
  });

  it('should answer zeros and no activity for an empty shop', async () => {
    await expect(stats()).resolves.toEqual({
      success: true,
      stats: { products: 0, orders: 0, revenue: 0, lowStockProducts: 0, pendingOrders: 0 },
      recentActivity: [],
    });
  });

  it('should count products, low stock (5 or fewer), orders, pending orders and revenue without cancelled orders', async () => {
    const plenty = await createProduct(t.dataSource, { title: 'Disco de freno', stock: 50, price: 20000 });
    await createProduct(t.dataSource, { title: 'Amortiguador', stock: 6 });
    await createProduct(t.dataSource, { title: 'Correa', stock: 5 });
    await createProduct(t.dataSource, { title: 'Bujía', stock: 0 });

    const shipped = await placeOrder(plenty.id, 1, 'Ana Pérez');
    const cancelled = await placeOrder(plenty.id, 2, 'Luis Soto');
    const pending = await placeOrder(plenty.id, 1, 'Marta Díaz');
    const orders = t.dataSource.getRepository(Order);
    await orders.update(shipped.id, { status: OrderStatus.ENVIADO });
    await orders.update(cancelled.id, { status: OrderStatus.CANCELADO });

    const body = await stats();
    expect(body.stats).toEqual({
      products: 4,
      orders: 3,
      revenue: shipped.total + pending.total,
      lowStockProducts: 2,
      pendingOrders: 1,
    });
    expect(body.stats.revenue).toBeGreaterThan(0);
  });

  it('should list the latest ten orders, products and imports, newest first, leaving out products an import created', async () => {
    const sessions = t.dataSource.getRepository(ImportSession);
    const session = (id: string, status: ImportStatus, startedMinutesAgo: number, finishedMinutesAgo: number | null) =>
      sessions.save({
        id,
        status,
        fileName: `${id}.xlsx`,
        fileSize: 2048,
        createdCount: 120,
        updatedCount: 4,
        startedAt: minutesAgo(startedMinutesAgo),
        finishedAt: finishedMinutesAgo === null ? null : minutesAgo(finishedMinutesAgo),
      });
    await session('import-completo', ImportStatus.COMPLETED, 12, 10);
    await session('import-fallido', ImportStatus.ERROR, 31, 30);
    await session('import-antiguo', ImportStatus.COMPLETED, 600, 599);

    const imported = await createProduct(t.dataSource, { title: 'Creado por la importación' });
    await setTime('products', imported.id, minutesAgo(11));
    const added = await createProduct(t.dataSource, { title: 'Filtro de aceite', stock: 20 });
    await setTime('products', added.id, minutesAgo(1));
    const older = await createProduct(t.dataSource, { title: 'Radiador', stock: 20 });
    await setTime('products', older.id, minutesAgo(20));
    const order = await placeOrder(added.id, 1, 'Pedro Rojas');
    await setTime('orders', order.id, minutesAgo(5));

    // What the previous test created: older than everything above.
    await t.dataSource.query(`UPDATE orders SET created_at = $1 WHERE id <> $2`, [minutesAgo(100), order.id]);
    await t.dataSource.query(`UPDATE products SET created_at = $1 WHERE id NOT IN ($2, $3, $4)`, [
      minutesAgo(200),
      imported.id,
      added.id,
      older.id,
    ]);

    const { recentActivity } = await stats();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.slice(0, 5)).toEqual([
      { type: 'product', message: 'Producto agregado: Filtro de aceite', at: minutesAgo(1).toISOString() },
      {
        type: 'order',
        message: `Nuevo pedido #${order.id} de Pedro Rojas por $${order.total.toLocaleString('es-CL')}`,
        at: minutesAgo(5).toISOString(),
      },
      {
        type: 'import',
        message: 'Importación completada: import-completo.xlsx (120 nuevos, 4 actualizados)',
        at: minutesAgo(10).toISOString(),
      },
      { type: 'product', message: 'Producto agregado: Radiador', at: minutesAgo(20).toISOString() },
      { type: 'import', message: 'Importación con error: import-fallido.xlsx', at: minutesAgo(30).toISOString() },
    ]);
    const times = recentActivity.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(recentActivity.map((entry: { message: string }) => entry.message)).not.toContain(
      'Producto agregado: Creado por la importación',
    );
    expect(recentActivity.slice(5).map((entry: { type: string }) => entry.type)).toEqual([
      'order',
      'order',
      'order',
      'product',
      'product',
    ]);
  });
});
