import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), or after a
 * timer where it cannot tell (no requestIdleCallback: Safari, tests). Returns the function that cancels it.
 * For work a shopper does not need in the first frames: start-up then runs in shorter tasks.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/** False until the browser has been idle once after the component mounted (see whenIdle). */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
}
