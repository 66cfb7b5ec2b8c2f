import { STORAGE_KEYS } from '@/config/constants';
import { readJson, readString, removeItem, writeString } from '@/lib/storage';

/** Bearer token of the signed-in customer or administrator, if any. */
export function getAuthToken(): string | null {
  const token = readString(STORAGE_KEYS.authToken);
  return token && token.trim() ? token : null;
}

/** A customer session needs both the stored user and the token (storefront.md section 3, User). */
export function hasCustomerSession(): boolean {
  const user = readJson(STORAGE_KEYS.user);
  return getAuthToken() !== null && typeof user === 'object' && user !== null;
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
