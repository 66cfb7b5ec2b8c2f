import { useEffect, useState, type RefObject } from 'react';

/** Whether any part of the element is inside the viewport; false where the browser cannot tell (no observer). */
export function useOnScreen(target: RefObject<Element | null> | undefined): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}
