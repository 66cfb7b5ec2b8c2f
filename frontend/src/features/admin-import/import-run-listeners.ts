import { addListener, nanoid, type ListenerEffectAPI, type UnknownAction } from '@reduxjs/toolkit';

import type { AppDispatch, RootState } from '@/app/store';
import { IMPORT_RECONNECT_DELAY_MS, IMPORT_STATUS_REFRESH_AFTER_RECONNECT_MS } from '@/config/constants';
import { importApi } from '@/features/admin-import/api/import-api';
import { importProgressApi } from '@/features/admin-import/api/import-progress-stream';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { fetchResult, lookupStatus } from '@/features/admin-import/import-run-commands';
import { importRunActions, selectImportRun, type ConnectionLost } from '@/features/admin-import/import-run-slice';
import { isAuthFailure } from '@/features/admin-import/import-run-state';
import { forgetImportSession, storeImportSession } from '@/features/admin-import/import-session-storage';
import { TERMINAL_EVENT_TYPES } from '@/features/admin-import/types';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';

// The import screen's policies as listener middleware: follow the run's live stream and reconnect it as admin.md 4.4
// says, load the result when it cannot be followed any more, refresh the status after a reconnection, fetch the
// warning lists once the run is over, and remember the run in localStorage until its result has been shown.

const addAppListener = addListener.withTypes<RootState, AppDispatch>();
type ListenerApi = ListenerEffectAPI<RootState, AppDispatch>;

const actions = importRunActions;
const now = () => Date.now();

/** What the follow listener follows: a session and the follow number, or nothing. */
function followKey(state: RootState): string | null {
  const run = selectImportRun(state);
  return run.following && run.sessionId ? `${run.sessionId}#${run.followSeq}` : null;
}

/** Opens one connection (a cache entry of the streaming endpoint) and waits until it ends without a terminal event. */
async function openConnection(
  listener: ListenerApi,
  args: { sessionId: string; followSeq: number; lastEventId: string | null },
): Promise<ConnectionLost> {
  const connection = nanoid();
  const subscription = listener.dispatch(
    importProgressApi.endpoints.followImportProgress.initiate({ ...args, connection }),
  );
  try {
    const [lost] = await listener.take(
      (action): action is ReturnType<typeof actions.connectionLost> =>
        actions.connectionLost.match(action) && action.payload.connection === connection,
    );
    return lost.payload;
  } finally {
    // Cancelled (the run ended, another one started, the screen closed) or dropped: the connection closes.
    subscription.unsubscribe();
  }
}

/**
 * After a drop: wait 5 s (or the server's `retry:`), then reconnect only while the import exists and can be
 * reconnected. A status that cannot be checked is said in the log and asked again after the same wait; an expired
 * admin session gives up.
 */
async function shouldResume(listener: ListenerApi, sessionId: string, lost: ConnectionLost): Promise<boolean> {
  let httpStatus = lost.httpStatus;
  for (;;) {
    await listener.delay(lost.retryMs ?? IMPORT_RECONNECT_DELAY_MS);
    if (isAuthFailure(httpStatus)) return false;
    const lookup = await listener.pause(lookupStatus(listener.dispatch, sessionId));
    if (lookup.ok) return lookup.status.exists && lookup.status.canReconnect;
    if (isAuthFailure(lookup.httpStatus)) return false;
    httpStatus = null;
    listener.dispatch(
      actions.connectionLost({
        connection: null,
        followSeq: lost.followSeq,
        reason: 'network',
        httpStatus: null,
        live: false,
        lastEventId: null,
        retryMs: null,
        at: now(),
      }),
    );
  }
}

/**
 * The reconnect policy. Runs while the run is followed; a new follow (or its end: terminal event, result, reset)
 * cancels the one in progress, which closes its connection. Each reconnection resumes after the last event received.
 */
async function followLive(_action: UnknownAction, listener: ListenerApi): Promise<void> {
  listener.cancelActiveListeners();
  const run = selectImportRun(listener.getState());
  if (!run.following || !run.sessionId) return;
  const { sessionId, followSeq } = run;
  let lastEventId = run.lastEventId;
  for (;;) {
    const lost = await openConnection(listener, { sessionId, followSeq, lastEventId });
    lastEventId = lost.lastEventId ?? lastEventId;
    if (!(await shouldResume(listener, sessionId, lost))) {
      // Over or gone: stop showing it as running; the result listener loads how it ended.
      listener.dispatch(actions.followingStopped());
      return;
    }
    listener.dispatch(actions.logged({ message: IMPORT_MESSAGES.reconnecting, tone: 'info', at: now() }));
  }
}

/**
 * The run cannot be followed any more: GET /import/result until it answers (a network failure or a not-yet-finished
 * answer is retried after 5 s). Not left to POST /import/excel: that answer can be lost with the connection that
 * dropped, and the page would stay 'Sin seguimiento' at a stale percentage.
 */
