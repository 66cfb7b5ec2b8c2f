import fs from 'node:fs';

/**
 * Linux's autogroup scheduling (kernel.sched_autogroup_enabled=1, the default of most distributions,
 * for processes outside a CPU cgroup) shares the cores between sessions first: niceness and the idle
 * class only order the processes within one session. PostgreSQL makes every server process a session
 * leader, so an import's backend is a session of its own, and at niceness 19 in the idle class it
 * still took as much CPU as the whole session of the API and its shoppers' requests. A session's own
 * niceness (its autogroup's) is what weighs between sessions.
 *
 * Raises the niceness of the session `pid` leads to at least `nice`. Only for a session leader: any
 * other process shares its session with others (the API beside the worker under npm start), and
 * there the process's own niceness already does the work. Returns whether it changed anything; false
 * also where the kernel has no autogroups. Throws where the OS refuses (another user's process).
 */
export function lowerSessionPriority(pid: number, nice: number): boolean {
  if (nice <= 0 || sessionOf(pid) !== pid) return false;
  const current = sessionNice(pid);
  if (current === null || current >= nice) return false;
  fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  return true;
}

/**
 * Without CAP_SYS_ADMIN, Linux takes one autogroup change per 100 ms on the whole machine and answers
 * EAGAIN to any other (a worker's pool opens its connections together): tried again after this.
 */
const AUTOGROUP_RETRY_MS = 110;
/** And given up after this many tries (about 5 s), with the error. */
const AUTOGROUP_ATTEMPTS = 45;

/** lowerSessionPriority, tried again while the kernel answers EAGAIN (see AUTOGROUP_RETRY_MS). */
export async function lowerSessionPriorityPatiently(pid: number, nice: number): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return lowerSessionPriority(pid, nice);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || attempt >= AUTOGROUP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, AUTOGROUP_RETRY_MS));
    }
  }
}

/** The niceness of the autogroup (session) of a process, or null where there is none to read. */
export function sessionNice(pid: number): number | null {
  try {
    // "/autogroup-123 nice 0"
    const match = /nice (-?\d+)/.exec(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The session id of a process of this machine (field 6 of /proc/<pid>/stat), or null. */
function sessionOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[6 - 3]);
  } catch {
    return null;
  }
}
