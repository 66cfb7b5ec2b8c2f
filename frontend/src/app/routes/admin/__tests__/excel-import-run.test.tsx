import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { IMPORT_SESSION_STORAGE_KEY } from '@/config/constants';
import {
  importResultFixture,
  MISSING_STATUS,
  skuWarningFixture,
} from '@/features/admin-import/testing/import-fixtures';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import {
  captureDownloads,
  chooseFileAndSheets,
  counter,
  openImport,
  SESSION_PATTERN,
  SLOW_TEST_MS,
  startButton,
  startImport,
  statusReplies,
  warningsReplies,
} from './excel-import-helpers';

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
      await startImport();

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
      const { user } = await startImport();
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
});
