import type { AppDispatch } from '@/app/store';
import { IMPORT_RECONNECT_DELAY_MS, IMPORT_STATUS_REFRESH_AFTER_RECONNECT_MS } from '@/config/constants';
import { authHeaders, importApi, progressUrl, type StartImportArgs } from '@/features/admin-import/api/import-api';
import { SseClient, type SseDropReason, type SseMessage } from '@/features/admin-import/api/sse-client';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import type { ImportAction, LogTone } from '@/features/admin-import/import-reducer';
import { forgetImportSession, storeImportSession } from '@/features/admin-import/import-session-storage';
import {
  TERMINAL_EVENT_TYPES,
  type ImportProgressEvent,
  type ImportResult,
  type ImportStatusResponse,
} from '@/features/admin-import/types';
import { createSessionId } from '@/features/admin-import/utils/session-id';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';

export type StatusLookup = { ok: true; status: ImportStatusResponse } | { ok: false; httpStatus: number | null };
export type ActionOutcome = { ok: true } | { ok: false; message: string };

const AUTH_FAILURES = new Set([401, 403]);

/**
 * Follows one import at a time for the import screen: sends it, keeps the live connection (reconnecting as admin.md
 * 4.4 says), cancels it and fetches its warnings and result. It turns everything into reducer actions; the screen
 * attaches it while mounted, and a detached controller neither dispatches nor keeps connections open (the import
 * itself goes on in the server).
 */
export class ImportRunController {
  private client: SseClient | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private attached = false;
  /** The session on screen; answers about any other one are ignored. */
  private current: string | null = null;
  private warningsLoadedFor: string | null = null;
  /** The session whose final result is on screen: a late failure of its request must not replace it. */
  private resultShownFor: string | null = null;
  /** The current connection delivered 'connected' (tells a dropped stream from one that never opened). */
  private live = false;

  constructor(
    private readonly dispatch: (action: ImportAction) => void,
    private readonly appDispatch: AppDispatch,
  ) {}

  attach(): void {
    this.attached = true;
  }

