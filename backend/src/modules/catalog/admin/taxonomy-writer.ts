import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService, diffFields } from '../../audit';
import type { ProductsService } from '../products.service';
import { type ConstraintErrors, lockRowOrFail, runCatalogWrite } from './catalog-writes';

/** One taxonomy level (categories, subcategories, sub-subcategories) as its writes see it. */
export interface TaxonomyLevel<E extends { id: number }, F extends string> {
  entity: EntityTarget<E>;
  /** What a write to a missing id throws (404). */
  notFound: () => Error;
  /** The constraints a concurrent write can break, each with the admin's error. */
  constraintErrors: ConstraintErrors;
  /** Its audit entries: what it is, the kinds of a creation, an update and a deletion, and the fields compared. */
  audit: {
    entityType: AuditEntityType;
    kinds: readonly [created: AuditKind, updated: AuditKind, deleted: AuditKind];
    fields: readonly F[];
  };
}

type Values<F extends string> = Partial<Record<F, unknown>>;

/**
 * The parts every write of one taxonomy level shares: the catalogue transaction it runs in, the row lock on the
 * one it changes, and its audit entries, recorded in that transaction (a creation with its values, an update with
 * the fields it changed, none when nothing did, a deletion with the values the row had).
 */
export class TaxonomyWriter<E extends { id: number }, F extends string> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly audit: AuditService,
    private readonly level: TaxonomyLevel<E, F>,
  ) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return runCatalogWrite(this.dataSource, this.products, work, this.level.constraintErrors);
  }

  lockOrFail(manager: EntityManager, id: number): Promise<E> {
    return lockRowOrFail(manager, this.level.entity, id, this.level.notFound);
  }

  created(manager: EntityManager, actor: AuditActor, id: number, name: string, values: Values<F>): Promise<void> {
    return this.audit.record(manager, actor, this.entry(0, id, name, null, values));
  }

  updated(
    manager: EntityManager,
    actor: AuditActor,
    id: number,
    name: string,
    before: Values<F>,
    after: Values<F>,
  ): Promise<void> {
    return this.audit.recordChanges(manager, actor, this.entry(1, id, name, before, after));
  }

  deleted(manager: EntityManager, actor: AuditActor, id: number, row: Values<F> & { name: string }): Promise<void> {
    return this.audit.record(manager, actor, this.entry(2, id, row.name, row, null));
  }

  private entry(kind: 0 | 1 | 2, id: number, name: string, before: Values<F> | null, after: Values<F> | null) {
    return {
      kind: this.level.audit.kinds[kind],
      entityType: this.level.audit.entityType,
      entityId: id,
      entityLabel: name,
      changes: diffFields(before, after, this.level.audit.fields),
    };
  }
}
