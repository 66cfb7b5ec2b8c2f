import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../../core/auth/session-user';
import { AUDIT_TIME_ZONE } from './audit.constants';
import { AuditChanges, AuditEntry } from './audit-entry.entity';
import { AuditEntityType, AuditKind } from './audit-kind.enum';
import type { AuditQuery } from './dto/audit.query';
import { escapeLike } from '../../core/database/sql';
import { pagination } from '../../core/validation/paging';

/** Who made a change: the signed-in administrator. */
export type AuditActor = Pick<SessionUser, 'id' | 'email'>;

export interface AuditRecord {
  kind: AuditKind;
  entityType: AuditEntityType;
  entityId: number | string;
  entityLabel?: string | null;
  changes?: AuditChanges;
}

export interface AuditEntryResponse {
  id: number;
  actorId: number | null;
  actorEmail: string;
  kind: AuditKind;
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string | null;
  changes: AuditChanges;
  createdAt: string;
}

/** JSON-safe comparison of two stored values (numbers, text, null, arrays of plain objects). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * {field: {before, after}} for the fields whose value differs between `before` and `after`
 * (a field missing on one side counts as null).
 */
export function diffFields<F extends string>(
  before: Partial<Record<F, unknown>> | null,
  after: Partial<Record<F, unknown>> | null,
  fields: readonly F[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!same(old, now)) changes[field] = { before: old, after: now };
  }
  return changes;
}

export const toAuditEntryResponse = (entry: AuditEntry): AuditEntryResponse => ({
  id: entry.id,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  kind: entry.kind,
  entityType: entry.entityType,
  entityId: entry.entityId,
  entityLabel: entry.entityLabel,
  changes: entry.changes,
  createdAt: entry.createdAt.toISOString(),
});

/**
 * The audit log. record() writes through the caller's EntityManager, inside the transaction of
 * the change it describes: the entry commits with the change or rolls back with it.
 */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(manager: EntityManager, actor: AuditActor, entry: AuditRecord): Promise<void> {
    await manager.getRepository(AuditEntry).save(
      manager.getRepository(AuditEntry).create({
        actorId: actor.id,
        actorEmail: actor.email,
        kind: entry.kind,
        entityType: entry.entityType,
        entityId: String(entry.entityId),
        entityLabel: entry.entityLabel ?? null,
        changes: entry.changes ?? {},
      }),
    );
  }

  /** An update's entry, only when it changed something (`changes` not empty). */
  async recordChanges(
    manager: EntityManager,
    actor: AuditActor,
    entry: AuditRecord & { changes: AuditChanges },
  ): Promise<void> {
    if (Object.keys(entry.changes).length > 0) await this.record(manager, actor, entry);
  }

  /**
   * Rewrites the labels of the entries about these records, in the caller's transaction: a record
   * deleted for privacy (an e-mail past its retention) takes its personal data out of the log too,
   * while the entries themselves (who did what, when) stay.
   */
  async relabel(
    manager: EntityManager,
    entityType: AuditEntityType,
    labels: Array<{ entityId: number | string; label: string | null }>,
  ): Promise<void> {
    if (labels.length === 0) return;
    await manager.query(
      `UPDATE audit_log a SET entity_label = v.label
         FROM unnest($2::text[], $3::text[]) AS v(entity_id, label)
        WHERE a.entity_type = $1 AND a.entity_id = v.entity_id`,
      [entityType, labels.map(({ entityId }) => String(entityId)), labels.map(({ label }) => label)],
    );
  }

  /** Newest first. */
  async list(query: AuditQuery) {
    const qb = this.entries.createQueryBuilder('a');
    if (query.quien) {
      const pattern = `%${escapeLike(query.quien)}%`;
      qb.andWhere(
        new Brackets((where) => {
          where.where('a.actorEmail ILIKE :pattern', { pattern });
          if (/^\d{1,9}$/.test(query.quien ?? ''))
            where.orWhere('a.actorId = :actorId', { actorId: Number(query.quien) });
        }),
      );
    }
    if (query.tipo) qb.andWhere('a.kind = :kind', { kind: query.tipo });
    if (query.entidad) qb.andWhere('a.entityType = :entityType', { entityType: query.entidad });
    if (query.entidadId) qb.andWhere('a.entityId = :entityId', { entityId: query.entidadId });
    if (query.desde) {
      qb.andWhere(`a.createdAt >= (CAST(:desde AS date)::timestamp AT TIME ZONE :zone)`, {
        desde: query.desde,
        zone: AUDIT_TIME_ZONE,
      });
    }
    if (query.hasta) {
      qb.andWhere(`a.createdAt < ((CAST(:hasta AS date) + 1)::timestamp AT TIME ZONE :zone)`, {
        hasta: query.hasta,
        zone: AUDIT_TIME_ZONE,
      });
    }
    const [rows, total] = await qb
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return {
      success: true as const,
      entries: rows.map(toAuditEntryResponse),
      pagination: pagination('entries', query.page, query.limit, total),
    };
  }

  /** Every entry about one record, newest first. */
  async history(entityType: AuditEntityType, entityId: number | string): Promise<AuditEntryResponse[]> {
    const rows = await this.entries.find({
      where: { entityType, entityId: String(entityId) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toAuditEntryResponse);
  }
}
