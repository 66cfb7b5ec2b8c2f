import type { INestApplicationContext } from '@nestjs/common';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { DEFAULT_MAX_IMPORT_FILE_BYTES } from '../../src/modules/import/import.constants';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, startWorker } from '../import/import-harness';
import { HEADER, minimalParts, row, sheetXmlOf, simpleWorkbook, workbook, zip } from '../import/workbooks';

const WRONG_TYPE = 'Por favor, selecciona un archivo Excel (.xlsx o .xls)';
const CORRUPT = 'El archivo Excel está dañado o incompleto. Vuelve a guardarlo como .xlsx e inténtalo de nuevo.';

describe('Import API (/api/import/*)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  /** A finished import with an error row, a year warning and a duplicate SKU. */
  let finished: { sessionId: string; body: Record<string, unknown> };

  beforeAll(async () => {
    // A 2 MB limit keeps the 413 test quick; the production default is DEFAULT_MAX_IMPORT_FILE_BYTES.
    t = await createTestApp(__filename, { IMPORT_MAX_FILE_MB: '2' });
    worker = await startWorker(t);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    customer = (await signIn(t, UserRole.CUSTOMER)).auth;

    const sessionId = newSessionId();
    const response = await postExcel(
      t,
      admin,
      await simpleWorkbook([
        row({ itemCode: 'API-1', Titulo_web: '=HYPERLINK("http://malo")', U_marca: 'Toyota' }),
        row({ itemCode: 'API-2', ano_inicio: 2019, ano_fin: 2011, Titulo_web: '+Título con signo' }),
        row({ itemCode: '@API-3', stock: 'muchos', Titulo_web: 'Disco ventilado' }),
        row({ itemCode: 'API-1', Titulo_web: 'Otro producto', U_marca: 'Toyota' }),
      ]),
      { sessionId, worksheetName: 'Productos' },
    );
    finished = { sessionId, body: JSON.parse(response.text) };
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /**
   * Times a call: a rejection must come back in seconds, never after unpacking what it refuses (a
   * bomb would take minutes or exhaust memory). The bound leaves room for a loaded machine; the
   * figure itself is the bench's business.
   */
  async function quickly<T>(call: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const result = await call();
    expect(Date.now() - started).toBeLessThan(5000);
    return result;
  }

  const worksheets = (file: Buffer, name = 'catalogo.xlsx') =>
    request(t.server).post('/api/import/worksheets').set(admin).attach('excel', file, name);

  describe('access', () => {
    const routes: Array<[string, string]> = [
      ['post', '/api/import/worksheets'],
      ['post', '/api/import/excel'],
      ['get', '/api/import/progress?sessionId=import-1732300000000-abc123'],
      ['get', '/api/import/status?sessionId=import-1732300000000-abc123'],
      ['get', '/api/import/active'],
      ['get', '/api/import/year-warnings/import-1732300000000-abc123'],
      ['get', '/api/import/year-warnings/import-1732300000000-abc123/download'],
      ['get', '/api/import/sku-warnings/import-1732300000000-abc123'],
      ['get', '/api/import/sku-warnings/import-1732300000000-abc123/download'],
      ['get', '/api/import/rejected/import-1732300000000-abc123/download'],
      ['get', '/api/import/result/import-1732300000000-abc123'],
      ['post', '/api/import/import-1732300000000-abc123/cancel'],
    ];

    it.each(routes)('should refuse %s %s without a token (401) and to a customer (403)', async (method, url) => {
      const call = (headers: Record<string, string>) =>
        (request(t.server) as unknown as Record<string, (url: string) => request.Test>)[method](url).set(headers);
      const anonymous = await call({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, message: 'Usuario no autenticado' });
      const forbidden = await call(customer);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ success: false, message: 'No tienes permiso para realizar esta acción' });
    });
  });

  describe('POST /api/import/worksheets', () => {
    it('should list the sheets of an .xlsx, accents included', async () => {
      const file = await workbook([
        { name: 'Frenos y Suspensión', rows: [] },
        { name: 'Motor', rows: [] },
      ]);
      await expect(worksheets(file).then((res) => [res.status, res.body])).resolves.toEqual([
        200,
        { success: true, worksheets: ['Frenos y Suspensión', 'Motor'], message: 'Se encontraron 2 hojas' },
      ]);
    });

    const rejected: Array<[string, () => Promise<Buffer> | Buffer, string, number?]> = [
      ['no file at all', () => Buffer.alloc(0), WRONG_TYPE],
      ['a text file', () => Buffer.from('itemCode;U_marca\nA-1;Toyota\n'), WRONG_TYPE],
      ['a PDF renamed .xlsx', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), WRONG_TYPE],
      [
        'a zip that is not a workbook (a .docx)',
        () => zip([{ name: 'word/document.xml', data: '<w:document/>' }]),
        WRONG_TYPE,
      ],
      [
        'a legacy .xls (OLE container)',
        () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]),
        'El archivo tiene el formato antiguo de Excel 97-2003 (.xls) o está protegido con contraseña, y no se puede leer. Ábrelo en Excel, quita la contraseña si la tiene y guárdalo como "Libro de Excel (.xlsx)".',
      ],
      ['a truncated zip', async () => (await simpleWorkbook([row()])).subarray(0, 3000), CORRUPT],
      [
        'a zip with a corrupt part',
        () => {
          const bytes = zip(minimalParts());
          bytes.fill(0x41, 200, 260);
          return bytes;
        },
        CORRUPT,
      ],
      [
        'a workbook without sheets',
        () =>
          zip(
            minimalParts().map((part) =>
              part.name === 'xl/workbook.xml'
                ? {
                    ...part,
                    data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
                  }
                : part,
            ),
          ),
        'El archivo Excel no contiene hojas',
      ],
      [
        'a zip bomb (compression ratio)',
        () => zip([...minimalParts(), { name: 'xl/media/bomb.bin', data: Buffer.alloc(20 * 1024 * 1024) }]),
        'El archivo Excel es sospechoso: su contenido descomprimido es demasiado grande',
      ],
      [
        'a zip bomb (declared size over the limit)',
        () => zip([...minimalParts(), { name: 'xl/media/huge.bin', data: 'x', declaredSize: 250 * 1024 * 1024 }]),
        'El archivo Excel es sospechoso: su contenido descomprimido es demasiado grande',
      ],
      [
        'a zip with 10,001 entries',
        () =>
          zip([
            ...minimalParts(),
            ...Array.from({ length: 10_001 }, (_, index) => ({
              name: `x/${index}`,
              data: '',
              method: 'store' as const,
            })),
          ]),
        'El archivo Excel es sospechoso: su contenido descomprimido es demasiado grande',
      ],
      [
        'a zip-slip path',
        () => zip([...minimalParts(), { name: '../../etc/cron.d/x', data: 'x' }]),
        'El archivo Excel es sospechoso: contiene rutas internas no permitidas',
      ],
      [
        'a DOCTYPE / external entity (XXE)',
        () =>
          zip(
            minimalParts(
              '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
                '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>',
            ),
          ),
        'El archivo Excel contiene XML no permitido (DOCTYPE o entidades externas)',
      ],
      [
        'a DOCTYPE written in UTF-16',
        () =>
          zip(
            minimalParts().map((part) =>
              part.name === 'xl/worksheets/sheet1.xml'
                ? {
                    ...part,
                    data: Buffer.concat([
                      Buffer.from([0xff, 0xfe]),
                      Buffer.from(
                        '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
                          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>',
                        'utf16le',
                      ),
                    ]),
                  }
                : part,
            ),
          ),
        'El archivo Excel contiene XML no permitido (DOCTYPE o entidades externas)',
      ],
      [
        'a sheet written in UTF-16 (Excel writes UTF-8; read as UTF-8 it would fail in the parser)',
        () =>
          zip(
            minimalParts().map((part) =>
              part.name === 'xl/worksheets/sheet1.xml'
                ? {
                    ...part,
                    data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sheetXmlOf([['a']]), 'utf16le')]),
                  }
                : part,
            ),
          ),
        CORRUPT,
      ],
    ];

    it.each(rejected)('should reject %s within seconds with a clear message', async (_name, build, message) => {
      const response = await quickly(async () => worksheets(await build()));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('should answer 413 with the limit for a file over the size limit', async () => {
      const response = await quickly(() => worksheets(Buffer.alloc(3 * 1024 * 1024, 1)));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: 'El archivo supera el tamaño máximo permitido (2 MB)' });
      expect(DEFAULT_MAX_IMPORT_FILE_BYTES).toBe(50 * 1024 * 1024);
    });

    it('should refuse a file sent under another field name', async () => {
      const response = await request(t.server)
        .post('/api/import/worksheets')
        .set(admin)
        .attach('archivo', await simpleWorkbook([row()]), 'a.xlsx')
        .expect(400);
      expect(response.body.message).toBe(WRONG_TYPE);
    });
  });

  describe('POST /api/import/excel', () => {
    const post = (file: Buffer, fields: Record<string, string>) => {
      const call = request(t.server).post('/api/import/excel').set(admin).attach('excel', file, 'catalogo.xlsx');
      for (const [key, value] of Object.entries(fields)) call.field(key, value);
      return call;
    };

    it('should answer with the result when the import ends', () => {
      expect(finished.body).toEqual({
        success: true,
        message:
          'Importación completada: 3 filas importadas (3 productos nuevos, 0 actualizados, 3 compatibilidades nuevas) y 1 con errores. ' +
          'Se creó 1 sub-subcategoría nueva en la categoría "Sin clasificar".',
        totalRows: 4,
        processedRows: 3,
        errorRows: 1,
        errors: [
          {
            row: 4,
            sheet: 'Productos',
            error: 'stock debe ser un número entero mayor o igual a 0; valor: "muchos"',
            data: { itemCode: '@API-3', Titulo_web: 'Disco ventilado', U_marca: 'Toyota' },
          },
        ],
        successCount: 3,
        updateCount: 0,
        yearWarningCount: 1,
        skuWarningCount: 1,
        categoryWarningCount: 1,
        productsCreated: 3,
        productsUpdated: 0,
        compatibilitiesAdded: 3,
        createdSubSubcategories: ['Pastillas de freno'],
        newSubSubcategories: [
          {
            id: expect.any(Number),
            name: 'Pastillas de freno',
            category: 'Sin clasificar',
            sheet: 'Productos',
            row: 2,
            sku: 'API-1',
            productCount: 3,
          },
        ],
        status: 'completed',
        sessionId: finished.sessionId,
      });
    });

    it('should validate the session id and the sheet choice', async () => {
      const file = await simpleWorkbook([row()]);
      const badId = await post(file, { sessionId: 'sesion-1', worksheetName: 'Productos' }).expect(400);
      expect(badId.body).toMatchObject({
        success: false,
        errors: ['Identificador de sesión de importación inválido'],
      });
      const noSheet = await post(file, { sessionId: newSessionId(), processAllSheets: 'false' }).expect(400);
      expect(noSheet.body).toEqual({ success: false, message: 'Selecciona una hoja o elige procesar todas las hojas' });
      const missingSheet = await quickly(() =>
        post(file, { sessionId: newSessionId(), worksheetName: 'Inventario', processAllSheets: 'false' }),
      );
      expect(missingSheet.status).toBe(400);
      expect(missingSheet.body).toEqual({
        success: false,
        message: 'La hoja "Inventario" no existe en el archivo. Hojas disponibles: Productos',
      });
    });

    it('should list the required columns a sheet lacks', async () => {
      const file = await workbook([
        { name: 'Productos', header: ['itemCode', 'Título Web', 'STOCK', 'Marca'], rows: [['A-1', 'x', 1, 'y']] },
      ]);
      const response = await quickly(() => post(file, { sessionId: newSessionId(), worksheetName: 'Productos' }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message:
          'Faltan columnas requeridas en la hoja "Productos": U_marca, modelo, ano_inicio, ano_fin, U_subsubcategoria, descripcion',
        errors: {
          sheet: 'Productos',
          missing: ['U_marca', 'modelo', 'ano_inicio', 'ano_fin', 'U_subsubcategoria', 'descripcion'],
        },
      });
    });

    it('should reject an empty sheet and a workbook without data rows', async () => {
      const empty = zip(minimalParts(sheetXmlOf([])));
      const emptyResponse = await quickly(() => post(empty, { sessionId: newSessionId(), worksheetName: 'Productos' }));
      expect(emptyResponse.body).toEqual({ success: false, message: 'La hoja "Productos" está vacía' });
      const headerOnly = await simpleWorkbook([]);
      const headerResponse = await quickly(() =>
        post(headerOnly, { sessionId: newSessionId(), processAllSheets: 'true' }),
      );
      expect(headerResponse.body).toEqual({
        success: false,
        message: 'El archivo Excel no contiene filas para importar',
      });
    });

    it('should reject a missing file and a wrong type before storing anything', async () => {
      const sessionId = newSessionId();
      const noFile = await request(t.server)
        .post('/api/import/excel')
        .set(admin)
        .field('sessionId', sessionId)
        .field('processAllSheets', 'true')
        .expect(400);
      expect(noFile.body).toEqual({ success: false, message: WRONG_TYPE });
      const text = await post(Buffer.from('hola'), { sessionId, processAllSheets: 'true' }).expect(400);
      expect(text.body.message).toBe(WRONG_TYPE);
      await expect(t.dataSource.query(`SELECT 1 FROM import_sessions WHERE id = $1`, [sessionId])).resolves.toEqual([]);
    });

    it('should answer 413 for an upload over the limit', async () => {
      const response = await quickly(() =>
        post(Buffer.alloc(3 * 1024 * 1024), { sessionId: newSessionId(), processAllSheets: 'true' }),
      );
      expect(response.status).toBe(413);
    });
  });

  describe('GET /api/import/status', () => {
    it('should describe a finished session', async () => {
      const response = await request(t.server)
        .get(`/api/import/status?sessionId=${finished.sessionId}`)
        .set(admin)
        .expect(200);
      expect(response.body).toMatchObject({
        success: true,
        exists: true,
        canReconnect: false,
        status: 'completed',
        processedRows: 4,
        totalRows: 4,
        progress: 100,
        successCount: 3,
        updateCount: 0,
        errorCount: 1,
        yearWarningCount: 1,
        skuWarningCount: 1,
        warningCount: 2,
        elapsedTime: expect.any(Number),
        fileName: 'catalogo.xlsx',
      });
    });

    it('should say an unknown session does not exist, and refuse a malformed id', async () => {
      const unknown = await request(t.server)
        .get('/api/import/status?sessionId=import-1732300000000-nada00')
        .set(admin)
        .expect(200);
      expect(unknown.body).toMatchObject({ exists: false, canReconnect: false, progress: 0, processedRows: 0 });
      await request(t.server).get('/api/import/status?sessionId=../../etc').set(admin).expect(400);
    });
  });

  describe('GET /api/import/active', () => {
    it('should list running and recently finished imports', async () => {
      const running = newSessionId();
      await t.dataSource.query(
        `INSERT INTO import_sessions (id, status, file_name, file_size, total_rows, processed_rows, started_at)
         VALUES ($1, 'RUNNING', 'grande.xlsx', 10, 1000, 250, now() - interval '3 minutes')`,
        [running],
      );
      const response = await request(t.server).get('/api/import/active').set(admin).expect(200);
      expect(response.body.success).toBe(true);
      expect(response.body.activeProcesses).toEqual(
        expect.arrayContaining([
          {
            sessionId: running,
            status: 'running',
            state: 'running',
            progress: 25,
            elapsedTime: expect.closeTo(3, 0),
            processedRows: 250,
            totalRows: 1000,
            canReconnect: true,
            fileName: 'grande.xlsx',
            message: null,
          },
          expect.objectContaining({
            sessionId: finished.sessionId,
            status: 'completed',
            progress: 100,
            canReconnect: false,
          }),
        ]),
      );
      await t.dataSource.query(`UPDATE import_sessions SET status = 'ERROR', finished_at = now() WHERE id = $1`, [
        running,
      ]);
    });
  });

  describe('warnings and downloads', () => {
    it('should download the year warnings as a .txt named with the session id, values neutralised', async () => {
      const response = await request(t.server)
        .get(`/api/import/year-warnings/${finished.sessionId}/download`)
        .set(admin)
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="advertencias-anos-${finished.sessionId}.txt"`,
      );
      expect(response.text).toContain('Total: 1');
      expect(response.text).toContain(
        "Fila 3 | Hoja: Productos | SKU: API-2 | Marca: Toyota | Modelo: Yaris | Años: 2019 - 2011 | Título: '+Título con signo",
      );
    });

    it('should list and download the duplicate-SKU warnings', async () => {
      const list = await request(t.server).get(`/api/import/sku-warnings/${finished.sessionId}`).set(admin).expect(200);
      expect(list.body).toMatchObject({
        success: true,
        count: 1,
        warnings: [{ row: 5, sku: 'API-1', newTitle: 'Otro producto', existingTitle: '=HYPERLINK("http://malo")' }],
      });
      const file = await request(t.server)
        .get(`/api/import/sku-warnings/${finished.sessionId}/download`)
        .set(admin)
        .expect(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="advertencias-sku-${finished.sessionId}.txt"`,
      );
      expect(file.text).toContain(`Existente: '=HYPERLINK("http://malo")`);
      for (const line of file.text.split('\n')) expect(line).not.toMatch(/^[=+\-@]/);
    });

    it('should download the rejected rows as .xlsx with their columns and the error, neutralised', async () => {
      const response = await request(t.server)
        .get(`/api/import/rejected/${finished.sessionId}/download`)
        .set(admin)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="filas-rechazadas-${finished.sessionId}.xlsx"`,
      );
      const book = new ExcelJS.Workbook();
      const bytes = response.body as Buffer;
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([...HEADER, 'error', 'hoja', 'fila']);
      const values = (sheet.getRow(2).values as unknown[]).slice(1);
      expect(values[0]).toBe("'@API-3");
      expect(values[HEADER.indexOf('stock')]).toBe('muchos');
      expect(values.slice(-3)).toEqual([
        'stock debe ser un número entero mayor o igual a 0; valor: "muchos"',
        'Productos',
        4,
      ]);
    });

    it('should answer 404 for an unknown session and 400 for a malformed id', async () => {
      for (const path of ['year-warnings', 'sku-warnings', 'result']) {
        const missing = await request(t.server)
          .get(`/api/import/${path}/import-1732300000000-nada00`)
          .set(admin)
          .expect(404);
        expect(missing.body).toEqual({ success: false, message: 'Sesión de importación no encontrada' });
        await request(t.server).get(`/api/import/${path}/nada`).set(admin).expect(400);
      }
    });
  });

  describe('GET /api/import/result and POST /api/import/{sessionId}/cancel', () => {
    it('should give the stored result of a finished import', async () => {
      const response = await request(t.server).get(`/api/import/result/${finished.sessionId}`).set(admin).expect(200);
      expect(response.body).toEqual(finished.body);
    });

    it('should stop a queued import at once, and refuse to cancel a finished one', async () => {
      const queued = newSessionId();
      await t.dataSource.query(
        `INSERT INTO import_sessions (id, status, file_name, file_size) VALUES ($1, 'QUEUED', 'q.xlsx', 1)`,
        [queued],
      );
      const response = await request(t.server).post(`/api/import/${queued}/cancel`).set(admin).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Importación detenida antes de comenzar',
        status: 'stopped',
      });
      const result = await request(t.server).get(`/api/import/result/${queued}`).set(admin).expect(200);
      expect(result.body).toMatchObject({ success: false, status: 'stopped' });
      const again = await request(t.server).post(`/api/import/${queued}/cancel`).set(admin).expect(409);
      expect(again.body).toEqual({ success: false, message: 'La importación ya terminó' });
    });

    it('should say an unfinished import has no result yet', async () => {
      const running = newSessionId();
      await t.dataSource.query(
        `INSERT INTO import_sessions (id, status, file_name, file_size) VALUES ($1, 'RUNNING', 'r.xlsx', 1)`,
        [running],
      );
      const response = await request(t.server).get(`/api/import/result/${running}`).set(admin).expect(409);
      expect(response.body).toEqual({ success: false, message: 'La importación aún no ha terminado' });
      await t.dataSource.query(`UPDATE import_sessions SET status = 'ERROR' WHERE id = $1`, [running]);
    });
  });

  describe('OpenAPI', () => {
    it('should document every import call', async () => {
      const response = await request(t.server).get('/api/docs-json').expect(200);
      const paths = Object.keys(response.body.paths).filter((path) => path.startsWith('/api/import'));
      expect(paths.sort()).toEqual(
        [
          '/api/import/worksheets',
          '/api/import/excel',
          '/api/import/progress',
          '/api/import/status',
          '/api/import/active',
          '/api/import/year-warnings/{sessionId}',
          '/api/import/year-warnings/{sessionId}/download',
          '/api/import/sku-warnings/{sessionId}',
          '/api/import/sku-warnings/{sessionId}/download',
          '/api/import/rejected/{sessionId}/download',
          '/api/import/result/{sessionId}',
          '/api/import/{sessionId}/cancel',
        ].sort(),
      );
    });
  });
});
