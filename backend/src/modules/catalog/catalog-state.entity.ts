import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row: the catalogue's versions, bumped by the database (deferred triggers on every catalogue
 * table) once per writing transaction. Cached responses are keyed by them (catalog-cache.service.ts).
 */
@Entity({ name: 'catalog_state' })
@Check('ck_catalog_state_single_row', '"id" = 1')
export class CatalogState {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** Any catalogue change. bigint: pg returns it as a string, and so does this entity. */
  @Column({ type: 'bigint', default: 0 })
  version: string;

  /** Changes of what lists and searches find and how they sort (not stock, descriptions, images). */
  @Column({ type: 'bigint', default: 0 })
  searchVersion: string;
}
