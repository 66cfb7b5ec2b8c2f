import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { IMPORT_SESSION_STORAGE_KEY } from '@/config/constants';
import { importResultFixture, statusFixture } from '@/features/admin-import/testing/import-fixtures';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { counter, startImport, statusReplies, warningsReplies } from './excel-import-helpers';

describe('admin excel import: running an import', () => {
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
    await startImport();
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
    await startImport();
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
    await startImport();

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
