import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryRunner } from 'typeorm';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { UPLOAD_ENQUEUE_TIMEOUT_MS, UPLOAD_LOCK_TIMEOUT_MS } from '../../src/modules/import/import.constants';
import { ImportError, ImportErrorCode } from '../../src/modules/import/import.errors';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';
import { newSessionId, postExcel, startWorker } from '../import/import-harness';
import { simpleWorkbook, row } from '../import/workbooks';

/** An answer later than this is a stall (the limit plus scheduling slack). */
const ANSWER_MARGIN_MS = 4_000;

/**
 * POST /import/excel answers only once its session is recorded and its job queued. Whatever that
 * waits for (a lock held by a stuck transaction, a Redis that does not answer), the upload is
 * either accepted quickly or refused with a Spanish 503 the administrator can act on: never a
 * request that hangs with no session and no message.
 */
describe('Import upload that cannot be recorded at once', () => {
  let t: TestApp;
  let admin: { user: { id: number }; auth: Record<string, string> };
  let file: Buffer;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = await signIn(t, UserRole.ADMIN);
    file = await simpleWorkbook([row({ itemCode: 'BUSY-1' }), row({ itemCode: 'BUSY-2' })]);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  /** The upload's answer, or 'no answer' once `limitMs` has passed. */
  async function upload(sessionId: string, limitMs: number) {
    const started = Date.now();
    const giveUp = new AbortController();
    const answer = await Promise.race([
      postExcel(t, admin.auth, file, { sessionId, worksheetName: 'Productos' }),
      sleep(limitMs, 'no answer' as const, { signal: giveUp.signal }),
    ]);
    giveUp.abort();
    return { answer, elapsed: Date.now() - started };
  }

  async function recorded(sessionId: string) {
    const [row] = await t.dataSource.query(
      `SELECT s.status, s.message, (SELECT count(*)::int FROM import_files f WHERE f.session_id = s.id) AS files
       FROM import_sessions s WHERE s.id = $1`,
      [sessionId],
    );
    return (row as { status: string; message: string | null; files: number } | undefined) ?? null;
  }

  it('should refuse with a Spanish 503 within seconds while another transaction holds the lock the session needs', async () => {
    // A transaction stuck with the administrator's account row locked (a frozen process in the
    // middle of an account change): recording a session must take a key-share lock on that row.
    const holder: QueryRunner = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [admin.user.id]);
    const sessionId = newSessionId();
    try {
      const { answer, elapsed } = await upload(sessionId, UPLOAD_LOCK_TIMEOUT_MS + ANSWER_MARGIN_MS);
      expect(answer).not.toBe('no answer');
      expect(elapsed).toBeLessThan(UPLOAD_LOCK_TIMEOUT_MS + ANSWER_MARGIN_MS);
      const res = answer as Exclude<typeof answer, 'no answer'>;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: ImportError.messageOf(ImportErrorCode.ServerBusy) });
      // Nothing half-recorded: no session, no stored file.
      await expect(recorded(sessionId)).resolves.toBeNull();
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }

    // Once the lock is gone, sending the same session again imports it.
    let worker: INestApplicationContext | undefined;
    try {
      worker = await startWorker(t);
      const retried = await postExcel(t, admin.auth, file, { sessionId, worksheetName: 'Productos' });
      expect(retried.status).toBe(200);
      expect(JSON.parse(retried.text)).toMatchObject({ success: true, totalRows: 2, successCount: 2 });
    } finally {
      await worker?.close();
    }
  }, 40000);

  it('should refuse with a Spanish 503 and end the session when the job queue does not answer', async () => {
    // Redis unreachable or stuck: BullMQ's connection retries for ever, so add() never settles.
    const add = jest.spyOn(Queue.prototype, 'add').mockReturnValue(new Promise(() => undefined));
    const sessionId = newSessionId();
    try {
      const { answer, elapsed } = await upload(sessionId, UPLOAD_ENQUEUE_TIMEOUT_MS + ANSWER_MARGIN_MS);
      expect(answer).not.toBe('no answer');
      expect(elapsed).toBeLessThan(UPLOAD_ENQUEUE_TIMEOUT_MS + ANSWER_MARGIN_MS);
      const res = answer as Exclude<typeof answer, 'no answer'>;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: ImportError.messageOf(ImportErrorCode.QueueUnavailable) });
    } finally {
      add.mockRestore();
    }
    // The session says what happened (and no worker will pick it up): nothing waits for it.
    await expect(recorded(sessionId)).resolves.toEqual({
      status: 'ERROR',
      message: ImportError.messageOf(ImportErrorCode.QueueUnavailable),
      files: 0,
    });
  }, 30000);
});
