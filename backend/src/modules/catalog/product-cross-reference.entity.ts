import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CrossReferenceKind } from './cross-reference-kind.enum';

/**
 * An equivalent part number of a product (OEM or aftermarket), so searching any of them finds it.
 * Rows copied from products.oem and products.alternative_sku are kept by the database (trigger
 * trg_products_cross_references_*, migration VehicleFitment) and marked `derived`; other rows (the
 * seed's aftermarket equivalents) are written directly and left alone by the trigger.
 */
@Entity({ name: 'product_cross_references' })
// Exact and prefix search of other makers' numbers: btree (code_normalized text_pattern_ops) WHERE NOT
// derived, migration only (the derived rows are the product's own codes, searched on products).
@Index('idx_product_cross_references_code_normalized', { synchronize: false })
export class ProductCrossReference {
  /**
   * The product. No foreign key on purpose (one check per row would double what the copies cost a
   * bulk import): trg_products_cross_references_delete (and _truncate) remove a deleted product's numbers.
   */
  @PrimaryColumn({ type: 'integer' })
  productId: number;

  /** normalizeCode(code): '0 986 494 123' → '0986494123'. One row per code and product. */
  @PrimaryColumn({ type: 'text' })
  codeNormalized: string;

  /** As the maker writes it. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'enum', enum: CrossReferenceKind, enumName: 'cross_reference_kind' })
  kind: CrossReferenceKind;

  /** The parts maker (Bosch, Mann...) of an aftermarket number; null when unknown. */
  @Column({ type: 'text', nullable: true })
  brand: string | null;

  /** Copied from the product's oem / alternative_sku by the database, and rewritten when they change. */
  @Column({ type: 'boolean', default: false })
  derived: boolean;
}
