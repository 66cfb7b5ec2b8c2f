import type { User } from './user.entity';

/**
 * What the JWT strategy puts on `request.user` and @CurrentUser() returns: the account as it is in
 * the database now, without the password hash (it never leaves the auth service).
 */
export type SessionUser = Pick<
  User,
  'id' | 'email' | 'name' | 'role' | 'authProvider' | 'googleId' | 'profilePicture' | 'sessionVersion'
>;

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
