/**
 * SIGTERM: a worker process's jobs get this long to stop (an import commits its current batch and
 * goes back to the queue); worker.ts then forces the exit, so a hung job never holds up a deploy.
 */
export const SHUTDOWN_GRACE_MS = 10_000;
