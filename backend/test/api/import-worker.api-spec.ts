import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { ImportMaintenanceProcessor, LOST_MESSAGE } from '../../src/modules/import/import-maintenance.processor';
import { TIMEOUT_MESSAGE } from '../../src/modules/import/import-runner.service';
import { ParseSession } from '../../src/modules/import/parse/parse-thread.client';
import { IMPORT_QUEUE } from '../../src/modules/import/import.queue';
import { signIn } from '../support/auth';
import { createCategory, createProduct, createSubcategory, createSubSubcategory } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, readProgress, SseMessage, startWorker, waitFor } from '../import/import-harness';
import { HEADER, minimalParts, row, RowInput, sheetXmlOf, simpleWorkbook, workbook, zip } from '../import/workbooks';

describe('Import worker', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Small batches: several checkpoints even in small files, and time to cancel mid-file.
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: '50' });
    worker = await startWorker(t);
    auth = (await signIn(t, UserRole.ADMIN)).auth;
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /** POST /import/excel while an SSE client watches, as the admin page does. */
  async function runImport(file: Buffer, fields: { worksheetName?: string; processAllSheets?: boolean } = {}) {
    const sessionId = newSessionId();
    const [response, messages] = await Promise.all([
      postExcel(t, auth, file, { sessionId, worksheetName: 'Productos', ...fields }),
      readProgress(t, auth, sessionId),
    ]);
    const events = messages.map((message) => message.event);
    const body = JSON.parse(response.text);
    return { sessionId, status: response.status, body, events, messages };
  }

  const ofType = (events: ImportProgressEvent[], type: string) => events.filter((event) => event.type === type);

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.dataSource.query(sql, params) as Promise<T[]>;

  it('should emit every event of a run in order, with a processing event every 100 rows', async () => {
    const rows = Array.from({ length: 250 }, () => row());
    const { body, events } = await runImport(await simpleWorkbook(rows));

    expect(body).toMatchObject({ success: true, totalRows: 250, processedRows: 250, errorRows: 0, errors: [] });
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('connected');
    expect(types.indexOf('start')).toBeLessThan(types.indexOf('parsing'));
    expect(types.indexOf('parsing')).toBeLessThan(types.indexOf('processing'));
    expect(types.slice(-2)).toEqual(['result', 'completed']);
    expect(ofType(events, 'parsing')[0]).toMatchObject({ totalRows: 250, sheets: ['Productos'] });

    const processing = ofType(events, 'processing');
    expect(processing.map((event) => event.currentRow)).toEqual([100, 200]);
    expect(processing[0]).toMatchObject({
      progress: 40,
      totalRows: 250,
      successCount: 100,
      updateCount: 0,
      errorCount: 0,
      currentItem: { sku: rows[99].itemCode, title: rows[99].Titulo_web, brand: 'Toyota' },
    });
    // First batch 100 rows (quick first progress), then IMPORT_BATCH_SIZE = 50.
    expect(ofType(events, 'batch-completed').map((event) => event.batchRows)).toEqual([100, 50, 50, 50]);
    expect(ofType(events, 'completed')[0]).toMatchObject({ progress: 100, successCount: 250 });
    expect(ofType(events, 'result')[0].result).toMatchObject({ success: true, totalRows: 250 });
    // The stored workbook is dropped once the import has ended.
    await expect(query(`SELECT count(*)::int AS n FROM import_files`)).resolves.toEqual([{ n: 0 }]);
    for (const event of events) expect(event.sessionId).toBeDefined();
  });

  it('should announce the row total before the first progress even when counting is slower than the first batch', async () => {
    // A busy machine: the count (on the runner's thread) ends well after the thread's first batch.
    // A small sheet's count is worth waiting for: the first progress then shows a percentage.
    type Counting = { count(sheets: unknown): Promise<void> };
    const prototype = ParseSession.prototype as unknown as Counting;
    const count = prototype.count;
    const slowCount = jest.spyOn(prototype, 'count').mockImplementation(async function (this: Counting, sheets) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return count.call(this, sheets);
    });
    // The size is known at once (the count measures it before it reads a byte): a small sheet.
    const small = jest.spyOn(ParseSession.prototype, 'countBytes', 'get').mockReturnValue(64 * 1024);
    try {
      const { body, events } = await runImport(await simpleWorkbook(Array.from({ length: 150 }, () => row())));
      expect(body).toMatchObject({ success: true, totalRows: 150, processedRows: 150 });
      const types = events.map((event) => event.type);
      expect(types.indexOf('parsing')).toBeGreaterThan(-1);
      expect(types.indexOf('parsing')).toBeLessThan(types.indexOf('processing'));
      expect(ofType(events, 'processing')[0]).toMatchObject({ currentRow: 100, totalRows: 150, progress: 66 });
      expect(slowCount).toHaveBeenCalled();
    } finally {
      slowCount.mockRestore();
      small.mockRestore();
    }
  });

  it('should not hold the first progress of a large sheet for its count, and send the total with a later batch', async () => {
    // A sheet too large to count quickly (countBytes), counted only once a batch has committed.
    type Counting = { count(sheets: unknown): Promise<void> };
    const prototype = ParseSession.prototype as unknown as Counting;
    const count = prototype.count;
    const large = jest.spyOn(ParseSession.prototype, 'countBytes', 'get').mockReturnValue(64 * 1024 * 1024);
    const lateCount = jest.spyOn(prototype, 'count').mockImplementation(async function (this: Counting, sheets) {
      await waitFor(async () => {
        const [running] = await query<{ rows: number }>(
          `SELECT coalesce(max(processed_rows), 0)::int AS rows FROM import_sessions WHERE status = 'RUNNING'`,
        );
        return running.rows >= 100;
      });
      return count.call(this, sheets);
    });
    const waits = jest.spyOn(ParseSession.prototype, 'totals');
    try {
      const { sessionId, body, events } = await runImport(
        await simpleWorkbook(Array.from({ length: 1000 }, () => row())),
      );
      expect(body).toMatchObject({ success: true, totalRows: 1000, processedRows: 1000 });
      expect(lateCount).toHaveBeenCalled();
      // Waited for only once the rows were all read (to store a total no batch took along).
      expect(waits).toHaveBeenCalledTimes(1);

      const types = events.map((event) => event.type);
      const announced = types.indexOf('parsing');
      expect(ofType(events, 'parsing')).toEqual([expect.objectContaining({ totalRows: 1000, sheets: ['Productos'] })]);
      // The first progress came before the total, and the total with a batch, not after the last one.
      expect(types.indexOf('processing')).toBeLessThan(announced);
      expect(announced).toBeLessThan(types.lastIndexOf('batch-completed'));
      events.forEach((event, index) => {
        if (event.type !== 'processing' && event.type !== 'batch-completed') return;
        if (index < announced) expect(event).toMatchObject({ totalRows: null, progress: 0 });
        else expect(event).toMatchObject({ totalRows: 1000, progress: Math.min(99, (event.currentRow ?? 0) / 10) });
      });
      await expect(query(`SELECT total_rows FROM import_sessions WHERE id = $1`, [sessionId])).resolves.toEqual([
        { total_rows: 1000 },
      ]);
    } finally {
      large.mockRestore();
      lateCount.mockRestore();
      waits.mockRestore();
    }
  });

  it('should create or reuse brands and models ignoring case and accents, one product per SKU with its fitments', async () => {
    const [brand] = await query<{ id: number }>(`INSERT INTO brands (name) VALUES ('Citroën') RETURNING id`);
    await query(`INSERT INTO vehicle_models (brand_id, name) VALUES ($1, 'Berlingo')`, [brand.id]);
    const fit = { itemCode: 'FIT-1', Titulo_web: 'Amortiguador trasero', Precio_WEB: 45990 };
    const { body } = await runImport(
      await simpleWorkbook([
        row({ ...fit, U_marca: 'CITROEN', modelo: 'berlingo', ano_inicio: 2008, ano_fin: 2012 }),
        row({ ...fit, U_marca: 'Citroën', modelo: 'C3', ano_inicio: 2010, ano_fin: 2016 }),
        row({ ...fit, U_marca: 'citroën', modelo: 'C4', ano_inicio: 2011, ano_fin: 2018 }),
      ]),
    );

    expect(body).toMatchObject({ success: true, processedRows: 3, successCount: 3, updateCount: 0 });
    await expect(
      query(`SELECT count(*)::int AS n FROM brands WHERE lower(immutable_unaccent(name)) = 'citroen'`),
    ).resolves.toEqual([{ n: 1 }]);
    await expect(
      query(`SELECT name FROM vehicle_models WHERE brand_id = $1 ORDER BY name`, [brand.id]),
    ).resolves.toEqual([{ name: 'Berlingo' }, { name: 'C3' }, { name: 'C4' }]);
    const products = await query<{ id: number }>(`SELECT id FROM products WHERE sku = 'FIT-1'`);
    expect(products).toHaveLength(1);
    await expect(
      query(
        `SELECT m.name, c.year_from, c.year_to FROM compatibilities c JOIN vehicle_models m ON m.id = c.model_id
         WHERE c.product_id = $1 ORDER BY m.name`,
        [products[0].id],
      ),
    ).resolves.toEqual([
      { name: 'Berlingo', year_from: 2008, year_to: 2012 },
      { name: 'C3', year_from: 2010, year_to: 2016 },
      { name: 'C4', year_from: 2011, year_to: 2018 },
    ]);
  });

  it('should match sub-subcategories ignoring case and accents and put unknown ones under "Sin clasificar"', async () => {
    const frenos = await createCategory(t.dataSource, { name: 'Frenos Import' });
    const pastillas = await createSubcategory(t.dataSource, frenos, { name: 'Pastillas y Balatas' });
    const known = await createSubSubcategory(t.dataSource, frenos, pastillas, { name: 'Pastillas de Freno Cerámicas' });
    const { body, sessionId } = await runImport(
      await simpleWorkbook([
        row({ itemCode: 'CAT-1', U_subsubcategoria: 'PASTILLAS DE FRENO CERAMICAS' }),
        row({ itemCode: 'CAT-2', U_subsubcategoria: 'Accesorios Únicos' }),
        row({ itemCode: 'CAT-3', U_subsubcategoria: 'accesorios unicos' }),
      ]),
    );

    expect(body).toMatchObject({
      success: true,
      processedRows: 3,
      categoryWarningCount: 1,
      createdSubSubcategories: ['Accesorios Únicos'],
    });
    const products = await query<{
      sku: string;
      category_id: number;
      subcategory_id: number | null;
      sub_subcategory_id: number;
      category: string;
    }>(
      `SELECT p.sku, p.category_id, p.subcategory_id, p.sub_subcategory_id, c.name AS category
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.sku LIKE 'CAT-%' ORDER BY p.sku`,
    );
    expect(products[0]).toMatchObject({
      category_id: frenos.id,
      subcategory_id: pastillas.id,
      sub_subcategory_id: known.id,
    });
    expect(products[1]).toMatchObject({ category: 'Sin clasificar', subcategory_id: null });
    expect(products[2].sub_subcategory_id).toBe(products[1].sub_subcategory_id);
    await expect(
      query(`SELECT kind, payload->>'name' AS name FROM import_warnings WHERE session_id = $1`, [sessionId]),
    ).resolves.toEqual([{ kind: 'CATEGORY', name: 'Accesorios Únicos' }]);
  });

  it('should update an existing product by SKU and report its stock before and after', async () => {
    await createProduct(t.dataSource, { sku: 'UPD-1', title: 'Filtro de aceite Mann', stock: 5, price: 9990 });
    const { body, events } = await runImport(
      await simpleWorkbook([
        row({ itemCode: 'UPD-1', Titulo_web: 'FILTRO DE ACEITE MANN', stock: 8, Precio_WEB: 10990 }),
      ]),
    );

    expect(body).toMatchObject({ success: true, processedRows: 1, successCount: 0, updateCount: 1 });
    const [updated] = ofType(events, 'product-updated');
    expect(updated).toMatchObject({
      row: 2,
      productInfo: {
        sku: 'UPD-1',
        title: 'FILTRO DE ACEITE MANN',
        brand: 'Toyota',
        stockAnterior: 5,
        stockNuevo: 8,
        reason: expect.stringContaining('stock 5 → 8'),
      },
    });
    await expect(query(`SELECT stock, price, title FROM products WHERE sku = 'UPD-1'`)).resolves.toEqual([
      { stock: 8, price: 10990, title: 'FILTRO DE ACEITE MANN' },
    ]);
  });

  it('should add a product and warn when a SKU comes with other data', async () => {
    await createProduct(t.dataSource, { sku: 'DUP-1', title: 'Bujía Iridium NGK', price: 7990 });
    const { body, events, sessionId } = await runImport(
      await simpleWorkbook([
        row({ itemCode: 'DUP-1', Titulo_web: 'Bujía Platino Bosch', Precio_WEB: 6990 }),
        row({ itemCode: 'DUP-2', Titulo_web: 'Correa de distribución', Precio_WEB: 30000 }),
        row({ itemCode: 'DUP-2', Titulo_web: 'Correa de distribución', Precio_WEB: 35000, modelo: 'Corolla' }),
      ]),
    );

    expect(body).toMatchObject({ success: true, processedRows: 3, skuWarningCount: 2 });
    await expect(query(`SELECT title FROM products WHERE sku = 'DUP-1' ORDER BY id`)).resolves.toEqual([
      { title: 'Bujía Iridium NGK' },
      { title: 'Bujía Platino Bosch' },
    ]);
    await expect(query(`SELECT price FROM products WHERE sku = 'DUP-2' ORDER BY id`)).resolves.toEqual([
      { price: 30000 },
      { price: 35000 },
    ]);
    expect(ofType(events, 'duplicate-sku-warning').map((event) => event.warning)).toEqual([
      {
        sku: 'DUP-1',
        newTitle: 'Bujía Platino Bosch',
        existingTitle: 'Bujía Iridium NGK',
        newPrice: 6990,
        existingPrice: 7990,
        reason: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
      },
      {
        sku: 'DUP-2',
        newTitle: 'Correa de distribución',
        existingTitle: 'Correa de distribución',
        newPrice: 35000,
        existingPrice: 30000,
        reason: 'Mismo SKU y título con distinto precio: se creó un producto adicional',
      },
    ]);
    const warnings = await request(t.server).get(`/api/import/sku-warnings/${sessionId}`).set(auth).expect(200);
    expect(warnings.body).toMatchObject({ success: true, count: 2 });
    expect(warnings.body.warnings[0]).toEqual({
      row: 2,
      sheet: 'Productos',
      sku: 'DUP-1',
      reason: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
      newTitle: 'Bujía Platino Bosch',
      existingTitle: 'Bujía Iridium NGK',
      newPrice: 6990,
      existingPrice: 7990,
    });
  });

  it('should import rows whose start year is after the end year and list them as year warnings', async () => {
    const { body, sessionId } = await runImport(
      await simpleWorkbook([row({ itemCode: 'YEAR-1', ano_inicio: 2020, ano_fin: 2010, modelo: 'Hilux' })]),
    );

    expect(body).toMatchObject({ success: true, processedRows: 1, yearWarningCount: 1 });
    await expect(
      query(
        `SELECT c.year_from, c.year_to FROM compatibilities c JOIN products p ON p.id = c.product_id WHERE p.sku = 'YEAR-1'`,
      ),
    ).resolves.toEqual([{ year_from: 2020, year_to: 2010 }]);
    const warnings = await request(t.server).get(`/api/import/year-warnings/${sessionId}`).set(auth).expect(200);
    expect(warnings.body).toEqual({
      success: true,
      count: 1,
      truncated: false,
      warnings: [
        {
          row: 2,
          sheet: 'Productos',
          sku: 'YEAR-1',
          message: 'El año de inicio (2020) es mayor que el año de fin (2010)',
          title: expect.any(String),
          brand: 'Toyota',
          model: 'Hilux',
          ano_inicio: 2020,
          ano_fin: 2010,
        },
      ],
    });
  });

  it('should reject invalid rows with clear messages and import the rest', async () => {
    const { body, events, sessionId } = await runImport(
      await simpleWorkbook([
        row({ itemCode: 'OK-1' }),
        row({ itemCode: 'BAD-1', modelo: '' }),
        row({ itemCode: 'BAD-2', stock: 'abc', Titulo_web: 'Disco de freno' }),
        row({ itemCode: 'BAD-3', Precio_WEB: 'gratis', ano_inicio: 'dos mil' }),
        row({ itemCode: 'OK-2' }),
      ]),
    );

    expect(body).toMatchObject({ success: true, totalRows: 5, processedRows: 2, errorRows: 3 });
    expect(body.errors).toEqual([
      {
        row: 3,
        sheet: 'Productos',
        error: 'Falta el campo requerido modelo',
        data: { itemCode: 'BAD-1', Titulo_web: expect.any(String), U_marca: 'Toyota' },
      },
      {
        row: 4,
        sheet: 'Productos',
        error: 'stock debe ser un número entero mayor o igual a 0; valor: "abc"',
        data: { itemCode: 'BAD-2', Titulo_web: 'Disco de freno', U_marca: 'Toyota' },
      },
      {
        row: 5,
        sheet: 'Productos',
        error:
          'ano_inicio debe ser un año (número entre 1900 y 2100); valor: "dos mil"; Precio_WEB debe ser un número (precio en pesos, mayor o igual a 0); valor: "gratis"',
        data: { itemCode: 'BAD-3', Titulo_web: expect.any(String), U_marca: 'Toyota' },
      },
    ]);
    expect(ofType(events, 'error-occurred')[1]).toMatchObject({
      row: 4,
      sku: 'BAD-2',
      error: 'stock debe ser un número entero mayor o igual a 0; valor: "abc"',
      message: 'Fila 4: stock debe ser un número entero mayor o igual a 0; valor: "abc"',
      productInfo: { sku: 'BAD-2', title: 'Disco de freno', brand: 'Toyota' },
    });
    await expect(
      query(`SELECT count(*)::int AS n FROM import_row_errors WHERE session_id = $1`, [sessionId]),
    ).resolves.toEqual([{ n: 3 }]);
    await expect(
      query(`SELECT sku FROM products WHERE sku IN ('OK-1', 'OK-2', 'BAD-1') ORDER BY sku`),
    ).resolves.toEqual([{ sku: 'OK-1' }, { sku: 'OK-2' }]);
  });

  it('should reject a row the database refuses and keep the rest of its batch', async () => {
    // Passes validation, but its search document is past PostgreSQL's 1 MB tsvector limit.
    const huge = Array.from({ length: 200_000 }, (_, index) => `palabra${index}`).join(' ');
    const { body } = await runImport(
      await simpleWorkbook([
        row({ itemCode: 'DB-1' }),
        row({ itemCode: 'DB-2', aplicacion: huge }),
        row({ itemCode: 'DB-3' }),
      ]),
    );
    expect(body).toMatchObject({ success: true, totalRows: 3, processedRows: 2, errorRows: 1 });
    expect(body.errors[0]).toMatchObject({
      row: 3,
      error: expect.stringMatching(/^Error de base de datos al guardar la fila: string is too long for tsvector/),
      data: { itemCode: 'DB-2', U_marca: 'Toyota' },
    });
    await expect(query(`SELECT sku FROM products WHERE sku LIKE 'DB-%' ORDER BY sku`)).resolves.toEqual([
      { sku: 'DB-1' },
      { sku: 'DB-3' },
    ]);
  }, 30000);

  it('should read numbers stored as text, decimal commas, formulas, rich text and inline strings', async () => {
    const header = [...HEADER];
    const values = (input: RowInput) => header.map((column) => input[column] ?? null);
    const richFile = await workbook([
      {
        name: 'Productos',
        rows: [
          values(
            row({
              itemCode: 'FMT-1',
              Titulo_web: { richText: [{ text: 'Bujía ', font: { bold: true } }, { text: 'Láser Iridium' }] },
              stock: { formula: '5+3', result: 8 },
              Precio_WEB: '$ 12.990',
              Descuento: '12,5',
              precio_alsc: '1.234.567',
            }),
          ),
        ],
      },
    ]);
    const { body } = await runImport(richFile);
    expect(body).toMatchObject({ success: true, processedRows: 1 });
    await expect(
      query(
        `SELECT title, stock, price, price_alsc, discount_percent::float AS discount, sale_price FROM products WHERE sku = 'FMT-1'`,
      ),
    ).resolves.toEqual([
      { title: 'Bujía Láser Iridium', stock: 8, price: 12990, price_alsc: 1234567, discount: 12.5, sale_price: 11366 },
    ]);

    const inline = zip(
      minimalParts(
        sheetXmlOf([
          [...HEADER],
          HEADER.map((column) => row({ itemCode: 'INL-1', Titulo_web: 'Rótula ñandú' })[column] ?? null),
        ]),
      ),
    );
    const { body: inlineBody } = await runImport(inline);
    expect(inlineBody).toMatchObject({ success: true, processedRows: 1 });
    await expect(query(`SELECT title FROM products WHERE sku = 'INL-1'`)).resolves.toEqual([{ title: 'Rótula ñandú' }]);
  });

  it('should import all sheets, or only the chosen one', async () => {
    const file = await workbook([
      { name: 'Frenos', rows: [row({ itemCode: 'SH-1' })] },
      { name: 'Motor y Suspensión', rows: [row({ itemCode: 'SH-2' }), row({ itemCode: 'SH-3' })] },
    ]);
    const one = await runImport(file, { worksheetName: 'Motor y Suspensión', processAllSheets: false });
    expect(one.body).toMatchObject({ success: true, totalRows: 2 });
    await expect(query(`SELECT sku FROM products WHERE sku LIKE 'SH-%' ORDER BY sku`)).resolves.toEqual([
      { sku: 'SH-2' },
      { sku: 'SH-3' },
    ]);

    const all = await runImport(file, { processAllSheets: true });
    expect(all.body).toMatchObject({ success: true, totalRows: 3, successCount: 1, updateCount: 2 });
    expect(ofType(all.events, 'parsing')[0]).toMatchObject({ totalRows: 3, sheets: ['Frenos', 'Motor y Suspensión'] });
  });

  it('should keep every accent of 3,000 rows of Spanish text (no U+FFFD)', async () => {
    const words = ['Bujía', 'pingüino', 'Ñandú', 'camión', 'acción', 'señal', 'Peñalolén', '“comillas”', 'año', 'ü'];
    const rows = Array.from({ length: 3000 }, (_, index) =>
      row({
        itemCode: `ACC-${index}`,
        Titulo_web: `${'á'.repeat(1 + (index % 5))} ${words.map((word, offset) => words[(index + offset) % 10] + word).join(' ')} ${index}`,
        descripcion: `Descripción ${index}: ${words.join(' — ').repeat(1 + (index % 4))}`,
      }),
    );
    const { body } = await runImport(await simpleWorkbook(rows));
    expect(body).toMatchObject({ success: true, processedRows: 3000 });
    const stored = await query<{ sku: string; title: string; description: string }>(
      `SELECT sku, title, description FROM products WHERE sku LIKE 'ACC-%'`,
    );
    const bySku = new Map(stored.map((product) => [product.sku, product]));
    expect(stored).toHaveLength(3000);
    for (const input of rows) {
      expect(bySku.get(input.itemCode as string)).toMatchObject({
        title: input.Titulo_web,
        description: input.descripcion,
      });
    }
    await expect(
      query(`SELECT count(*)::int AS n FROM products WHERE position(chr(65533) IN title || description) > 0`),
    ).resolves.toEqual([{ n: 0 }]);
  }, 30000);

  it('should run a session id once: sending it again answers with the same result', async () => {
    const file = await simpleWorkbook([row({ itemCode: 'IDEM-1' })]);
    const sessionId = newSessionId();
    const first = await postExcel(t, auth, file, { sessionId, worksheetName: 'Productos' });
    const again = await postExcel(t, auth, file, { sessionId, worksheetName: 'Productos' });
    expect(JSON.parse(again.text)).toEqual(JSON.parse(first.text));
    await expect(query(`SELECT count(*)::int AS n FROM products WHERE sku = 'IDEM-1'`)).resolves.toEqual([{ n: 1 }]);
  });

  it('should resume the event stream exactly after Last-Event-ID (header or query)', async () => {
    const { sessionId, messages } = await runImport(await simpleWorkbook(Array.from({ length: 120 }, () => row())));
    const stored = messages.filter((message) => message.event.type !== 'connected');
    const parsing = stored.findIndex((message) => message.event.type === 'parsing');

    const resumed = await readProgress(t, auth, sessionId, { lastEventId: stored[parsing].id as string });
    expect(resumed[0].event).toMatchObject({ type: 'connected', resumeAfter: stored[parsing].id });
    expect(resumed.slice(1).map((message) => message.id)).toEqual(
      stored.slice(parsing + 1).map((message) => message.id),
    );

    const base = messages[0];
    expect(base.event.type).toBe('connected');
    const fromQuery = await request(t.server)
      .get(`/api/import/progress?sessionId=${sessionId}&lastEventId=${encodeURIComponent(stored.at(-2)?.id as string)}`)
      .set(auth)
      .expect(200)
      .expect('Content-Type', /text\/event-stream/);
    const ids = [...fromQuery.text.matchAll(/^id: (.+)$/gm)].map((match) => match[1]);
    expect(ids.slice(1)).toEqual([stored.at(-1)?.id]);
  });

  it('should let two clients watch one import and run two imports at once on two workers', async () => {
    const second = await startWorker(t);
    try {
      const fileA = await simpleWorkbook(Array.from({ length: 300 }, () => row()));
      const fileB = await simpleWorkbook(Array.from({ length: 300 }, () => row()));
      const [a, b] = [newSessionId(), newSessionId()];
      const [, , watchA1, watchA2, watchB] = await Promise.all([
        postExcel(t, auth, fileA, { sessionId: a, worksheetName: 'Productos' }),
        postExcel(t, auth, fileB, { sessionId: b, worksheetName: 'Productos' }),
        readProgress(t, auth, a),
        readProgress(t, auth, a),
        readProgress(t, auth, b),
      ]);
      const ids = (messages: SseMessage[]) =>
        messages.filter((message) => message.event.type !== 'connected').map((message) => message.id);
      expect(ids(watchA1)).toEqual(ids(watchA2));
      expect(watchA1.every((message) => message.event.sessionId === a)).toBe(true);
      expect(watchB.every((message) => message.event.sessionId === b)).toBe(true);
      expect(watchA1.at(-1)?.event).toMatchObject({ type: 'completed', successCount: 300 });
      expect(watchB.at(-1)?.event).toMatchObject({ type: 'completed', successCount: 300 });
    } finally {
      await second.close();
    }
  }, 30000);

  it('should stop between batches when cancelled and say so', async () => {
    const sessionId = newSessionId();
    const file = await simpleWorkbook(Array.from({ length: 4000 }, () => row()));
    const response = postExcel(t, auth, file, { sessionId, worksheetName: 'Productos' }).then((res) => res);
    const events = readProgress(t, auth, sessionId);
    await waitFor(async () => {
      const [session] = await query<{ checkpoint_row: number }>(
        `SELECT checkpoint_row FROM import_sessions WHERE id = $1`,
        [sessionId],
      );
      return session && session.checkpoint_row > 0;
    });
    const cancel = await request(t.server).post(`/api/import/${sessionId}/cancel`).set(auth).expect(200);
    expect(cancel.body).toEqual({
      success: true,
      message: 'Se solicitó detener la importación: se detendrá al terminar el lote en curso',
      status: 'running',
    });

    const body = JSON.parse((await response).text);
    expect(body).toMatchObject({ success: false, status: 'stopped', message: expect.stringContaining('detenida') });
    expect(body.totalRows).toBeLessThan(4000);
    const all = (await events).map((message) => message.event);
    expect(all.at(-1)).toMatchObject({ type: 'stopped' });
    await expect(query(`SELECT status FROM import_sessions WHERE id = $1`, [sessionId])).resolves.toEqual([
      { status: 'STOPPED' },
    ]);
    await request(t.server).post(`/api/import/${sessionId}/cancel`).set(auth).expect(409);
  }, 30000);

  it('should end an import whose stored file cannot be read with an error event', async () => {
    const sessionId = newSessionId();
    await query(
      `INSERT INTO import_sessions (id, status, file_name, file_size, worksheet_name) VALUES ($1, 'QUEUED', 'roto.xlsx', 10, 'Productos')`,
      [sessionId],
    );
    await query(`INSERT INTO import_files (session_id, content) VALUES ($1, $2)`, [
      sessionId,
      Buffer.from('PK\u0003\u0004 roto'),
    ]);
    await worker.get<Queue>(getQueueToken(IMPORT_QUEUE)).add('import', { sessionId }, { jobId: sessionId });

    const events = (await readProgress(t, auth, sessionId)).map((message) => message.event);
    expect(events.map((event) => event.type)).toEqual(['connected', 'start', 'result', 'error']);
    expect(events.at(-1)).toMatchObject({
      message: 'El archivo Excel está dañado o incompleto. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.',
    });
    const status = await request(t.server).get(`/api/import/status?sessionId=${sessionId}`).set(auth).expect(200);
    expect(status.body).toMatchObject({ exists: true, canReconnect: false, status: 'error' });
  });

  it('should end stuck or orphaned sessions as errors from the sweeper job', async () => {
    const lost = newSessionId();
    const old = newSessionId();
    await query(
      `INSERT INTO import_sessions (id, status, file_name, file_size, started_at, heartbeat_at, updated_at)
       VALUES ($1, 'RUNNING', 'a.xlsx', 1, now() - interval '20 minutes', now() - interval '15 minutes', now() - interval '15 minutes'),
              ($2, 'RUNNING', 'b.xlsx', 1, now() - interval '5 hours', now(), now())`,
      [lost, old],
    );
    const { ended } = await worker.get(ImportMaintenanceProcessor).sweep();
    expect(ended.sort()).toEqual([lost, old].sort());
    await expect(
      query(`SELECT id, status, message FROM import_sessions WHERE id IN ($1, $2) ORDER BY id`, [lost, old]),
    ).resolves.toEqual(
      [
        { id: lost, status: 'ERROR', message: LOST_MESSAGE },
        { id: old, status: 'ERROR', message: TIMEOUT_MESSAGE },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    const events = (await readProgress(t, auth, lost)).map((message) => message.event.type);
    expect(events).toEqual(['connected', 'result', 'error']);
  });
});
