import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL hash once the page's data has loaded. ScrollRestoration already jumps
 * to the hash on navigation, but content that loads afterwards (skeletons replaced by data) moves the target.
 * Back/forward and reloads keep the position ScrollRestoration restored; a fresh visit (the initial location has
 * the key 'default') still scrolls.
 */
export function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const restoring = navigationType === 'POP' && key !== 'default';
    if (!ready || !hash || restoring) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash, key, navigationType]);
}
