import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row: the catalogue's version, bumped by the database (deferred triggers on products,
 * compatibilities and vehicle_models) once per transaction that changes what a list or search
 * returns. Cached result pages are keyed by it (catalog-cache.service.ts).
 */
@Entity({ name: 'catalog_state' })
@Check('ck_catalog_state_single_row', '"id" = 1')
export class CatalogState {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** bigint: pg returns it as a string, and so does this entity. */
  @Column({ type: 'bigint', default: 0 })
  version: string;
}
