import os from 'node:os';
import { createTestApp, TestApp } from '../support/test-app';
import { spawnWorker, waitForImportWorkers, WorkerProcess } from '../import/import-harness';

/**
 * Worker processes lower their CPU priority (WORKER_NICE), so where they share cores with the API
 * shoppers' requests are scheduled first; WORKER_NICE=0 leaves them as started. Read from the OS.
 */
describe('Worker CPU priority (real worker processes)', () => {
  let t: TestApp;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await t?.close();
  }, 30000);

  it('should run a worker at niceness 10 by default, and as started with WORKER_NICE=0', async () => {
    const lowered = spawnWorker(t);
    const unchanged = spawnWorker(t, { WORKER_NICE: '0' });
    workers.push(lowered, unchanged);
    await waitForImportWorkers(t, 2);

    expect(os.getPriority(lowered.child.pid)).toBe(Math.max(10, os.getPriority()));
    expect(os.getPriority(unchanged.child.pid)).toBe(os.getPriority());
  });
});
