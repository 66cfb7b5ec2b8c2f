import { execFile } from 'node:child_process';
import fs from 'node:fs';

/** The niceness that asks for the lowest priority there is: on Linux, also the idle scheduling class. */
export const LOWEST_NICE = 19;

/** SCHED_IDLE's number in Linux's `policy` field of /proc/<pid>/stat. */
const SCHED_IDLE = 5;

/**
 * Puts a process of this machine (with `allThreads`, every thread it has; threads it starts later
 * inherit the class) in Linux's idle scheduling class, SCHED_IDLE, through util-linux's `chrt`.
 * Niceness alone shares the cores by weight and lets a running background thread finish its time
 * slice before a shopper's request that wakes up gets the core; in the idle class that request takes
 * the core at once, and a core running only idle-class work counts as free when the scheduler places
 * it. The work still runs on every cycle nobody else wants. Rejects where the OS or `chrt` refuses.
 */
export function useIdleScheduling(pid: number, allThreads: boolean): Promise<void> {
  const args = [...(allThreads ? ['--all-tasks'] : []), '--idle', '--pid', '0', String(pid)];
  return new Promise((resolve, reject) => {
    execFile('chrt', args, { timeout: 5_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(stderr.trim() || error.message));
      else resolve();
    });
  });
}

/** Whether a thread or process of this machine runs in the idle scheduling class (false when unknown). */
export function isIdleScheduled(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; policy is field 41.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[41 - 3]) === SCHED_IDLE;
  } catch {
    return false;
  }
}
