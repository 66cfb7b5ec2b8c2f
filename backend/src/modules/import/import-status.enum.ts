/** Import session lifecycle. QUEUED and RUNNING are "active" (reconnectable). */
export enum ImportStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  ERROR = 'ERROR',
  STOPPED = 'STOPPED',
}

/** Sessions that may still change (a client can reconnect to them). */
export const ACTIVE_STATUSES: readonly ImportStatus[] = [ImportStatus.QUEUED, ImportStatus.RUNNING];
export type FinalStatus = ImportStatus.COMPLETED | ImportStatus.ERROR | ImportStatus.STOPPED;
