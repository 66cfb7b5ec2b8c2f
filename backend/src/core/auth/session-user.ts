import type { AuthProvider } from './auth-provider.enum';
import type { UserRole } from './user-role.enum';

/**
 * What the JWT strategy puts on `request.user` and @CurrentUser() returns: the account as it is in
 * the database now, without the password hash (it never leaves the auth module). The auth module's
 * User entity has these columns (modules/auth/session-user.ts checks it).
 */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  authProvider: AuthProvider;
  googleId: string | null;
  profilePicture: string | null;
  sessionVersion: number;
}
