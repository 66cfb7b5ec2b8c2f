/** BullMQ queue of Excel imports; jobs carry IDs only (the file lives in PostgreSQL). */
export const IMPORT_QUEUE = 'import';

export interface ImportJobData {
  sessionId: string;
}
