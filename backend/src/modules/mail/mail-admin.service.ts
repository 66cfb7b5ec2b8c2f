import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../audit';
import { SettingsService } from '../settings';
import { AdminEmailsQuery } from './dto/admin-emails.query';
import { EMAIL_JOB_OPTIONS, EMAIL_QUEUE, EmailJobData, emailJobId } from './email.queue';
import { MailOutbox } from './mail-outbox.entity';
import { MailRenderer } from './mail-renderer.service';
import { MailStatus } from './mail-status.enum';
import { ADMIN_EMAILS_PAGE_SIZE, MAIL_OUTBOX_CHANNEL } from './mail.constants';
import { MailError, MailErrorCode } from './mail.errors';

/**
 * How an e-mail is named in the audit log: its kind and recipient, or, once the e-mail has been
 * deleted after its retention (MailRetention), its kind only.
 */
export function emailAuditLabel(kind: string, recipient: string | null): string {
  return `${kind} → ${recipient ?? '(destinatario borrado con el correo)'}`;
}

export interface AdminEmailResponse {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  messageId: string | null;
}

/** The admin's view of the outbox: what was sent, what waits, what failed and why; retrying a failure. */
@Injectable()
export class MailAdminService {
  private readonly logger = new Logger(MailAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<EmailJobData>,
    private readonly renderer: MailRenderer,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** Newest first, ADMIN_EMAILS_PAGE_SIZE per page. */
  async list(query: AdminEmailsQuery) {
    const [rows, total] = await this.dataSource.getRepository(MailOutbox).findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * ADMIN_EMAILS_PAGE_SIZE,
      take: ADMIN_EMAILS_PAGE_SIZE,
    });
    const { storeName } = await this.settings.forStorefront();
    return {
      items: rows.map((row) => this.toResponse(row, storeName)),
      total,
      page: query.page,
      pageSize: ADMIN_EMAILS_PAGE_SIZE,
    };
  }

  /**
   * A failed e-mail back to 'pending' (audited in the same transaction), then straight to the queue;
   * the relays would hand it within RELAY_POLL_MS anyway. 409 for any other status: a pending or
   * sending one is on its way, a sent one must not go twice.
   */
  async retry(id: number, actor: AuditActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(MailOutbox)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new MailError(MailErrorCode.NotFound);
      if (row.status !== MailStatus.FAILED) throw new MailError(MailErrorCode.NotFailed);
      await manager.getRepository(MailOutbox).update({ id }, { status: MailStatus.PENDING, enqueuedAt: null });
      await this.audit.record(manager, actor, {
        kind: AuditKind.EMAIL_RETRIED,
        entityType: AuditEntityType.EMAIL,
        entityId: id,
        entityLabel: emailAuditLabel(row.kind, row.recipient),
        changes: { status: { before: MailStatus.FAILED, after: MailStatus.PENDING } },
      });
      await manager.query(`SELECT pg_notify($1, '')`, [MAIL_OUTBOX_CHANNEL]);
    });
    try {
      await this.queue.add('send', { outboxId: id }, { ...EMAIL_JOB_OPTIONS, jobId: emailJobId(id) });
      await this.dataSource.query(`UPDATE mail_outbox SET enqueued_at = now() WHERE id = $1 AND status = $2`, [
        id,
        MailStatus.PENDING,
      ]);
    } catch (error) {
      // Committed as pending: a relay hands it to the queue on its next round.
      this.logger.warn(`Correo ${id}: reintento pendiente del relé (${(error as Error).message})`);
    }
  }

  private toResponse(row: MailOutbox, storeName: string): AdminEmailResponse {
    return {
      id: row.id,
      kind: row.kind,
      to: row.recipient,
      subject: this.renderer.subject(row.kind, row.payload, storeName),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      messageId: row.messageId,
    };
  }
}
