import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { IMPORT_SESSION_STORAGE_KEY } from '@/config/constants';
import {
  activeProcessesFixture,
  importResultFixture,
  MISSING_STATUS,
  RUNNING_SESSION,
  skuWarningFixture,
  statusFixture,
  yearWarningsFixture,
} from '@/features/admin-import/testing/import-fixtures';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import type { ImportStatusResponse } from '@/features/admin-import/types';
import { deferred, signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SESSION_PATTERN = /^import-\d{13}-[a-z0-9]{9}$/;

function workbookFile(name = 'catalogo.xlsx', size = 1536) {
  return new File([new Uint8Array(size)], name, { type: XLSX_TYPE });
}

async function openImport() {
  signInAs('admin');
  window.localStorage.setItem('isAdmin', 'true');
  const rendered = renderApp('/admin/excel-import');
  await screen.findByRole('heading', { level: 1, name: 'Importación desde Excel' });
  return rendered;
}

function worksheetsReply(worksheets: string[]) {
  server.use(
    http.post(apiUrl('/import/worksheets'), () =>
      HttpResponse.json({ success: true, worksheets, message: `Se encontraron ${worksheets.length} hojas` }),
    ),
  );
}

function statusReplies(...replies: ImportStatusResponse[]) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/import/status'), ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('sessionId') ?? '');
      return HttpResponse.json(replies[Math.min(requested.length, replies.length) - 1]);
    }),
  );
  return requested;
}

function warningsReplies(yearCount: number, skuCount: number) {
  server.use(
    http.get(apiUrl('/import/year-warnings/:sessionId'), () =>
      HttpResponse.json({
        success: true,
        warnings: yearWarningsFixture(yearCount),
        count: yearCount,
        truncated: false,
      }),
    ),
    http.get(apiUrl('/import/sku-warnings/:sessionId'), () =>
      HttpResponse.json({
        success: true,
        warnings: skuCount > 0 ? [skuWarningFixture] : [],
        count: skuCount,
        truncated: false,
      }),
    ),
  );
}

type Rendered = Awaited<ReturnType<typeof openImport>>;

async function chooseFileAndSheets(user: Rendered['user'], sheets = ['Frenos', 'Motor']) {
  worksheetsReply(sheets);
  await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
  await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
  await screen.findByRole('radio', { name: 'Todas las hojas' });
}

const startButton = () => screen.getByRole('button', { name: /Iniciar importación/ });
const counter = (name: string) =>
  within(screen.getByRole('region', { name: 'Progreso de la importación' })).getByText(name, { selector: 'dt' })
    .nextElementSibling;

