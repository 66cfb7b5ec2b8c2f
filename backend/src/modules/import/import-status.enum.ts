/** Import session lifecycle. QUEUED and RUNNING are "active" (reconnectable). */
export enum ImportStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  COMPLETED = 'COMPLETED',
  ERROR = 'ERROR',
  STOPPED = 'STOPPED',
}
