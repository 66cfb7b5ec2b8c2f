import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { lowerSessionPriority, sessionNice } from './session-priority';

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
