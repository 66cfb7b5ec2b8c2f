import { addListener } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { importProgressApi } from '@/features/admin-import/api/import-progress-stream';
import { selectImportRun, type ConnectionLost } from '@/features/admin-import/import-run-slice';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { actions, messages, SESSION, started, until } from '@/features/admin-import/testing/import-run-helpers';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';

const PROGRESS = apiUrl('/import/progress');

/** A store following SESSION (follow 1), recording the connections it reports lost. */
function followingStore() {
  const { token } = signInAs('admin');
  const store = makeStore();
  store.dispatch(started);
  const lost: ConnectionLost[] = [];
  store.dispatch(
    addListener({
      actionCreator: actions.connectionLost,
      effect: (action) => {
        lost.push(action.payload);
      },
    }),
  );
  const open = (lastEventId: string | null = null, followSeq = 1) =>
    store.dispatch(
      importProgressApi.endpoints.followImportProgress.initiate({
        sessionId: SESSION,
        lastEventId,
        followSeq,
        connection: `c-${lastEventId}-${followSeq}`,
      }),
    );
  const run = () => selectImportRun(store.getState());
  return { store, token, lost, open, run };
}

const processing = (row: number) => ({
  type: 'error-occurred',
  message: `Fila ${row}: falta modelo`,
  row,
  error: 'falta modelo',
});

describe('followImportProgress (streaming endpoint)', () => {
  it('streams over fetch with the bearer token, applying the events in order, even split mid-character', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { token, open, run } = followingStore();
    const subscription = open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    const connection = endpoint.latest();
    expect(connection.request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(connection.request.headers.get('Accept')).toBe('text/event-stream');
    expect(new URL(connection.request.url).searchParams.get('sessionId')).toBe(SESSION);
    expect(connection.lastEventId).toBeNull();

    connection.event({ type: 'connected', message: 'Conectado' }, '0');
    const bytes = new TextEncoder().encode(
      `id: 1-0\ndata: ${JSON.stringify({ type: 'parsing', message: 'Bujía: 300 filas', totalRows: 300 })}\n\n`,
    );
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'í'
    connection.write(bytes.slice(0, cut));
    connection.write(bytes.slice(cut));
    connection.event(processing(4), '2-0');
    connection.event(processing(9), '3-0');
    await until(() => expect(run().errors.map((error) => error.row)).toEqual([4, 9]));
    expect(run()).toMatchObject({ live: true, totalRows: 300, lastEventId: '3-0' });
    expect(messages(run()).slice(-4)).toEqual([
      'Conectado',
      'Bujía: 300 filas',
      'Fila 4: falta modelo',
      'Fila 9: falta modelo',
    ]);
    subscription.unsubscribe();
  });

  it('resumes with Last-Event-ID and does not apply a repeated or older event twice', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { store, open, run } = followingStore();
    store.dispatch(actions.eventReceived({ event: processing(4), id: '7-0', followSeq: 1, at: 1 }));
    const subscription = open('7-0');
    await until(() => expect(endpoint.connections).toHaveLength(1));
    expect(endpoint.latest().lastEventId).toBe('7-0');

    // The server's resume point, then an older and a repeated event (a replay), then a new one.
    endpoint.latest().event({ type: 'connected', message: 'Conectado' }, '7-0');
    endpoint.latest().event(processing(2), '6-0');
    endpoint.latest().event(processing(4), '7-0');
    endpoint.latest().event(processing(9), '8-0');
    endpoint.latest().event(processing(9), '8-0');
    await until(() => expect(run().lastEventId).toBe('8-0'));
    expect(run().errors.map((error) => error.row)).toEqual([4, 9]);
    expect(run().live).toBe(true);
    subscription.unsubscribe();
  });

  it('reports a stream the server ended, with the last id, the retry time asked for and whether it was live', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { lost, open, run } = followingStore();
    open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint.latest().write('retry: 2500\n\n');
    endpoint.latest().event({ type: 'connected', message: 'Conectado' }, '0');
    endpoint.latest().event(processing(4), '41-0');
    endpoint.latest().end();
    await until(() => expect(lost).toHaveLength(1));
    expect(lost[0]).toMatchObject({
      connection: 'c-null-1',
      followSeq: 1,
      reason: 'closed',
      httpStatus: null,
      live: true,
      lastEventId: '41-0',
      retryMs: 2500,
    });
    expect(run().live).toBe(false);
    expect(messages(run()).slice(-2)).toEqual(['Conexión en tiempo real cerrada', 'Reintentando en 5 segundos...']);
  });

  it.each([
    ['an error status', () => HttpResponse.json({ success: false }, { status: 500 }), 'http', 500],
    ['a network failure', () => HttpResponse.error(), 'network', null],
  ] as const)('reports %s before the stream opened', async (_case, reply, reason, httpStatus) => {
    server.use(http.get(PROGRESS, reply));
    const { lost, open, run } = followingStore();
    open();
    await until(() => expect(lost).toHaveLength(1));
    expect(lost[0]).toMatchObject({ reason, httpStatus, live: false, lastEventId: null });
    expect(messages(run()).slice(-2)).toEqual([
      'Sin conexión en tiempo real con el servidor',
      'Reintentando en 5 segundos...',
    ]);
  });

  it('says an expired session instead of retrying when the stream answers 401', async () => {
    server.use(http.get(PROGRESS, () => HttpResponse.json({ success: false }, { status: 401 })));
    const { lost, open, run } = followingStore();
    open();
    await until(() => expect(lost).toHaveLength(1));
    expect(messages(run()).at(-1)).toBe('Tu sesión expiró: vuelve a iniciar sesión para seguir el progreso');
    expect(messages(run())).not.toContain('Reintentando en 5 segundos...');
  });

  it('stops reading at the terminal event: nothing after it is applied and no loss is reported', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { lost, open, run } = followingStore();
    open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint
      .latest()
      .write(
        `id: 1-0\ndata: ${JSON.stringify({ type: 'completed', message: 'Importación completada' })}\n\n` +
          `id: 2-0\ndata: ${JSON.stringify(processing(99))}\n\n`,
      );
    await until(() => expect(run().outcome).toBe('completed'));
    await until(() => expect(endpoint.latest().closed).toBe(true));
    expect(run()).toMatchObject({ following: false, resultShown: true, errors: [] });
    expect(lost).toEqual([]);
  });

  it('closes the connection when its cache entry goes, and applies nothing it sends afterwards', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { lost, open, run } = followingStore();
    const subscription = open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    subscription.unsubscribe();
    await until(() => expect(endpoint.latest().closed).toBe(true));
    endpoint.latest().event(processing(4), '1-0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run().errors).toEqual([]);
    expect(lost).toEqual([]);
  });

  it('ignores the events of an earlier follow, and logs a message it cannot read', async () => {
    const endpoint = sseEndpoint(PROGRESS);
    server.use(endpoint.handler);
    const { store, open, run } = followingStore();
    open(null, 1);
    await until(() => expect(endpoint.connections).toHaveLength(1));
    // The run is followed anew (follow 2): the first connection's events no longer count.
    store.dispatch(actions.followResumed());
    endpoint.latest().event(processing(4), '1-0');
    endpoint.latest().write('data: {no es json\n\n');
    await until(() => expect(messages(run()).at(-1)).toBe('Error al procesar un mensaje del servidor'));
    expect(run().errors).toEqual([]);
  });
});
