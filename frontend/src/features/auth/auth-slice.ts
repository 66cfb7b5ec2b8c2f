import {
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';

import { authApi, toAuthUser, toUserWire, type AuthSession } from '@/features/auth/api/auth-api';
import { getErrorMessage } from '@/lib/api-error';
import { api, sessionExpired, USER_SCOPED_TAGS } from '@/lib/api';
import { clearAdminFlag, clearSession, getAuthToken, getStoredUser, saveSession, saveStoredUser } from '@/lib/session';
import type { AuthUser } from '@/types/user';

export const AUTH_MESSAGES = {
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrar usuario',
  googleFailed: 'Error en la autenticación con Google',
} as const;

/**
 * - `anonymous`: no session.
 * - `restored`: token and user read from localStorage, not yet checked with the server.
 * - `validating`: GET /auth/me is checking the restored token.
 * - `authenticating`: a sign-in or register call is in flight.
 * - `authenticated`: a session the server accepted (or could not check because it was unreachable).
 */
export type AuthStatus = 'anonymous' | 'restored' | 'validating' | 'authenticating' | 'authenticated';

export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  status: AuthStatus;
  /** The last sign-in or register failure, shown on the login page until a field changes. */
  error: string | null;
};

/** Restores the session saved in localStorage: both the token and a usable user, or nothing. */
export function loadAuthFromStorage(): AuthState {
  const token = getAuthToken();
  const user = token ? toAuthUser(getStoredUser()) : null;
  if (!token || !user) return { user: null, token: null, status: 'anonymous', error: null };
  return { user, token, status: 'restored', error: null };
}

type AuthRootState = { auth: AuthState };

/** Checks the restored token against GET /auth/me once at start; a 401 signs out through `sessionExpired`. */
export const validateStoredSession = createAsyncThunk<AuthUser, void, { state: AuthRootState }>(
  'auth/validateStoredSession',
  async (_, { dispatch, rejectWithValue }) => {
    const result = await dispatch(
      authApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    return result.data ?? rejectWithValue(null);
  },
  { condition: (_, { getState }) => getState().auth.status === 'restored' },
);

/** The Google redirect flow lands on /login#token=…: the token is checked with GET /auth/me before it is kept. */
export const googleRedirectCompleted = createAsyncThunk<AuthSession, string>(
  'auth/googleRedirectCompleted',
  async (token, { dispatch, rejectWithValue }) => {
    const result = await dispatch(authApi.endpoints.getMe.initiate(token, { subscribe: false, forceRefetch: true }));
    return result.data ? { token, user: result.data } : rejectWithValue(null);
  },
);

/** A session the server issued outside the sign-in calls (a password reset link signs the user in). */
export const sessionIssued = createAction<AuthSession>('auth/sessionIssued');

const signInStarted = isAnyOf(
  authApi.endpoints.login.matchPending,
  authApi.endpoints.register.matchPending,
  authApi.endpoints.googleSignIn.matchPending,
  googleRedirectCompleted.pending,
);

const sessionStarted = isAnyOf(
  authApi.endpoints.login.matchFulfilled,
  authApi.endpoints.register.matchFulfilled,
  authApi.endpoints.googleSignIn.matchFulfilled,
  authApi.endpoints.adminLogin.matchFulfilled,
  googleRedirectCompleted.fulfilled,
  sessionIssued,
);

const emptyState: AuthState = { user: null, token: null, status: 'anonymous', error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthFromStorage,
  reducers: {
    authErrorCleared(state) {
      state.error = null;
    },
    signedOut() {
      return emptyState;
    },
    /** The Google redirect flow came back with #error=google. */
    googleRedirectFailed(state) {
      state.error = AUTH_MESSAGES.googleFailed;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => emptyState)
      .addCase(validateStoredSession.pending, (state) => {
        state.status = 'validating';
      })
      .addCase(validateStoredSession.fulfilled, (state, action) => {
        if (state.status !== 'validating') return;
        state.user = action.payload;
        state.status = 'authenticated';
      })
      .addCase(validateStoredSession.rejected, (state) => {
        // Not a 401 (that already signed out): the server could not be asked, so the restored session stands.
        if (state.status === 'validating') state.status = 'authenticated';
      })
      .addCase(googleRedirectCompleted.rejected, (state) => {
        state.status = 'anonymous';
        state.error = AUTH_MESSAGES.googleFailed;
      })
      .addMatcher(authApi.endpoints.updateProfile.matchFulfilled, (state, action) => {
        if (!state.user) return;
        state.user = action.payload.user;
        // The server just accepted the token; a slower start-up check must not bring back the old name.
        state.status = 'authenticated';
      })
      .addMatcher(authApi.endpoints.changePassword.matchFulfilled, (state, action) => {
        // The change ended every earlier session: this one goes on with the token the server just issued.
        if (!state.token || !action.payload.token) return;
        state.token = action.payload.token;
        state.status = 'authenticated';
      })
      .addMatcher(signInStarted, (state) => {
        state.status = 'authenticating';
        state.error = null;
      })
      .addMatcher(sessionStarted, (_state, action: PayloadAction<AuthSession>) => ({
        user: action.payload.user,
        token: action.payload.token,
        status: 'authenticated',
        error: null,
      }))
      .addMatcher(authApi.endpoints.login.matchRejected, (state, action) => {
        state.status = state.token ? 'authenticated' : 'anonymous';
        state.error = getErrorMessage(action.payload) ?? AUTH_MESSAGES.loginFailed;
      })
      .addMatcher(authApi.endpoints.register.matchRejected, (state, action) => {
        state.status = state.token ? 'authenticated' : 'anonymous';
        state.error = getErrorMessage(action.payload) ?? AUTH_MESSAGES.registerFailed;
      })
      .addMatcher(authApi.endpoints.googleSignIn.matchRejected, (state, action) => {
        state.status = state.token ? 'authenticated' : 'anonymous';
        state.error = getErrorMessage(action.payload) ?? AUTH_MESSAGES.googleFailed;
      });
  },
  selectors: {
    selectAuthUser: (state) => state.user,
    selectAuthToken: (state) => state.token,
    selectAuthStatus: (state) => state.status,
    selectAuthError: (state) => state.error,
    selectIsSignedIn: (state) => state.user !== null && state.token !== null,
  },
});

