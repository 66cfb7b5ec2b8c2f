import type { ImportCounters, ImportResult } from '../../src/modules/import/dto/import-progress.event';
import {
  batchCheckpointCte,
  batchCheckpointParams,
  batchFence,
  ImportSessionStore,
} from '../../src/modules/import/import-session.store';
import { ImportStatus } from '../../src/modules/import/import-status.enum';
import { createUser } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import { insertRunningSession } from '../import/batches';
import { newSessionId } from '../import/import-harness';

const COUNTERS: ImportCounters = {
  processedRows: 40,
  successCount: 30,
  updateCount: 5,
  errorCount: 5,
  yearWarningCount: 2,
  skuWarningCount: 1,
  categoryWarningCount: 1,
  productsCreated: 25,
  productsUpdated: 4,
  compatibilitiesAdded: 0,
};

/**
 * ImportSessionStore is the only writer of import_sessions: every write of a worker's run is fenced
 * by its claim, so a run that lost its session (it was frozen and its job taken over) writes nothing.
 */
describe(ImportSessionStore.name, () => {
  let t: TestApp;
  let store: ImportSessionStore;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    store = t.app.get(ImportSessionStore);
    adminId = (await createUser(t)).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const row = async (sessionId: string) => {
    const [session] = await t.dataSource.query(
      `SELECT status, claim, file_name, total_rows, processed_rows, checkpoint_row, compatibilities_added,
              heartbeat_at, message
       FROM import_sessions WHERE id = $1`,
      [sessionId],
    );
    return session as Record<string, unknown> | undefined;
  };

  const created = async (fileName = 'catalogo.xlsx') => {
    const id = newSessionId();
    await t.dataSource.transaction((manager) =>
      store.create(manager, {
        id,
        fileName,
        fileSize: 10,
        worksheetName: 'Frenos',
        processAllSheets: false,
        createdById: adminId,
      }),
    );
    return id;
  };

  it('should record a new session once: the same id sent again writes nothing', async () => {
    const sessionId = await created('primero.xlsx');
    await expect(row(sessionId)).resolves.toMatchObject({ status: 'QUEUED', claim: 0, file_name: 'primero.xlsx' });

    const again = await t.dataSource.transaction((manager) =>
      store.create(manager, {
        id: sessionId,
        fileName: 'segundo.xlsx',
        fileSize: 99,
        worksheetName: null,
        processAllSheets: true,
        createdById: adminId,
      }),
    );
    expect(again).toBe(false);
    await expect(row(sessionId)).resolves.toMatchObject({ file_name: 'primero.xlsx' });
  });

  it('should claim a session only upwards, and never an ended one', async () => {
    const sessionId = await created();
    await expect(store.claim(sessionId, 2)).resolves.toBe(true);
    await expect(row(sessionId)).resolves.toMatchObject({ status: 'RUNNING', claim: 2 });
    // The same run again, or an older one: refused, the claim stays.
    await expect(store.claim(sessionId, 2)).resolves.toBe(false);
    await expect(store.claim(sessionId, 1)).resolves.toBe(false);
    await expect(row(sessionId)).resolves.toMatchObject({ claim: 2 });

    await t.dataSource.query(`UPDATE import_sessions SET status = 'COMPLETED' WHERE id = $1`, [sessionId]);
    await expect(store.claim(sessionId, 3)).resolves.toBe(false);
    await expect(row(sessionId)).resolves.toMatchObject({ status: 'COMPLETED', claim: 2 });
  });

  it('should ignore the heartbeat, requeue and row total of a run whose claim was superseded', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 2);
    const before = await row(sessionId);

    await store.heartbeat(sessionId, 1);
    await store.requeue(sessionId, 1);
    await expect(store.setTotal(sessionId, 1, 500)).resolves.toBeNull();
    await expect(row(sessionId)).resolves.toEqual(before);

    // The current run's writes do land; the first total counted stays.
    await expect(store.setTotal(sessionId, 2, 500)).resolves.toBe(500);
    await expect(store.setTotal(sessionId, 2, 700)).resolves.toBe(500);
    await store.heartbeat(sessionId, 2);
    await expect(row(sessionId)).resolves.toMatchObject({ total_rows: 500, heartbeat_at: expect.any(Date) });
    await store.requeue(sessionId, 2);
    await expect(row(sessionId)).resolves.toMatchObject({ status: 'QUEUED', claim: 2 });
  });

  it('should let a session be ended only while active and not held by a newer run', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 3);
    const lock = (claim?: number) => t.dataSource.transaction((manager) => store.lockActive(manager, sessionId, claim));

    await expect(lock(2)).resolves.toBeNull();
    await expect(lock(3)).resolves.toMatchObject({ id: sessionId, claim: 3 });
    await expect(lock()).resolves.toMatchObject({ id: sessionId });

    const result = { message: 'Importación detenida', status: 'stopped' } as ImportResult;
    await t.dataSource.transaction(async (manager) => {
      const session = await store.lockActive(manager, sessionId);
      expect(session).not.toBeNull();
      await store.finish(manager, sessionId, ImportStatus.STOPPED, result);
    });
    await expect(row(sessionId)).resolves.toMatchObject({ status: 'STOPPED', message: 'Importación detenida' });
    await expect(lock()).resolves.toBeNull();
  });

  describe('batch statements', () => {
    /** The checkpoint CTE on its own, as the batch statement runs it, with `fitments` inserted by the statement. */
    const checkpoint = async (sessionId: string, claim: number, fitments: number, totalRows: number | null = null) => {
      const [outcome] = await t.dataSource.query(
        `WITH fit AS (SELECT generate_series(1, $16::int)),
           ${batchCheckpointCte('session', '$1', 2, '(SELECT count(*)::int FROM fit)')}
         SELECT (SELECT count(*) FROM session)::int AS "running"`,
        [
          sessionId,
          ...batchCheckpointParams({
            counters: COUNTERS,
            sheet: 'Frenos',
            row: 41,
            compatibilitiesBefore: 7,
            claim,
            totalRows,
          }),
          fitments,
        ],
      );
      return (outcome as { running: number }).running;
    };

    it('should write a batch checkpoint only under the current claim of a running session', async () => {
      const sessionId = await insertRunningSession(t.dataSource, 2);
      const before = await row(sessionId);

      await expect(checkpoint(sessionId, 1, 3)).resolves.toBe(0);
      await expect(row(sessionId)).resolves.toEqual(before);

      await expect(checkpoint(sessionId, 2, 3)).resolves.toBe(1);
      await expect(row(sessionId)).resolves.toMatchObject({
        processed_rows: 40,
        checkpoint_row: 41,
        compatibilities_added: 10,
      });

      await t.dataSource.query(`UPDATE import_sessions SET status = 'ERROR' WHERE id = $1`, [sessionId]);
      await expect(checkpoint(sessionId, 2, 3, 900)).resolves.toBe(0);
      await expect(row(sessionId)).resolves.toMatchObject({ status: 'ERROR', processed_rows: 40, total_rows: null });
    });

    it('should store the row total with the batch that carries it, keeping the first one stored', async () => {
      const sessionId = await insertRunningSession(t.dataSource, 2);

      await expect(checkpoint(sessionId, 2, 0)).resolves.toBe(1);
      await expect(row(sessionId)).resolves.toMatchObject({ total_rows: null });
      // A superseded run's total lands nowhere.
      await expect(checkpoint(sessionId, 1, 0, 300)).resolves.toBe(0);
      await expect(row(sessionId)).resolves.toMatchObject({ total_rows: null });

      await expect(checkpoint(sessionId, 2, 0, 500)).resolves.toBe(1);
      await expect(checkpoint(sessionId, 2, 0, 700)).resolves.toBe(1);
      await expect(checkpoint(sessionId, 2, 0)).resolves.toBe(1);
      await expect(row(sessionId)).resolves.toMatchObject({ total_rows: 500 });
    });

    it('should take what the fence guards only while the claim matches', async () => {
      const sessionId = await insertRunningSession(t.dataSource, 2);
      const guarded = async (claim: number) => {
        const fence = batchFence(`'${sessionId}'`, claim);
        return t.dataSource.transaction(async (manager) => {
          const [locked] = await manager.query(fence.lock);
          const taken = await manager.query(fence.whileClaimed(`'bloqueos' AS "locks"`));
          return { locked, taken };
        });
      };

      await expect(guarded(1)).resolves.toEqual({ locked: { claim: 2, status: 'RUNNING' }, taken: [] });
      await expect(guarded(2)).resolves.toEqual({
        locked: { claim: 2, status: 'RUNNING' },
        taken: [{ locks: 'bloqueos' }],
      });
    });
  });
});
