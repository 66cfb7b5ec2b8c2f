import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Products an import has created or updated so far, written in the same transaction as each
 * batch: it tells a later row (or a worker resuming after a crash) whether a product with the same
 * SKU was made by this import (another fitment of it) or existed before (an update). Rows are
 * deleted when the import ends. No foreign keys on purpose: this is per-batch bookkeeping written
 * 1,000 rows at a time, and a product deleted meanwhile only leaves a harmless stale row.
 */
@Entity({ name: 'import_session_products' })
export class ImportSessionProduct {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @PrimaryColumn({ type: 'integer' })
  productId: number;

  /** True when this import created the product. */
  @Column({ type: 'boolean' })
  created: boolean;
}
