import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { normalizeCode } from '../../src/modules/catalog/catalog-normalize';
import { SKU_LOCK_CLASS, skuLockKeys } from '../../src/modules/import/import-batch.connection';
import { ImportBatchWriter, ImportClaimLostError } from '../../src/modules/import/import-batch.writer';
import { ImportSessionsService } from '../../src/modules/import/import-sessions.service';
import { ImportStatus } from '../../src/modules/import/import-status.enum';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import { fourRowBatch, insertRunningSession, runState } from '../import/batches';
import { newSessionId, postExcel, spawnWorker, waitFor, WorkerProcess } from '../import/import-harness';
import { largeWorkbook } from '../import/workbooks';

const BIG_ROWS = 16_000;
/** Every 50th row of the big file has no title: a rejected row, to count row errors exactly once. */
const INVALID_EVERY = 50;
const BIG_INVALID = Math.floor(BIG_ROWS / INVALID_EVERY);
const BIG_VALID = BIG_ROWS - BIG_INVALID;
/** An import of other products, run while the worker is frozen: it must not wait for it. */
const OTHER_ROWS = 200;
/** The promise: a frozen worker holds other imports up for at most 30 s. */
const HOLD_UP_LIMIT_MS = 30_000;
/** Scheduling slack on a loaded two-core machine. */
const MARGIN_MS = 5_000;

/**
 * A worker frozen (SIGSTOP) in the middle of a batch, its transaction open and its locks held:
 * PostgreSQL ends that transaction, other imports go on, the job continues on another worker from
 * the checkpoint, and once woken (SIGCONT) the frozen worker writes nothing (fencing token).
 * Everything is counted in PostgreSQL, not read from logs.
 */
