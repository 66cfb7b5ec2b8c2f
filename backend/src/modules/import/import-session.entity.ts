import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import type { User } from '../auth';
import { ImportStatus } from './import-status.enum';

/**
 * One Excel import, keyed by the client's session id ('import-1700000000000-ab12cd'). Counters and
 * the checkpoint are written per batch, so a replacement worker resumes after checkpointSheet /
 * checkpointRow.
 */
@Entity({ name: 'import_sessions' })
@Check(
  'ck_import_sessions_counters',
  '"processed_rows" >= 0 AND "created_count" >= 0 AND "updated_count" >= 0 AND "error_count" >= 0 AND "year_warning_count" >= 0 AND "sku_warning_count" >= 0 AND "checkpoint_row" >= 0',
)
@Check(
  'ck_import_sessions_product_counters',
  '"products_created" >= 0 AND "products_updated" >= 0 AND "compatibilities_added" >= 0',
)
export class ImportSession {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id: string;

  @Index('idx_import_sessions_status')
  @Column({ type: 'enum', enum: ImportStatus, enumName: 'import_status', default: ImportStatus.QUEUED })
  status: ImportStatus;

  @Column({ type: 'text' })
  fileName: string;

  /** Bytes. */
  @Column({ type: 'integer' })
  fileSize: number;

  @Column({ type: 'text', nullable: true })
  worksheetName: string | null;

  @Column({ type: 'boolean', default: false })
  processAllSheets: boolean;

  @Column({ type: 'integer', nullable: true })
  totalRows: number | null;

  @Column({ type: 'integer', default: 0 })
  processedRows: number;

  /** Valid rows whose product this import created (a product's later fitment rows included): successCount. */
  @Column({ type: 'integer', default: 0 })
  createdCount: number;

  /** Valid rows whose product existed before this import (each of its fitment rows): updateCount. */
  @Column({ type: 'integer', default: 0 })
  updatedCount: number;

  /** Products this import created (one per SKU, title and price; a duplicate SKU with other data is one more). */
  @Column({ type: 'integer', default: 0 })
  productsCreated: number;

  /** Products that existed before this import and that its rows updated, each counted once. */
  @Column({ type: 'integer', default: 0 })
  productsUpdated: number;

  /** Compatibility rows (product, model, years) this import added; those already there are not counted. */
  @Column({ type: 'integer', default: 0 })
  compatibilitiesAdded: number;

  @Column({ type: 'integer', default: 0 })
  errorCount: number;

  @Column({ type: 'integer', default: 0 })
  yearWarningCount: number;

  @Column({ type: 'integer', default: 0 })
  skuWarningCount: number;

  /** Sub-subcategories created under 'Sin clasificar' (CATEGORY warnings). */
  @Column({ type: 'integer', default: 0 })
  categoryWarningCount: number;

  /** Sheet of the last committed batch (all-sheets mode). */
  @Column({ type: 'text', nullable: true })
  checkpointSheet: string | null;

  /** Last row committed in checkpointSheet; rows up to it are done. */
  @Column({ type: 'integer', default: 0 })
  checkpointRow: number;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The final result as sent to the client (success, message, totalRows, processedRows, errorRows, errors). */
  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /**
   * Fencing token: the BullMQ activation (job.attemptsStarted) of the run that holds the session.
   * Claimed only upwards, checked by every batch under the session's row lock (ImportBatchWriter).
   */
  @Column({ type: 'integer', default: 0 })
  claim: number;

  /** Refreshed by the worker while it runs; a stale heartbeat means the worker died. */
  @Column({ type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