export const { authErrorCleared, signedOut, googleRedirectFailed } = authSlice.actions;
export const { selectAuthUser, selectAuthToken, selectAuthStatus, selectAuthError, selectIsSignedIn } =
  authSlice.selectors;

/**
 * Keeps localStorage in step with the slice and drops the previous user's addresses and orders from the cache
 * whenever the session starts or ends.
 */
export const authPersistence = createListenerMiddleware();

authPersistence.startListening({
  matcher: sessionStarted,
  effect: (action, listenerApi) => {
    const { token, user } = (action as PayloadAction<AuthSession>).payload;
    saveSession(token, toUserWire(user));
    // The admin UI hint never outlives a switch to a customer account.
    if (user.role !== 'ADMIN') clearAdminFlag();
    listenerApi.dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
  },
});

authPersistence.startListening({
  matcher: isAnyOf(validateStoredSession.fulfilled, authApi.endpoints.updateProfile.matchFulfilled),
  effect: (_action, listenerApi) => {
    const { user } = authSlice.selectSlice(listenerApi.getState() as AuthRootState);
    if (user) saveStoredUser(toUserWire(user));
  },
});

authPersistence.startListening({
  matcher: authApi.endpoints.changePassword.matchFulfilled,
  effect: (_action, listenerApi) => {
    const { token, user } = authSlice.selectSlice(listenerApi.getState() as AuthRootState);
    if (token && user) saveSession(token, toUserWire(user));
  },
});

authPersistence.startListening({
  matcher: isAnyOf(signedOut, sessionExpired),
  effect: (_action, listenerApi) => {
    clearSession();
    clearAdminFlag();
    listenerApi.dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
  },
});
