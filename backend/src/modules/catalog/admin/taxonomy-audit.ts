import type { EntityManager } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService, diffFields } from '../../audit';

/** One taxonomy level's audit entries: what it is, its three kinds, and the fields a write compares. */
export interface TaxonomyAuditSpec<F extends string> {
  entityType: AuditEntityType;
  /** The kinds of a creation, an update and a deletion. */
  kinds: readonly [created: AuditKind, updated: AuditKind, deleted: AuditKind];
  fields: readonly F[];
}

type Values<F extends string> = Partial<Record<F, unknown>>;

/**
 * The audit log of one taxonomy level's writes (categories, subcategories, sub-subcategories), recorded in the
 * write's transaction: a creation with its values, an update with the fields it changed (no entry when none did),
 * a deletion with the values the row had.
 */
export class TaxonomyAudit<F extends string> {
  constructor(
    private readonly audit: AuditService,
    private readonly spec: TaxonomyAuditSpec<F>,
  ) {}

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
      kind: this.spec.kinds[kind],
      entityType: this.spec.entityType,
      entityId: id,
      entityLabel: name,
      changes: diffFields(before, after, this.spec.fields),
    };
  }
}
