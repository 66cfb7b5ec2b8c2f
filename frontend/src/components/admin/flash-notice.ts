import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type NoticeState = { notice: string };

/** Router state that carries a success message to the next screen: `navigate(to, { state: flashNotice('…') })`. */
export function flashNotice(notice: string): NoticeState {
  return { notice };
}

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  return typeof notice === 'string' && notice ? notice : null;
}

/**
 * The message a previous screen left in the router state. It is taken out of the history entry at once, so going
 * back to this screen later or reloading it does not show it again.
 */
export function useFlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const incoming = readNotice(location.state);

  // A new message while the screen stays mounted (e.g. saved from a dialog).
  if (incoming && incoming !== notice) setNotice(incoming);

  useEffect(() => {
    if (incoming) {
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [incoming, navigate, location.pathname, location.search, location.hash]);

  return { notice, setNotice, clearNotice: () => setNotice(null) };
}
