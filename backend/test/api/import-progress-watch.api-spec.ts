import { Redis } from 'ioredis';
import { ImportProgressService, WatchItem } from '../../src/modules/import/import-progress.service';
import { ImportProgressStream } from '../../src/modules/import/import-progress.stream';
import { ImportSessionsService } from '../../src/modules/import/import-sessions.service';
import { ImportStatus } from '../../src/modules/import/import-status.enum';
import { createTestApp, TestApp } from '../support/test-app';
import { insertRunningSession } from '../import/batches';
import { newSessionId } from '../import/import-harness';

/**
 * ImportProgressService.watch: the one reader of a session's progress behind both the SSE stream
 * and the upload that waits for its result.
 */
describe(ImportProgressService.name, () => {
  let t: TestApp;
  let progress: ImportProgressService;
  let stream: ImportProgressStream;
  let sessions: ImportSessionsService;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    progress = t.app.get(ImportProgressService);
    stream = t.app.get(ImportProgressStream);
    sessions = t.app.get(ImportSessionsService);
    redis = new Redis(process.env.REDIS_URL as string);
  });

  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  async function collect(watch: AsyncGenerator<WatchItem>): Promise<WatchItem[]> {
    const items: WatchItem[] = [];
    for await (const item of watch) items.push(item);
    return items;
  }

  const types = (items: WatchItem[]) => items.map((item) => (item.kind === 'event' ? item.event.type : 'quiet'));

  it('should yield the history after the given id, then end at the terminal event', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    await stream.append(sessionId, [
      { type: 'start', message: 'Importación iniciada' },
      { type: 'processing', message: 'Procesando fila 100' },
    ]);
    // The history at once, then a quiet wait until maxMs: the session is still running.
    const all = await collect(progress.watch(sessionId, '0', { maxMs: 200 }));
    expect(types(all)).toEqual(['start', 'processing', 'quiet']);

    await sessions.finish(sessionId, ImportStatus.COMPLETED);
    const after = await collect(progress.watch(sessionId, all[0].id));
    expect(types(after)).toEqual(['processing', 'result', 'completed']);
    expect(after.every((item) => item.kind === 'event' && item.event.sessionId === sessionId)).toBe(true);
  });

  it('should end an ended session whose stream is gone with its result and terminal event from the database', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    await sessions.finish(sessionId, ImportStatus.STOPPED);
    // The stream expired (or Redis was flushed): only the database knows how the import ended.
    await redis.del(stream.key(sessionId));

    const items = await collect(progress.watch(sessionId));
    expect(types(items)).toEqual(['result', 'stopped']);
    const [result, stopped] = items;
    expect(result.kind === 'event' && result.event.result).toMatchObject({ status: 'stopped' });
    expect(stopped.kind === 'event' && stopped.event.message).toContain('detenida');
    await expect(progress.waitForResult(sessionId, new AbortController().signal)).resolves.toMatchObject({
      success: false,
      status: 'stopped',
    });
  });

  it('should end a blocked watch at once when its client leaves', async () => {
    const sessionId = await insertRunningSession(t.dataSource, 1);
    const left = new AbortController();
    const started = Date.now();
    const waiting = progress.waitForResult(sessionId, left.signal);
    setTimeout(() => left.abort(), 300);
    // Without the abort the read would block for the heartbeat interval (15 s), and then go on.
    await expect(waiting).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should yield an error event for a session that neither exists nor has a stream after a minute', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const watch = progress.watch(newSessionId(), '0');
      // Started (its first read does not block); by the time the database answers, a minute has passed.
      const first = watch.next();
      jest.setSystemTime(Date.now() + 61_000);
      const { value } = await first;
      expect(value).toMatchObject({
        kind: 'event',
        event: { type: 'error', message: 'Sesión de importación no encontrada' },
      });
      await expect(watch.next()).resolves.toMatchObject({ done: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
