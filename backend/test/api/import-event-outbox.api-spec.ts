import { ImportBatchWriter } from '../../src/modules/import/import-batch.writer';
import { ImportProgressStream } from '../../src/modules/import/import-progress.stream';
import { ImportSessionsService } from '../../src/modules/import/import-sessions.service';
import { ImportStatus } from '../../src/modules/import/import-status.enum';
import { IMPORT_CATALOG_PUBLISH_MS } from '../../src/modules/import/import.constants';
import { fourRowBatch, insertRunningSession, runState } from '../import/batches';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A batch's progress events are written in its transaction (import_event_outbox), so a worker
 * killed between the commit and the append to Redis loses none of them: the run that takes the
 * session over, or the session's end, appends them, and never twice. Counted on the stream itself.
 */
describe('Import progress events of committed batches', () => {
  let t: TestApp;
  let writer: ImportBatchWriter;
  let sessions: ImportSessionsService;
  let stream: ImportProgressStream;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    writer = new ImportBatchWriter(t.dataSource);
    sessions = t.app.get(ImportSessionsService);
    stream = t.app.get(ImportProgressStream);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The event types on the session's stream, in order, with the row each batch ended at. */
  async function onStream(sessionId: string): Promise<string[]> {
    const follower = stream.follow(sessionId);
    try {
      const entries = await follower.next(0, 10_000);
      return entries.map(({ event }) => (event.excelRow ? `${event.type}:${event.excelRow}` : event.type));
    } finally {
      follower.close();
    }
  }

  const outboxRows = async (sessionId: string) =>
    (
      await t.dataSource.query(`SELECT seq FROM import_event_outbox WHERE session_id = $1 ORDER BY seq`, [sessionId])
    ).map((row: { seq: number }) => row.seq);

  /** Each batch rejects its last row, then completes. */
  const BOTH_BATCHES = ['error-occurred', 'batch-completed:5', 'error-occurred', 'batch-completed:9'];

  it('should append the events of a batch whose run died before appending them exactly once', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);

    // Run 1 commits a batch and appends its events, then commits a second one and is killed before appending.
    const first = await writer.write(state, fourRowBatch('OUTBOX-A', 2));
    await stream.appendBatch(sessionId, first.seq, first.events);
    const second = await writer.write(state, fourRowBatch('OUTBOX-B', 6));
    expect([first.seq, second.seq]).toEqual([4, 8]);
    await expect(outboxRows(sessionId)).resolves.toEqual([4, 8]);
    await expect(onStream(sessionId)).resolves.toEqual(['error-occurred', 'batch-completed:5']);

    // Run 2 claims the session and publishes what run 1 left, twice over to prove it is idempotent.
    await sessions.publishPendingBatches(sessionId);
    await sessions.publishPendingBatches(sessionId);
    // Run 1 wakes up and appends its batch after all (it was frozen, not killed): nothing added.
    await stream.appendBatch(sessionId, second.seq, second.events);
    await stream.appendBatch(sessionId, first.seq, first.events);
    await expect(onStream(sessionId)).resolves.toEqual(BOTH_BATCHES);

    // The session ends: nothing repeated, the outbox emptied.
    await expect(sessions.finish(sessionId, ImportStatus.COMPLETED)).resolves.toBe(true);
    await expect(onStream(sessionId)).resolves.toEqual([...BOTH_BATCHES, 'result', 'completed']);
    await expect(outboxRows(sessionId)).resolves.toEqual([]);
  });

  it('should append pending batches before the final events when the session ends without another run', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);
    await writer.write(state, fourRowBatch('OUTBOX-C', 2));

    // The sweeper ends the session of a dead worker: the batch's events come before the result.
    await expect(sessions.finish(sessionId, ImportStatus.ERROR, 'El worker dejó de responder')).resolves.toBe(true);
    await expect(onStream(sessionId)).resolves.toEqual(['error-occurred', 'batch-completed:5', 'result', 'error']);
    await expect(outboxRows(sessionId)).resolves.toEqual([]);
  });

  it('should publish the catalogue at most every few seconds during an import and at its end', async () => {
    const versions = async () => {
      const [row] = await t.dataSource.query(
        `SELECT version::int AS version, search_version::int AS "searchVersion" FROM catalog_state WHERE id = 1`,
      );
      return row as { version: number; searchVersion: number };
    };
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const state = runState(sessionId, 1);
    const before = await versions();

    // The first batch publishes (shoppers see the import start), the next ones within the interval do not.
    await writer.write(state, fourRowBatch('PUBLISH-A', 2));
    const afterFirst = await versions();
    expect(afterFirst).toEqual({ version: before.version + 1, searchVersion: before.searchVersion + 1 });
    await writer.write(state, fourRowBatch('PUBLISH-B', 6));
    await writer.write(state, fourRowBatch('PUBLISH-C', 10));
    await expect(versions()).resolves.toEqual(afterFirst);

    // Once the interval has passed, the next batch publishes again.
    state.catalogPublishedAt = Date.now() - IMPORT_CATALOG_PUBLISH_MS;
    await writer.write(state, fourRowBatch('PUBLISH-D', 14));
    const afterInterval = await versions();
    expect(afterInterval).toEqual({ version: afterFirst.version + 1, searchVersion: afterFirst.searchVersion + 1 });

    // Other writers still bump at once: an admin's edit is not deferred by a running import.
    await t.dataSource.query(`UPDATE products SET stock = stock + 1 WHERE sku = 'PUBLISH-B-1'`);
    const afterEdit = await versions();
    expect(afterEdit).toEqual({ version: afterInterval.version + 1, searchVersion: afterInterval.searchVersion });

    // The session's end publishes the rest.
    await writer.write(state, fourRowBatch('PUBLISH-E', 18));
    await expect(versions()).resolves.toEqual(afterEdit);
    await sessions.finish(sessionId, ImportStatus.COMPLETED);
    await expect(versions()).resolves.toEqual({
      version: afterEdit.version + 1,
      searchVersion: afterEdit.searchVersion + 1,
    });
  });
});
