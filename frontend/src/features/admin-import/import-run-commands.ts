import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import type { RootState } from '@/app/store';
import { importApi, type StartImportArgs } from '@/features/admin-import/api/import-api';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { importRunActions, selectImportRun } from '@/features/admin-import/import-run-slice';
import type { ImportResult, ImportStatusResponse } from '@/features/admin-import/types';
import { createSessionId } from '@/features/admin-import/utils/session-id';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';

// What the import screen asks for: send an import, reconnect to one, show a stored result, cancel. Each is a thunk
// that turns the server's answers into importRun actions; following the live stream (and reconnecting it) is the
// listeners' job (import-run-listeners.ts), started by the actions these dispatch.

export type StatusLookup = { ok: true; status: ImportStatusResponse } | { ok: false; httpStatus: number | null };
export type ActionOutcome = { ok: true } | { ok: false; message: string };

export type ImportDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
type ImportThunk<T> = ThunkAction<Promise<T>, RootState, undefined, UnknownAction>;

const { started, reconnected, resultArrived, requestFailed, cancelRequested, cancelFailed } = importRunActions;
const FRESH = { subscribe: false, forceRefetch: true } as const;

/** GET /import/status, always asked again (never an older cached answer). */
export async function lookupStatus(dispatch: ImportDispatch, sessionId: string): Promise<StatusLookup> {
  const response = await dispatch(importApi.endpoints.getImportStatus.initiate(sessionId, FRESH));
  // A failed query may still carry an older answer: the error decides.
  if (!response.error && response.data) return { ok: true, status: response.data };
  return { ok: false, httpStatus: getErrorStatus(response.error) };
}

/** GET /import/result, always asked again. */
export function fetchResult(dispatch: ImportDispatch, sessionId: string) {
  return dispatch(importApi.endpoints.getImportResult.initiate(sessionId, FRESH));
}

/** Sends a new import (POST /import/excel answers when it ends) while the listener follows it live. */
export function startImportRun(args: Omit<StartImportArgs, 'sessionId'>): ImportThunk<void> {
  return async (dispatch, getState) => {
    const sessionId = createSessionId();
    const onScreen = () => selectImportRun(getState()).sessionId === sessionId;
    // 'started' opens the stream before the request: the server waits for the session to appear, and replays it all.
    dispatch(started({ sessionId, fileName: args.file.name, at: Date.now() }));
    const response = await dispatch(importApi.endpoints.startImport.initiate({ ...args, sessionId }));
    if (!onScreen()) return;
    if (response.data) {
      dispatch(resultArrived({ result: response.data, at: Date.now() }));
      return;
    }
    // The outcome is already known (terminal event, or the result loaded after the live connection ended).
    if (selectImportRun(getState()).resultShown) return;
    const httpStatus = getErrorStatus(response.error);
    if (httpStatus === null) {
      // The answer was lost, not necessarily the import: keep following it while the server still runs it.
      const lookup = await lookupStatus(dispatch, sessionId);
      if (!onScreen()) return;
      if (lookup.ok && lookup.status.exists && lookup.status.canReconnect) {
        dispatch(
          importRunActions.logged({ message: IMPORT_MESSAGES.connectionProblem, tone: 'warning', at: Date.now() }),
        );
        if (!selectImportRun(getState()).following) dispatch(importRunActions.followResumed());
        return;
      }
      if (lookup.ok && lookup.status.exists) {
        // It ended while the answer was lost: its stored result is the answer (the listener loads it).
        dispatch(importRunActions.followingStopped());
        return;
      }
    }
    const message =
      httpStatus !== null && httpStatus < 500
        ? (getErrorMessage(response.error) ?? IMPORT_MESSAGES.serverConnection)
        : IMPORT_MESSAGES.serverConnection;
    dispatch(requestFailed({ message, at: Date.now() }));
  };
}

/** Reconnects to a running import (admin.md 4.4): only if it exists and can be reconnected. */
export function reconnectImportRun(rawSessionId: string): ImportThunk<ActionOutcome> {
  return async (dispatch) => {
    const sessionId = rawSessionId.trim();
    if (!sessionId) return { ok: false, message: IMPORT_MESSAGES.cannotReconnect };
    const lookup = await lookupStatus(dispatch, sessionId);
    if (!lookup.ok) {
      // A malformed id is refused with 400: it cannot exist.
      const message =
        lookup.httpStatus !== null && lookup.httpStatus < 500
          ? IMPORT_MESSAGES.cannotReconnect
          : IMPORT_MESSAGES.statusCheckFailed;
      return { ok: false, message };
    }
    if (!lookup.status.exists || !lookup.status.canReconnect) {
      return { ok: false, message: IMPORT_MESSAGES.cannotReconnect };
    }
    dispatch(reconnected({ sessionId, status: lookup.status, at: Date.now() }));
    return { ok: true };
  };
}

/** Shows the stored result of a finished import (GET /import/result/{id}). */
export function showImportResult(sessionId: string): ImportThunk<ActionOutcome> {
  return async (dispatch) => {
    const response = await fetchResult(dispatch, sessionId);
    if (response.error || !response.data) {
      return { ok: false, message: getErrorMessage(response.error) ?? IMPORT_MESSAGES.resultFailed };
    }
    const result: ImportResult = response.data;
    dispatch(importRunActions.resultLoaded({ sessionId, result, at: Date.now() }));
    return { ok: true };
  };
}

/** Asks the worker to stop; it stops after the batch in progress and emits 'stopped'. */
export function cancelImportRun(): ImportThunk<void> {
  return async (dispatch, getState) => {
    const { sessionId } = selectImportRun(getState());
    if (!sessionId) return;
    const response = await dispatch(importApi.endpoints.cancelImport.initiate(sessionId));
    if (selectImportRun(getState()).sessionId !== sessionId) return;
    if (response.data) {
      const { message, status } = response.data;
      dispatch(cancelRequested({ message, stopped: status === 'stopped', at: Date.now() }));
      return;
    }
    dispatch(
      cancelFailed({ message: getErrorMessage(response.error) ?? IMPORT_MESSAGES.cancelFailed, at: Date.now() }),
    );
  };
}
