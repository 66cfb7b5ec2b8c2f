import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the CPU priority (raises the niceness) of every thread of this process to at least `nice`.
 * Linux gives each thread its own niceness, and `os.setPriority()` without an id changes only the
 * calling thread: the threads started before it (libuv's pool, V8's garbage collector and compiler
 * threads, which do much of an import's memory work) would keep competing with the API as equals.
 * Threads started afterwards take the niceness of the thread that starts them. Returns how many
 * threads were lowered; throws when the calling thread's own priority cannot be changed.
 */
export function lowerProcessPriority(nice: number): number {
  if (nice === 0) return 0;
  os.setPriority(Math.max(os.getPriority(), nice));
  let lowered = 1;
  for (const thread of otherThreadIds()) {
    try {
      if (os.getPriority(thread) < nice) os.setPriority(thread, nice);
      lowered++;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return lowered;
}

/** The ids of this process's threads other than the calling one (none off Linux). */
function otherThreadIds(): number[] {
  try {
    return fs
      .readdirSync('/proc/self/task')
      .map(Number)
      .filter((thread) => thread !== process.pid);
  } catch {
    return [];
  }
}
