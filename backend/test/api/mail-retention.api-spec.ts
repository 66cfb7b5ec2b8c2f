import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { EntityManager } from 'typeorm';
import { AppConfigService } from '../../src/core/config/app-config.service';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { AuditService } from '../../src/modules/audit';
import {
  MAIL_MAINTENANCE_SCHEDULER_ID,
  MailMaintenanceProcessor,
} from '../../src/modules/mail/mail-maintenance.processor';
import { MAIL_MAINTENANCE_QUEUE } from '../../src/modules/mail/mail-maintenance.queue';
import { MailOutboxService } from '../../src/modules/mail/mail-outbox.service';
import { MailRetention } from '../../src/modules/mail/mail-retention.service';
import { MAIL_RETENTION_BATCH, MAIL_RETENTION_EVERY_MS } from '../../src/modules/mail/mail.constants';
import { startWorker, waitFor } from '../import/import-harness';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

type Status = 'pending' | 'sending' | 'sent' | 'failed';

const DAY_MS = 86_400_000;

/** The outbox's retention sweep: final rows past MAIL_RETENTION_DAYS go, in batches; nothing on its way does. */
describe(MailRetention.name, () => {
  let t: TestApp;
  let retention: MailRetention;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    // The service lives in the worker; the API app provides everything it needs.
    retention = new MailRetention(t.dataSource, t.app.get(AppConfigService), t.app.get(AuditService));
    admin = (await signIn(t, UserRole.ADMIN)).auth;
  }, 60000);

  afterAll(async () => {
    await t?.close();
  }, 30000);

  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM mail_outbox`);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  let sequence = 0;
  /**
   * An outbox row in `status`, created `createdDaysAgo` days ago; its last activity (`sent_at` for a
   * sent row, `updated_at` for the others) `activeDaysAgo` days ago.
   */
  async function row(status: Status, createdDaysAgo: number, activeDaysAgo = createdDaysAgo): Promise<string> {
    const key = `retention-test:${++sequence}`;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    await t.dataSource.query(
      `INSERT INTO mail_outbox (kind, recipient, idempotency_key, payload, status, attempts, sent_at, created_at, updated_at)
       VALUES ('password-changed', 'ana@example.cl', $1, '{"name":"Ana","changedAt":"2026-01-01T00:00:00.000Z"}',
               $2, 1, $3, $4, $5)`,
      [key, status, status === 'sent' ? at(activeDaysAgo) : null, at(createdDaysAgo), at(activeDaysAgo)],
    );
    return key;
  }

  /** `count` old sent rows in one statement (sent and last written 200 days ago). */
  async function oldSentRows(count: number): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO mail_outbox (kind, recipient, idempotency_key, payload, status, attempts, sent_at, created_at, updated_at)
       SELECT 'password-changed', 'bulk@example.cl', 'retention-bulk:' || n, '{}', 'sent', 1,
              now() - interval '200 days', now() - interval '201 days', now() - interval '200 days'
         FROM generate_series(1, $1::int) AS n`,
      [count],
    );
  }

  const keysLeft = async () =>
    (
      await t.dataSource.query<Array<{ idempotency_key: string }>>(
        `SELECT idempotency_key FROM mail_outbox WHERE idempotency_key NOT LIKE 'retention-bulk:%' ORDER BY id`,
      )
    ).map((left) => left.idempotency_key);
  const rowCount = async () =>
    (await t.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM mail_outbox`))[0].n;

  it('should delete old sent and failed rows in batches and keep recent ones and everything pending or sending', async () => {
    const kept = [
      // On their way, however old.
      await row('pending', 400),
      await row('pending', 3),
      await row('sending', 400),
      await row('sending', 3),
      // Final, but recent.
      await row('sent', 10),
      await row('failed', 10),
      // Created long ago, but sent or given up recently (an SMTP outage, an admin's retry): their last activity counts.
      await row('sent', 200, 5),
      await row('failed', 200, 2),
    ];
    await row('sent', 120);
    await row('sent', 91);
    await row('failed', 150);
    await row('failed', 95, 91);
    await oldSentRows(2500);
    const deleteSpy = jest.spyOn(EntityManager.prototype, 'query');

    await expect(retention.purgeExpired()).resolves.toBe(2504);

    // 2,504 rows with batches of 1,000: full, full, short.
    expect(deleteSpy.mock.calls.filter(([sql]) => /DELETE FROM mail_outbox/.test(sql))).toHaveLength(3);
    expect(MAIL_RETENTION_BATCH).toBe(1000);
    await expect(keysLeft()).resolves.toEqual(kept);
    await expect(rowCount()).resolves.toBe(kept.length);
    // Nothing left to do: a second run deletes nothing.
    await expect(retention.purgeExpired()).resolves.toBe(0);
  });

  it('should go on while batches come back full, with any batch size', async () => {
    await oldSentRows(25);
    await row('pending', 300);
    const deleteSpy = jest.spyOn(t.dataSource, 'query');
    await expect(retention.purgeExpired(new Date(), 10)).resolves.toBe(25);
    expect(deleteSpy.mock.calls.filter(([sql]) => /DELETE FROM mail_outbox/.test(sql))).toHaveLength(3);
    await expect(rowCount()).resolves.toBe(1);
  });

  it('should count the retention from MAIL_RETENTION_DAYS (90 by default) before the given instant', async () => {
    expect(t.app.get(AppConfigService).mailRetentionDays).toBe(90);
    const inside = await row('sent', 89);
    await row('sent', 91);
    await expect(retention.purgeExpired()).resolves.toBe(1);
    await expect(keysLeft()).resolves.toEqual([inside]);
    // Ten days later, the 89-day-old row is past the 90 days too.
    await expect(retention.purgeExpired(new Date(Date.now() + 10 * DAY_MS))).resolves.toBe(1);
    await expect(rowCount()).resolves.toBe(0);

    const shorter = new MailRetention(
      t.dataSource,
      { mailRetentionDays: 7 } as AppConfigService,
      t.app.get(AuditService),
    );
    await row('failed', 8);
    const recent = await row('failed', 6);
    await expect(shorter.purgeExpired()).resolves.toBe(1);
    await expect(keysLeft()).resolves.toEqual([recent]);
  });

  it('should skip a row an admin holds locked (a retry in progress) and take it on a later run', async () => {
    const held = await row('failed', 120);
    await row('sent', 120);
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT id FROM mail_outbox WHERE idempotency_key = $1 FOR UPDATE`, [held]);
      // Would wait for the lock without SKIP LOCKED; the test would then time out.
      await expect(retention.purgeExpired()).resolves.toBe(1);
      await expect(keysLeft()).resolves.toEqual([held]);
      // The admin's retry puts it back to pending: no longer final, so never deleted.
      await runner.query(`UPDATE mail_outbox SET status = 'pending', updated_at = now() WHERE idempotency_key = $1`, [
        held,
      ]);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    await expect(retention.purgeExpired()).resolves.toBe(0);
    await expect(keysLeft()).resolves.toEqual([held]);
  });

  it("should take a deleted e-mail's recipient out of the audit log and keep the entry, and the others' recipients", async () => {
    const [gone, kept] = [await row('failed', 120), await row('failed', 10)];
    const ids = await t.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM mail_outbox WHERE idempotency_key = ANY($1) ORDER BY id`,
      [[gone, kept]],
    );
    // An admin retried both when they failed (EMAIL_RETRIED, labelled with the recipient); they failed again.
    for (const { id } of ids) await request(t.server).post(`/api/admin/emails/${id}/retry`).set(admin).expect(204);
    await t.dataSource.query(
      `UPDATE mail_outbox SET status = 'failed', updated_at = created_at WHERE idempotency_key = ANY($1)`,
      [[gone, kept]],
    );
    const labels = async () =>
      (
        await t.dataSource.query<Array<{ entity_id: string; entity_label: string; kind: string }>>(
          `SELECT entity_id, entity_label, kind FROM audit_log WHERE entity_type = 'email' AND entity_id = ANY($1)
           ORDER BY entity_id::int`,
          [ids.map(({ id }) => String(id))],
        )
      ).map(({ entity_label, kind }) => `${kind} ${entity_label}`);
    await expect(labels()).resolves.toEqual([
      'EMAIL_RETRIED password-changed → ana@example.cl',
      'EMAIL_RETRIED password-changed → ana@example.cl',
    ]);

    await expect(retention.purgeExpired()).resolves.toBe(1);

    await expect(keysLeft()).resolves.toEqual([kept]);
    await expect(labels()).resolves.toEqual([
      'EMAIL_RETRIED password-changed → (destinatario borrado con el correo)',
      'EMAIL_RETRIED password-changed → ana@example.cl',
    ]);
    const [{ n }] = await t.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_label LIKE '%ana@example.cl%' AND entity_id = $1`,
      [String(ids[0].id)],
    );
    expect(n).toBe(0);
  });

  it('should log how many rows it deleted, and stay silent when there were none', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await expect(retention.purgeExpired()).resolves.toBe(0);
    expect(log).not.toHaveBeenCalled();
    await row('sent', 100);
    await row('failed', 100);
    await expect(retention.purgeExpired()).resolves.toBe(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe('2 correo(s) de más de 90 días borrados de la bandeja de salida');
  });

  it('should leave the admin e-mail list working on what is left', async () => {
    await row('sent', 100);
    const failed = await row('failed', 2);
    const pending = await row('pending', 100);
    await retention.purgeExpired();
    const { body } = await request(t.server).get('/api/admin/emails').set(admin).expect(200);
    expect(body.total).toBe(2);
    const { body: failures } = await request(t.server).get('/api/admin/emails?status=failed').set(admin).expect(200);
    expect(failures.total).toBe(1);
    await expect(keysLeft()).resolves.toEqual([failed, pending]);
  });

  it('should free the idempotency key of a deleted row (a new event with that key is written again)', async () => {
    const key = await row('sent', 100);
    await retention.purgeExpired();
    await t.dataSource.transaction((manager) =>
      t.app.get(MailOutboxService).add(manager, {
        kind: 'password-changed',
        to: 'ana@example.cl',
        idempotencyKey: key,
        data: { name: 'Ana', changedAt: new Date().toISOString() },
      }),
    );
    const [again] = await t.dataSource.query<Array<{ status: Status }>>(
      `SELECT status FROM mail_outbox WHERE idempotency_key = $1`,
      [key],
    );
    expect(again).toEqual({ status: 'pending' });
  });

  describe('in the worker', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startWorker(t);
    });

    afterAll(async () => {
      await worker?.close();
    });

    it('should run the sweep as an hourly BullMQ job scheduler of its own queue and delete old rows from its job', async () => {
      const queue = worker.get<Queue>(getQueueToken(MAIL_MAINTENANCE_QUEUE));
      const scheduler = await queue.getJobScheduler(MAIL_MAINTENANCE_SCHEDULER_ID);
      expect(scheduler).toMatchObject({ every: MAIL_RETENTION_EVERY_MS });
      expect(MAIL_RETENTION_EVERY_MS).toBe(3_600_000);

      const pending = await row('pending', 300);
      await row('sent', 300);
      await row('failed', 300);
      // The scheduled run may be at it too (then this one finds fewer): the rows end deleted, once.
      const result = await worker.get(MailMaintenanceProcessor).process();
      expect(result.deleted).toBeLessThanOrEqual(2);
      await waitFor(async () => (await rowCount()) === 1);
      await expect(keysLeft()).resolves.toEqual([pending]);
    });
  });
});
