import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AuditEntityType, AuditKind } from './audit-kind.enum';

/** One field's value before and after a change (null: it did not exist). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** field → before/after. */
export type AuditChanges = Record<string, AuditFieldChange>;

/**
 * One administrator write: who (id and the e-mail as it was then), when, what kind, on which
 * record, and the fields it changed. Written in the change's own transaction (AuditService.record),
 * so an entry exists exactly when its change committed. Never updated or deleted by the app.
 */
@Entity({ name: 'audit_log' })
@Index('idx_audit_log_created_at', ['createdAt'])
@Index('idx_audit_log_entity', ['entityType', 'entityId'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key: the entry outlives the account. */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** The e-mail at the time of the change. */
  @Column({ type: 'text' })
  actorEmail: string;

  @Column({ type: 'varchar', length: 40 })
  kind: AuditKind;

  @Column({ type: 'varchar', length: 30 })
  entityType: AuditEntityType;

  /** Text: import sessions have string ids. */
  @Column({ type: 'varchar', length: 100 })
  entityId: string;

  /** How the record was called then (product title, account e-mail, import file name), for the reader. */
  @Column({ type: 'text', nullable: true })
  entityLabel: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  changes: AuditChanges;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
