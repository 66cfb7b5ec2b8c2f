/** How the account signs in: email and password, or the external identity provider (Google). */
export type AuthProvider = 'EMAIL' | 'GOOGLE';
export type UserRole = 'CUSTOMER' | 'ADMIN';

/** The signed-in user as the client sees it (storefront.md section 3, User). */
export type AuthUser = {
  id: number | string;
  email: string;
  name: string;
  profilePicture: string | null;
  provider: AuthProvider;
  role: UserRole;
};
