import { useCallback, useEffect, useState } from 'react';

import type { StatusLookup } from '@/features/admin-import/import-run-commands';
import { forgetImportSession, getStoredImportSession } from '@/features/admin-import/import-session-storage';
import type { ImportStatusResponse } from '@/features/admin-import/types';

export type StoredImport = { sessionId: string; status: ImportStatusResponse };

/**
 * The import this browser started or followed before the page was closed or reloaded, if the server still knows it:
 * the screen offers to reconnect to it (running) or to show its result (finished).
 */
export function useStoredImport(lookupStatus: (sessionId: string) => Promise<StatusLookup>) {
  const [stored, setStored] = useState<StoredImport | null>(null);

  useEffect(() => {
    const sessionId = getStoredImportSession();
    if (!sessionId) return;
    let active = true;
    void lookupStatus(sessionId).then((lookup) => {
      if (!active) return;
      if (lookup.ok && lookup.status.exists) setStored({ sessionId, status: lookup.status });
      else if (lookup.ok) forgetImportSession(sessionId);
    });
    return () => {
      active = false;
    };
  }, [lookupStatus]);

  /** Forgets the stored import for good. */
  const dismiss = useCallback((sessionId: string) => {
    forgetImportSession(sessionId);
    setStored(null);
  }, []);

  /** Hides the offer (the screen is following that import now). */
  const hide = useCallback(() => setStored(null), []);

  return { stored, dismiss, hide };
}
