import { UserRole } from '../../src/core/auth/user-role.enum';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { SHUTDOWN_GRACE_MS } from '../../src/core/queue/worker-shutdown';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, readProgress, spawnWorker, waitFor, WorkerProcess } from '../import/import-harness';
import { largeWorkbook } from '../import/workbooks';

const ROWS = 12_000;

/**
 * Real worker processes (src/worker.ts), killed mid-file: the import must end with every row
 * written exactly once and the right counts, whoever finishes it.
 */
describe('Import resilience (real worker processes)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let file: Buffer;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: '200' });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    file = await largeWorkbook(ROWS);
  });

  async function killAll(): Promise<void> {
    for (const worker of workers)
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
  }

  afterEach(killAll);

  afterAll(async () => {
    await killAll();
    await t?.close();
  }, 30000);

  function start(): WorkerProcess {
    const worker = spawnWorker(t);
    workers.push(worker);
    return worker;
  }

  async function session(sessionId: string) {
    const [row] = await t.dataSource.query(
      `SELECT status, checkpoint_row, processed_rows FROM import_sessions WHERE id = $1`,
      [sessionId],
    );
    return row as { status: string; checkpoint_row: number; processed_rows: number } | undefined;
  }

  /** Every row of the workbook is one product with one fitment, each exactly once. */
  async function expectExactlyOnce(prefix: string) {
    const [counts] = await t.dataSource.query(
      `SELECT count(*)::int AS products, count(DISTINCT sku)::int AS skus,
              (SELECT count(*)::int FROM compatibilities c JOIN products p ON p.id = c.product_id WHERE p.sku LIKE $1) AS fitments
       FROM products WHERE sku LIKE $1`,
      [`${prefix}%`],
    );
    expect(counts).toEqual({ products: ROWS, skus: ROWS, fitments: ROWS });
  }

  it('should resume after a worker is killed with SIGKILL mid-file: every row exactly once, counts right', async () => {
    const first = start();
    const sessionId = newSessionId();
    const answer = postExcel(t, admin, file, { sessionId, worksheetName: 'Catálogo' }).then((res) =>
      JSON.parse(res.text),
    );
    const watching = readProgress(t, admin, sessionId, { timeoutMs: 80000 });

    const atKill = await waitFor(
      async () => {
        const current = await session(sessionId);
        return current && current.status === 'RUNNING' && current.checkpoint_row > 1000 ? current : undefined;
      },
      30000,
      10,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    expect(atKill.processed_rows).toBeLessThan(ROWS);

    start();
    const result = await answer;
    const events: ImportProgressEvent[] = (await watching).map((message) => message.event);

    expect(result).toMatchObject({
      success: true,
      totalRows: ROWS,
      processedRows: ROWS,
      errorRows: 0,
      successCount: ROWS,
      updateCount: 0,
      // The product counters are committed with each batch's checkpoint: resumed, not restarted or doubled.
      productsCreated: ROWS,
      productsUpdated: 0,
      compatibilitiesAdded: ROWS,
    });
    await expectExactlyOnce('RES-');
    const starts = events.filter((event) => event.type === 'start');
    expect(starts).toHaveLength(2);
    expect(starts[1].resumedFrom).toEqual({ sheet: 'Catálogo', row: expect.any(Number) });
    expect(starts[1].processedRows).toBeGreaterThanOrEqual(atKill.processed_rows);
    // BullMQ's stalled-job check hands the job to the new worker within ~30 s.
    expect(Date.parse(starts[1].timestamp) - killedAt).toBeLessThan(35000);
    expect(events.at(-1)).toMatchObject({ type: 'completed', successCount: ROWS, processedRows: ROWS });
  }, 90000);

  it('should on SIGTERM commit the current batch, exit within 10 s and leave the job to another worker', async () => {
    await t.dataSource.query(`DELETE FROM products WHERE sku LIKE 'RES-%'`);
    const first = start();
    const sessionId = newSessionId();
    const answer = postExcel(t, admin, file, { sessionId, worksheetName: 'Catálogo' }).then((res) =>
      JSON.parse(res.text),
    );

    await waitFor(
      async () => {
        const current = await session(sessionId);
        return current && current.status === 'RUNNING' && current.checkpoint_row > 1000;
      },
      30000,
      10,
    );
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    const exit = await first.exited;
    expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_GRACE_MS);
    // Nest re-raises the signal once closed: a clean exit by SIGTERM.
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    const parked = await session(sessionId);
    expect(parked?.status).toBe('QUEUED');
    expect(parked?.processed_rows).toBeGreaterThan(1000);
    expect(parked?.processed_rows).toBeLessThan(ROWS);

    start();
    const result = await answer;
    expect(result).toMatchObject({
      success: true,
      totalRows: ROWS,
      processedRows: ROWS,
      successCount: ROWS,
      errorRows: 0,
      productsCreated: ROWS,
      compatibilitiesAdded: ROWS,
    });
    await expectExactlyOnce('RES-');
  }, 90000);
});
