import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { AuditService } from '../../src/modules/audit/audit.service';
import { Product } from '../../src/modules/catalog/product.entity';
import { fromNewIp, signIn } from '../support/auth';
import { createCategory, createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, startWorker } from '../import/import-harness';
import { row, simpleWorkbook } from '../import/workbooks';

interface Entry {
  id: number;
  actorId: number | null;
  actorEmail: string;
  kind: string;
  entityType: string;
  entityId: string;
  entityLabel: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
}

interface AuditPage {
  success: true;
  entries: Entry[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalEntries: number;
    entriesPerPage: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };

describe('Audit log (/api/admin/audit)', () => {
  let t: TestApp;
  let admin: { user: User; auth: { Authorization: string } };

  const list = async (query: Record<string, string | number> = {}) =>
    (await request(t.server).get('/api/admin/audit').query(query).set(admin.auth).expect(200)).body as AuditPage;
  /** Entries about one record, newest first. */
  const about = async (entidad: string, entidadId: number | string) =>
    (await list({ entidad, entidadId: String(entidadId), limit: 100 })).entries;
  const auditRows = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM audit_log`))[0].n);

  let guestSequence = 0;
  const placeOrder = async (productId: number, quantity: number) =>
    (
      await fromNewIp(request(t.server).post('/api/orders'))
        .send({
          items: [{ productId, quantity }],
          shippingAddress: 'Av. Providencia 1234, Providencia',
          paymentMethodId: 2,
          region: 'RM',
          guestInfo: { email: `audit${++guestSequence}@example.cl`, name: 'Ana Invitada', phone: '+56911112222' },
        })
        .expect(201)
    ).body.order as { id: number };
  const setStatus = (id: number, status: string) =>
    request(t.server).put(`/api/admin/orders/${id}/status`).set(admin.auth).send({ status });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await signIn(t, UserRole.ADMIN, { email: 'jefa.auditoria@example.cl' });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    it('should answer 401 without a session and 403 to a customer', async () => {
      const customer = await signIn(t, UserRole.CUSTOMER);
      await request(t.server).get('/api/admin/audit').expect(401, NOT_AUTHENTICATED);
      await request(t.server).get('/api/admin/audit').set(customer.auth).expect(403, FORBIDDEN);
      await request(t.server).get('/api/admin/orders/1/history').expect(401, NOT_AUTHENTICATED);
      await request(t.server).get('/api/admin/orders/1/history').set(customer.auth).expect(403, FORBIDDEN);
    });
  });

  describe('order status', () => {
    it('should record who changed the status, from what to what, and show it in the order history', async () => {
      const product = await createProduct(t.dataSource, { stock: 5 });
      const order = await placeOrder(product.id, 1);
      await setStatus(order.id, 'PROCESANDO').expect(200);
      await setStatus(order.id, 'ENVIADO').expect(200);
      // Setting the same status again changes nothing and records nothing.
      await setStatus(order.id, 'ENVIADO').expect(200);

      const entries = await about('order', order.id);
      expect(entries).toEqual([
        expect.objectContaining({
          actorId: admin.user.id,
          actorEmail: 'jefa.auditoria@example.cl',
          kind: 'ORDER_STATUS_CHANGED',
          entityType: 'order',
          entityId: String(order.id),
          changes: { status: { before: 'PROCESANDO', after: 'ENVIADO' } },
        }),
        expect.objectContaining({ changes: { status: { before: 'PENDIENTE', after: 'PROCESANDO' } } }),
      ]);

      const { body } = await request(t.server).get(`/api/admin/orders/${order.id}/history`).set(admin.auth).expect(200);
      expect(body).toEqual({ success: true, history: entries });
      await request(t.server).get('/api/admin/orders/2147483647/history').set(admin.auth).expect(404);
    });

    it('should write no entry when re-opening a cancelled order fails for lack of stock (409)', async () => {
      const product = await createProduct(t.dataSource, { stock: 2 });
      const order = await placeOrder(product.id, 2);
      await setStatus(order.id, 'CANCELADO').expect(200);
      await placeOrder(product.id, 1);
      const before = await auditRows();

      await setStatus(order.id, 'PENDIENTE').expect(409);

      await expect(auditRows()).resolves.toBe(before);
      const entries = await about('order', order.id);
      expect(entries.map((entry) => entry.changes.status)).toEqual([{ before: 'PENDIENTE', after: 'CANCELADO' }]);
    });
  });

  describe('products', () => {
    it('should record a product created with its values, an edit with only the changed fields, and a delete', async () => {
      const category = await createCategory(t.dataSource);
      const created = await request(t.server)
        .post('/api/products')
        .set(admin.auth)
        .send({
          title: 'Filtro de aceite',
          description: 'Filtro para motores 1.6',
          sku: 'AUD-FILTRO-1',
          price: 9990,
          stock: 4,
          categoryId: category.id,
          images: JSON.stringify([{ url: '/demo-images/bujia.svg', isMain: true }]),
        })
        .expect(201);
      const id = (created.body as { id: number }).id;

      await request(t.server)
        .put(`/api/products/${id}`)
        .set(admin.auth)
        .send({ price: 8990, stock: 7, title: 'Filtro de aceite' })
        .expect(200);
      await request(t.server).delete(`/api/products/${id}`).set(admin.auth).expect(200);

      const [deleted, updated, createdEntry] = await about('product', id);
      expect(createdEntry).toMatchObject({
        kind: 'PRODUCT_CREATED',
        actorEmail: 'jefa.auditoria@example.cl',
        entityLabel: 'Filtro de aceite',
        changes: {
          title: { before: null, after: 'Filtro de aceite' },
          sku: { before: null, after: 'AUD-FILTRO-1' },
          price: { before: null, after: 9990 },
          stock: { before: null, after: 4 },
          categoryId: { before: null, after: category.id },
        },
      });
      expect(updated).toMatchObject({
        kind: 'PRODUCT_UPDATED',
        changes: { price: { before: 9990, after: 8990 }, stock: { before: 4, after: 7 } },
      });
      // The title was sent unchanged: only what changed is recorded.
      expect(Object.keys(updated.changes).sort()).toEqual(['price', 'stock']);
      expect(deleted).toMatchObject({
        kind: 'PRODUCT_DELETED',
        changes: { price: { before: 8990, after: null }, stock: { before: 7, after: null } },
      });
    });

    it('should write no entry for an edit that changes nothing or that is refused', async () => {
      const product = await createProduct(t.dataSource, { price: 10000, stock: 3 });
      const before = await auditRows();

      await request(t.server).put(`/api/products/${product.id}`).set(admin.auth).send({ stock: 3 }).expect(200);
      // Refused inside the transaction, after the row was read and changed in memory.
      await request(t.server)
        .put(`/api/products/${product.id}`)
        .set(admin.auth)
        .send({ stock: 9, salePrice: 12000 })
        .expect(400);
      // Refused by validation before any transaction.
      await request(t.server).put(`/api/products/${product.id}`).set(admin.auth).send({ stock: -1 }).expect(400);

      await expect(auditRows()).resolves.toBe(before);
      const stored = await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
      expect(stored.stock).toBe(3);
    });

    it('should write the entry in the change transaction: a failure after it rolls both back', async () => {
      const product = await createProduct(t.dataSource, { price: 10000, stock: 3 });
      const audit = t.app.get(AuditService);
      const record = audit.record.bind(audit);
      const spy = jest.spyOn(audit, 'record').mockImplementationOnce(async (manager, actor, entry) => {
        await record(manager, actor, entry);
        throw new Error('fallo después de escribir el registro');
      });
      const before = await auditRows();
      try {
        await request(t.server).put(`/api/products/${product.id}`).set(admin.auth).send({ stock: 9 }).expect(500);
      } finally {
        spy.mockRestore();
      }
      await expect(auditRows()).resolves.toBe(before);
      expect((await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(3);
    });
  });

  describe('accounts', () => {
    it('should record role changes and disabling/enabling, and nothing for a refused last-admin change', async () => {
      const target = await signIn(t, UserRole.CUSTOMER);
      await request(t.server)
        .put(`/api/admin/users/${target.user.id}/role`)
        .set(admin.auth)
        .send({ rol: 'ADMIN' })
        .expect(200);
      await request(t.server)
        .put(`/api/admin/users/${target.user.id}/status`)
        .set(admin.auth)
        .send({ deshabilitada: true })
        .expect(200);
      await request(t.server)
        .put(`/api/admin/users/${target.user.id}/status`)
        .set(admin.auth)
        .send({ deshabilitada: false })
        .expect(200);

      const entries = await about('user', target.user.id);
      expect(entries.map(({ kind, changes, entityLabel }) => ({ kind, changes, entityLabel }))).toEqual([
        {
          kind: 'ACCOUNT_ENABLED',
          changes: { disabled: { before: true, after: false } },
          entityLabel: target.user.email,
        },
        {
          kind: 'ACCOUNT_DISABLED',
          changes: { disabled: { before: false, after: true } },
          entityLabel: target.user.email,
        },
        {
          kind: 'ROLE_CHANGED',
          changes: { role: { before: 'CUSTOMER', after: 'ADMIN' } },
          entityLabel: target.user.email,
        },
      ]);

      // The only other active admin demotes themself after every other admin is gone: refused, no entry.
      await t.dataSource.query(`UPDATE users SET disabled_at = now() WHERE role = 'ADMIN' AND id <> $1`, [
        admin.user.id,
      ]);
      const before = await auditRows();
      await request(t.server)
        .put(`/api/admin/users/${admin.user.id}/role`)
        .set(admin.auth)
        .send({ rol: 'CUSTOMER' })
        .expect(409);
      await expect(auditRows()).resolves.toBe(before);
      await t.dataSource.query(`UPDATE users SET disabled_at = NULL WHERE id = $1`, [target.user.id]);
    });
  });

  describe('taxonomy', () => {
    it('should record category, subcategory and sub-subcategory writes with before → after', async () => {
      const api = () => request(t.server);
      const category = (
        await api()
          .post('/api/categories')
          .set(admin.auth)
          .send({ name: 'Auditoría Frenos', image: '/demo-images/motor.svg' })
          .expect(201)
      ).body as { id: number };
      await api()
        .put(`/api/categories/${category.id}`)
        .set(admin.auth)
        .send({ name: 'Auditoría Frenos 2' })
        .expect(200);
      const sub = (
        await api()
          .post('/api/subcategories')
          .set(admin.auth)
          .send({ name: 'Pastillas', categoryId: category.id })
          .expect(201)
      ).body as { id: number };
      await api().put(`/api/subcategories/${sub.id}`).set(admin.auth).send({ name: 'Pastillas cerámicas' }).expect(200);
      const subSub = (
        await api()
          .post('/api/subsubcategories')
          .set(admin.auth)
          .send({ name: 'Delanteras', subcategoryId: sub.id })
          .expect(201)
      ).body as { id: number };
      await api().put(`/api/subsubcategories/${subSub.id}`).set(admin.auth).send({ name: 'Traseras' }).expect(200);
      await api().delete(`/api/subsubcategories/${subSub.id}`).set(admin.auth).expect(200);
      await api().delete(`/api/subcategories/${sub.id}`).set(admin.auth).expect(200);
      await api().delete(`/api/categories/${category.id}`).set(admin.auth).expect(200);

      const summary = async (entidad: string, id: number) =>
        (await about(entidad, id)).map(({ kind, changes }) => ({ kind, changes }));
      expect(await summary('category', category.id)).toEqual([
        {
          kind: 'CATEGORY_DELETED',
          changes: {
            name: { before: 'Auditoría Frenos 2', after: null },
            image: { before: '/demo-images/motor.svg', after: null },
          },
        },
        { kind: 'CATEGORY_UPDATED', changes: { name: { before: 'Auditoría Frenos', after: 'Auditoría Frenos 2' } } },
        {
          kind: 'CATEGORY_CREATED',
          changes: {
            name: { before: null, after: 'Auditoría Frenos' },
            image: { before: null, after: '/demo-images/motor.svg' },
          },
        },
      ]);
      expect(await summary('subcategory', sub.id)).toEqual([
        {
          kind: 'SUBCATEGORY_DELETED',
          changes: {
            name: { before: 'Pastillas cerámicas', after: null },
            categoryId: { before: category.id, after: null },
          },
        },
        { kind: 'SUBCATEGORY_UPDATED', changes: { name: { before: 'Pastillas', after: 'Pastillas cerámicas' } } },
        {
          kind: 'SUBCATEGORY_CREATED',
          changes: { name: { before: null, after: 'Pastillas' }, categoryId: { before: null, after: category.id } },
        },
      ]);
      expect((await summary('subsubcategory', subSub.id)).map(({ kind }) => kind)).toEqual([
        'SUBSUBCATEGORY_DELETED',
        'SUBSUBCATEGORY_UPDATED',
        'SUBSUBCATEGORY_CREATED',
      ]);
      expect((await about('subsubcategory', subSub.id))[1].changes).toEqual({
        name: { before: 'Delanteras', after: 'Traseras' },
      });
    });

    it('should write no entry when a delete is refused because products still use the category', async () => {
      const category = await createCategory(t.dataSource);
      await createProduct(t.dataSource, { categoryId: category.id });
      const before = await auditRows();
      await request(t.server).delete(`/api/categories/${category.id}`).set(admin.auth).expect(409);
      await expect(auditRows()).resolves.toBe(before);
    });
  });

  describe('imports', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startWorker(t);
    });

    afterAll(async () => {
      await worker?.close();
    });

    it('should record one IMPORT_STARTED entry per import, not one per row, and once per session id', async () => {
      const sessionId = newSessionId();
      const file = await simpleWorkbook([
        row({ itemCode: 'AUD-IMP-1' }),
        row({ itemCode: 'AUD-IMP-2' }),
        row({ itemCode: 'AUD-IMP-3' }),
      ]);
      await postExcel(t, admin.auth, file, { sessionId, worksheetName: 'Productos' }, 'lista.xlsx').expect(200);
      // The same session sent again waits for the same import: no second entry.
      await postExcel(t, admin.auth, file, { sessionId, worksheetName: 'Productos' }, 'lista.xlsx').expect(200);

      const entries = await about('import', sessionId);
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'IMPORT_STARTED',
          actorEmail: 'jefa.auditoria@example.cl',
          entityLabel: 'lista.xlsx',
          changes: {
            worksheetName: { before: null, after: 'Productos' },
            processAllSheets: { before: null, after: false },
            fileSize: { before: null, after: file.length },
          },
        }),
      ]);
      // The rows the import wrote are not product entries of the log.
      const skuRows = await t.dataSource.query(`SELECT id FROM products WHERE sku LIKE 'AUD-IMP-%'`);
      expect(skuRows).toHaveLength(3);
      for (const { id } of skuRows as { id: number }[]) await expect(about('product', id)).resolves.toEqual([]);
    });

    it('should record a cancelled import, and nothing when the cancel is refused', async () => {
      const queued = newSessionId();
      await t.dataSource.query(
        `INSERT INTO import_sessions (id, status, file_name, file_size) VALUES ($1, 'QUEUED', 'q.xlsx', 1)`,
        [queued],
      );
      await request(t.server).post(`/api/import/${queued}/cancel`).set(admin.auth).expect(200);
      const before = await auditRows();
      await request(t.server).post(`/api/import/${queued}/cancel`).set(admin.auth).expect(409);
      await expect(auditRows()).resolves.toBe(before);

      expect(await about('import', queued)).toEqual([
        expect.objectContaining({
          kind: 'IMPORT_CANCELLED',
          entityLabel: 'q.xlsx',
          changes: { status: { before: 'QUEUED', after: 'STOPPED' } },
        }),
      ]);
    });
  });

  describe('GET /api/admin/audit', () => {
    it('should filter by who, kind, record and date range, newest first, in pages', async () => {
      const other = await signIn(t, UserRole.ADMIN, { email: 'otro.admin@example.cl' });
      const product = await createProduct(t.dataSource, { stock: 5 });
      for (const stock of [6, 7, 8]) {
        await request(t.server).put(`/api/products/${product.id}`).set(other.auth).send({ stock }).expect(200);
      }

      const byEmail = await list({ quien: 'OTRO.admin' });
      expect(byEmail.entries).toHaveLength(3);
      expect(byEmail.entries.map((entry) => entry.changes.stock.after)).toEqual([8, 7, 6]);
      expect((await list({ quien: String(other.user.id) })).entries).toHaveLength(3);
      expect((await list({ quien: '100%_' })).entries).toEqual([]);

      const paged = await list({ quien: 'otro.admin', limit: 2, page: 2 });
      expect(paged.entries.map((entry) => entry.changes.stock.after)).toEqual([6]);
      expect(paged.pagination).toEqual({
        currentPage: 2,
        totalPages: 2,
        totalEntries: 3,
        entriesPerPage: 2,
        hasNextPage: false,
        hasPrevPage: true,
      });

      const kinds = await list({ tipo: 'ORDER_STATUS_CHANGED', limit: 100 });
      expect(kinds.entries.length).toBeGreaterThan(0);
      expect(kinds.entries.every((entry) => entry.kind === 'ORDER_STATUS_CHANGED')).toBe(true);

      const all = await list({ limit: 100 });
      const times = all.entries.map((entry) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      expect((await list({ desde: '2000-01-01', hasta: '2000-12-31' })).entries).toEqual([]);
      expect((await list({ desde: '2000-01-01', quien: 'otro.admin' })).entries).toHaveLength(3);
      expect((await list({ hasta: '2999-12-31', quien: 'otro.admin' })).entries).toHaveLength(3);
    });

    it('should refuse malformed filters with 400', async () => {
      for (const query of [
        { tipo: 'BORRADO_TOTAL' },
        { entidad: 'planeta' },
        { desde: '2026-02-30' },
        { hasta: 'ayer' },
        { desde: '2026-01-01T00:00:00Z' },
        { page: 0 },
        { limit: 101 },
        { quien: 'x'.repeat(255) },
      ]) {
        const { body } = await request(t.server).get('/api/admin/audit').query(query).set(admin.auth).expect(400);
        expect(body.success).toBe(false);
      }
    });
  });
});
