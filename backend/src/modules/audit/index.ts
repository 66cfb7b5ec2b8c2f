// The audit module's public surface (docs/architecture.md, "Boundaries").
export { AuditEntityType, AuditKind } from './audit-kind.enum';
export { AuditModule } from './audit.module';
export { type AuditActor, type AuditEntryResponse, AuditService, diffFields } from './audit.service';
