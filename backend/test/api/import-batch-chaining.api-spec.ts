import { ImportBatchWriter, ImportClaimLostError } from '../../src/modules/import/import-batch.writer';
import { ImportSessionStore } from '../../src/modules/import/import-session.store';
import { fourRowBatch, insertRunningSession, runState } from '../import/batches';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A batch's transaction may begin behind the previous batch's COMMIT (BatchHooks.next): it is still
 * a transaction of its own, fenced and locked like any batch, that writes only when that batch is
 * written, and that a run stopping before it rolls back.
 */
describe('Import batches begun behind the previous COMMIT', () => {
  let t: TestApp;
  let writer: ImportBatchWriter;
  let store: ImportSessionStore;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    writer = new ImportBatchWriter(t.dataSource);
    store = t.app.get(ImportSessionStore);
  });

  afterAll(async () => {
    await t?.close();
  });

  const skus = async (prefix: string) =>
    (await t.dataSource.query(`SELECT sku FROM products WHERE sku LIKE $1 ORDER BY sku`, [`${prefix}-%`])).map(
      (row: { sku: string }) => row.sku,
    );

  const processedRows = async (sessionId: string) =>
    (await t.dataSource.query(`SELECT processed_rows FROM import_sessions WHERE id = $1`, [sessionId]))[0]
      .processed_rows as number;

  /** An update of the session row from another connection, waiting at most a second for its lock. */
  const touchSession = (sessionId: string) =>
    t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL lock_timeout TO 1000`);
      await manager.query(`UPDATE import_sessions SET updated_at = now() WHERE id = $1`, [sessionId]);
    });

  it('should write the next batch in the transaction begun for it, after the previous one committed', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);
    const first = fourRowBatch('CHAIN-A', 2);
    const second = fourRowBatch('CHAIN-B', 6);

    await writer.write(state, first, { next: () => second });
    expect(state.opened?.batch).toBe(second);
    await expect(skus('CHAIN-A')).resolves.toEqual(['CHAIN-A-1', 'CHAIN-A-2', 'CHAIN-A-3']);

    const result = await writer.write(state, second);
    expect(result.seq).toBe(8);
    expect(state.opened).toBeNull();
    await expect(skus('CHAIN-B')).resolves.toEqual(['CHAIN-B-1', 'CHAIN-B-2', 'CHAIN-B-3']);
    await expect(processedRows(sessionId)).resolves.toBe(8);
    await expect(touchSession(sessionId)).resolves.toBeUndefined();
  });

  it('should roll the begun transaction back when the run writes no further batch, or another one', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);

    await writer.write(state, fourRowBatch('CHAIN-C', 2), { next: () => fourRowBatch('CHAIN-D', 6) });
    // The begun transaction holds the session row (its fence) until it ends, once its first message ran.
    await state.opened?.begun;
    await expect(touchSession(sessionId)).rejects.toMatchObject({ driverError: { code: '55P03' } });
    await writer.discard(state);
    await expect(touchSession(sessionId)).resolves.toBeUndefined();

    await writer.write(state, fourRowBatch('CHAIN-E', 6), { next: () => fourRowBatch('CHAIN-F', 10) });
    await writer.write(state, fourRowBatch('CHAIN-G', 10));
    expect(state.opened).toBeNull();

    await expect(skus('CHAIN-D')).resolves.toEqual([]);
    await expect(skus('CHAIN-F')).resolves.toEqual([]);
    await expect(skus('CHAIN-G')).resolves.toEqual(['CHAIN-G-1', 'CHAIN-G-2', 'CHAIN-G-3']);
    await expect(processedRows(sessionId)).resolves.toBe(12);
    await expect(touchSession(sessionId)).resolves.toBeUndefined();
  });

  it('should let a newer claim take the session only after the begun batch, which then writes no more', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);
    const second = fourRowBatch('CHAIN-I', 6);

    await writer.write(state, fourRowBatch('CHAIN-H', 2), { next: () => second });
    // Another worker claims the job once the begun batch holds the session row: it waits for that lock.
    // (A claim that came first would win, and the begun batch would then lose its claim: also safe.)
    await state.opened?.begun;
    const claimed = store.claim(sessionId, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writer.write(state, second);
    await expect(claimed).resolves.toBe(true);

    await expect(writer.write(state, fourRowBatch('CHAIN-J', 10))).rejects.toBeInstanceOf(ImportClaimLostError);
    await expect(skus('CHAIN-I')).resolves.toEqual(['CHAIN-I-1', 'CHAIN-I-2', 'CHAIN-I-3']);
    await expect(skus('CHAIN-J')).resolves.toEqual([]);
    await expect(processedRows(sessionId)).resolves.toBe(8);
  });
});
