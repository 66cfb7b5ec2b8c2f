// The import module's public surface (docs/architecture.md, "Boundaries").
export { ImportFigures } from './import-figures.reader';
export { ImportSessionsModule } from './import-sessions.module';
export { ImportStatus } from './import-status.enum';
export { IMPORT_MAINTENANCE_QUEUE, IMPORT_QUEUE } from './import.queue';
