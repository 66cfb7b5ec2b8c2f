import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ImportSession } from './import-session.entity';
import { ImportWarningKind } from './import-warning-kind.enum';

/**
 * A warning of an import. payload holds the kind's fields: YEAR {message, title, brand, model,
 * ano_inicio, ano_fin}; DUPLICATE_SKU {reason, newTitle, existingTitle, newPrice, existingPrice}.
 */
@Entity({ name: 'import_warnings' })
@Index('idx_import_warnings_session_kind', ['sessionId', 'kind'])
export class ImportWarning {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @ManyToOne(() => ImportSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<ImportSession>;

  @Column({ type: 'enum', enum: ImportWarningKind, enumName: 'import_warning_kind' })
  kind: ImportWarningKind;

  @Column({ type: 'text', nullable: true })
  sheet: string | null;

  @Column({ type: 'integer' })
  row: number;

  @Column({ type: 'text', nullable: true })
  sku: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
