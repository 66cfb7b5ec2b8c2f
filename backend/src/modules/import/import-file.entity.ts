import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ImportSession } from './import-session.entity';

/** The uploaded workbook, kept in PostgreSQL so that every worker can read it; deleted when the import ends. */
@Entity({ name: 'import_files' })
export class ImportFile {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @ManyToOne(() => ImportSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<ImportSession>;

  @Column({ type: 'bytea' })
  content: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
