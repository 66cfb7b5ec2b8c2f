import type { UserWire } from '@/features/auth/api/auth-api';
import { adminFixture, customerFixture, googleUserFixture, TEST_TOKENS } from '@/testing/mocks/handlers/auth';

const ACCOUNTS = {
  customer: { token: TEST_TOKENS.customer, user: customerFixture },
  admin: { token: TEST_TOKENS.admin, user: adminFixture },
  google: { token: TEST_TOKENS.google, user: googleUserFixture },
} as const;

/** Stores a session in localStorage as a previous visit would have left it (read when the store is created). */
export function signInAs(account: keyof typeof ACCOUNTS = 'customer', overrides: Partial<UserWire> = {}) {
  const { token, user } = ACCOUNTS[account];
  window.localStorage.setItem('auth_token', token);
  window.localStorage.setItem('user', JSON.stringify({ ...user, ...overrides }));
  return { token, user: { ...user, ...overrides } };
}

/** Resolves a promise from outside, to hold an MSW response while a test looks at the loading state. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