describe('Import with a frozen worker (real worker processes)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let redis: Redis;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(__filename, { IMPORT_BATCH_SIZE: '250' });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    redis = new Redis(process.env.REDIS_URL as string);
  });

  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) continue;
      worker.child.kill('SIGCONT');
      worker.child.kill('SIGKILL');
    }
    await Promise.all(workers.map((worker) => worker.exited));
    redis?.disconnect();
    await t?.close();
  }, 30000);

  const runningSession = (claim: number) => insertRunningSession(t.dataSource, claim);
  const state = runState;
  const batch = fourRowBatch;

  /** What a batch of `prefix` left in the database, and its session's counters. */
  async function written(prefix: string, sessionId: string) {
    const [counts] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM products WHERE sku LIKE $1) AS products,
              (SELECT count(*)::int FROM compatibilities c JOIN products p ON p.id = c.product_id
                WHERE p.sku LIKE $1) AS fitments,
              (SELECT count(*)::int FROM brands WHERE name = $2) AS brands,
              (SELECT count(*)::int FROM import_row_errors WHERE session_id = $3) AS "rowErrors",
              (SELECT count(*)::int FROM import_session_products WHERE session_id = $3) AS touched`,
      [`${prefix}-%`, `Marca ${prefix}`, sessionId],
    );
    const [session] = await t.dataSource.query(
      `SELECT status, claim, processed_rows, created_count, error_count, products_created, checkpoint_row
       FROM import_sessions WHERE id = $1`,
      [sessionId],
    );
    return { ...counts, session };
  }

  describe('fencing token', () => {
    it('should write nothing from a batch whose claim another run has superseded', async () => {
      const writer = new ImportBatchWriter(t.dataSource);
      const sessionId = await runningSession(2);

      await expect(writer.write(state(sessionId, 1), batch('VALLA-A'))).rejects.toBeInstanceOf(ImportClaimLostError);
      await expect(written('VALLA-A', sessionId)).resolves.toEqual({
        products: 0,
        fitments: 0,
        brands: 0,
        rowErrors: 0,
        touched: 0,
        session: {
          status: 'RUNNING',
          claim: 2,
          processed_rows: 0,
          created_count: 0,
          error_count: 0,
          products_created: 0,
          checkpoint_row: 0,
        },
      });

      // The run holding the claim writes the same batch, once.
      await writer.write(state(sessionId, 2), batch('VALLA-A'));
      await expect(written('VALLA-A', sessionId)).resolves.toEqual({
        products: 3,
        fitments: 3,
        brands: 1,
        rowErrors: 1,
        touched: 3,
        session: {
          status: 'RUNNING',
          claim: 2,
          processed_rows: 4,
          created_count: 3,
          error_count: 1,
          products_created: 3,
          checkpoint_row: 5,
        },
      });
    });

    it('should abort a batch when a newer claim commits while the batch waits for the session row', async () => {
      const writer = new ImportBatchWriter(t.dataSource);
      const sessionId = await runningSession(1);
      // Another worker claims the session; its transaction holds the row until it commits.
      const claimer = t.dataSource.createQueryRunner();
      await claimer.connect();
      await claimer.startTransaction();
      await claimer.query(`UPDATE import_sessions SET claim = 2 WHERE id = $1`, [sessionId]);

      const stale = writer.write(state(sessionId, 1), batch('VALLA-B'));
      stale.catch(() => undefined);
      await waitFor(async () => {
        const [waiting] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'BEGIN;%'`,
        );
        return waiting.n === 1;
      });
      await claimer.commitTransaction();
      await claimer.release();

      await expect(stale).rejects.toMatchObject({ claim: 1, current: 2 });
      await expect(written('VALLA-B', sessionId)).resolves.toMatchObject({
        products: 0,
        fitments: 0,
        brands: 0,
        rowErrors: 0,
        touched: 0,
        session: { claim: 2, processed_rows: 0, checkpoint_row: 0 },
      });
    });

    it('should not let a superseded run end the session', async () => {
      const sessions = t.app.get(ImportSessionsService);
      const sessionId = await runningSession(3);

      await expect(sessions.finish(sessionId, ImportStatus.ERROR, 'Error de prueba', 2)).resolves.toBe(false);
      const [before] = await t.dataSource.query(`SELECT status, result FROM import_sessions WHERE id = $1`, [
        sessionId,
      ]);
      expect(before).toEqual({ status: 'RUNNING', result: null });

      await expect(sessions.finish(sessionId, ImportStatus.COMPLETED, undefined, 3)).resolves.toBe(true);
    });
  });

  describe('a worker frozen mid-batch', () => {
    function start(): WorkerProcess {
      const worker = spawnWorker(t);
      workers.push(worker);
      return worker;
    }

    /** The backends of a worker process inside a transaction that holds SKU locks. */
    async function lockHolders(pid: number): Promise<Array<{ pid: number; state: string }>> {
      return t.dataSource.query(
        `SELECT a.pid, a.state FROM pg_stat_activity a
         WHERE a.application_name = $1 AND a.xact_start IS NOT NULL
           AND EXISTS (SELECT 1 FROM pg_locks l
                       WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.classid = $2 AND l.granted)`,
        [`repuestos-worker-${pid}`, SKU_LOCK_CLASS],
      );
    }

    /**
     * SIGSTOP at a moment the worker has a batch open: stopped between two batches, it is let go
     * and stopped again a moment later. Returns once its backend idles in the transaction, locks held.
     */
    async function freezeInsideBatch(worker: WorkerProcess): Promise<void> {
      const pid = worker.child.pid as number;
      for (let attempt = 0; attempt < 100; attempt++) {
        worker.child.kill('SIGSTOP');
        // The statement in flight when the process stopped completes; the backend then idles.
        await sleep(300);
        const holders = await lockHolders(pid);
        if (holders.some((holder) => holder.state === 'idle in transaction')) return;
        worker.child.kill('SIGCONT');
        await sleep(20 + Math.random() * 60);
      }
      throw new Error('El worker nunca se detuvo con un lote abierto');
    }

    /**
     * The rows of the big file whose SKUs the frozen worker's open batch has locked (each lock's key
     * is a hash of one SKU: skuLockKeys), as the range of row numbers they span.
     */
    async function lockedRows(pid: number): Promise<{ first: number; last: number }> {
      const held: Array<{ key: number }> = await t.dataSource.query(
        `SELECT (l.objid::bigint - CASE WHEN l.objid::bigint > 2147483647 THEN 4294967296 ELSE 0 END)::int AS key
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE a.application_name = $1 AND l.locktype = 'advisory' AND l.classid = $2 AND l.granted`,
        [`repuestos-worker-${pid}`, SKU_LOCK_CLASS],
      );
      const keys = new Set(held.map(({ key }) => key));
      const rows: number[] = [];
      for (let row = 1; row <= BIG_ROWS; row++) {
        if (keys.has(skuLockKeys([normalizeCode(`FRZ-B-${row}`)])[0])) rows.push(row);
      }
      expect(rows.length).toBeGreaterThan(0);
      return { first: Math.min(...rows), last: Math.max(...rows) };
    }

    async function session(sessionId: string) {
      const [row] = await t.dataSource.query(
        `SELECT status, claim, processed_rows, created_count, updated_count, error_count, products_created,
                compatibilities_added, checkpoint_row, heartbeat_at, updated_at, finished_at, result
         FROM import_sessions WHERE id = $1`,
        [sessionId],
      );
      return row as Record<string, unknown> & { status: string; claim: number; checkpoint_row: number };
    }

    /** Rows of one file in PostgreSQL, each counted, and the session's stream of events. */
    async function footprint(prefix: string, sessionId: string) {
      const [counts] = await t.dataSource.query(
        `SELECT count(*)::int AS products, count(DISTINCT sku)::int AS skus,
                (SELECT count(*)::int FROM compatibilities c JOIN products p ON p.id = c.product_id
                  WHERE p.sku LIKE $1) AS fitments,
                (SELECT count(*)::int FROM import_row_errors WHERE session_id = $2) AS "rowErrors",
                (SELECT count(DISTINCT row)::int FROM import_row_errors WHERE session_id = $2) AS "rejectedRows"
         FROM products WHERE sku LIKE $1`,
        [`${prefix}%`, sessionId],
      );
      const events = await redis.xlen(`${t.redisPrefix}:import:${sessionId}`);
      return { ...counts, events, session: await session(sessionId) };
    }

    it('should let imports of other products go on, hold those of its SKUs up for at most 30 s, finish its job elsewhere and write nothing once woken', async () => {
      const [big, other] = await Promise.all([
        largeWorkbook(BIG_ROWS, 'Catálogo', { prefix: 'FRZ-B-', invalidEvery: INVALID_EVERY }),
        largeWorkbook(OTHER_ROWS, 'Catálogo', { prefix: 'FRZ-S-' }),
      ]);
      const pair = [start(), start()];

      const bigId = newSessionId();
      const bigAnswer = postExcel(t, admin, big, { sessionId: bigId, worksheetName: 'Catálogo' }).then((res) =>
        JSON.parse(res.text),
      );
      // Mid-way: well into the file, far from its end.
      await waitFor(
        async () => {
          const current = await session(bigId);
          return current?.status === 'RUNNING' && current.checkpoint_row > 3000;
        },
        60000,
        10,
      );
      const holder = await waitFor(async () => {
        for (const worker of pair) if ((await lockHolders(worker.child.pid as number)).length > 0) return worker;
        return undefined;
      });
      const idle = pair.find((worker) => worker !== holder) as WorkerProcess;

      await freezeInsideBatch(holder);
      const frozenAt = Date.now();
      const atFreeze = await session(bigId);
      expect(atFreeze.processed_rows).toBeLessThan(BIG_ROWS);
      const locked = await lockedRows(holder.child.pid as number);

      // Taken over: another run claims the session (the claim is the fencing token).
      const takeover = waitFor(
        async () => ((await session(bigId)).claim > atFreeze.claim ? Date.now() : undefined),
        HOLD_UP_LIMIT_MS + MARGIN_MS + 10000,
        200,
      );
      takeover.catch(() => undefined);

      // An import of other products right away: it needs none of the frozen batch's locks, so it
      // ends while PostgreSQL still keeps that batch's transaction open (for IMPORT_IDLE_IN_TRANSACTION_MS).
      const otherId = newSessionId();
      const otherResult = JSON.parse(
        (await postExcel(t, admin, other, { sessionId: otherId, worksheetName: 'Catálogo' })).text,
      );
      expect(otherResult).toMatchObject({ success: true, totalRows: OTHER_ROWS, productsCreated: OTHER_ROWS });
      expect((await lockHolders(holder.child.pid as number)).length).toBeGreaterThan(0);

      // An import of the frozen batch's own SKUs (its rows of the big file): it waits for their locks
      // until PostgreSQL ends that transaction.
      const overlapRows = locked.last - locked.first + 1;
      const overlapInvalid = Math.floor(locked.last / INVALID_EVERY) - Math.floor((locked.first - 1) / INVALID_EVERY);
      const overlap = await largeWorkbook(overlapRows, 'Catálogo', {
        prefix: 'FRZ-B-',
        invalidEvery: INVALID_EVERY,
        first: locked.first,
      });
      const overlapId = newSessionId();
      const giveUp = new AbortController();
      const overlapResult = await Promise.race([
        postExcel(t, admin, overlap, { sessionId: overlapId, worksheetName: 'Catálogo' }).then((res) =>
          JSON.parse(res.text),
        ),
        sleep(HOLD_UP_LIMIT_MS + MARGIN_MS, 'held up', { signal: giveUp.signal }).catch(() => 'aborted'),
      ]);
      giveUp.abort();
      expect(overlapResult).toMatchObject({
        success: true,
        totalRows: overlapRows,
        errorRows: overlapInvalid,
        successCount: overlapRows - overlapInvalid,
      });
      expect(Date.now() - frozenAt).toBeLessThan(HOLD_UP_LIMIT_MS + MARGIN_MS);
      // The frozen batch's transaction was ended by PostgreSQL, not by the worker.
      await expect(lockHolders(holder.child.pid as number)).resolves.toEqual([]);
      expect(holder.child.signalCode).toBeNull();
      expect(holder.child.exitCode).toBeNull();

      const takenOverAt = await takeover;
      expect(takenOverAt - frozenAt).toBeLessThan(HOLD_UP_LIMIT_MS + MARGIN_MS);
      const bigResult = await bigAnswer;
      expect(bigResult).toMatchObject({ success: true, totalRows: BIG_ROWS, errorRows: BIG_INVALID });
      // The rows both files hold were created by one import and updated by the other, never twice.
      expect(bigResult.successCount + bigResult.updateCount).toBe(BIG_VALID);
      expect(bigResult.productsCreated + overlapResult.productsCreated).toBe(BIG_VALID);
      expect(bigResult.compatibilitiesAdded + overlapResult.compatibilitiesAdded).toBe(BIG_VALID);

      // Every row exactly once, counted in PostgreSQL.
      const done = await footprint('FRZ-B-', bigId);
      expect(done).toMatchObject({
        products: BIG_VALID,
        skus: BIG_VALID,
        fitments: BIG_VALID,
        rowErrors: BIG_INVALID,
        rejectedRows: BIG_INVALID,
        session: {
          status: 'COMPLETED',
          processed_rows: BIG_ROWS,
          error_count: BIG_INVALID,
          products_created: bigResult.productsCreated,
          compatibilities_added: bigResult.compatibilitiesAdded,
        },
      });
      expect(done.session.created_count + done.session.updated_count).toBe(BIG_VALID);
      await expect(footprint('FRZ-S-', otherId)).resolves.toMatchObject({
        products: OTHER_ROWS,
        skus: OTHER_ROWS,
        fitments: OTHER_ROWS,
        rowErrors: 0,
      });

      // Woken up: its batch connection is gone and its claim superseded. It stays up and writes
      // nothing: not a row, not a counter, not a heartbeat, not an event.
      const before = holder.output().length;
      holder.child.kill('SIGCONT');
      await waitFor(async () => /otro worker/.test(holder.output().slice(before)), 20000, 100);
      await sleep(3000);
      await expect(footprint('FRZ-B-', bigId)).resolves.toEqual(done);
      expect(holder.child.exitCode).toBeNull();
      expect(holder.child.signalCode).toBeNull();
      // The other worker is still fine too.
      expect(idle.child.exitCode).toBeNull();
    }, 150000);
  });
});
