import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import {
  ApiProcess,
  catalogueWorkbook,
  countImported,
  newSessionId,
  spawnApi,
  spawnWorker,
  stopProcess,
  storedProgress,
  waitFor,
  waitForImportWorkers,
  WatchedEvent,
  watchProgress,
  WorkerProcess,
  workersRunningImports,
} from '../import/import-harness';

/**
 * The manual run used 100,000 rows and two 30,000-row imports; this test keeps the same
 * shape with fewer rows (so it fits `npm test` on a small machine): what it proves does not depend
 * on the size, only on the kill landing mid-file.
 */
const ROWS = 16_000;
const BAD_EVERY = 100;
const PARALLEL_ROWS = 5_000;
/** Smaller batches than production: more checkpoints, and a kill that lands between two of them. */
const BATCH_SIZE = '400';

const STREAM_ONLY = new Set(['connected', 'heartbeat']);

/**
 * Two API processes and two worker processes (src/main.ts and src/worker.ts, each its own Node
 * process) on one PostgreSQL database and one Redis prefix, as `WORKERS=2` and a second API behind
 * a load balancer would run them.
 */
describe('Scale-out: two API processes and two workers on one PostgreSQL and Redis', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let apiA: ApiProcess;
  let apiB: ApiProcess;
  const workers: WorkerProcess[] = [];

  const alive = (worker: WorkerProcess) => worker.child.exitCode === null && worker.child.signalCode === null;

  function startWorker(): WorkerProcess {
    const worker = spawnWorker(t, { IMPORT_BATCH_SIZE: BATCH_SIZE, WORKER_CONCURRENCY: '1' });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: BATCH_SIZE });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    startWorker();
    startWorker();
    [apiA, apiB] = await Promise.all([spawnApi(t), spawnApi(t)]);
    await waitForImportWorkers(t, 2);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...workers, apiA, apiB].filter(Boolean).map((child) => stopProcess(child)));
    await t?.close();
  }, 60_000);

  /** POST /api/import/excel to one API process; resolves with the answer sent when the import ends. */
  function postTo(api: ApiProcess, file: Buffer, sessionId: string) {
    return request(api.url)
      .post('/api/import/excel')
      .set(admin)
      .attach('excel', file, 'catalogo.xlsx')
      .field('sessionId', sessionId)
      .field('worksheetName', 'Catálogo')
      .field('processAllSheets', 'false')
      .then((response) => ({ status: response.status, body: JSON.parse(response.text) }));
  }

  async function session(sessionId: string) {
    const [row] = await t.dataSource.query(
      `SELECT status, processed_rows, total_rows, error_count, products_created, compatibilities_added,
              started_at, finished_at
       FROM import_sessions WHERE id = $1`,
      [sessionId],
    );
    return row as
      | {
          status: string;
          processed_rows: number;
          total_rows: number | null;
          error_count: number;
          products_created: number;
          compatibilities_added: number;
          started_at: Date | null;
          finished_at: Date | null;
        }
      | undefined;
  }

  /** What the watcher got, minus the per-connection events the stream does not hold. */
  const streamEvents = (events: WatchedEvent[]) => events.filter((event) => !STREAM_ONLY.has(event.event?.type ?? ''));

  it('should finish an import started on API A and watched on API B whose worker is SIGKILLed at 30 %: every row once, no event lost or repeated', async () => {
    const bad = Math.floor(ROWS / BAD_EVERY);
    const valid = ROWS - bad;
    const file = await catalogueWorkbook(ROWS, { prefix: 'SCALE-', badEvery: BAD_EVERY });
    const sessionId = newSessionId();
    const answer = postTo(apiA, file, sessionId);
    const watcher = watchProgress(apiB.url, admin, sessionId, { timeoutMs: 150_000 });

    const atKill = await waitFor(
      async () => {
        const current = await session(sessionId);
        return current?.status === 'RUNNING' && current.processed_rows >= ROWS * 0.3 ? current : undefined;
      },
      60_000,
      10,
    );
    const running = workersRunningImports(workers);
    expect(running).toHaveLength(1);
    const [victim] = running;
    const survivor = workers.find((worker) => worker !== victim && alive(worker)) as WorkerProcess;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    expect(atKill.processed_rows).toBeLessThan(ROWS * 0.5);

    // The watcher's connection is cut at the kill and comes back only once the import has moved on,
    // so the events it missed include the resumed run's: Last-Event-ID must bring exactly those.
    const lastBeforeCut = watcher.lastEventId;
    const resumed = waitFor(
      async () => {
        const current = await session(sessionId);
        return current && current.processed_rows > atKill.processed_rows + 2000 ? Date.now() : undefined;
      },
      60_000,
      100,
    );
    watcher.cut(resumed);
    const resumedSeenAt = await resumed;
    expect(workersRunningImports(workers)).toEqual([survivor]);

    const { status, body } = await answer;
    const events = await watcher.finished;
    const stored = await storedProgress(process.env.REDIS_URL as string, t.redisPrefix, sessionId);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      totalRows: ROWS,
      processedRows: valid,
      errorRows: bad,
      successCount: valid,
      productsCreated: valid,
      compatibilitiesAdded: valid,
    });
    // Every row exactly once, counted in PostgreSQL.
    await expect(countImported(t, 'SCALE-')).resolves.toEqual({
      products: valid,
      productSkus: valid,
      fitments: valid,
      rowErrors: bad,
      rowErrorSkus: bad,
    });
    await expect(session(sessionId)).resolves.toMatchObject({
      status: 'COMPLETED',
      processed_rows: ROWS,
      error_count: bad,
      products_created: valid,
      compatibilities_added: valid,
    });

    // The watcher reconnected once, with the id of the last event it had, and got the rest.
    expect(watcher.connections).toBe(2);
    expect(watcher.drops).toEqual(['cut']);
    const second = events.find((event) => event.connection === 2);
    expect(second?.event).toMatchObject({ type: 'connected', resumeAfter: lastBeforeCut });
    // No event lost or repeated: what the watcher got is the stream, in order.
    expect(events.filter((event) => event.kind !== 'message' || event.event === null)).toEqual([]);
    const received = streamEvents(events);
    expect(received.map((event) => event.id)).toEqual(stored.map((entry) => entry.id));
    const ids = received.map((event) => event.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    // Not checked here with progressGaps: a batch's events follow its commit by about a millisecond,
    // and a SIGKILL landing in between loses them (the resumed 'start' carries the exact counters).
    const payloads = received.map((event) => event.event as ImportProgressEvent);
    const progress = payloads.filter((event) => typeof event.processedRows === 'number');
    for (let index = 1; index < progress.length; index++) {
      expect(progress[index].processedRows).toBeGreaterThanOrEqual(progress[index - 1].processedRows as number);
    }

    // One start, one resumed start from the checkpoint, within 30 s of the kill.
    const starts = payloads.filter((event) => event.type === 'start');
    expect(starts).toHaveLength(2);
    expect(starts[0].resumedFrom).toBeNull();
    expect(starts[1].resumedFrom).toEqual({ sheet: 'Catálogo', row: expect.any(Number) });
    expect(starts[1].processedRows).toBeGreaterThanOrEqual(atKill.processed_rows);
    expect(Date.parse(starts[1].timestamp) - killedAt).toBeLessThan(30_000);
    expect(resumedSeenAt - killedAt).toBeLessThan(45_000);
    expect(payloads.at(-1)).toMatchObject({ type: 'completed', processedRows: ROWS, errorCount: bad });
  }, 150_000);

  it('should run two imports at once, one on each worker', async () => {
    // The killed worker's replacement (npm start's supervisor would start it).
    while (workers.filter(alive).length < 2) startWorker();
    await waitForImportWorkers(t, 2);
    const [first, second] = [newSessionId(), newSessionId()];
    const [fileA, fileB] = await Promise.all([
      catalogueWorkbook(PARALLEL_ROWS, { prefix: 'PAR-A-' }),
      catalogueWorkbook(PARALLEL_ROWS, { prefix: 'PAR-B-' }),
    ]);

    let busyAtOnce = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        busyAtOnce = Math.max(busyAtOnce, workersRunningImports(workers.filter(alive)).length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const [a, b] = await Promise.all([postTo(apiA, fileA, first), postTo(apiB, fileB, second)]);
    sampling = false;
    await sampler;

    expect(a.body).toMatchObject({ success: true, processedRows: PARALLEL_ROWS });
    expect(b.body).toMatchObject({ success: true, processedRows: PARALLEL_ROWS });
    // Both workers held an import at the same moment (each runs one at a time: WORKER_CONCURRENCY=1).
    expect(busyAtOnce).toBe(2);
    const [one, two] = [(await session(first))!, (await session(second))!];
    expect(one.started_at!.getTime()).toBeLessThan(two.finished_at!.getTime());
    expect(two.started_at!.getTime()).toBeLessThan(one.finished_at!.getTime());
    for (const prefix of ['PAR-A-', 'PAR-B-']) {
      await expect(countImported(t, prefix)).resolves.toEqual({
        products: PARALLEL_ROWS,
        productSkus: PARALLEL_ROWS,
        fitments: PARALLEL_ROWS,
        rowErrors: 0,
        rowErrorSkus: 0,
      });
    }
  }, 120_000);
});