  detach(): void {
    this.attached = false;
    this.stopFollowing();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  // ---- actions of the screen ---------------------------------------------------------------------------------------

  async start(args: Omit<StartImportArgs, 'sessionId'>): Promise<void> {
    const sessionId = createSessionId();
    this.current = sessionId;
    this.warningsLoadedFor = null;
    this.emit({ type: 'started', sessionId, fileName: args.file.name, at: Date.now() });
    storeImportSession(sessionId);
    // The stream first: the server waits for the session to appear, and no early event is missed.
    this.follow(sessionId);
    const response = await this.appDispatch(importApi.endpoints.startImport.initiate({ ...args, sessionId }));
    if (this.current !== sessionId) return;

    if (response.data) {
      this.stopFollowing();
      this.showFinalResult(sessionId, response.data);
      return;
    }
    // The result was already loaded after the live connection ended: the request's failure changes nothing.
    if (this.resultShownFor === sessionId) return;
    const httpStatus = getErrorStatus(response.error);
    if (httpStatus === null) {
      // The answer was lost, not necessarily the import: keep following it while the server still runs it.
      const lookup = await this.lookupStatus(sessionId);
      if (this.current !== sessionId) return;
      if (lookup.ok && lookup.status.exists && lookup.status.canReconnect) {
        this.log(IMPORT_MESSAGES.connectionProblem, 'warning');
        if (!this.client) this.follow(sessionId);
        return;
      }
      if (lookup.ok && lookup.status.exists) {
        // It ended while the answer was lost: its stored result is the answer.
        this.stopFollowing();
        this.emit({ type: 'followingStopped' });
        await this.loadFinalResult(sessionId);
        return;
      }
    }
    this.stopFollowing();
    const message =
      httpStatus !== null && httpStatus < 500
        ? (getErrorMessage(response.error) ?? IMPORT_MESSAGES.serverConnection)
        : IMPORT_MESSAGES.serverConnection;
    this.emit({ type: 'requestFailed', message, at: Date.now() });
    forgetImportSession(sessionId);
  }

  /** Reconnects to a running import (admin.md 4.4): only if it exists and can be reconnected. */
  async reconnect(rawSessionId: string): Promise<ActionOutcome> {
    const sessionId = rawSessionId.trim();
    if (!sessionId) return { ok: false, message: IMPORT_MESSAGES.cannotReconnect };
    const lookup = await this.lookupStatus(sessionId);
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
    this.current = sessionId;
    this.warningsLoadedFor = null;
    this.emit({ type: 'reconnected', sessionId, status: lookup.status, at: Date.now() });
    storeImportSession(sessionId);
    this.follow(sessionId);
    this.later(() => void this.refreshStatus(sessionId), IMPORT_STATUS_REFRESH_AFTER_RECONNECT_MS);
    return { ok: true };
  }

  /** Shows the stored result of a finished import (GET /import/result/{id}). */
  async showResult(sessionId: string): Promise<ActionOutcome> {
    const response = await this.appDispatch(
      importApi.endpoints.getImportResult.initiate(sessionId, { subscribe: false, forceRefetch: true }),
    );
    if (response.error || !response.data) {
      return { ok: false, message: getErrorMessage(response.error) ?? IMPORT_MESSAGES.resultFailed };
    }
    this.stopFollowing();
    this.current = sessionId;
    this.warningsLoadedFor = null;
    this.resultShownFor = sessionId;
    this.emit({ type: 'resultLoaded', sessionId, result: response.data, at: Date.now() });
    forgetImportSession(sessionId);
    void this.loadWarnings(sessionId);
    return { ok: true };
  }

  /** Asks the worker to stop; it stops after the batch in progress and emits 'stopped'. */
  async cancel(): Promise<void> {
    const sessionId = this.current;
    if (!sessionId) return;
    const response = await this.appDispatch(importApi.endpoints.cancelImport.initiate(sessionId));
    if (this.current !== sessionId) return;
    if (response.data) {
      this.emit({
        type: 'cancelRequested',
        message: response.data.message,
        stopped: response.data.status === 'stopped',
        at: Date.now(),
      });
      return;
    }
    const message = getErrorMessage(response.error) ?? IMPORT_MESSAGES.cancelFailed;
    this.emit({ type: 'cancelFailed', message, at: Date.now() });
  }

  /** Back to an empty screen (a new import); a running one goes on in the server. */
  reset(): void {
    this.stopFollowing();
    this.current = null;
    this.emit({ type: 'reset' });
  }

  async lookupStatus(sessionId: string): Promise<StatusLookup> {
    const response = await this.appDispatch(
      importApi.endpoints.getImportStatus.initiate(sessionId, { subscribe: false, forceRefetch: true }),
    );
    // A failed query may still carry an older answer: the error decides.
    if (!response.error && response.data) return { ok: true, status: response.data };
    return { ok: false, httpStatus: getErrorStatus(response.error) };
  }

  // ---- live connection ---------------------------------------------------------------------------------------------

  private follow(sessionId: string): void {
    this.stopFollowing();
    if (!this.attached) return;
    this.live = false;
    const client: SseClient = new SseClient({
      url: progressUrl(sessionId),
      headers: authHeaders,
      reconnectDelayMs: IMPORT_RECONNECT_DELAY_MS,
      onMessage: (message) => this.received(sessionId, client, message),
      onDrop: (reason, status) => this.dropped(reason, status),
      shouldReconnect: (_reason, status) => this.canResume(sessionId, status),
      onReconnecting: () => {
        this.live = false;
        this.log(IMPORT_MESSAGES.reconnecting, 'info');
      },
      onGiveUp: () => void this.gaveUp(sessionId, client),
    });
    this.client = client;
    client.open();
  }

  private stopFollowing(): void {
    this.client?.close();
    this.client = null;
  }

  private received(sessionId: string, client: SseClient, message: SseMessage): void {
    let event: ImportProgressEvent;
    try {
      event = JSON.parse(message.data) as ImportProgressEvent;
    } catch {
      this.log(IMPORT_MESSAGES.parseError, 'error');
      return;
    }
    if (!event || typeof event !== 'object' || typeof event.type !== 'string') {
      this.log(IMPORT_MESSAGES.parseError, 'error');
      return;
    }
    if (event.type === 'connected') this.live = true;
    this.emit({ type: 'eventReceived', event, at: Date.now() });
    if (!TERMINAL_EVENT_TYPES.has(event.type)) return;

    client.close();
    if (this.client === client) this.client = null;
    // The outcome is known: a late failure of POST /import/excel must not turn it into a connection error.
    this.resultShownFor = sessionId;
    forgetImportSession(sessionId);
    if (event.type === 'completed' || event.type === 'stopped') void this.loadWarnings(sessionId);
  }

  private dropped(reason: SseDropReason, status?: number): void {
    this.emit({ type: 'liveChanged', live: false });
    if (status !== undefined && AUTH_FAILURES.has(status)) {
      this.log(IMPORT_MESSAGES.sessionExpired, 'error');
      return;
    }
    const message =
      reason === 'closed'
        ? IMPORT_MESSAGES.connectionClosed
        : this.live
          ? IMPORT_MESSAGES.connectionProblem
          : IMPORT_MESSAGES.noRealtime;
    this.live = false;
    this.log(message, 'warning');
    this.log(IMPORT_MESSAGES.retrying, 'info');
  }

  /** Asked 5 s after a drop: reopen only while the import exists and can be reconnected. Throws to try again later. */
  private async canResume(sessionId: string, status?: number): Promise<boolean> {
    if (status !== undefined && AUTH_FAILURES.has(status)) return false;
    if (this.current !== sessionId) return false;
    const lookup = await this.lookupStatus(sessionId);
    if (!lookup.ok) {
      if (lookup.httpStatus !== null && AUTH_FAILURES.has(lookup.httpStatus)) return false;
      throw new Error('status unavailable');
    }
    return lookup.status.exists && lookup.status.canReconnect;
  }

  /**
   * The import cannot be followed any more (the status says it is over, or gone): stop showing it as running and
   * load its result. Not left to POST /import/excel even while it is pending: that answer can be lost with the
   * connection that dropped, and the page would stay 'Sin seguimiento' at a stale percentage.
   */
  private async gaveUp(sessionId: string, client: SseClient): Promise<void> {
    if (this.client === client) this.client = null;
    if (this.current !== sessionId) return;
    this.emit({ type: 'followingStopped' });
    await this.loadFinalResult(sessionId);
  }

  /** GET /import/result until it answers; a network failure or a not-yet-finished answer is retried after 5 s. */
  private async loadFinalResult(sessionId: string): Promise<void> {
    if (this.resultShownFor === sessionId || this.current !== sessionId) return;
    const response = await this.appDispatch(
      importApi.endpoints.getImportResult.initiate(sessionId, { subscribe: false, forceRefetch: true }),
    );
    if (this.current !== sessionId || this.resultShownFor === sessionId) return;
    if (response.data && !response.error) {
      this.showFinalResult(sessionId, response.data);
      return;
    }
    const httpStatus = getErrorStatus(response.error);
    if (httpStatus === null || httpStatus === 409 || httpStatus >= 500) {
      this.later(() => void this.loadFinalResult(sessionId), IMPORT_RECONNECT_DELAY_MS);
      return;
    }
    // 404 (the import is unknown), or the admin session expired.
    this.log(getErrorMessage(response.error) ?? IMPORT_MESSAGES.resultFailed, 'error');
  }

  private showFinalResult(sessionId: string, result: ImportResult): void {
    this.resultShownFor = sessionId;
    this.emit({ type: 'resultArrived', result, at: Date.now() });
    forgetImportSession(sessionId);
    void this.loadWarnings(sessionId);
  }

  private async refreshStatus(sessionId: string): Promise<void> {
    if (this.current !== sessionId) return;
    const lookup = await this.lookupStatus(sessionId);
    if (lookup.ok && this.current === sessionId) this.emit({ type: 'statusRefreshed', status: lookup.status });
  }

  private async loadWarnings(sessionId: string): Promise<void> {
    if (this.warningsLoadedFor === sessionId) return;
    this.warningsLoadedFor = sessionId;
    const options = { subscribe: false, forceRefetch: true } as const;
    const [year, sku] = await Promise.all([
      this.appDispatch(importApi.endpoints.getYearWarnings.initiate(sessionId, options)),
      this.appDispatch(importApi.endpoints.getSkuWarnings.initiate(sessionId, options)),
    ]);
    if (this.current !== sessionId) return;
    if (year.error || sku.error || !year.data || !sku.data) {
      this.warningsLoadedFor = null;
      this.log(IMPORT_MESSAGES.warningsFailed, 'warning');
      return;
    }
    this.emit({
      type: 'warningsLoaded',
      yearWarnings: year.data.warnings ?? [],
      yearCount: year.data.count ?? 0,
      skuWarnings: sku.data.warnings ?? [],
      skuCount: sku.data.count ?? 0,
    });
  }

  // ---- helpers -----------------------------------------------------------------------------------------------------

  private emit(action: ImportAction): void {
    if (this.attached) this.dispatch(action);
  }

  private log(message: string, tone: LogTone): void {
    this.emit({ type: 'logged', message, tone, at: Date.now() });
  }

  private later(callback: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      callback();
    }, delayMs);
    this.timers.add(timer);
  }
}
