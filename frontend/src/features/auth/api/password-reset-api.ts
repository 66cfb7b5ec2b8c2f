import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { toAuthSession, type AuthSession, type MessageWire } from '@/features/auth/api/auth-api';
import { api, type ApiExtraOptions } from '@/lib/api';
import { explainRateLimit } from '@/lib/retry-after';

// Wire shapes of POST /auth/forgot-password ({ email } → { success, message }, the same whether or not the account
// exists) and POST /auth/reset-password ({ token, password } → { success, message, token, user }, like a sign-in).

export type PasswordResetRequest = { email: string };
export type NewPassword = { token: string; password: string };
export type PasswordResetSession = AuthSession & { message: string | null };

/** Both calls work without a session; a stored token must not be sent (or ended) by them. */
const ANONYMOUS: ApiExtraOptions = { anonymous: true };

function messageOf(response: unknown): string | null {
  if (typeof response !== 'object' || response === null) return null;
  const { message } = response as Partial<MessageWire>;
  return typeof message === 'string' && message.trim() ? message : null;
}

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ message: string | null }, PasswordResetRequest>({
      queryFn: async ({ email }, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/forgot-password', method: 'POST', body: { email } });
        if (result.error) return { error: explainRateLimit(result.error, result.meta) };
        return { data: { message: messageOf(result.data) } };
      },
      extraOptions: ANONYMOUS,
    }),
    /** A valid link signs the user in: the answer is a session, as after a sign-in. */
    resetPassword: build.mutation<PasswordResetSession, NewPassword>({
      queryFn: async (body, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/reset-password', method: 'POST', body });
        if (result.error) return { error: explainRateLimit(result.error, result.meta) };
        const session = toAuthSession(result.data);
        if ('error' in session) return { error: session.error as FetchBaseQueryError };
        return { data: { ...session.data, message: messageOf(result.data) } };
      },
      extraOptions: ANONYMOUS,
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
