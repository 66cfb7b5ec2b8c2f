import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { signIn } from '../support/auth';
import { createCategory, createProduct, createSubSubcategory } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, readProgress, startWorker } from '../import/import-harness';
import { row, RowInput, simpleWorkbook } from '../import/workbooks';

const PARTS = 30;
const VEHICLES = 7;
const MODELS = ['Yaris', 'Corolla', 'Hilux', 'RAV4', 'Auris', 'Prius', 'Etios'];

/**
 * What an import reports it did: rows, products and compatibilities are counted apart (a part that
 * fits seven vehicles is seven rows, one product and seven compatibilities), and the taxonomy it
 * had to create is named in the result and in the live events.
 */
describe('Import counters and created taxonomy', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Batches of 100 then 50 rows: every part's vehicle rows are spread over several batches.
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: '50' });
    worker = await startWorker(t);
    auth = (await signIn(t, UserRole.ADMIN)).auth;
    // The sub-subcategory of the generated rows exists: only the tests that mean to create one do.
    const frenos = await createCategory(t.dataSource, { name: 'Frenos' });
    await createSubSubcategory(t.dataSource, frenos, null, { name: 'Pastillas de freno' });
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  async function runImport(rows: RowInput[]) {
    const sessionId = newSessionId();
    const [response, messages] = await Promise.all([
      postExcel(t, auth, await simpleWorkbook(rows), { sessionId, worksheetName: 'Productos' }),
      readProgress(t, auth, sessionId),
    ]);
    expect(response.status).toBe(200);
    return { sessionId, body: JSON.parse(response.text), events: messages.map((message) => message.event) };
  }

  const ofType = (events: ImportProgressEvent[], type: string) => events.filter((event) => event.type === type);

  /** PARTS parts × VEHICLES vehicle rows, vehicle by vehicle (a part's rows far apart, as ERP exports list them). */
  function fitmentRows(prefix: string, vehicles = VEHICLES): RowInput[] {
    const rows: RowInput[] = [];
    for (let vehicle = 0; vehicle < vehicles; vehicle++) {
      for (let part = 1; part <= PARTS; part++) {
        rows.push(
          row({
            itemCode: `${prefix}-${part}`,
            Titulo_web: `Amortiguador ${prefix} ${part}`,
            Precio_WEB: 20000 + part,
            modelo: MODELS[vehicle],
            ano_inicio: 2010,
            ano_fin: 2018,
          }),
        );
      }
    }
    return rows;
  }

  it('should count products created and compatibilities added, not rows, for N parts × M vehicles', async () => {
    const { body, events, sessionId } = await runImport(fitmentRows('CNT'));
    const rows = PARTS * VEHICLES;

    expect(body).toMatchObject({
      success: true,
      totalRows: rows,
      processedRows: rows,
      // The spec's fields keep counting rows: every row of a product this import created.
      successCount: rows,
      updateCount: 0,
      productsCreated: PARTS,
      productsUpdated: 0,
      compatibilitiesAdded: rows,
    });
    expect(body.message).toBe(
      `Importación completada: ${rows} filas importadas (${PARTS} productos nuevos, 0 actualizados, ${rows} compatibilidades nuevas).`,
    );
    const [stored] = await t.dataSource.query(
      `SELECT count(DISTINCT p.id)::int AS products, count(c.id)::int AS fitments
       FROM products p JOIN compatibilities c ON c.product_id = p.id WHERE p.sku LIKE 'CNT-%'`,
    );
    expect(stored).toEqual({ products: PARTS, fitments: rows });

    // Live: every part is new in the first 30 rows; then only compatibilities grow.
    const processing = ofType(events, 'processing');
    expect(processing[0]).toMatchObject({ currentRow: 100, productsCreated: PARTS, compatibilitiesAdded: 100 });
    const batches = ofType(events, 'batch-completed');
    expect(batches.map((event) => event.productsCreated)).toEqual(batches.map(() => PARTS));
    expect(batches.map((event) => event.compatibilitiesAdded)).toEqual([100, 150, 200, rows]);
    expect(ofType(events, 'completed')[0]).toMatchObject({
      progress: 100,
      productsCreated: PARTS,
      productsUpdated: 0,
      compatibilitiesAdded: rows,
    });

    const status = await request(t.server).get('/api/import/status').query({ sessionId }).set(auth).expect(200);
    expect(status.body).toMatchObject({
      successCount: rows,
      productsCreated: PARTS,
      productsUpdated: 0,
      compatibilitiesAdded: rows,
    });
  });

  it('should report a re-import as products updated, once per product, with no new product or compatibility', async () => {
    const { body, events } = await runImport(fitmentRows('REI'));
    expect(body).toMatchObject({ productsCreated: PARTS, compatibilitiesAdded: PARTS * VEHICLES });

    const again = await runImport(fitmentRows('REI'));
    expect(again.body).toMatchObject({
      success: true,
      processedRows: PARTS * VEHICLES,
      successCount: 0,
      updateCount: PARTS * VEHICLES,
      productsCreated: 0,
      productsUpdated: PARTS,
      compatibilitiesAdded: 0,
    });
    expect(again.body.message).toContain(`(0 productos nuevos, ${PARTS} actualizados, 0 compatibilidades nuevas)`);
    // One 'product-updated' per product (its first row), not one per vehicle row.
    const updated = ofType(again.events, 'product-updated');
    expect(updated).toHaveLength(PARTS);
    expect(new Set(updated.map((event) => event.productInfo?.sku)).size).toBe(PARTS);
    // While it runs the live counters never claim a compatibility that already existed.
    for (const event of [...ofType(again.events, 'processing'), ...ofType(again.events, 'batch-completed')]) {
      expect(event).toMatchObject({ productsCreated: 0, compatibilitiesAdded: 0 });
    }
    expect(ofType(events, 'product-updated')).toHaveLength(0);
  });

  it('should count only the compatibilities a re-import adds, and an existing product once', async () => {
    const existing = await createProduct(t.dataSource, { sku: 'OLD-1', title: 'Radiador Denso', price: 89990 });
    // Two vehicles first, then the same two plus a third.
    const part = { itemCode: 'OLD-1', Titulo_web: 'Radiador Denso', Precio_WEB: 89990 };
    await runImport([row({ ...part, modelo: 'Yaris' }), row({ ...part, modelo: 'Hilux' })]);
    const { body } = await runImport([
      row({ ...part, modelo: 'Yaris' }),
      row({ ...part, modelo: 'Hilux' }),
      row({ ...part, modelo: 'Corolla' }),
      // The same row twice in one file adds nothing the second time.
      row({ ...part, modelo: 'Corolla' }),
    ]);

    expect(body).toMatchObject({
      processedRows: 4,
      updateCount: 4,
      productsCreated: 0,
      productsUpdated: 1,
      compatibilitiesAdded: 1,
    });
    await expect(
      t.dataSource.query(`SELECT count(*)::int AS n FROM compatibilities WHERE product_id = $1`, [existing.id]),
    ).resolves.toEqual([{ n: 3 }]);
  });

  it('should name the sub-subcategories it created, where, and how many products they hold', async () => {
    const rows = [
      row({ itemCode: 'TAX-1', U_subsubcategoria: 'Pastillas de freno' }),
      row({ itemCode: 'TAX-2', U_subsubcategoria: 'Kits de embrague reforzados' }),
      row({ itemCode: 'TAX-3', U_subsubcategoria: 'kits de embrague REFORZADOS' }),
      ...Array.from({ length: 150 }, (_, index) => row({ itemCode: `TAX-F${index}` })),
      // In a later batch: its creation comes with that batch's event.
      row({ itemCode: 'TAX-4', U_subsubcategoria: 'Sensores de lluvia' }),
    ];
    const { body, events, sessionId } = await runImport(rows);

    expect(body).toMatchObject({
      success: true,
      categoryWarningCount: 2,
      createdSubSubcategories: ['Kits de embrague reforzados', 'Sensores de lluvia'],
    });
    // 'Pastillas de freno' exists: matched, not created.
    const created = body.newSubSubcategories as Array<Record<string, unknown>>;
    expect(body.message).toContain('Se crearon 2 sub-subcategorías nuevas en la categoría "Sin clasificar".');
    expect(created).toEqual([
      {
        id: expect.any(Number),
        name: 'Kits de embrague reforzados',
        category: 'Sin clasificar',
        sheet: 'Productos',
        row: 3,
        sku: 'TAX-2',
        productCount: 2,
      },
      {
        id: expect.any(Number),
        name: 'Sensores de lluvia',
        category: 'Sin clasificar',
        sheet: 'Productos',
        row: rows.length + 1,
        sku: 'TAX-4',
        productCount: 1,
      },
    ]);
    const [stored] = await t.dataSource.query(`SELECT name FROM sub_subcategories WHERE id = $1`, [created[0].id]);
    expect(stored).toEqual({ name: 'Kits de embrague reforzados' });

    // Live: the batch that created each one says so.
    const announced = ofType(events, 'batch-completed').flatMap((event) => event.newSubSubcategories ?? []);
    expect(announced).toEqual([
      {
        id: created[0].id,
        name: 'Kits de embrague reforzados',
        category: 'Sin clasificar',
        sheet: 'Productos',
        row: 3,
        sku: 'TAX-2',
      },
      {
        id: created[1].id,
        name: 'Sensores de lluvia',
        category: 'Sin clasificar',
        sheet: 'Productos',
        row: rows.length + 1,
        sku: 'TAX-4',
      },
    ]);

    // The stored result (what the page loads when it lost the live connection) names them too.
    const result = await request(t.server).get(`/api/import/result/${sessionId}`).set(auth).expect(200);
    expect(result.body.newSubSubcategories).toEqual(created);
  });
});
