/** BullMQ queue of Excel imports; jobs carry IDs only (the file lives in PostgreSQL). */
export const IMPORT_QUEUE = 'import';

/** Periodic upkeep of imports (the stuck-session sweeper), run by a BullMQ job scheduler. */
export const IMPORT_MAINTENANCE_QUEUE = 'import-maintenance';

export interface ImportJobData {
  sessionId: string;
}
