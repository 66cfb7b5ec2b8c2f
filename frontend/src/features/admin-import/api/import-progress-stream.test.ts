import { addListener } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { importProgressApi } from '@/features/admin-import/api/import-progress-stream';
import { selectImportRun, type ConnectionLost } from '@/features/admin-import/import-run-slice';
import { actions, messages, SESSION, started, until } from '@/features/admin-import/testing/import-run-helpers';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';

const PROGRESS = apiUrl('/import/progress');

/**
 * A store following SESSION (follow 1) and a fake progress endpoint (or `reply` instead of it), recording the
 * connections the endpoint reports lost.
 */
function followingStore(reply?: () => Response) {
  const endpoint = sseEndpoint(PROGRESS);
  server.use(reply ? http.get(PROGRESS, reply) : endpoint.handler);
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
  const open = (lastEventId: string | null = null) =>
    store.dispatch(
      importProgressApi.endpoints.followImportProgress.initiate({
        sessionId: SESSION,
        lastEventId,
        followSeq: 1,
        connection: `c-${lastEventId}`,
      }),
    );
  /** Opens a connection and waits until the fake server has it. */
  const connect = async (lastEventId: string | null = null) => {
    const subscription = open(lastEventId);
    await until(() => expect(endpoint.connections).toHaveLength(1));
    return { subscription, connection: endpoint.latest() };
  };
  const run = () => selectImportRun(store.getState());
  return { store, token, lost, open, connect, run };
}

const rowError = (row: number) => ({
  type: 'error-occurred',
  message: `Fila ${row}: falta modelo`,
  row,
  error: 'falta modelo',
});
const rowsApplied = (run: () => ReturnType<typeof selectImportRun>) => run().errors.map((error) => error.row);

describe('followImportProgress (streaming endpoint)', () => {
  it('streams over fetch with the bearer token, applying the events in order, even split mid-character', async () => {
    const { token, connect, run } = followingStore();
    const { subscription, connection } = await connect();
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
    connection.event(rowError(4), '2-0');
    connection.event(rowError(9), '3-0');
    await until(() => expect(rowsApplied(run)).toEqual([4, 9]));
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
    const { store, connect, run } = followingStore();
    store.dispatch(actions.eventReceived({ event: rowError(4), id: '7-0', followSeq: 1, at: 1 }));
    const { subscription, connection } = await connect('7-0');
    expect(connection.lastEventId).toBe('7-0');

    // The server's resume point, then an older and a repeated event (a replay), then a new one twice.
    connection.event({ type: 'connected', message: 'Conectado' }, '7-0');
    connection.event(rowError(2), '6-0');
    connection.event(rowError(4), '7-0');
    connection.event(rowError(9), '8-0');
    connection.event(rowError(9), '8-0');
    await until(() => expect(run().lastEventId).toBe('8-0'));
    expect(rowsApplied(run)).toEqual([4, 9]);
    expect(run().live).toBe(true);
    subscription.unsubscribe();
  });

  it('reports a stream the server ended, with the last id, the retry time asked for and whether it was live', async () => {
    const { lost, connect, run } = followingStore();
    const { connection } = await connect();
    connection.write('retry: 2500\n\n');
    connection.event({ type: 'connected', message: 'Conectado' }, '0');
    connection.event(rowError(4), '41-0');
    connection.end();
    await until(() => expect(lost).toHaveLength(1));
    expect(lost[0]).toMatchObject({
      connection: 'c-null',
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
    const { lost, open, run } = followingStore(reply);
    open();
    await until(() => expect(lost).toHaveLength(1));
    expect(lost[0]).toMatchObject({ reason, httpStatus, live: false, lastEventId: null });
    expect(messages(run()).slice(-2)).toEqual([
      'Sin conexión en tiempo real con el servidor',
      'Reintentando en 5 segundos...',
    ]);
  });

  it('says an expired session instead of retrying when the stream answers 401', async () => {
    const { lost, open, run } = followingStore(() => HttpResponse.json({ success: false }, { status: 401 }));
    open();
    await until(() => expect(lost).toHaveLength(1));
    expect(messages(run()).at(-1)).toBe('Tu sesión expiró: vuelve a iniciar sesión para seguir el progreso');
    expect(messages(run())).not.toContain('Reintentando en 5 segundos...');
  });

  it('stops reading at the terminal event: nothing after it is applied and no loss is reported', async () => {
    const { lost, connect, run } = followingStore();
    const { connection } = await connect();
    connection.write(
      `id: 1-0\ndata: ${JSON.stringify({ type: 'completed', message: 'Importación completada' })}\n\n` +
        `id: 2-0\ndata: ${JSON.stringify(rowError(99))}\n\n`,
    );
    await until(() => expect(run().outcome).toBe('completed'));
    await until(() => expect(connection.closed).toBe(true));
    expect(run()).toMatchObject({ following: false, resultShown: true, errors: [] });
    expect(lost).toEqual([]);
  });

  it('closes the connection when its cache entry goes, and applies nothing it sends afterwards', async () => {
    const { lost, connect, run } = followingStore();
    const { subscription, connection } = await connect();
    subscription.unsubscribe();
    await until(() => expect(connection.closed).toBe(true));
    connection.event(rowError(4), '1-0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run().errors).toEqual([]);
    expect(lost).toEqual([]);
  });

  it('ignores the events of an earlier follow, and logs a message it cannot read', async () => {
    const { store, connect, run } = followingStore();
    const { connection } = await connect();
    // The run is followed anew (follow 2): the first connection's events no longer count.
    store.dispatch(actions.followResumed());
    connection.event(rowError(4), '1-0');
    connection.write('data: {no es json\n\n');
    await until(() => expect(messages(run()).at(-1)).toBe('Error al procesar un mensaje del servidor'));
    expect(run().errors).toEqual([]);
  });
});
