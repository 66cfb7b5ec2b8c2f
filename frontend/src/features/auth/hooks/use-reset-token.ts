import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type ResetLinkState = { resetToken?: unknown } | null;

/**
 * The token of the e-mail's link (`/reset-password?token=…`). It is moved out of the address bar at once, into this
 * history entry's state: it no longer shows in the URL (history, screenshots, a copied link, Referer headers) while a
 * reload of the page still finds it.
 */
export function useResetToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(location.search).get('token');
  const fromState = (location.state as ResetLinkState)?.resetToken;

  useEffect(() => {
    if (fromQuery !== null) navigate(location.pathname, { replace: true, state: { resetToken: fromQuery } });
  }, [fromQuery, location.pathname, navigate]);

  const token = fromQuery ?? (typeof fromState === 'string' ? fromState : null);
  return token?.trim() ? token.trim() : null;
}
