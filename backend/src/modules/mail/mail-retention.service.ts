import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { returnedRows } from '../../core/database/sql';
import { AuditEntityType, AuditService } from '../audit';
import { emailAuditLabel } from './mail-admin.service';
import { MailStatus } from './mail-status.enum';
import { MAIL_RETENTION_BATCH } from './mail.constants';

const DAY_MS = 86_400_000;

/**
 * Forgets old e-mails: an outbox row holds the customer's name, address and order lines (and, for a
 * failed password reset, its link), which the shop no longer needs once the e-mail is done with.
 * Run by the worker (MailMaintenanceProcessor), once per MAIL_RETENTION_EVERY_MS across all workers.
 *
 * Only rows in a final state go: 'sent', and 'failed' (given up, waiting for an admin who did not
 * retry it within the retention). 'pending' and 'sending' rows are on their way and are never
 * deleted, however old. A row's age is its last activity: `sent_at` for a sent row, else
 * `updated_at` (the sender sets it when it gives up; an admin's retry sets it too), not
 * `created_at`: an e-mail created long ago but sent or failed recently (an SMTP outage, a retry)
 * stays in the admin list for the whole retention after its outcome. Both are never before
 * `created_at`, so `created_at < cutoff` is added to let the (status, created_at) index find them.
 *
 * The idempotency key is freed with its row, so an event raised again after the retention writes a
 * second e-mail. None can be raised again by a customer or an outsider:
 * - 'order:N:received' / 'shop-new-order' are written only when order N is created (ids are not reused).
 * - 'order:N:paid' needs the conditional PENDIENTE → PROCESANDO update (Webpay) or an admin's move:
 *   a replayed payment confirmation for an old order finds it no longer PENDIENTE and writes nothing.
 * - 'order:N:status:S' is written when the status really changes: by the unpaid sweep or a failed
 *   payment (only from PENDIENTE, i.e. after an admin re-opened the order) or by an admin moving
 *   it. After the retention, an admin moving an order back to a status it had long ago tells the
 *   buyer again; that is a real change of their order, sent to the order's own address, so it is
 *   harmless (within the retention the key keeps such a repeat silent, as before).
 * - account welcome (once per new account id), password-changed (per session version, which only
 *   grows), password reset (per issued token) and import-finished (a session ends once) name events
 *   that never happen twice.
 */
@Injectable()
export class MailRetention {
  private readonly logger = new Logger(MailRetention.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfigService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Deletes the final rows whose last activity is older than MAIL_RETENTION_DAYS before `now`,
   * `batchSize` per statement until a batch comes back short; returns how many. A row an admin is
   * retrying right now (its row lock held) is skipped and looked at again on the next run.
   */
  async purgeExpired(now = new Date(), batchSize = MAIL_RETENTION_BATCH): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.mailRetentionDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      // Each batch commits on its own: no lock is held longer than one transaction of batchSize rows.
      // The audit entries of a deleted e-mail (an admin's retry) lose its recipient in the same
      // transaction: the address goes with the e-mail, the record of the retry stays.
      const count = await this.dataSource.transaction(async (manager) => {
        const gone: unknown = await manager.query(
          `DELETE FROM mail_outbox WHERE id IN (
             SELECT id FROM mail_outbox
              WHERE status IN ($1, $2) AND created_at < $3 AND coalesce(sent_at, updated_at) < $3
              LIMIT $4
                FOR UPDATE SKIP LOCKED)
           RETURNING id, kind`,
          [MailStatus.SENT, MailStatus.FAILED, cutoff, batchSize],
        );
        const rows = returnedRows<{ id: number; kind: string }>(gone);
        await this.audit.relabel(
          manager,
          AuditEntityType.EMAIL,
          rows.map(({ id, kind }) => ({ entityId: id, label: emailAuditLabel(kind, null) })),
        );
        return rows.length;
      });
      deleted += count;
      if (count < batchSize) break;
    }
    if (deleted > 0) {
      this.logger.log(
        `${deleted} correo(s) de más de ${this.config.mailRetentionDays} días borrados de la bandeja de salida`,
      );
    }
    return deleted;
  }
}
