import fs from 'node:fs';
import os from 'node:os';
import { isIdleScheduled } from '../../src/core/process/idle-scheduling';
import { sessionNice } from '../../src/core/process/session-priority';
import { createTestApp, TestApp } from '../support/test-app';
import { spawnWorker, waitForImportWorkers, WorkerProcess } from '../import/import-harness';

/**
 * Worker processes lower their CPU priority (WORKER_NICE), and that of their PostgreSQL server
 * processes, so where they share cores with the API shoppers' requests are scheduled first; the lowest
 * (19) also puts them in Linux's idle scheduling class. The PostgreSQL server processes are sessions of their
 * own, and their sessions are lowered too. WORKER_NICE=0 leaves them as started. Read from the OS.
 */
/**
 * A PostgreSQL server process's niceness, whether it runs in the idle scheduling class, and the
 * niceness of its session (each server process leads one; null where the kernel has no autogroups).
 */
interface Backend {
  nice: number;
  idle: boolean;
  session: number | null;
}

/** Until `done` holds, at most 10 s (then the test's own expectations say what is wrong). */
async function eventually(done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

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

  it('should run a worker, every thread of it, at WORKER_NICE=19, and as started with WORKER_NICE=0', async () => {
    const lowered = spawnWorker(t, { WORKER_NICE: '19' });
    const unchanged = spawnWorker(t, { WORKER_NICE: '0' });
    workers.push(lowered, unchanged);
    await waitForImportWorkers(t, 2);
    // The queues' workers register while Nest starts, a moment before bootstrap lowers the process: wait for it.
    await eventually(() => os.getPriority(lowered.child.pid) === 19);

    expect(os.getPriority(lowered.child.pid)).toBe(19);
    // Its threads too (libuv's pool and V8's, started before the worker lowered its priority).
    const threads = fs.readdirSync(`/proc/${lowered.child.pid}/task`).map(Number);
    expect(threads.length).toBeGreaterThan(4);
    expect(threads.map((thread) => os.getPriority(thread))).toEqual(threads.map(() => 19));
    expect(os.getPriority(unchanged.child.pid)).toBe(os.getPriority());
    // The idle class (set through chrt a moment later): every thread, and none of the unchanged worker's.
    await eventually(() => threads.every((thread) => isIdleScheduled(thread)));
    expect(threads.map((thread) => isIdleScheduled(thread))).toEqual(threads.map(() => true));
    expect(isIdleScheduled(unchanged.child.pid!)).toBe(false);

    // Their PostgreSQL server processes (this machine's server) follow: an import's backend work
    // yields to shoppers' queries as the worker does.
    const backendsOf = async (pid: number | undefined) =>
      (
        await t.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [
          `repuestos-worker-${pid}`,
        ])
      ).map((row: { pid: number }): Backend => ({
        nice: os.getPriority(row.pid),
        idle: isIdleScheduled(row.pid),
        session: sessionNice(row.pid),
      }));
    const [own] = await t.dataSource.query(`SELECT pg_backend_pid() AS pid`);
    const serverNice = os.getPriority(own.pid); // as the server started them
    const serverSession = sessionNice(own.pid);
    // Lowered, a session weighs 19 where the kernel has autogroups (each server process leads its own).
    const loweredSession = serverSession === null ? null : 19;
    // A connection shows in pg_stat_activity as soon as it opens, and the worker lowers it when its pool hands it out
    // a moment later: wait for that moment (seen once in a full run: one backend still at the server's niceness).
    let loweredBackends: Backend[] = [];
    await eventually(async () => {
      loweredBackends = await backendsOf(lowered.child.pid);
      return (
        loweredBackends.length > 0 &&
        loweredBackends.every(({ nice, idle, session }) => nice === 19 && idle && session === loweredSession)
      );
    });
    expect(loweredBackends.length).toBeGreaterThan(0);
    expect(loweredBackends).toEqual(loweredBackends.map(() => ({ nice: 19, idle: true, session: loweredSession })));
    const unchangedBackends = await backendsOf(unchanged.child.pid);
    expect(unchangedBackends.length).toBeGreaterThan(0);
    expect(unchangedBackends).toEqual(
      unchangedBackends.map(() => ({ nice: serverNice, idle: false, session: serverSession })),
    );
  });
});
