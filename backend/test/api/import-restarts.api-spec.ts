import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { SSE_HEARTBEAT_MS } from '../../src/modules/import/import.constants';
import { FAILED_MESSAGE } from '../../src/modules/import/import.processor';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import {
  ApiProcess,
  catalogueWorkbook,
  countImported,
  newSessionId,
  PrivateServer,
  progressGaps,
  ProgressWatcher,
  spawnApi,
  spawnWorker,
  startPrivatePostgres,
  startPrivateRedis,
  stopProcess,
  storedProgress,
  waitFor,
  waitForImportWorkers,
  WatchedEvent,
  watchProgress,
  WorkerProcess,
} from '../import/import-harness';

/** Big enough for the restart to land mid-file (batches of 400 rows), small enough for `npm test`. */
const ROWS = 12_000;
const BAD_EVERY = 100;
const BAD = ROWS / BAD_EVERY;
const VALID = ROWS - BAD;
const BATCH_SIZE = '400';
const STREAM_ONLY = new Set(['connected', 'heartbeat']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL, Redis and the API restarted in the middle of an import, with real API and worker
 * processes. The servers are this file's own (a throwaway cluster and Redis started here, with the
 * persistence `npm start` gives them), so stopping them disturbs no other test file.
 */
describe('Restarts under load', () => {
  let postgres: PrivateServer;
  let redis: PrivateServer;
  let t: TestApp;
  let admin: Record<string, string>;
  let worker: WorkerProcess;
  let api: ApiProcess;
  const processes: WorkerProcess[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    // This file's process only (Jest gives each test file its own process.env).
    process.env.TEST_DATABASE_SERVER_URL = postgres.url;
    process.env.REDIS_URL = redis.url;
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: BATCH_SIZE });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    worker = spawnWorker(t, { IMPORT_BATCH_SIZE: BATCH_SIZE });
    processes.push(worker);
    api = await spawnApi(t);
    processes.push(api);
    await waitForImportWorkers(t, 1);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => stopProcess(child)));
    await t?.close();
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
  }, 60_000);

  async function session(sessionId: string) {
    const [row] = await t.dataSource.query(
      `SELECT status, message, processed_rows, error_count, products_created, compatibilities_added
       FROM import_sessions WHERE id = $1`,
      [sessionId],
    );
    return row as
      | {
          status: string;
          message: string | null;
          processed_rows: number;
          error_count: number;
          products_created: number;
          compatibilities_added: number;
        }
      | undefined;
  }

  /** POST /api/import/excel; a connection cut by an API restart resolves with status 0. */
  function post(file: Buffer, sessionId: string) {
    return request(api.url)
      .post('/api/import/excel')
      .set(admin)
      .attach('excel', file, 'catalogo.xlsx')
      .field('sessionId', sessionId)
      .field('worksheetName', 'Catálogo')
      .field('processAllSheets', 'false')
      .then(
        (response) => ({ status: response.status, text: response.text }),
        (error: Error) => ({ status: 0, text: error.message }),
      );
  }

  /** Starts an import of ROWS rows watched over SSE, and resolves once 30 % of it is committed. */
  async function startImport(prefix: string, watchers = 1) {
    const file = await catalogueWorkbook(ROWS, { prefix, badEvery: BAD_EVERY });
    const sessionId = newSessionId();
    const answer = post(file, sessionId);
    // The address is read at each (re)connection: the same API, or the one started in its place.
    const watching = Array.from({ length: watchers }, () =>
      watchProgress(() => api.url, admin, sessionId, { timeoutMs: 100_000 }),
    );
    await waitFor(
      async () => {
        const current = await session(sessionId);
        return current?.status === 'RUNNING' && current.processed_rows >= ROWS * 0.3;
      },
      60_000,
      10,
    );
    return { sessionId, answer, watching };
  }

  /** Every row once in PostgreSQL, and every stored event once and in order for each watcher. */
  async function expectCompleteAndWatched(sessionId: string, prefix: string, watchers: ProgressWatcher[]) {
    // Nothing would finish the import if the worker died (no supervisor here): that fails at once.
    const workerDied = worker.exited.then(({ code, signal }) => {
      throw new Error(`El worker terminó (${code ?? signal}):\n${worker.output()}`);
    });
    const watched = await Promise.race([
      workerDied,
      Promise.all(
        watchers.map((watcher) =>
          watcher.finished.catch((error: Error) => {
            throw new Error(`${error.message}\n--- worker ---\n${worker.output()}\n--- api ---\n${api.output()}`);
          }),
        ),
      ),
    ]);
    await expect(session(sessionId)).resolves.toMatchObject({
      status: 'COMPLETED',
      processed_rows: ROWS,
      error_count: BAD,
      products_created: VALID,
      compatibilities_added: VALID,
    });
    await expect(countImported(t, prefix)).resolves.toEqual({
      products: VALID,
      productSkus: VALID,
      fitments: VALID,
      rowErrors: BAD,
      rowErrorSkus: BAD,
    });
    const stored = await storedProgress(redis.url, t.redisPrefix, sessionId);
    for (const events of watched) {
      // No 'event: error' (Nest's English 'Internal server error') and nothing that is not JSON.
      expect(events.filter((event) => event.kind !== 'message' || event.event === null)).toEqual([]);
      expect(streamEvents(events).map((event) => event.id)).toEqual(stored.map((entry) => entry.id));
    }
    const payloads = stored.map((entry) => entry.event);
    // Each committed batch's events reached the stream, also those committed around the restart.
    expect(progressGaps(payloads)).toEqual([]);
    expect(payloads.at(-1)).toMatchObject({ type: 'completed', processedRows: ROWS, errorCount: BAD });
    return { watched, payloads };
  }

  const streamEvents = (events: WatchedEvent[]) => events.filter((event) => !STREAM_ONLY.has(event.event?.type ?? ''));

  const resumedStarts = (payloads: ImportProgressEvent[]) =>
    payloads.filter((event) => event.type === 'start' && event.resumedFrom);

  it('should finish an import when Redis restarts in the middle: every row once, every event once and in order', async () => {
    const { sessionId, answer, watching } = await startImport('REDIS-');
    await redis.restart(2000);

    const { payloads } = await expectCompleteAndWatched(sessionId, 'REDIS-', watching);
    // The worker's attempt failed while Redis was away and the job resumed at its checkpoint.
    expect(resumedStarts(payloads)).toHaveLength(1);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true, processedRows: VALID, errorRows: BAD });
    expect(worker.child.exitCode).toBeNull();
  }, 150_000);

  it('should finish an import when PostgreSQL restarts in the middle: every row once, every event once and in order', async () => {
    const { sessionId, answer, watching } = await startImport('PG-');
    await postgres.restart(2000);

    const { payloads } = await expectCompleteAndWatched(sessionId, 'PG-', watching);
    expect(resumedStarts(payloads)).toHaveLength(1);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true, processedRows: VALID, errorRows: BAD });
    // The batch's connection was ended by the server: an error the worker handles, not a crash.
    expect(worker.child.exitCode).toBeNull();
    expect(worker.child.signalCode).toBeNull();
  }, 150_000);

  it('should fail an import with a clear Spanish message when PostgreSQL stays away past its retries, and import the file again', async () => {
    const { sessionId, answer, watching } = await startImport('DOWN-');
    // Longer than the job's three attempts (5 s and 10 s apart): the import cannot go on.
    await postgres.stop();
    await sleep(25_000);
    await postgres.start();
    const backAt = Date.now();

    const [watcher] = watching;
    const events = await watcher.finished;
    // Ended by its worker as soon as the database was back, with the connection message (not left
    // running until the sweeper's 'process ended unexpectedly' minutes later).
    expect(Date.now() - backAt).toBeLessThan(20_000);
    expect(events.filter((event) => event.kind !== 'message' || event.event === null)).toEqual([]);
    expect(events.at(-1)?.event).toMatchObject({ type: 'error', message: FAILED_MESSAGE });
    await expect(session(sessionId)).resolves.toMatchObject({ status: 'ERROR', message: FAILED_MESSAGE });
    // The upload's answer is that result, not "lost connection while waiting" from a failed check.
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: false, status: 'error', message: FAILED_MESSAGE });
    const before = await countImported(t, 'DOWN-');
    expect(before.products).toBeGreaterThan(0);
    expect(before.products).toBeLessThan(VALID);

    // Run again: the rows saved the first time are updated, the rest created; each row once.
    const again = newSessionId();
    const rerun = await post(await catalogueWorkbook(ROWS, { prefix: 'DOWN-', badEvery: BAD_EVERY }), again);
    expect(JSON.parse(rerun.text)).toMatchObject({
      success: true,
      totalRows: ROWS,
      processedRows: VALID,
      errorRows: BAD,
      productsCreated: VALID - before.products,
      productsUpdated: before.products,
    });
    await expect(countImported(t, 'DOWN-')).resolves.toMatchObject({
      products: VALID,
      productSkus: VALID,
      fitments: VALID,
      rowErrorSkus: BAD,
    });
  }, 150_000);

  it('should end a quiet SSE stream when PostgreSQL goes away, without an English error event, and resume it once back', async () => {
    // A session without a job: its stream stays quiet, so the API asks the database after each wait.
    const sessionId = newSessionId();
    await t.dataSource.query(
      `INSERT INTO import_sessions (id, status, file_name, file_size, worksheet_name)
       VALUES ($1, 'QUEUED', 'espera.xlsx', 10, 'Catálogo')`,
      [sessionId],
    );
    const watcher = watchProgress(() => api.url, admin, sessionId, { timeoutMs: 90_000 });
    await waitFor(async () => watcher.events.length > 0);
    await postgres.stop();
    await sleep(SSE_HEARTBEAT_MS + 2000);
    await postgres.start();
    await waitFor(async () => watcher.events.some((event) => event.connection > 1), 30_000);
    await request(api.url).post(`/api/import/${sessionId}/cancel`).set(admin).expect(200);

    const events = await watcher.finished;
    // The stream was ended by the server when its check failed, not cut short with an error event.
    expect(events.filter((event) => event.kind !== 'message' || event.event === null)).toEqual([]);
    expect(watcher.drops[0]).toBe('closed');
    expect(events.at(-1)?.event).toMatchObject({ type: 'stopped', message: expect.stringContaining('detenida') });
  }, 90_000);

  it('should let SSE clients reconnect and resume when the API restarts while they watch', async () => {
    const { sessionId, answer, watching } = await startImport('API-', 2);
    const port = api.port;
    // Open SSE streams and the waiting upload must not hold the API's shutdown.
    const stoppingAt = Date.now();
    await stopProcess(api, 'SIGTERM');
    expect(Date.now() - stoppingAt).toBeLessThan(5000);
    await sleep(1000);
    api = await spawnApi(t, {}, port);
    processes.push(api);

    const { watched } = await expectCompleteAndWatched(sessionId, 'API-', watching);
    for (const [index, events] of watched.entries()) {
      // Cut by the restart, then back with the id of the last event received.
      expect(watching[index].connections).toBeGreaterThanOrEqual(2);
      const lastBefore = events.filter((event) => event.connection === 1).at(-1)?.id;
      const resumed = events.find((event) => event.connection > 1);
      expect(resumed?.event).toMatchObject({ type: 'connected', resumeAfter: lastBefore });
    }
    // The upload's connection went with the old API; the result is there for whoever asks.
    await expect(answer).resolves.toMatchObject({ status: 0 });
    const result = await request(api.url).get(`/api/import/result/${sessionId}`).set(admin).expect(200);
    expect(result.body).toMatchObject({ success: true, processedRows: VALID, errorRows: BAD });
  }, 150_000);
});
