import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '@/app/store';
import { startImportRunListeners } from '@/features/admin-import/import-run-listeners';
import { selectImportRun } from '@/features/admin-import/import-run-slice';
import { importResultFixture, statusFixture } from '@/features/admin-import/testing/import-fixtures';
import { actions, messages, SESSION, started, until } from '@/features/admin-import/testing/import-run-helpers';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import type { ImportStatusResponse } from '@/features/admin-import/types';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';

const RUNNING = statusFixture({ totalRows: 300, processedRows: 100, progress: 33 });
const FINISHED = statusFixture({ canReconnect: false, status: 'completed', progress: 100 });

/** GET /import/status answers these in turn (the last one again); each reply may be an error. */
function statusReplies(...replies: Array<ImportStatusResponse | (() => Response)>) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/import/status'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('sessionId') ?? '');
      const reply = replies[Math.min(asked.length, replies.length) - 1];
      return typeof reply === 'function' ? reply() : HttpResponse.json(reply);
    }),
  );
  return asked;
}

function resultReplies() {
  const asked: string[] = [];
  const result = importResultFixture({ sessionId: SESSION });
  server.use(
    http.get(apiUrl('/import/result/:sessionId'), ({ params }) => {
      asked.push(String(params.sessionId));
      return HttpResponse.json(result);
    }),
    http.get(apiUrl('/import/:kind/:sessionId'), () => HttpResponse.json({ success: true, warnings: [], count: 0 })),
  );
  return { asked, result };
}

/** A store with the import screen's listeners, following SESSION as 'started' does. */
function followedRun() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const progress = sseEndpoint(apiUrl('/import/progress'));
  server.use(progress.handler);
  const { token } = signInAs('admin');
  const store = makeStore();
  const stop = startImportRunListeners(store.dispatch);
  store.dispatch(started);
  const run = () => selectImportRun(store.getState());
  return { store, stop, progress, token, run };
}

