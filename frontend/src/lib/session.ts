import { STORAGE_KEYS } from '@/config/constants';
import { readJson, readString, removeItem, writeJson, writeString } from '@/lib/storage';

// The storage boundary of the session: the token under 'auth_token', the server's user object under 'user' and the
// admin UI hint under 'isAdmin'. The auth feature keeps its store slice in step with these keys.

/** Bearer token of the signed-in customer or administrator, if any. */
export function getAuthToken(): string | null {
  const token = readString(STORAGE_KEYS.authToken);
  return token && token.trim() ? token : null;
}

/** The stored user exactly as saved (the server's user object); callers validate its shape. */
export function getStoredUser(): unknown {
  return readJson(STORAGE_KEYS.user);
}

export function saveSession(token: string, user: unknown): void {
  writeString(STORAGE_KEYS.authToken, token);
  writeJson(STORAGE_KEYS.user, user);
}

export function saveStoredUser(user: unknown): void {
  writeJson(STORAGE_KEYS.user, user);
}

/** Forgets the token and the user (logout, or a token the server rejected). */
export function clearSession(): void {
  removeItem(STORAGE_KEYS.authToken);
  removeItem(STORAGE_KEYS.user);
}

// The admin flag is only a UI hint; the API checks the ADMIN role on every admin call.
export function hasAdminFlag(): boolean {
  return readString(STORAGE_KEYS.adminFlag) === 'true';
}

export function setAdminFlag(): void {
  writeString(STORAGE_KEYS.adminFlag, 'true');
}

export function clearAdminFlag(): void {
  removeItem(STORAGE_KEYS.adminFlag);
}
