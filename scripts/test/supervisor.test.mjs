// The process supervisor of `npm start` (scripts/lib/app.mjs startProcesses), with real child processes:
// a killed worker comes back, a crash loop is given up with a message, stop() ends everything, workers run in
// sessions of their own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startProcesses } from '../lib/app.mjs';
import { isProcessAlive, sleep } from '../lib/proc.mjs';

const FAST = { firstDelayMs: 50, maxDelayMs: 200, maxCrashes: 3, windowMs: 60_000 };

let dir;
/** A process that stays up until told to stop, and one that crashes 100 ms after starting. */
let stayUp;
let crashSoon;

async function waitUntil(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitUntil: tiempo agotado');
    await sleep(25);
  }
}

/** The session a process belongs to (field 6 of /proc/<pid>/stat). */
function sessionOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
}

const pidOf = (processes, name) => processes.children.find((child) => child.name === name)?.child.pid;

describe('npm start supervisor', () => {
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
    stayUp = path.join(dir, 'stay-up.mjs');
    crashSoon = path.join(dir, 'crash-soon.mjs');
    fs.writeFileSync(stayUp, 'setInterval(() => {}, 1000);\nprocess.on("SIGTERM", () => process.exit(0));\n');
    fs.writeFileSync(crashSoon, 'setTimeout(() => process.exit(3), 100);\n');
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('should start a worker again after a SIGKILL, leave the API alone, and stop everything on stop()', async () => {
    const processes = startProcesses(process.env, {
      workers: 2,
      entries: { api: stayUp, worker: stayUp },
      policy: FAST,
    });
    processes.supervise();
    const api = pidOf(processes, 'api');
    const killed = pidOf(processes, 'worker-1');
    const other = pidOf(processes, 'worker-2');
    process.kill(killed, 'SIGKILL');

    await waitUntil(() => {
      const pid = pidOf(processes, 'worker-1');
      return pid !== undefined && pid !== killed;
    });
    assert.equal(pidOf(processes, 'api'), api, 'the API kept running');
    assert.equal(pidOf(processes, 'worker-2'), other, 'the other worker kept running');
    assert.ok(isProcessAlive(pidOf(processes, 'worker-1')), 'the new worker runs');
    // Workers lead sessions of their own (Linux shares the cores between sessions first); the API stays in ours.
    for (const name of ['worker-1', 'worker-2'])
      assert.equal(sessionOf(pidOf(processes, name)), pidOf(processes, name));
    assert.equal(sessionOf(api), sessionOf(process.pid), 'the API runs in the session of npm start');

    const pids = processes.children.map(({ child }) => child.pid);
    await processes.stop();
    for (const pid of pids) assert.equal(isProcessAlive(pid), false, `process ${pid} stopped`);
  });

  it('should give up on a process that keeps crashing within a minute, restarting it maxCrashes times first', async () => {
    const processes = startProcesses(process.env, { entries: { api: stayUp, worker: crashSoon }, policy: FAST });
    processes.supervise();
    const started = new Set();
    const watch = setInterval(() => {
      const pid = pidOf(processes, 'worker');
      if (pid) started.add(pid);
    }, 5);
    const exit = await processes.firstExit;
    clearInterval(watch);
    assert.equal(exit.name, 'worker');
    assert.equal(exit.gaveUp, true);
    assert.equal(exit.code, 3);
    // The first start and maxCrashes restarts, then no more.
    assert.equal(started.size, FAST.maxCrashes + 1);
    await sleep(FAST.maxDelayMs * 2);
    assert.equal(pidOf(processes, 'worker'), undefined, 'no restart after giving up');
    await processes.stop();
  });

  it('should report the first exit, not restart, before supervise() (a process that dies while starting)', async () => {
    const processes = startProcesses(process.env, { entries: { api: stayUp, worker: crashSoon }, policy: FAST });
    const exit = await processes.firstExit;
    assert.deepEqual(
      { name: exit.name, code: exit.code, gaveUp: exit.gaveUp },
      { name: 'worker', code: 3, gaveUp: undefined },
    );
    await sleep(FAST.firstDelayMs * 4);
    assert.equal(pidOf(processes, 'worker'), undefined);
    await processes.stop();
  });
});
