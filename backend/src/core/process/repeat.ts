/**
 * Runs `task` every `everyMs`, but never twice at once: a beat whose previous run has not ended
 * (PostgreSQL or Redis slow to answer) is skipped, so slow answers do not pile up calls on a pool.
 * The timer does not keep the process alive. Call the returned function to stop.
 */
export function repeatWithoutOverlap(task: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(() => undefined)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
