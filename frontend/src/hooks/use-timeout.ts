import { useCallback, useEffect, useRef } from 'react';

/** One pending timer per component: `schedule` replaces the previous one, and unmounting cancels it. */
export function useTimeout() {
  const timer = useRef<number | undefined>(undefined);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(
    (callback: () => void, delayMs: number) => {
      cancel();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        callback();
      }, delayMs);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { schedule, cancel };
}
