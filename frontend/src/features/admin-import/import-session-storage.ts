import { IMPORT_SESSION_STORAGE_KEY } from '@/config/constants';
import { readString, removeItem, writeString } from '@/lib/storage';

// The import this browser last started or followed. localStorage (not sessionStorage) so that closing the tab and
// opening the page again still finds it; it is forgotten once its result has been shown.

export function getStoredImportSession(): string | null {
  const value = readString(IMPORT_SESSION_STORAGE_KEY);
  return value && value.trim() ? value.trim() : null;
}

export function storeImportSession(sessionId: string): void {
  writeString(IMPORT_SESSION_STORAGE_KEY, sessionId);
}

/** Forgets the stored import, only if it is still the given one (another tab may have started a newer import). */
export function forgetImportSession(sessionId?: string | null): void {
  if (!sessionId || getStoredImportSession() === sessionId) removeItem(IMPORT_SESSION_STORAGE_KEY);
}
