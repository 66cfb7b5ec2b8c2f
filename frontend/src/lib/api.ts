import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

import { env } from '@/config/env';
import { clearAdminFlag, clearSession, getAuthToken } from '@/lib/session';

// Resolved against the page origin so relative bases such as '/api' also work where fetch needs absolute URLs.
function resolveBaseUrl(base: string): string {
  return new URL(base, window.location.origin).toString();
}

/**
 * The server rejected the stored token (401 on a call that sent it). The base query has already removed the token,
 * the user and the admin flag from localStorage; the auth slice signs the visitor out.
 */
export const sessionExpired = createAction('auth/sessionExpired');

export type ApiExtraOptions = {
  /** Send no stored token: sign-in calls, where a 401 means wrong credentials rather than an expired session. */
  anonymous?: boolean;
};

const fetchWithToken = fetchBaseQuery({
  baseUrl: resolveBaseUrl(env.API_URL),
  prepareHeaders: (headers, { extraOptions }) => {
    if ((extraOptions as ApiExtraOptions | undefined)?.anonymous) return headers;
    const token = getAuthToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The bearer token a request carries: one the endpoint set itself, else the stored one. */
function tokenSentWith(args: string | FetchArgs, extraOptions: ApiExtraOptions | undefined): string | null {
  const explicit = typeof args === 'string' ? null : new Headers(args.headers as HeadersInit).get('Authorization');
  if (explicit) return explicit.replace(/^Bearer\s+/i, '');
  return extraOptions?.anonymous ? null : getAuthToken();
}

/**
 * Any 401 on a request that carried the current token ends the session everywhere: storage is cleared here and
 * `sessionExpired` updates the store. A 401 without a token ('Usuario no autenticado') or with a token that is no
 * longer the stored one (a sign-in happened meanwhile) leaves the session alone.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, queryApi, extraOptions) => {
  const sentToken = tokenSentWith(args, extraOptions);
  const result = await fetchWithToken(args, queryApi, extraOptions ?? {});
  if (result.error?.status === 401 && sentToken !== null && sentToken === getAuthToken()) {
    clearSession();
    clearAdminFlag();
    queryApi.dispatch(sessionExpired());
  }
  return result;
};

/**
 * The application's single RTK Query API. Features add their endpoints with `api.injectEndpoints`, keeping
 * wire → view-model mapping inside the feature's `api/<feature>-api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'Category',
    'Subcategory',
    'SubSubcategory',
    'Brand',
    'Model',
    'Review',
    'Order',
    'Address',
    'User',
    'PaymentMethod',
    'Import',
    'Garage',
    'DashboardStats',
    'Email',
  ],
  endpoints: () => ({}),
});

/** Tags of data that belongs to the signed-in user: dropped or refetched whenever the session changes. */
export const USER_SCOPED_TAGS = ['Address', 'Order', 'User', 'Garage'] as const;