async function loadFinalResult(_action: UnknownAction, listener: ListenerApi): Promise<void> {
  listener.cancelActiveListeners();
  const { sessionId } = selectImportRun(listener.getState());
  if (!sessionId) return;
  const pending = () => {
    const run = selectImportRun(listener.getState());
    return run.sessionId === sessionId && !run.resultShown;
  };
  while (pending()) {
    const response = await listener.pause(fetchResult(listener.dispatch, sessionId));
    if (!pending()) return;
    if (response.data && !response.error) {
      listener.dispatch(actions.resultArrived({ result: response.data, at: now() }));
      return;
    }
    const httpStatus = getErrorStatus(response.error);
    if (httpStatus !== null && httpStatus !== 409 && httpStatus < 500) {
      // 404 (the import is unknown), or the admin session expired.
      const message = getErrorMessage(response.error) ?? IMPORT_MESSAGES.resultFailed;
      listener.dispatch(actions.logged({ message, tone: 'error', at: now() }));
      return;
    }
    await listener.delay(IMPORT_RECONNECT_DELAY_MS);
  }
}

/** admin.md 4.4: after reconnecting, the status is asked again a second later. */
async function refreshStatusLater(
  action: ReturnType<typeof actions.reconnected>,
  listener: ListenerApi,
): Promise<void> {
  listener.cancelActiveListeners();
  const { sessionId } = action.payload;
  const onScreen = () => selectImportRun(listener.getState()).sessionId === sessionId;
  await listener.delay(IMPORT_STATUS_REFRESH_AFTER_RECONNECT_MS);
  if (!onScreen()) return;
  const lookup = await listener.pause(lookupStatus(listener.dispatch, sessionId));
  if (lookup.ok && onScreen()) listener.dispatch(actions.statusRefreshed({ status: lookup.status }));
}

/** The warning lists, once per run (again after a failure). */
async function loadWarnings(_action: UnknownAction, listener: ListenerApi): Promise<void> {
  const run = selectImportRun(listener.getState());
  const { sessionId } = run;
  if (!sessionId || run.warningsRequested) return;
  listener.dispatch(actions.warningsRequested());
  const options = { subscribe: false, forceRefetch: true } as const;
  const [year, sku] = await listener.pause(
    Promise.all([
      listener.dispatch(importApi.endpoints.getYearWarnings.initiate(sessionId, options)),
      listener.dispatch(importApi.endpoints.getSkuWarnings.initiate(sessionId, options)),
    ]),
  );
  if (selectImportRun(listener.getState()).sessionId !== sessionId) return;
  if (year.error || sku.error || !year.data || !sku.data) {
    listener.dispatch(actions.warningsFailed({ at: now() }));
    return;
  }
  listener.dispatch(
    actions.warningsLoaded({
      yearWarnings: year.data.warnings ?? [],
      yearCount: year.data.count ?? 0,
      skuWarnings: sku.data.warnings ?? [],
      skuCount: sku.data.count ?? 0,
    }),
  );
}

/** A terminal event that the run applied (not a repeat, not a late one). */
function appliedTerminal(action: UnknownAction, current: RootState, previous: RootState, types: ReadonlySet<string>) {
  return (
    actions.eventReceived.match(action) &&
    types.has(action.payload.event.type) &&
    selectImportRun(current) !== selectImportRun(previous)
  );
}

const WARNING_EVENTS: ReadonlySet<string> = new Set(['completed', 'stopped']);

/**
 * Adds the import screen's listeners to the store; the returned function removes them and cancels what they are
 * doing (timers, requests, the live connection). The screen calls it while mounted.
 */
export function startImportRunListeners(dispatch: AppDispatch): () => void {
  const unsubscribes = [
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => followKey(current) !== followKey(previous),
        effect: followLive,
      }),
    ),
    dispatch(addAppListener({ actionCreator: actions.followingStopped, effect: loadFinalResult })),
    dispatch(addAppListener({ actionCreator: actions.reconnected, effect: refreshStatusLater })),
    dispatch(
      addAppListener({
        predicate: (action, current, previous) =>
          actions.resultArrived.match(action) ||
          actions.resultLoaded.match(action) ||
          appliedTerminal(action, current, previous, WARNING_EVENTS),
        effect: loadWarnings,
      }),
    ),
    // The run this browser follows, offered again after a reload until its result has been shown.
    dispatch(
      addAppListener({
        predicate: (action) => actions.started.match(action) || actions.reconnected.match(action),
        effect: (_action, listener) => {
          const { sessionId } = selectImportRun(listener.getState());
          if (sessionId) storeImportSession(sessionId);
        },
      }),
    ),
    dispatch(
      addAppListener({
        predicate: (action, current, previous) =>
          actions.resultArrived.match(action) ||
          actions.resultLoaded.match(action) ||
          actions.requestFailed.match(action) ||
          appliedTerminal(action, current, previous, TERMINAL_EVENT_TYPES),
        effect: (_action, listener) => forgetImportSession(selectImportRun(listener.getState()).sessionId),
      }),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe({ cancelActive: true });
  };
}
