import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lowerSessionPriority, lowerSessionPriorityPatiently, sessionNice } from './session-priority';

/** Where the kernel has autogroups (read from /proc): elsewhere there is nothing to lower. */
const withAutogroups = sessionNice(process.pid) !== null ? describe : describe.skip;

withAutogroups(lowerSessionPriority.name, () => {
  const children: ChildProcess[] = [];
  const start = (detached: boolean) => {
    const child = spawn('sleep', ['30'], { detached, stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  };

  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    }
  });

  it('should raise the niceness of the session a process leads, as PostgreSQL server processes do', () => {
    const leader = start(true);

    expect(lowerSessionPriority(leader, 19)).toBe(true);
    expect(sessionNice(leader)).toBe(19);
    // Never back up: a lower niceness asked afterwards changes nothing.
    expect(lowerSessionPriority(leader, 10)).toBe(false);
    expect(sessionNice(leader)).toBe(19);
  });

  it('should leave a session shared with other processes alone', () => {
    const before = sessionNice(process.pid);
    const member = start(false);

    expect(lowerSessionPriority(member, 19)).toBe(false);
    expect(sessionNice(member)).toBe(before);
    expect(sessionNice(process.pid)).toBe(before);
  });

  it('should do nothing at niceness 0 or for a process that is gone', () => {
    const leader = start(true);

    expect(lowerSessionPriority(leader, 0)).toBe(false);
    expect(sessionNice(leader)).toBe(0);
    expect(lowerSessionPriority(2 ** 22 + 1, 19)).toBe(false);
  });
});

/**
 * Without CAP_SYS_ADMIN the kernel takes one autogroup change per 100 ms: a worker running as an
 * ordinary user lowers every backend of its pool all the same. Run as `nobody` (needs root to switch).
 */
const asRootWithAutogroups = sessionNice(process.pid) !== null && process.getuid?.() === 0 ? describe : describe.skip;

asRootWithAutogroups(lowerSessionPriorityPatiently.name, () => {
  it('should lower several sessions at once as an ordinary user, waiting out the kernel between them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-priority-'));
    fs.chmodSync(dir, 0o755);
    const script = path.join(dir, 'lower-three.ts');
    fs.writeFileSync(
      script,
      `import { spawn } from 'node:child_process';
import { lowerSessionPriority, lowerSessionPriorityPatiently, sessionNice } from ${JSON.stringify(path.join(__dirname, 'session-priority'))};
const leaders = [0, 1, 2].map(() => spawn('sleep', ['30'], { detached: true, stdio: 'ignore' }));
const pids = leaders.map((child) => child.pid!);
const report = (result: object) => {
  for (const child of leaders) child.kill('SIGKILL');
  console.log(JSON.stringify(result));
};
let refused = '';
try {
  for (const pid of pids) lowerSessionPriority(pid, 19);
} catch (error) {
  refused = (error as NodeJS.ErrnoException).code ?? 'error';
}
Promise.all(pids.map((pid) => lowerSessionPriorityPatiently(pid, 19))).then(
  () => report({ refused, nices: pids.map((pid) => sessionNice(pid)) }),
  (error: Error) => report({ refused, error: error.message }),
);
`,
    );
    try {
      const register = path.join(__dirname, '..', '..', '..', 'test', 'import', 'swc-register.js');
      const output = execFileSync('runuser', ['-u', 'nobody', '--', process.execPath, '-r', register, script], {
        encoding: 'utf8',
        timeout: 20_000,
      });
      // The plain call is refused within the 100 ms; the patient one lowers all three.
      expect(JSON.parse(output)).toEqual({ refused: 'EAGAIN', nices: [19, 19, 19] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
