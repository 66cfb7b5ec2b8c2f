import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ImportSession } from './import-session.entity';

/** A rejected row ('Fila {n}: ...'), kept for the result panel and downloads. */
@Entity({ name: 'import_row_errors' })
export class ImportRowError {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_import_row_errors_session_id')
  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @ManyToOne(() => ImportSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<ImportSession>;

  @Column({ type: 'text', nullable: true })
  sheet: string | null;

  /** Excel row number (1-based, header included). */
  @Column({ type: 'integer' })
  row: number;

  @Column({ type: 'text', nullable: true })
  sku: string | null;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  brand: string | null;

  @Column({ type: 'text' })
  message: string;

  /** The row's cells (itemCode, Titulo_web, U_marca...). */
  @Column({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
