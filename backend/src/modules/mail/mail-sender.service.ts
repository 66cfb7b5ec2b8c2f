import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { createHash } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import type { EmailData, EmailKind } from './email-kinds';
import { MailRenderer } from './mail-renderer.service';
import { MailStatus } from './mail-status.enum';
import { MailTransport } from './mail-transport.service';
import {
  MAIL_ADVISORY_LOCK_CLASS,
  MAIL_LAST_ERROR_MAX_LENGTH,
  MAIL_SEND_IDLE_TIMEOUT_MS,
  SECRET_PAYLOAD_FIELDS,
} from './mail.constants';
import { returnedRows } from '../../core/database/sql';

/** Another process holds the row (it is sending it now): the job tries again later. */
export class MailRowBusyError extends Error {
  constructor(outboxId: number) {
    super(`El correo ${outboxId} lo está enviando otro proceso`);
  }
}

export type SendOutcome = 'sent' | 'skipped';

interface ClaimedRow {
  id: number;
  kind: EmailKind;
  recipient: string;
  idempotency_key: string;
  payload: unknown;
  attempts: number;
}

/** An SMTP refusal that retrying cannot fix: a 5xx answer or an address nodemailer will not use. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE';
}

/**
 * Sends one outbox row, at most once.
 *
 * The row is held with a PostgreSQL session advisory lock on its own connection for the whole SMTP
 * conversation: a second job or worker for the same row finds the lock taken and backs off, and a
 * holder that dies (SIGKILL, crash) loses its connection and with it the lock at once, so the row
 * it left 'sending' is taken over without waiting for a lease. A holder that only freezes loses its
 * session after MAIL_SEND_IDLE_TIMEOUT_MS; every write after the claim is fenced on the attempt
 * number it claimed, so a holder that wakes late writes nothing over its successor.
 *
 * The Message-ID is derived from the row (same row, same Message-ID): in the one window no database
 * can close (the server accepted, the process died before recording it), the resent copy carries
 * the same Message-ID and mail systems that deduplicate on it show one message.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger(MailSender.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    private readonly config: AppConfigService,
  ) {}

  /**
   * @param lastAttempt the queue will not try this row again after this call: a temporary failure
   *   then leaves it 'failed' too.
   */
  async send(outboxId: number, lastAttempt: boolean): Promise<SendOutcome> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let locked = false;
    try {
      await runner.query(`SET idle_session_timeout = ${MAIL_SEND_IDLE_TIMEOUT_MS}`);
      const [{ acquired }] = (await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS acquired`, [
        MAIL_ADVISORY_LOCK_CLASS,
        outboxId,
      ])) as Array<{ acquired: boolean }>;
      if (!acquired) throw new MailRowBusyError(outboxId);
      locked = true;
      // 'sending' under a lock we now hold: its holder died mid-send; the row is ours.
      const [row] = returnedRows<ClaimedRow>(
        await runner.query(
          `UPDATE mail_outbox SET status = $2, attempts = attempts + 1, updated_at = now()
            WHERE id = $1 AND status IN ($3, $2)
            RETURNING id, kind, recipient, idempotency_key, payload, attempts`,
          [outboxId, MailStatus.SENDING, MailStatus.PENDING],
        ),
      );
      // Sent, failed (an admin decides), or gone: nothing to do.
      if (!row) return 'skipped';
      return await this.deliver(runner, row, lastAttempt);
    } finally {
      if (locked) {
        await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [MAIL_ADVISORY_LOCK_CLASS, outboxId]).catch(() => {});
      }
      await runner.query(`RESET idle_session_timeout`).catch(() => {});
      await runner.release();
    }
  }

  private async deliver(runner: QueryRunner, row: ClaimedRow, lastAttempt: boolean): Promise<SendOutcome> {
    let messageId: string;
    try {
      const rendered = await this.renderer.render(row.kind, row.payload as EmailData[EmailKind]);
      const from = this.config.mail.from;
      messageId = await this.transport.send({
        from: { name: from.name ?? rendered.storeName, address: from.address },
        to: row.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: this.messageIdOf(row),
      });
    } catch (error) {
      const permanent = isPermanent(error) || !this.transport.configured;
      const giveUp = lastAttempt || permanent;
      const reason = ((error as Error).message || String(error)).slice(0, MAIL_LAST_ERROR_MAX_LENGTH);
      // Back to pending (its job is waiting out the backoff, so the relay leaves it alone), or failed.
      await runner.query(
        `UPDATE mail_outbox
            SET status = $3, last_error = $4, updated_at = now(),
                enqueued_at = CASE WHEN $5 THEN now() ELSE enqueued_at END
          WHERE id = $1 AND status = 'sending' AND attempts = $2`,
        [row.id, row.attempts, giveUp ? MailStatus.FAILED : MailStatus.PENDING, reason, !giveUp],
      );
      this.logger.warn(`Correo ${row.id} (${row.kind}) no enviado, intento ${row.attempts}: ${reason}`);
      // The queue retries a temporary failure with backoff; a permanent one (or the last) ends here.
      throw giveUp ? new UnrecoverableError(reason) : error;
    }
    const recorded = returnedRows<{ id: number }>(
      await runner.query(
        // A sent row never renders again: links that sign someone in (a reset link) leave the database.
        `UPDATE mail_outbox SET status = 'sent', message_id = $3, sent_at = now(), last_error = NULL, updated_at = now(),
                payload = payload - $4::text[]
          WHERE id = $1 AND status = 'sending' AND attempts = $2
          RETURNING id`,
        [row.id, row.attempts, messageId, [...SECRET_PAYLOAD_FIELDS]],
      ),
    );
    if (recorded.length === 0) {
      this.logger.warn(`Correo ${row.id}: enviado, pero otro proceso tomó la fila mientras tanto`);
    }
    return 'sent';
  }

  /** <mail-12.3f2a…@shop-domain>: the same for every attempt at one row. */
  private messageIdOf(row: ClaimedRow): string {
    const digest = createHash('sha256').update(`${row.id}:${row.idempotency_key}`).digest('hex').slice(0, 20);
    const domain = this.config.mail.from.address.split('@')[1] ?? 'localhost';
    return `<mail-${row.id}.${digest}@${domain}>`;
  }
}
