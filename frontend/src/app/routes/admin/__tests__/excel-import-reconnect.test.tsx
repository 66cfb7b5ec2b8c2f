import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { IMPORT_SESSION_STORAGE_KEY } from '@/config/constants';
import {
  activeProcessesFixture,
  importResultFixture,
  MISSING_STATUS,
  RUNNING_SESSION,
  statusFixture,
} from '@/features/admin-import/testing/import-fixtures';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { counter, openImport, SLOW_TEST_MS, statusReplies, warningsReplies } from './excel-import-helpers';

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
