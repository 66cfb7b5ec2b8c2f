import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { googleRedirectCompleted, googleRedirectFailed } from '@/features/auth/auth-slice';

/**
 * The server's Google redirect flow ends at /login#token=<jwt> or /login#error=google. The fragment is removed from
 * the address bar and the history entry first (the token must not linger there), then the token is checked with
 * GET /auth/me and kept; the login route then goes to the returnUrl.
 */
export function useGoogleRedirectLanding() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const handledHash = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const token = params.get('token');
    const error = params.get('error');
    if ((!token && !error) || handledHash.current === hash) return;
    handledHash.current = hash;

    navigate({ pathname, search }, { replace: true });
    if (token) void dispatch(googleRedirectCompleted(token));
    else dispatch(googleRedirectFailed());
  }, [pathname, search, hash, navigate, dispatch]);
}