describe('admin excel import: setup', () => {
  it('explains the format, the limits and the columns', async () => {
    await openImport();
    const format = screen.getByRole('region', { name: 'Formato del archivo' });
    expect(within(format).getByText(/Tiempo máximo de procesamiento/)).toHaveTextContent('4 horas');
    expect(within(format).getByText(/Conexión en vivo/)).toHaveTextContent('1 hora, con reconexión automática');
    expect(within(format).getByText(/continúa aunque cierres esta ventana/)).toBeVisible();
    for (const column of ['itemCode', 'U_marca', 'modelo', 'ano_inicio', 'ano_fin', 'U_subsubcategoria', 'stock']) {
      expect(within(format).getAllByText(column).length).toBeGreaterThan(0);
    }
    for (const column of ['oem', 'Precio_WEB', 'Descuento', 'IMAGEN3']) {
      expect(within(format).getByText(column)).toBeVisible();
    }
  });

  it('accepts an Excel file by drop, shows its name and size, refuses other files and clears', async () => {
    const { user } = await openImport();
    const zone = screen.getByRole('button', { name: 'Seleccionar archivo Excel' });

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo Excel (.xlsx o .xls)');

    fireEvent.drop(zone, { dataTransfer: { files: [workbookFile('inventario.xls', 3 * 1024 * 1024)] } });
    expect(await screen.findByText('inventario.xls', { selector: '.import-drop__file-name' })).toBeVisible();
    expect(screen.getByText('3 MB', { selector: '.import-drop__file-size' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(screen.queryByText('inventario.xls', { selector: '.import-drop__file-name' })).not.toBeInTheDocument();
    expect(screen.getByText('Aún no has seleccionado un archivo.')).toBeVisible();
  });

  it('opens the file picker from the keyboard', async () => {
    const { user } = await openImport();
    const input = screen.getByLabelText<HTMLInputElement>('Archivo Excel');
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Seleccionar archivo Excel' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('enables the start button only with loaded sheets and a chosen sheet, with hints', async () => {
    const { user } = await openImport();
    expect(startButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
    expect(screen.getByText('1.5 KB', { selector: '.import-drop__file-size' })).toBeVisible();
    expect(startButton()).toBeDisabled();
    expect(screen.getByText('Primero carga la información del archivo')).toBeVisible();

    worksheetsReply(['Frenos', 'Motor']);
    await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
    expect(await screen.findByText('Se encontraron 2 hojas:')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Una hoja específica' })).toBeChecked();
    expect(startButton()).toBeDisabled();
    expect(screen.getByText('Selecciona una hoja específica')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Hoja a importar'), 'Motor');
    expect(startButton()).toBeEnabled();
    expect(screen.queryByText('Selecciona una hoja específica')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hoja a importar'), '');
    await user.click(screen.getByRole('radio', { name: 'Todas las hojas' }));
    expect(startButton()).toBeEnabled();
    expect(screen.getByText('Todas las hojas (2): Frenos, Motor')).toBeVisible();
  });

  it('preselects the only sheet of a one-sheet workbook', async () => {
    const { user } = await openImport();
    await chooseFileAndSheets(user, ['Productos']);
    expect(screen.getByText('Se encontró 1 hoja:')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Una hoja específica' })).toBeChecked();
    expect(screen.getByLabelText('Hoja a importar')).toHaveValue('Productos');
    expect(startButton()).toBeEnabled();
  });

  it.each([
    [
      'the listing reports a failure',
      () =>
        HttpResponse.json({ success: false, message: 'El archivo Excel está dañado o incompleto.' }, { status: 400 }),
      'Error cargando hojas: El archivo Excel está dañado o incompleto.',
    ],
    ['the network fails', () => HttpResponse.error(), 'Error de conexión al cargar hojas'],
  ])('shows an error when %s', async (_case, reply, message) => {
    server.use(http.post(apiUrl('/import/worksheets'), reply));
    const { user } = await openImport();
    await user.upload(screen.getByLabelText('Archivo Excel'), workbookFile());
    await user.click(screen.getByRole('button', { name: 'Ver hojas disponibles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(startButton()).toBeDisabled();
  });
});

/** Records the anchor downloads the page starts (jsdom cannot save files). */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:descarga'), revokeObjectURL: vi.fn() });
  return saved;
}

const SLOW_TEST_MS = 20_000;

describe('admin excel import: running an import', () => {
  it(
    'follows the live progress, then shows the result with a filterable error table and downloads',
    async () => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      const answer = deferred();
      const sent: Record<string, string> = {};
      server.use(
        progress.handler,
        http.post(apiUrl('/import/excel'), async ({ request }) => {
          const form = await request.formData();
          for (const field of ['sessionId', 'processAllSheets', 'worksheetName']) sent[field] = String(form.get(field));
          // jsdom's File does not survive Node's multipart encoder (name and bytes): only its presence is checked
          // here; the browser journey sends a real workbook.
          sent.excel = String(form.has('excel'));
          await answer.promise;
          // The API writes keep-alive spaces before the JSON.
          const body = `   \n  ${JSON.stringify(importResultFixture({ sessionId: sent.sessionId }))}`;
          return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
        }),
      );
      warningsReplies(6, 1);
      const { user } = await openImport();
      await chooseFileAndSheets(user);
      await user.click(screen.getByRole('radio', { name: 'Todas las hojas' }));
      await user.click(startButton());

      const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
      await waitFor(() => expect(progress.connections).toHaveLength(1));
      const stream = progress.latest();
      const sessionId = new URL(stream.request.url).searchParams.get('sessionId') ?? '';
      expect(sessionId).toMatch(SESSION_PATTERN);
      expect(stream.request.headers.get('Authorization')).toMatch(/^Bearer \S+/);
      expect(stream.lastEventId).toBeNull();
      expect(within(run).getByText(sessionId)).toBeVisible();
      expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBe(sessionId);
      expect(screen.queryByRole('region', { name: 'Reconectar a un proceso' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importación en curso...' })).toBeDisabled();
      await waitFor(() => expect(sent).toMatchObject({ sessionId, processAllSheets: 'true', excel: 'true' }));

      stream.event({ type: 'connected', message: 'Conectado al progreso de la importación' }, '0');
      stream.event({ type: 'start', message: 'Importación iniciada: catalogo.xlsx', processedRows: 0 }, '1-0');
      stream.event({ type: 'parsing', message: 'Archivo leído: 300 filas en 2 hojas', totalRows: 300 }, '2-0');
      expect(await within(run).findByText('0 / 300')).toBeVisible();
      stream.event(
        {
          type: 'error-occurred',
          message: 'Fila 4: stock debe ser un número entero mayor o igual a 0; valor: "muchos"',
          row: 4,
          sheet: 'Frenos',
          sku: 'FR-004',
          error: 'stock debe ser un número entero mayor o igual a 0; valor: "muchos"',
          productInfo: { sku: 'FR-004', title: 'Disco ventilado', brand: 'Toyota' },
        },
        '3-0',
      );
      stream.event(
        {
          type: 'product-updated',
          message: 'Fila 9: producto FR-009 actualizado',
          row: 9,
          sheet: 'Frenos',
          productInfo: {
            sku: 'FR-009',
            title: 'Pastilla',
            brand: 'Toyota',
            stockAnterior: 3,
            stockNuevo: 12,
            reason: 'Producto existente con el mismo SKU y título: stock 3 → 12',
          },
        },
        '4-0',
      );
      stream.event(
        {
          type: 'duplicate-sku-warning',
          message: 'Fila 40: SKU FR-001 duplicado con datos distintos',
          row: 40,
          sheet: 'Motor',
          warning: skuWarningFixture,
        },
        '5-0',
      );
      stream.event(
        {
          type: 'processing',
          message: 'Procesando fila 100 de 300',
          progress: 33,
          processedRows: 100,
          totalRows: 300,
          successCount: 96,
          updateCount: 1,
          errorCount: 1,
          yearWarningCount: 2,
          skuWarningCount: 1,
          // 96 rows of new parts are 12 products with 8 vehicles each.
          productsCreated: 12,
          productsUpdated: 1,
          compatibilitiesAdded: 96,
          currentItem: { sku: 'FR-100', title: 'Amortiguador delantero', brand: 'Hyundai' },
        },
        '6-0',
      );

      const bar = within(run).getByRole('progressbar', { name: 'Progreso de la importación' });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '33'));
      expect(within(run).getByText('En vivo')).toBeVisible();
      expect(counter('Procesando')).toHaveTextContent('100 / 300');
      expect(counter('Productos nuevos')).toHaveTextContent('12');
      expect(counter('Productos actualizados')).toHaveTextContent('1');
      expect(counter('Compatibilidades')).toHaveTextContent('96');
      expect(within(run).queryByText('Nuevos', { selector: 'dt' })).not.toBeInTheDocument();
      expect(counter('Errores')).toHaveTextContent('1');
      expect(counter('Advertencias')).toHaveTextContent('3');
      const current = within(run).getByLabelText('Producto en proceso');
      expect(current).toHaveTextContent('FR-100');
      expect(current).toHaveTextContent('Amortiguador delantero');
      expect(current).toHaveTextContent('Hyundai');

      const errors = within(run).getByRole('list', { name: 'Errores en vivo' });
      expect(errors).toHaveTextContent('Fila 4');
      expect(errors).toHaveTextContent('SKU FR-004');
      expect(errors).toHaveTextContent('stock debe ser un número entero');
      expect(errors).toHaveTextContent('Disco ventilado · Toyota');
      const updated = within(run).getByRole('list', { name: 'Productos actualizados' });
      expect(updated).toHaveTextContent('Fila 9');
      expect(updated).toHaveTextContent('Stock: 3 → 12');
      const duplicates = within(run).getByRole('list', { name: 'Advertencias de SKU duplicado' });
      expect(duplicates).toHaveTextContent('Existente');
      expect(duplicates).toHaveTextContent('Disco delantero · $12.990');
      expect(duplicates).toHaveTextContent('Disco trasero · $15.990');
      const log = within(run).getByRole('log');
      expect(log).toHaveTextContent('Importación iniciada: catalogo.xlsx');
      expect(log).toHaveTextContent(
        'Fila 4: stock debe ser un número entero mayor o igual a 0; valor: "muchos" (SKU FR-004)',
      );

      const result = importResultFixture({ sessionId });
      stream.event({ type: 'result', message: result.message, result }, '7-0');
      stream.event(
        { type: 'completed', message: result.message, progress: 100, processedRows: 300, totalRows: 300, result },
        '8-0',
      );

      // On completed the warning lists are fetched: the first 5 and '... y N más'.
      const years = await within(run).findByRole('list', { name: 'Advertencias de años' });
      expect(within(years).getAllByRole('listitem')).toHaveLength(5);
      expect(within(run).getByText('... y 1 más')).toBeVisible();
      expect(counter('Advertencias')).toHaveTextContent('7');
      expect(within(run).getByText('Completado')).toBeVisible();
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      answer.resolve();

      const panel = await screen.findByRole('region', { name: 'Importación completada' });
      expect(within(panel).getByText(result.message)).toBeVisible();
      expect(within(panel).getByText('Total de filas').nextElementSibling).toHaveTextContent('300');
      expect(within(panel).getByText('Filas procesadas').nextElementSibling).toHaveTextContent('297');
      expect(within(panel).getByText('Filas con errores').nextElementSibling).toHaveTextContent('3');
      expect(within(panel).getByText('Productos nuevos').nextElementSibling).toHaveTextContent('58');
      expect(within(panel).getByText('Productos actualizados').nextElementSibling).toHaveTextContent('2');
      expect(within(panel).getByText('Compatibilidades').nextElementSibling).toHaveTextContent('290');
      // Nothing was created in the taxonomy: no such section.
      expect(within(panel).queryByRole('region', { name: /Sub-subcategorías creadas/ })).not.toBeInTheDocument();
      const table = within(panel).getByRole('table', { name: 'Filas rechazadas' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Fila', 'SKU', 'Producto', 'Error', 'Causa probable']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toHaveTextContent('FR-004');
      expect(rows[0]).toHaveTextContent('Disco ventilado');
      expect(rows[0]).toHaveTextContent('Valor numérico inválido');
      expect(rows[1]).toHaveTextContent('Campo requerido faltante');

      await user.type(within(panel).getByLabelText('Filtrar errores'), 'nissan');
      expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Bujía iridio');
      expect(within(panel).getByText(/Mostrando 1 de 3 errores/)).toBeVisible();
      await user.clear(within(panel).getByLabelText('Filtrar errores'));
      await user.type(within(panel).getByLabelText('Filtrar errores'), 'sin coincidencias');
      expect(within(table).getByText('Ningún error coincide con el filtro.')).toBeVisible();

      // The import is over: nothing left to offer after a reload.
      expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBeNull();

      const saved = captureDownloads();
      const downloads = recordRequests();
      server.use(
        http.get(apiUrl(`/import/rejected/${sessionId}/download`), () =>
          HttpResponse.arrayBuffer(new ArrayBuffer(8), {
            headers: { 'Content-Disposition': `attachment; filename="filas-rechazadas-${sessionId}.xlsx"` },
          }),
        ),
        http.get(apiUrl(`/import/year-warnings/${sessionId}/download`), () => HttpResponse.text('Total: 6')),
        http.get(apiUrl(`/import/sku-warnings/${sessionId}/download`), () => HttpResponse.error()),
      );
      await user.click(within(panel).getByRole('button', { name: 'Descargar filas rechazadas (.xlsx)' }));
      await waitFor(() => expect(saved).toEqual([`filas-rechazadas-${sessionId}.xlsx`]));
      expect(downloads.to(`/import/rejected/${sessionId}/download`)).toHaveLength(1);

      const yearBox = within(run).getByRole('region', { name: /Advertencias de años/ });
      await user.click(within(yearBox).getByRole('button', { name: 'Descargar .txt' }));
      await waitFor(() => expect(saved).toContain(`advertencias-anos-${sessionId}.txt`));
      const skuBox = within(run).getByRole('region', { name: /Advertencias de SKU duplicado/ });
      await user.click(within(skuBox).getByRole('button', { name: 'Descargar .txt' }));
      expect(await within(skuBox).findByRole('alert')).toHaveTextContent(
        'Error al descargar el archivo. Inténtalo de nuevo.',
      );

      // A new import starts from an empty screen, with the reconnect section back.
      await user.click(within(panel).getByRole('button', { name: 'Nueva importación' }));
      expect(screen.queryByRole('region', { name: 'Progreso de la importación' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Reconectar a un proceso' })).toBeVisible();
    },
    SLOW_TEST_MS,
  );

  it.each([
    [
      'a server failure',
      () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
      'Error de conexión con el servidor',
    ],
    [
      'missing columns',
      () =>
        HttpResponse.json(
          { success: false, message: 'Faltan columnas requeridas en la hoja "Frenos": modelo, stock' },
          { status: 400 },
        ),
      'Faltan columnas requeridas en la hoja "Frenos": modelo, stock',
    ],
    [
      'a lost connection to an import that never started',
      () => HttpResponse.error(),
      'Error de conexión con el servidor',
    ],
  ])(
    'shows %s as a failed result with zeroed counts',
    async (_case, reply, message) => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      statusReplies(MISSING_STATUS);
      server.use(progress.handler, http.post(apiUrl('/import/excel'), reply));
      const { user } = await openImport();
      await chooseFileAndSheets(user, ['Frenos']);
      await user.click(startButton());

      const panel = await screen.findByRole('region', { name: 'La importación no se completó' });
      expect(within(panel).getByText(message)).toBeVisible();
      expect(within(panel).getByText('Total de filas').nextElementSibling).toHaveTextContent('0');
      expect(counter('Procesando')).toHaveTextContent('0 / ?');
      expect(counter('Errores')).toHaveTextContent('0');
      // The request is over: the bar is full (admin.md 4.4), in the error colour, with the failure panel below.
      const bar = screen.getByRole('progressbar', { name: 'Progreso de la importación' });
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(bar).toHaveClass('import-progress-bar--danger');
      expect(
        within(screen.getByRole('region', { name: 'Progreso de la importación' })).getByText('Error'),
      ).toBeVisible();
      expect(within(screen.getByRole('log')).getByText(message)).toBeVisible();
      await waitFor(() => expect(progress.latest().closed).toBe(true));
      expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it(
    'cancels a running import and shows it clearly as stopped',
    async () => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      const cancelled: string[] = [];
      server.use(
        progress.handler,
        http.post(apiUrl('/import/excel'), () => new Promise<never>(() => undefined)),
        http.post(apiUrl('/import/:sessionId/cancel'), ({ params }) => {
          cancelled.push(String(params.sessionId));
          return HttpResponse.json({
            success: true,
            message: 'Se solicitó detener la importación: se detendrá al terminar el lote en curso',
            status: 'running',
          });
        }),
      );
      warningsReplies(0, 0);
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      const { user } = await openImport();
      await chooseFileAndSheets(user, ['Frenos']);
      await user.click(startButton());
      await waitFor(() => expect(progress.connections).toHaveLength(1));
      const sessionId = new URL(progress.latest().request.url).searchParams.get('sessionId');
      progress.latest().event({ type: 'connected', message: 'Conectado' }, '0');
      progress.latest().event({ type: 'processing', progress: 20, processedRows: 200, totalRows: 1000 }, '1-0');

      await user.click(await screen.findByRole('button', { name: 'Detener importación' }));
      expect(confirm).toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: 'Deteniendo...' })).toBeDisabled();
      expect(cancelled).toEqual([sessionId]);

      const stopped = importResultFixture({
        success: false,
        status: 'stopped',
        message: 'Importación detenida por el usuario. Las filas ya procesadas se conservan.',
        totalRows: 200,
        processedRows: 200,
        errorRows: 0,
        errors: [],
      });
      progress.latest().event({ type: 'result', message: stopped.message, result: stopped }, '2-0');
      progress
        .latest()
        .event({ type: 'stopped', message: stopped.message, progress: 20, processedRows: 200, result: stopped }, '3-0');
      const panel = await screen.findByRole('region', { name: 'Importación detenida' });
      expect(within(panel).getByText(stopped.message)).toBeVisible();
      const run = screen.getByRole('region', { name: 'Progreso de la importación' });
      expect(within(run).getByText('Detenido')).toBeVisible();
      expect(within(run).getByText('Importación detenida. Las filas ya procesadas se conservan.')).toBeVisible();
      expect(within(run).getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
        'aria-valuenow',
        '20',
      );
      expect(screen.queryByRole('button', { name: /Detener importación|Deteniendo/ })).not.toBeInTheDocument();
      // Without warnings, the download explains there is nothing to download.
      const yearBox = within(run).getByRole('region', { name: /Advertencias de años/ });
      await user.click(within(yearBox).getByRole('button', { name: 'Descargar .txt' }));
      expect(within(yearBox).getByRole('alert')).toHaveTextContent('No hay advertencias de años para descargar');
    },
    SLOW_TEST_MS,
  );

  it('reopens a dropped live connection after 5 s with Last-Event-ID, and shows the result once it cannot', async () => {
    const progress = sseEndpoint(apiUrl('/import/progress'));
    const running = statusFixture({ totalRows: 300, processedRows: 100, progress: 33 });
    const statusCalls = statusReplies(
      running,
      running,
      statusFixture({ canReconnect: false, status: 'completed', progress: 100 }),
    );
    const result = importResultFixture();
    server.use(
      progress.handler,
      http.post(apiUrl('/import/excel'), () => HttpResponse.error()),
      http.get(apiUrl('/import/result/:sessionId'), () => HttpResponse.json(result)),
    );
    warningsReplies(0, 0);
    const { user } = await openImport();
    await chooseFileAndSheets(user, ['Frenos']);
    await user.click(startButton());
    const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
    // The request broke but the import runs on: the page keeps following it.
    await waitFor(() => expect(statusCalls).toHaveLength(1));
    expect(within(run).getByRole('log')).toHaveTextContent(
      'Se detectó un problema de conexión; el proceso continúa en el servidor',
    );

    const first = progress.latest();
    first.event({ type: 'connected', message: 'Conectado' }, '0');
    first.event({ type: 'processing', progress: 33, processedRows: 100, totalRows: 300 }, '41-0');
    await within(run).findByText('100 / 300');
    first.end();
    await within(run).findByText('Conexión en tiempo real cerrada');
    expect(within(run).getByRole('log')).toHaveTextContent('Reintentando en 5 segundos...');
    expect(within(run).getByText('Sin conexión en tiempo real')).toBeVisible();

    await waitFor(() => expect(progress.connections).toHaveLength(2), { timeout: 8000 });
    expect(progress.latest().lastEventId).toBe('41-0');
    expect(within(run).getByRole('log')).toHaveTextContent('Reconectando...');
    progress.latest().event({ type: 'connected', message: 'Conectado' }, '41-0');
    progress.latest().end();

    // The second check says the import is over: stop following and show its stored result.
    const panel = await screen.findByRole('region', { name: 'Importación completada' }, { timeout: 8000 });
    expect(within(panel).getByText(result.message)).toBeVisible();
    expect(progress.connections).toHaveLength(2);
    expect(statusCalls).toHaveLength(3);
  }, 30_000);
});

describe('admin excel import: what the import created', () => {
  it(
    'names the sub-subcategories it created, live and in the result, each linked to move or rename it',
    async () => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      const answer = deferred();
      let sessionId = '';
      const created = [
        { id: 41, name: 'Kits de embrague', category: 'Sin clasificar', sheet: 'Frenos', row: 7, sku: 'KE-1' },
        { id: 42, name: 'Sensores de lluvia', category: 'Sin clasificar', sheet: 'Frenos', row: 160, sku: 'SL-9' },
      ];
      server.use(
        progress.handler,
        http.post(apiUrl('/import/excel'), async () => {
          await answer.promise;
          return HttpResponse.json(
            importResultFixture({
              sessionId,
              message:
                'Importación completada: 297 filas importadas (58 productos nuevos, 2 actualizados, 290 compatibilidades nuevas) y 3 con errores. Se crearon 2 sub-subcategorías nuevas en la categoría "Sin clasificar".',
              categoryWarningCount: 2,
              createdSubSubcategories: created.map((item) => item.name),
              newSubSubcategories: [
                { ...created[0], productCount: 3 },
                { ...created[1], productCount: 1 },
              ],
            }),
          );
        }),
      );
      warningsReplies(0, 0);
      const { user } = await openImport();
      await chooseFileAndSheets(user, ['Frenos']);
      await user.click(startButton());
      const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
      await waitFor(() => expect(progress.connections).toHaveLength(1));
      const stream = progress.latest();
      sessionId = new URL(stream.request.url).searchParams.get('sessionId') ?? '';

      stream.event({ type: 'connected', message: 'Conectado' }, '0');
      stream.event(
        {
          type: 'batch-completed',
          message: 'Lote guardado: filas hasta la 101 de la hoja "Frenos"',
          progress: 33,
          processedRows: 100,
          totalRows: 300,
          categoryWarningCount: 1,
          newSubSubcategories: [created[0]],
        },
        '1-0',
      );

      // Live: named as soon as its batch is saved, linked to its edit form, and said in the log.
      const live = await within(run).findByRole('region', { name: /Sub-subcategorías creadas/ });
      expect(within(live).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories/41/edit',
      );
      expect(within(live).getByText('Fila 7 · hoja Frenos · SKU KE-1')).toBeVisible();
      expect(within(live).getByRole('link', { name: 'Ir a sub-subcategorías' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories',
      );
      expect(within(run).getByRole('log')).toHaveTextContent(
        'Sub-subcategoría "Kits de embrague" no encontrada (fila 7): se creó en la categoría "Sin clasificar"',
      );
      stream.event(
        {
          type: 'batch-completed',
          message: 'Lote guardado: filas hasta la 201 de la hoja "Frenos"',
          progress: 66,
          processedRows: 200,
          categoryWarningCount: 2,
          newSubSubcategories: [created[1]],
        },
        '2-0',
      );
      await within(live).findByRole('link', { name: 'Sensores de lluvia' });
      expect(within(live).getByRole('heading')).toHaveTextContent('Sub-subcategorías creadas (2)');

      answer.resolve();
      const panel = await screen.findByRole('region', { name: 'Importación completada' });
      const taxonomy = within(panel).getByRole('region', { name: /Sub-subcategorías creadas/ });
      expect(taxonomy).toHaveTextContent(
        'Estas sub-subcategorías no existían en el catálogo: la importación las creó en la categoría «Sin clasificar» para no perder filas. Muévelas a su categoría o renómbralas.',
      );
      const items = within(within(taxonomy).getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0]).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories/41/edit',
      );
      expect(items[0]).toHaveTextContent('Fila 7 · hoja Frenos · SKU KE-1 · 3 productos');
      expect(items[1]).toHaveTextContent('Sensores de lluvia');
      expect(items[1]).toHaveTextContent('Fila 160 · hoja Frenos · SKU SL-9 · 1 producto');
      expect(within(taxonomy).getByRole('link', { name: 'Ir a sub-subcategorías' })).toHaveAttribute(
        'href',
        '/admin/subsubcategories',
      );
      // Shown once: the live box gives way to the result's list.
      expect(within(run).queryByRole('region', { name: /Sub-subcategorías creadas/ })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('shows a created sub-subcategory of a stored result even without live events', async () => {
    const finished = activeProcessesFixture[1];
    const result = importResultFixture({
      sessionId: finished.sessionId,
      categoryWarningCount: 1,
      createdSubSubcategories: ['Kits de embrague'],
      newSubSubcategories: [
        {
          id: 41,
          name: 'Kits de embrague',
          category: 'Sin clasificar',
          sheet: 'Frenos',
          row: 7,
          sku: 'KE-1',
          productCount: 1,
        },
      ],
    });
    server.use(
      http.get(apiUrl('/import/active'), () => HttpResponse.json({ success: true, activeProcesses: [finished] })),
      http.get(apiUrl(`/import/result/${finished.sessionId}`), () => HttpResponse.json(result)),
    );
    warningsReplies(0, 0);
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Buscar procesos activos' }));
    await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));
    const panel = await screen.findByRole('region', { name: 'Importación completada' });
    const taxonomy = within(panel).getByRole('region', { name: /Sub-subcategorías creadas/ });
    expect(taxonomy).toHaveTextContent('Esta sub-subcategoría no existía en el catálogo: la importación la creó');
    expect(taxonomy).toHaveTextContent('Muévela a su categoría o renómbrala.');
    expect(within(taxonomy).getByRole('link', { name: 'Kits de embrague' })).toHaveAttribute(
      'href',
      '/admin/subsubcategories/41/edit',
    );
    expect(taxonomy).toHaveTextContent('1 producto');
  });
});

describe('admin excel import: the live connection lost while the import ends', () => {
  it('loads and shows the result by itself at 100 % although the import request never answers', async () => {
    const progress = sseEndpoint(apiUrl('/import/progress'));
    const statusCalls = statusReplies(statusFixture({ canReconnect: false, status: 'completed', progress: 100 }));
    const result = importResultFixture();
    const resultCalls: string[] = [];
    server.use(
      progress.handler,
      // The request's connection hangs (a proxy that swallowed it): only the page can fetch the result.
      http.post(apiUrl('/import/excel'), () => new Promise<never>(() => undefined)),
      http.get(apiUrl('/import/result/:sessionId'), ({ params }) => {
        resultCalls.push(String(params.sessionId));
        // The first lookup fails on the network: the page tries again rather than giving up.
        return resultCalls.length === 1 ? HttpResponse.error() : HttpResponse.json(result);
      }),
    );
    warningsReplies(0, 0);
    const { user } = await openImport();
    await chooseFileAndSheets(user, ['Frenos']);
    await user.click(startButton());
    const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
    await waitFor(() => expect(progress.connections).toHaveLength(1));
    const sessionId = new URL(progress.latest().request.url).searchParams.get('sessionId') ?? '';

    progress.latest().event({ type: 'connected', message: 'Conectado' }, '0');
    progress.latest().event({ type: 'processing', progress: 33, processedRows: 100, totalRows: 300 }, '41-0');
    await within(run).findByText('100 / 300');
    // The connection drops; meanwhile the import finishes.
    progress.latest().end();
    await within(run).findByText('Conexión en tiempo real cerrada');

    // 5 s later the status says it is over: the page fetches the result and shows the final panel.
    const panel = await screen.findByRole('region', { name: 'Importación completada' }, { timeout: 15_000 });
    expect(within(panel).getByText(result.message)).toBeVisible();
    expect(within(run).getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(run).getByText('Completado')).toBeVisible();
    expect(within(run).queryByText('Sin seguimiento')).not.toBeInTheDocument();
    expect(counter('Procesando')).toHaveTextContent('300 / 300');
    expect(counter('Productos nuevos')).toHaveTextContent('58');
    expect(statusCalls).toEqual([sessionId]);
    expect(resultCalls).toEqual([sessionId, sessionId]);
    // No reconnection to a finished import, and nothing left to offer after a reload.
    expect(progress.connections).toHaveLength(1);
    expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBeNull();
  }, 30_000);
});

describe('admin excel import: the request lost after the import ended', () => {
  it('shows the stored result, not a connection error, when the answer is lost and the import is over', async () => {
    const progress = sseEndpoint(apiUrl('/import/progress'));
    statusReplies(statusFixture({ canReconnect: false, status: 'completed', progress: 100 }));
    const result = importResultFixture();
    server.use(
      progress.handler,
      http.post(apiUrl('/import/excel'), () => HttpResponse.error()),
      http.get(apiUrl('/import/result/:sessionId'), () => HttpResponse.json(result)),
    );
    warningsReplies(0, 0);
    const { user } = await openImport();
    await chooseFileAndSheets(user, ['Frenos']);
    await user.click(startButton());

    const panel = await screen.findByRole('region', { name: 'Importación completada' });
    expect(within(panel).getByText(result.message)).toBeVisible();
    expect(screen.queryByText('Error de conexión con el servidor')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await waitFor(() => expect(progress.latest().closed).toBe(true));
  });
});

describe('admin excel import: reconnecting', () => {
  const reconnectSection = () => screen.getByRole('region', { name: 'Reconectar a un proceso' });

  it(
    'lists the active processes and reconnects to a running one with its counters restored',
    async () => {
      const progress = sseEndpoint(apiUrl('/import/progress'));
      const statusCalls = statusReplies(
        statusFixture(),
        statusFixture({
          processedRows: 4700,
          progress: 47,
          successCount: 4490,
          productsCreated: 449,
          compatibilitiesAdded: 4490,
          errorCount: 25,
        }),
      );
      server.use(
        progress.handler,
        http.get(apiUrl('/import/active'), () =>
          HttpResponse.json({ success: true, activeProcesses: activeProcessesFixture }),
        ),
      );
      const { user } = await openImport();
      await user.click(within(reconnectSection()).getByRole('button', { name: 'Buscar procesos activos' }));

      const list = await screen.findByRole('list', { name: 'Procesos de importación' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      const running = within(list).getByRole('listitem', { name: `Proceso ${RUNNING_SESSION}` });
      expect(within(running).getByText('En curso')).toBeVisible();
      expect(within(running).getByText('42%')).toBeVisible();
      expect(within(running).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
      expect(within(running).getByText('1,5 min')).toBeVisible();
      expect(within(running).getByText(RUNNING_SESSION)).toBeVisible();
      expect(within(running).getByText('4.200 / 10.000 filas')).toBeVisible();
      expect(within(items[1]).getByText('Completado')).toBeVisible();
      expect(within(items[1]).getByRole('button', { name: 'Ver resultado' })).toBeEnabled();
      expect(within(items[2]).getByText('Error')).toBeVisible();
      expect(within(items[2]).getByText(/detenida por el usuario/)).toBeVisible();
      expect(within(items[3]).getByText('Desconocido')).toBeVisible();
      expect(within(items[3]).getByText('0 / ? filas')).toBeVisible();
      expect(within(items[3]).getByRole('button', { name: 'Reconectar' })).toBeDisabled();

      await user.click(within(running).getByRole('button', { name: `Copiar ID ${RUNNING_SESSION}` }));
      expect(await within(running).findByText('ID copiado')).toBeVisible();
      await expect(navigator.clipboard.readText()).resolves.toBe(RUNNING_SESSION);

      await user.click(within(running).getByRole('button', { name: 'Reconectar' }));
      const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
      expect(screen.queryByRole('region', { name: 'Reconectar a un proceso' })).not.toBeInTheDocument();
      expect(within(run).getByText(RUNNING_SESSION)).toBeVisible();
      expect(within(run).getByText('grande.xlsx')).toBeVisible();
      expect(counter('Procesando')).toHaveTextContent('4.200 / 10.000');
      expect(counter('Productos nuevos')).toHaveTextContent('400');
      expect(counter('Productos actualizados')).toHaveTextContent('18');
      expect(counter('Compatibilidades')).toHaveTextContent('4.000');
      expect(counter('Errores')).toHaveTextContent('20');
      expect(counter('Advertencias')).toHaveTextContent('4');
      expect(within(run).getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
        'aria-valuenow',
        '42',
      );
      expect(within(run).getByRole('log')).toHaveTextContent(`Reconectado al proceso ${RUNNING_SESSION}`);
      await waitFor(() => expect(progress.connections).toHaveLength(1));
      expect(new URL(progress.latest().request.url).searchParams.get('sessionId')).toBe(RUNNING_SESSION);
      expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBe(RUNNING_SESSION);

      // The status is asked again a second later.
      await waitFor(() => expect(counter('Procesando')).toHaveTextContent('4.700 / 10.000'));
      expect(counter('Productos nuevos')).toHaveTextContent('449');
      expect(counter('Compatibilidades')).toHaveTextContent('4.490');
      expect(counter('Errores')).toHaveTextContent('25');
      expect(statusCalls).toEqual([RUNNING_SESSION, RUNNING_SESSION]);
    },
    SLOW_TEST_MS,
  );

  it('shows the stored result of a finished process from the list', async () => {
    const finished = activeProcessesFixture[1];
    const result = importResultFixture({ sessionId: finished.sessionId });
    server.use(
      http.get(apiUrl('/import/active'), () => HttpResponse.json({ success: true, activeProcesses: [finished] })),
      http.get(apiUrl(`/import/result/${finished.sessionId}`), () => HttpResponse.json(result)),
    );
    warningsReplies(2, 0);
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Buscar procesos activos' }));
    await user.click(await screen.findByRole('button', { name: 'Ver resultado' }));

    const panel = await screen.findByRole('region', { name: 'Importación completada' });
    expect(within(panel).getByText(result.message)).toBeVisible();
    expect(within(panel).getAllByRole('row')).toHaveLength(4);
    const run = screen.getByRole('region', { name: 'Progreso de la importación' });
    expect(await within(run).findByRole('list', { name: 'Advertencias de años' })).toBeVisible();
  });

  it.each([
    [
      'no active process',
      () => HttpResponse.json({ success: true, activeProcesses: [] }),
      'No hay procesos de importación activos en este momento',
    ],
    [
      'a failed listing',
      () => HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      'Error cargando procesos activos',
    ],
    ['a network failure', () => HttpResponse.error(), 'Error de conexión al buscar procesos'],
  ])('says so for %s', async (_case, reply, message) => {
    server.use(http.get(apiUrl('/import/active'), reply));
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Buscar procesos activos' }));
    expect(await within(reconnectSection()).findByText(message)).toBeVisible();
  });

  it('reconnects by a typed, trimmed session id', async () => {
    const progress = sseEndpoint(apiUrl('/import/progress'));
    const statusCalls = statusReplies(statusFixture());
    server.use(progress.handler);
    const { user } = await openImport();
    const submit = within(reconnectSection()).getByRole('button', { name: 'Reconectar por ID' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('ID de sesión'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('ID de sesión'), `${RUNNING_SESSION}  `);
    await user.click(submit);

    expect(await screen.findByRole('region', { name: 'Progreso de la importación' })).toBeVisible();
    expect(statusCalls[0]).toBe(RUNNING_SESSION);
    await waitFor(() => expect(progress.connections).toHaveLength(1));
  });

  it.each([
    [
      'does not exist',
      () => HttpResponse.json(MISSING_STATUS),
      'No se pudo reconectar. El proceso puede haber finalizado o no existe.',
    ],
    [
      'has finished',
      () => HttpResponse.json(statusFixture({ canReconnect: false, status: 'completed', progress: 100 })),
      'No se pudo reconectar. El proceso puede haber finalizado o no existe.',
    ],
    [
      'is not a session id',
      () =>
        HttpResponse.json(
          { success: false, errors: ['Identificador de sesión de importación inválido'] },
          { status: 400 },
        ),
      'No se pudo reconectar. El proceso puede haber finalizado o no existe.',
    ],
    [
      'cannot be checked (server error)',
      () => HttpResponse.json({ success: false }, { status: 500 }),
      'Error verificando estado del proceso',
    ],
    ['cannot be checked (network)', () => HttpResponse.error(), 'Error verificando estado del proceso'],
  ])('refuses to reconnect when the process %s', async (_case, reply, message) => {
    server.use(http.get(apiUrl('/import/status'), reply));
    const { user } = await openImport();
    await user.type(screen.getByLabelText('ID de sesión'), RUNNING_SESSION);
    await user.click(screen.getByRole('button', { name: 'Reconectar por ID' }));
    expect(await within(reconnectSection()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Progreso de la importación' })).not.toBeInTheDocument();
  });

  it('offers to reconnect to the import left running when the page was closed', async () => {
    window.localStorage.setItem(IMPORT_SESSION_STORAGE_KEY, RUNNING_SESSION);
    const progress = sseEndpoint(apiUrl('/import/progress'));
    statusReplies(statusFixture());
    server.use(progress.handler);
    const { user } = await openImport();

    const notice = await screen.findByRole('region', { name: 'Importación anterior' });
    expect(notice).toHaveTextContent('Hay una importación en curso iniciada desde este navegador: «grande.xlsx»');
    expect(notice).toHaveTextContent('42% · 4.200 de 10.000 filas');
    await user.click(within(notice).getByRole('button', { name: 'Reconectar' }));

    const run = await screen.findByRole('region', { name: 'Progreso de la importación' });
    expect(within(run).getByText(RUNNING_SESSION)).toBeVisible();
    expect(counter('Procesando')).toHaveTextContent('4.200 / 10.000');
    expect(screen.queryByRole('region', { name: 'Importación anterior' })).not.toBeInTheDocument();
    await waitFor(() => expect(progress.connections).toHaveLength(1));
  });

  it('offers the result of an import that finished while away, and forgets a dismissed or unknown one', async () => {
    window.localStorage.setItem(IMPORT_SESSION_STORAGE_KEY, RUNNING_SESSION);
    statusReplies(
      statusFixture({ canReconnect: false, status: 'completed', progress: 100, message: 'Importación completada.' }),
    );
    const { user, unmount } = await openImport();
    const notice = await screen.findByRole('region', { name: 'Importación anterior' });
    expect(notice).toHaveTextContent('La importación «grande.xlsx» terminó mientras no estabas');
    expect(within(notice).getByRole('button', { name: 'Ver resultado' })).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('region', { name: 'Importación anterior' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBeNull();
    unmount();

    window.localStorage.setItem(IMPORT_SESSION_STORAGE_KEY, 'import-1732300000000-perdido00');
    statusReplies(MISSING_STATUS);
    await openImport();
    await waitFor(() => expect(window.localStorage.getItem(IMPORT_SESSION_STORAGE_KEY)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Importación anterior' })).not.toBeInTheDocument();
  });
});