describe('import run listeners: the reconnect policy (admin.md 4.4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reopens a dropped stream after 5 s, once the status allows it, with Last-Event-ID and the bearer token', async () => {
    const asked = statusReplies(RUNNING);
    const { stop, progress, token, run } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().event({ type: 'connected', message: 'Conectado' }, '0');
    progress.latest().event({ type: 'processing', progress: 33, processedRows: 100, totalRows: 300 }, '41-0');
    progress.latest().end();
    await until(() => expect(messages(run())).toContain('Conexión en tiempo real cerrada'));

    await vi.advanceTimersByTimeAsync(4999);
    expect(asked).toEqual([]);
    expect(progress.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(progress.connections).toHaveLength(2));
    expect(asked).toEqual([SESSION]);
    const again = progress.latest();
    expect(again.lastEventId).toBe('41-0');
    expect(again.request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(messages(run()).at(-1)).toBe('Reconectando...');

    // The server resumes at the id it was given: the last event is not replayed into the lists twice.
    again.event({ type: 'connected', message: 'Conectado' }, '41-0');
    again.event({ type: 'error-occurred', message: 'Fila 120: falta modelo', row: 120, error: 'falta modelo' }, '42-0');
    again.event({ type: 'error-occurred', message: 'Fila 120: falta modelo', row: 120, error: 'falta modelo' }, '42-0');
    await until(() => expect(run().errors).toHaveLength(1));
    expect(run()).toMatchObject({ live: true, running: true, following: true, lastEventId: '42-0' });
    stop();
  });

  it('stops following and loads the result by itself when the status says the import is over', async () => {
    const asked = statusReplies(FINISHED);
    const results = resultReplies();
    const { stop, progress, run } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().event({ type: 'processing', progress: 33, processedRows: 100, totalRows: 300 }, '41-0');
    progress.latest().end();
    await until(() => expect(run().live).toBe(false));
    await vi.advanceTimersByTimeAsync(5000);

    await until(() => expect(run().outcome).toBe('completed'));
    expect(run()).toMatchObject({ running: false, following: false, progress: 100, result: results.result });
    expect(asked).toEqual([SESSION]);
    expect(results.asked).toEqual([SESSION]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(progress.connections).toHaveLength(1);
    stop();
  });

  it('says so and asks again 5 s later when the status cannot be checked', async () => {
    const asked = statusReplies(
      () => HttpResponse.error(),
      () => HttpResponse.json({}, { status: 500 }),
      RUNNING,
    );
    const { stop, progress, run } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().end();
    await until(() => expect(messages(run())).toContain('Conexión en tiempo real cerrada'));

    await vi.advanceTimersByTimeAsync(5000);
    await until(() => expect(asked).toHaveLength(1));
    await until(() => expect(messages(run()).at(-2)).toBe('Sin conexión en tiempo real con el servidor'));
    expect(messages(run()).at(-1)).toBe('Reintentando en 5 segundos...');
    await vi.advanceTimersByTimeAsync(5000);
    await until(() => expect(asked).toHaveLength(2));
    expect(progress.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    await until(() => expect(progress.connections).toHaveLength(2));
    expect(asked).toHaveLength(3);
    stop();
  });

  it('waits the retry time the server sent instead of 5 s', async () => {
    const asked = statusReplies(RUNNING);
    const { stop, progress } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().write('retry: 1000\n\n');
    progress.latest().end();
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(progress.connections).toHaveLength(2));
    stop();
  });

  it('gives up without asking the status when the admin session expired', async () => {
    const asked = statusReplies(RUNNING);
    let streams = 0;
    server.use(
      http.get(apiUrl('/import/progress'), () => {
        streams++;
        return HttpResponse.json({ success: false }, { status: 401 });
      }),
      http.get(apiUrl('/import/result/:sessionId'), () => HttpResponse.json({ success: false }, { status: 401 })),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signInAs('admin');
    const store = makeStore();
    const stop = startImportRunListeners(store.dispatch);
    store.dispatch(started);
    const run = () => selectImportRun(store.getState());
    await until(() =>
      expect(messages(run())).toContain('Tu sesión expiró: vuelve a iniciar sesión para seguir el progreso'),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await until(() => expect(run()).toMatchObject({ running: false, following: false }));
    expect(asked).toEqual([]);
    expect(streams).toBe(1);
    stop();
  });

  it('closes the connection and cancels the pending reconnection when the screen stops its listeners', async () => {
    const asked = statusReplies(RUNNING);
    const { stop, progress, run } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().end();
    await until(() => expect(run().live).toBe(false));
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual([]);
    expect(progress.connections).toHaveLength(1);
  });

  it('closes the previous connection when another run is followed, and when the run ends', async () => {
    resultReplies();
    const { store, stop, progress } = followedRun();
    await until(() => expect(progress.connections).toHaveLength(1));
    const first = progress.latest();
    store.dispatch(actions.started({ sessionId: 'import-1732300000001-otra00000', fileName: 'otro.xlsx', at: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    await until(() => expect(first.closed).toBe(true));
    await until(() => expect(progress.connections).toHaveLength(2));
    const second = progress.latest();
    expect(new URL(second.request.url).searchParams.get('sessionId')).toBe('import-1732300000001-otra00000');

    store.dispatch(actions.resultArrived({ result: importResultFixture(), at: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    await until(() => expect(second.closed).toBe(true));
    stop();
  });
});

describe('import run listeners: after the run', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the status a second after reconnecting', async () => {
    const asked = statusReplies(statusFixture({ processedRows: 4700, progress: 47 }));
    const { store, stop, run } = followedRun();
    store.dispatch(actions.reconnected({ sessionId: SESSION, status: statusFixture(), at: 1 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(run().counters.processedRows).toBe(4700));
    expect(asked).toEqual([SESSION]);
    stop();
  });

  it('fetches the warning lists once per run, and remembers the run in localStorage until its result is shown', async () => {
    const warnings: string[] = [];
    server.use(
      http.get(apiUrl('/import/:kind/:sessionId'), ({ params }) => {
        warnings.push(String(params.kind));
        return HttpResponse.json({ success: true, warnings: [], count: 2 });
      }),
    );
    const { store, stop, progress, run } = followedRun();
    expect(window.localStorage.getItem('import_session')).toBe(SESSION);
    await until(() => expect(progress.connections).toHaveLength(1));
    progress.latest().event({ type: 'completed', message: 'Importación completada' }, '9-0');
    await until(() => expect(run().warningTotals).toEqual({ year: 2, sku: 2 }));
    expect(window.localStorage.getItem('import_session')).toBeNull();
    // The request's answer comes after the terminal event: the lists are not asked for again.
    store.dispatch(actions.resultArrived({ result: importResultFixture(), at: 2 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(warnings.sort()).toEqual(['sku-warnings', 'year-warnings']);
    stop();
  });
});
