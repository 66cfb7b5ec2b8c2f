import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The progress events of each committed batch, written in the batch's own transaction: a worker
 * killed between the commit and its append to the Redis stream leaves them here, and the next run
 * of the session (or its end) appends them. `seq` is the session's processed row count after the
 * batch, so the stream tells appended groups apart (ImportProgressStream.appendBatch). Rows are
 * deleted when the import ends. No foreign key, like import_session_products.
 */
@Entity({ name: 'import_event_outbox' })
export class ImportEventOutbox {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @Column({ type: 'jsonb' })
  events: unknown[];
}
