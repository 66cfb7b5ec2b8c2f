import { createSlice, isDraft, original, type Draft, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/app/store';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { receiveEvent } from '@/features/admin-import/import-run-events';
import {
  clampProgress,
  countersFromResult,
  failedResult,
  finish,
  freshRun,
  initialImportState,
  isAuthFailure,
  mergeCounters,
  numberOr,
  statusCounters,
  withLog,
  ZERO_COUNTERS,
  type ImportOutcome,
  type ImportRunState,
  type LogTone,
} from '@/features/admin-import/import-run-state';
import type {
  ImportProgressEvent,
  ImportResult,
  ImportStatusResponse,
  SkuWarning,
  YearWarning,
} from '@/features/admin-import/types';

/** Why a live connection ended without a terminal event. */
export type StreamDropReason =
  /** The server ended the response (e.g. after its 1-hour limit). */
  | 'closed'
  /** The network failed mid-stream or before the answer, or the status check after a drop failed. */
  | 'network'
  /** The server answered with an error status. */
  | 'http';

export type ConnectionLost = {
  /** The connection that ended (null: the status check after a drop failed, no connection was open). */
  connection: string | null;
  /** The follow it belonged to: a late report of an earlier follow changes nothing. */
  followSeq: number;
  reason: StreamDropReason;
  httpStatus: number | null;
  /** The connection had delivered 'connected' (tells a dropped stream from one that never opened). */
  live: boolean;
  /** The last event id the connection received: the next one resumes after it. */
  lastEventId: string | null;
  /** Reconnection time the server asked for with `retry:`, in milliseconds. */
  retryMs: number | null;
  at: number;
};

/**
 * createSlice hands its cases an Immer draft; these cases are pure functions of plain state (the same ones the page
 * used with useReducer), so they read the draft's untouched base and return the next state.
 */
function pure<P>(update: (state: ImportRunState, payload: P) => ImportRunState) {
  return (draft: Draft<ImportRunState>, action: PayloadAction<P>): ImportRunState =>
    update(isDraft(draft) ? (original(draft) as ImportRunState) : (draft as ImportRunState), action.payload);
}

/** The report comes from the follow in progress (one dispatched without a follow number, as unit tests do, applies). */
function fromCurrentFollow(state: ImportRunState, followSeq: number | undefined): boolean {
  return followSeq === undefined || (state.following && state.followSeq === followSeq);
}

function outcomeOf(result: ImportResult): ImportOutcome {
  return result.status ?? (result.success ? 'completed' : 'error');
}

export const importRunSlice = createSlice({
  name: 'importRun',
  initialState: initialImportState,
  reducers: {
    /** A new import was sent: a fresh run, followed live. */
    started: pure((state, { sessionId, fileName, at }: { sessionId: string; fileName: string; at: number }) =>
      withLog(
        freshRun(state, { sessionId, fileName, running: true, following: true, followSeq: state.followSeq + 1 }),
        IMPORT_MESSAGES.started(fileName),
        'info',
        at,
      ),
    ),
    /** Following an existing import again (list, typed id or after a reload): counts come from its status. */
    reconnected: pure(
      (state, { sessionId, status, at }: { sessionId: string; status: ImportStatusResponse; at: number }) =>
        withLog(
          freshRun(state, {
            sessionId,
            fileName: status.fileName ?? null,
            running: true,
            totalRows: status.totalRows ?? null,
            progress: clampProgress(numberOr(status.progress, 0)),
            counters: mergeCounters(ZERO_COUNTERS, statusCounters(status)),
            following: true,
            followSeq: state.followSeq + 1,
          }),
          IMPORT_MESSAGES.reconnected(sessionId),
          'success',
          at,
        ),
    ),
    statusRefreshed: pure((state, { status }: { status: ImportStatusResponse }) => {
      if (!state.running) return state;
      return {
        ...state,
        totalRows: status.totalRows ?? state.totalRows,
        progress: Math.max(state.progress, clampProgress(numberOr(status.progress, 0))),
        counters: mergeCounters(state.counters, statusCounters(status)),
      };
    }),
    /**
     * One event of the live stream; `id` is its stream id (a repeated one is not applied twice), `followSeq` the
     * follow whose connection received it (one that has ended, or a newer run, ignores it).
     */
    eventReceived: pure(
      (
        state,
        {
          event,
          id = null,
          followSeq,
          at,
        }: { event: ImportProgressEvent; id?: string | null; followSeq?: number; at: number },
      ) => (fromCurrentFollow(state, followSeq) ? receiveEvent(state, event, id, at) : state),
    ),
    /** The live connection ended without a terminal event: say why; the listener decides whether to resume. */
    connectionLost: pure((state, { followSeq, reason, httpStatus, live, at }: ConnectionLost) => {
      if (!fromCurrentFollow(state, followSeq)) return state;
      const next = state.live ? { ...state, live: false } : state;
      if (isAuthFailure(httpStatus)) return withLog(next, IMPORT_MESSAGES.sessionExpired, 'error', at);
      const message =
        reason === 'closed'
          ? IMPORT_MESSAGES.connectionClosed
          : live
            ? IMPORT_MESSAGES.connectionProblem
            : IMPORT_MESSAGES.noRealtime;
      return withLog(withLog(next, message, 'warning', at), IMPORT_MESSAGES.retrying, 'info', at);
    }),
    /** The request's connection was lost but the import runs on: follow it again (from the last event applied). */
    followResumed: pure((state, _payload: void) => ({ ...state, following: true, followSeq: state.followSeq + 1 })),
    logged: pure((state, { message, tone, at }: { message: string; tone: LogTone; at: number }) =>
      withLog(state, message, tone, at),
    ),
    /**
     * The final result arrived: POST /import/excel answered, or GET /import/result after the live connection ended.
     * The run stops and the progress is forced to 100 if lower (admin.md 4.4).
     */
    resultArrived: pure((state, { result, at }: { result: ImportResult; at: number }) => {
      const next: ImportRunState = {
        ...state,
        running: false,
        stopping: false,
        live: false,
        outcome: state.outcome ?? outcomeOf(result),
        result,
        totalRows: state.totalRows ?? result.totalRows,
        progress: Math.max(state.progress, 100),
        counters: mergeCounters(state.counters, countersFromResult(result)),
        following: false,
        resultShown: true,
      };
      // After a terminal event the log already has the outcome.
      if (state.outcome) return next;
      return withLog(next, result.message || IMPORT_MESSAGES.requestFinished, result.success ? 'success' : 'error', at);
    }),
    /** POST /import/excel failed: a failed result with zeroed counts. */
    requestFailed: pure((state, { message, at }: { message: string; at: number }) =>
      withLog(
        {
          ...state,
          running: false,
          stopping: false,
          live: false,
          outcome: 'error',
          result: failedResult(message),
          counters: ZERO_COUNTERS,
          // The request is over: the bar is full (admin.md 4.4), its colour and the panel say how it ended.
          progress: 100,
          totalRows: null,
          currentItem: null,
          following: false,
        },
        message,
        'error',
        at,
      ),
    ),
    cancelRequested: pure((state, { message, stopped, at }: { message: string; stopped: boolean; at: number }) =>
      withLog(stopped ? finish(state, 'stopped', state.result) : { ...state, stopping: true }, message, 'warning', at),
    ),
    cancelFailed: pure((state, { message, at }: { message: string; at: number }) =>
      withLog({ ...state, stopping: false }, message, 'error', at),
    ),
    warningsRequested: pure((state, _payload: void) => ({ ...state, warningsRequested: true })),
    warningsLoaded: pure(
      (
        state,
        payload: { yearWarnings: YearWarning[]; yearCount: number; skuWarnings: SkuWarning[]; skuCount: number },
      ) => ({
        ...state,
        yearWarnings: payload.yearWarnings,
        // The server's list is complete where the live one stops after its first events.
        skuWarnings: payload.skuWarnings.length >= state.skuWarnings.length ? payload.skuWarnings : state.skuWarnings,
        warningTotals: { year: payload.yearCount, sku: payload.skuCount },
        counters: mergeCounters(state.counters, {
          yearWarningCount: payload.yearCount,
          skuWarningCount: payload.skuCount,
        }),
      }),
    ),
    /** The lists could not be loaded: said in the log, and asked again on the next occasion. */
    warningsFailed: pure((state, { at }: { at: number }) =>
      withLog({ ...state, warningsRequested: false }, IMPORT_MESSAGES.warningsFailed, 'warning', at),
    ),
    /** The live connection cannot be resumed (the import is gone or over): stop showing it as running. */
    followingStopped: pure((state, _payload: void) => ({
      ...state,
      running: false,
      stopping: false,
      live: false,
      following: false,
    })),
    /** The stored result of a finished import (GET /import/result). */
    resultLoaded: pure((state, { sessionId, result, at }: { sessionId: string; result: ImportResult; at: number }) => {
      const outcome = outcomeOf(result);
      return withLog(
        freshRun(state, {
          sessionId,
          outcome,
          result,
          totalRows: result.totalRows,
          progress: outcome === 'completed' ? 100 : 0,
          counters: mergeCounters(ZERO_COUNTERS, countersFromResult(result)),
          resultShown: true,
        }),
        result.message,
        result.success ? 'success' : 'warning',
        at,
      );
    }),
    reset: pure((_state, _payload: void) => initialImportState),
  },
});

export const importRunActions = importRunSlice.actions;

declare module '@/app/store' {
  // The admin import screen is lazy-loaded: its slice joins the store when the screen's code does (RTK's pattern).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof importRunSlice> {}
}

const injectedImportRun = importRunSlice.injectInto(rootReducer);

/** The run on screen (the initial state until the slice has seen its first action). */
export const selectImportRun = injectedImportRun.selectSlice;
