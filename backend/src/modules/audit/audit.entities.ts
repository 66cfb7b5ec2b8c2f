import { AuditEntry } from './audit-entry.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const AUDIT_ENTITIES = [AuditEntry];
