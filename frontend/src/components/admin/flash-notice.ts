import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type FlashState = { notice: string; highlightId?: number };

/** What a previous screen left for this one: a success message and, optionally, the record it saved. */
type Flash = { notice: string; highlightId: number | null };

/**
 * Router state that carries a success message to the next screen: `navigate(to, { state: flashNotice('…') })`.
 * `highlightId` names the record just saved, so the list can open the page that holds it and mark it.
 */
export function flashNotice(notice: string, highlightId?: number): FlashState {
  return highlightId === undefined ? { notice } : { notice, highlightId };
}

function readFlash(state: unknown): Flash | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice, highlightId } = state as { notice: unknown; highlightId?: unknown };
  if (typeof notice !== 'string' || !notice) return null;
  return { notice, highlightId: typeof highlightId === 'number' ? highlightId : null };
}

/**
 * The message a previous screen left in the router state. It is taken out of the history entry at once, so going
 * back to this screen later or reloading it does not show it again.
 */
export function useFlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState(() => readFlash(location.state));
  const incoming = readFlash(location.state);

  // A new message while the screen stays mounted (e.g. saved from a dialog).
  if (incoming && (incoming.notice !== flash?.notice || incoming.highlightId !== flash.highlightId)) {
    setFlash(incoming);
  }

  const hasIncoming = incoming !== null;
  useEffect(() => {
    if (hasIncoming) {
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    }
  }, [hasIncoming, navigate, location.pathname, location.search, location.hash]);

  return {
    notice: flash?.notice ?? null,
    highlightId: flash?.highlightId ?? null,
    setNotice: (notice: string | null) => setFlash(notice ? { notice, highlightId: null } : null),
    clearNotice: () => setFlash(null),
  };
}
