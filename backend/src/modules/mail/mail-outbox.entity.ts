import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { EmailKind } from './email-kinds';
import { MailStatus } from './mail-status.enum';

/**
 * One e-mail to send (the outbox, ARCHITECTURE.md): written in the transaction of the event that
 * causes it (MailOutboxService.add), relayed to the `email` queue, sent once by a worker. The
 * idempotency key names the event ('order:12:received'): the same event never writes a second row.
 */
@Entity({ name: 'mail_outbox' })
@Unique('uq_mail_outbox_idempotency_key', ['idempotencyKey'])
@Check('ck_mail_outbox_attempts', '"attempts" >= 0')
// The relay's scan (rows not sent yet) and the admin list (by status, newest first).
@Index('idx_mail_outbox_unsent', ['id'], { where: `"status" IN ('pending', 'sending')` })
@Index('idx_mail_outbox_status_created_at', ['status', 'createdAt'])
@Index('idx_mail_outbox_created_at', ['createdAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  kind: EmailKind;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  /** What the template needs (EmailData[kind]); the shop's name and contact are read when sending. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.PENDING })
  status: MailStatus;

  /** SMTP conversations started for this row. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** When the relay last handed the row to the queue (null: not yet, or put back by an admin). */
  @Column({ type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;

  /** The Message-ID of the accepted message. */
  @Column({ type: 'text', nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
