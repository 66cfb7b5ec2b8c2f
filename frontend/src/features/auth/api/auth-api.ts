import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

import { api, type ApiExtraOptions } from '@/lib/api';
import { explainRateLimit } from '@/lib/retry-after';
import type { AuthProvider, AuthUser, UserRole } from '@/types/user';

// ---------------------------------------------------------------------------
// Wire shapes (storefront.md section 3, User; section 7, auth calls): the only place their Spanish names appear.
// ---------------------------------------------------------------------------

export type UserWire = {
  id: number | string;
  email: string;
  nombre: string;
  fotoPerfil: string | null;
  proveedorAuth: string;
  rol: string;
};

export type MeWire = { success: boolean; user: UserWire };
export type AuthConfigWire = { success: boolean; googleClientId: string | null };
export type ProfileWire = { success: boolean; message: string; user: UserWire };
export type MessageWire = { success: boolean; message: string };

export type AuthSession = { token: string; user: AuthUser };
export type Credentials = { email: string; password: string };
export type Registration = Credentials & { name: string };
export type PasswordChange = { currentPassword?: string; newPassword: string };
/** PUT /auth/password: sessions signed before the change end; this one goes on with `token`. */
type PasswordChangedWire = MessageWire & { token?: unknown };

export const INVALID_RESPONSE_MESSAGE = 'Respuesta del servidor inválida';
/** The error an admin sign-in with a customer account gets: the same as a wrong password. */
export const NOT_ADMIN_STATUS = 401;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The server's user → the client's. Lenient, because the same mapper reads the copy kept in localStorage: a
 * missing provider means email, a missing role means customer, and any provider other than EMAIL is the external
 * identity provider. Returns null when there is no usable user.
 */
export function toAuthUser(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null;
  const { id, email, nombre, fotoPerfil, proveedorAuth, rol } = value;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof email !== 'string') return null;
  const provider: AuthProvider = proveedorAuth === undefined || proveedorAuth === 'EMAIL' ? 'EMAIL' : 'GOOGLE';
  const role: UserRole = rol === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
  return {
    id,
    email,
    name: typeof nombre === 'string' ? nombre : '',
    profilePicture: typeof fotoPerfil === 'string' && fotoPerfil.trim() ? fotoPerfil : null,
    provider,
    role,
  };
}

/** The client's user → the server's shape, which is what localStorage 'user' holds. */
export function toUserWire(user: AuthUser): UserWire {
  return {
    id: user.id,
    email: user.email,
    nombre: user.name,
    fotoPerfil: user.profilePicture,
    proveedorAuth: user.provider,
    rol: user.role,
  };
}

function invalidResponse(): { error: FetchBaseQueryError } {
  return {
    error: { status: 'CUSTOM_ERROR', error: INVALID_RESPONSE_MESSAGE, data: { message: INVALID_RESPONSE_MESSAGE } },
  };
}

/** A sign-in answer needs success, token and user (storefront.md section 5), else 'Respuesta del servidor inválida'. */
export function toAuthSession(response: unknown): { data: AuthSession } | { error: FetchBaseQueryError } {
  if (!isRecord(response) || response.success !== true) return invalidResponse();
  const { token } = response;
  const user = toAuthUser(response.user);
  if (typeof token !== 'string' || !token.trim() || !user) return invalidResponse();
  return { data: { token, user } };
}

const ANONYMOUS: ApiExtraOptions = { anonymous: true };

/** A failed sign-in call's error; a 429 says how long to wait (Retry-After). */
function signInError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): { error: FetchBaseQueryError } {
  return { error: explainRateLimit(error, meta) };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthConfig: build.query<{ googleClientId: string | null }, void>({
      query: () => '/auth/config',
      extraOptions: ANONYMOUS,
      transformResponse: (response: AuthConfigWire) => ({
        googleClientId:
          typeof response.googleClientId === 'string' && response.googleClientId ? response.googleClientId : null,
      }),
    }),
    /** The current user; with a token argument it checks that token instead of the stored one. */
    getMe: build.query<AuthUser, string | undefined>({
      query: (token) => ({
        url: '/auth/me',
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      }),
      transformResponse: (response: MeWire) => {
        const user = toAuthUser(response?.user);
        if (!user) throw new Error(INVALID_RESPONSE_MESSAGE);
        return user;
      },
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<AuthSession, Credentials>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        return result.error ? signInError(result.error, result.meta) : toAuthSession(result.data);
      },
      extraOptions: ANONYMOUS,
    }),
    register: build.mutation<AuthSession, Registration>({
      queryFn: async ({ email, name, password }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: '/auth/register',
          method: 'POST',
          body: { email, nombre: name, password },
        });
        return result.error ? signInError(result.error, result.meta) : toAuthSession(result.data);
      },
      extraOptions: ANONYMOUS,
    }),
    /** Sends the Google Identity Services credential (an ID token). */
    googleSignIn: build.mutation<AuthSession, string>({
      queryFn: async (credential, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/google', method: 'POST', body: { token: credential } });
        return result.error ? signInError(result.error, result.meta) : toAuthSession(result.data);
      },
      extraOptions: ANONYMOUS,
    }),
    /** The admin sign-in uses POST /auth/login too, and only accepts an account whose role is ADMIN. */
    adminLogin: build.mutation<AuthSession, Credentials>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        if (result.error) return signInError(result.error, result.meta);
        const session = toAuthSession(result.data);
        if ('data' in session && session.data.user.role !== 'ADMIN') {
          return { error: { status: NOT_ADMIN_STATUS, data: { success: false, message: 'not an administrator' } } };
        }
        return session;
      },
      extraOptions: ANONYMOUS,
    }),
    updateProfile: build.mutation<{ message: string; user: AuthUser }, { name: string }>({
      query: ({ name }) => ({ url: '/auth/profile', method: 'PUT', body: { nombre: name } }),
      transformResponse: (response: ProfileWire) => {
        const user = toAuthUser(response?.user);
        if (!user) throw new Error(INVALID_RESPONSE_MESSAGE);
        return { message: response.message, user };
      },
    }),
    changePassword: build.mutation<{ message: string; token: string | null }, PasswordChange>({
      query: ({ currentPassword, newPassword }) => ({
        url: '/auth/password',
        method: 'PUT',
        body: currentPassword ? { currentPassword, newPassword } : { newPassword },
      }),
      transformResponse: (response: PasswordChangedWire) => ({
        message: response.message,
        token: typeof response.token === 'string' && response.token ? response.token : null,
      }),
    }),
  }),
});

export const {
  useGetAuthConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useGoogleSignInMutation,
  useAdminLoginMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = authApi;
