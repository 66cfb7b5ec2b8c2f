import type { SessionUser } from '../../core/auth/session-user';

/** Columns the strategy selects: one primary-key lookup per authenticated request. */
export const SESSION_USER_COLUMNS = {
  id: true,
  email: true,
  name: true,
  role: true,
  authProvider: true,
  googleId: true,
  profilePicture: true,
  sessionVersion: true,
} as const satisfies Record<keyof SessionUser, true>;
