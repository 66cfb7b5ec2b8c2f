import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { ImportProgressEvent, ImportResult, TERMINAL_EVENT_TYPES } from './dto/import-progress.event';
import { ImportSession } from './import-session.entity';
import { ImportSessionStore, sessionCounters, sessionProgress } from './import-session.store';
import { ACTIVE_STATUSES, ImportStatus } from './import-status.enum';
import { SSE_HEARTBEAT_MS, SSE_SESSION_WAIT_MS } from './import.constants';
import { ImportProgressStream, StreamFollower } from './import-progress.stream';

const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

/** Where a watch starts: after a valid Redis Stream id (Last-Event-ID), else from the beginning ('0'). */
export function resumePoint(lastEventId?: string): string {
  return lastEventId && STREAM_ID.test(lastEventId) ? lastEventId : '0';
}

/**
 * What a watch yields: an event (from the stream, or the end of a session read from the database)
 * with its stream id, or 'quiet' when a wait of SSE_HEARTBEAT_MS brought nothing (at `id`, the
 * position reached).
 */
export type WatchItem = { kind: 'event'; id: string; event: ImportProgressEvent } | { kind: 'quiet'; id: string };

export interface WatchOptions {
  /** The watch ends after this long (the client reconnects); no limit by default. */
  maxMs?: number;
  /**
   * When asking the database whether a quiet session has ended fails: 'end' throws (the watch
   * ends; an SSE client reconnects), 'follow' goes on following the stream (the import goes on too).
   */
  onDatabaseError?: 'end' | 'follow';
  /** Aborting ends the watch at once (the client left). */
  signal?: AbortSignal;
}

/**
 * The live progress of imports, for any API instance: one watch over a session's Redis Stream
 * serves both the SSE stream and the upload that waits for its result.
 */
@Injectable()
export class ImportProgressService implements BeforeApplicationShutdown {
  /** Open watches: SSE clients and uploads waiting for their result. */
  private readonly followers = new Set<StreamFollower>();
  private shuttingDown = false;

  constructor(
    private readonly store: ImportSessionStore,
    private readonly stream: ImportProgressStream,
  ) {}

  /**
   * SSE streams and uploads waiting for their result would hold the HTTP server open until their
   * imports end (a restart, or Ctrl-C, would wait for them): they are ended first. SSE clients
   * reconnect with Last-Event-ID, to another instance or to this one restarted; a waiting upload's
   * connection is dropped, and the page goes on following its import.
   */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
    for (const follower of this.followers) follower.close();
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /**
   * A session's events after `fromId` ('0': all of them): the stream's history first, then live
   * events, until the terminal event (completed, error or stopped), `maxMs`, the signal or the
   * shutdown. When the stream is quiet the database has the last word: an ended session whose
   * events are gone (or all sent) ends the watch with its 'result' and terminal events, and a
   * session that neither exists nor has a stream after SSE_SESSION_WAIT_MS ends it with an 'error'
   * event. Each watch reads on its own Redis connection, closed when it ends.
   */
  async *watch(sessionId: string, fromId = '0', options: WatchOptions = {}): AsyncGenerator<WatchItem> {
    const { maxMs = Infinity, onDatabaseError = 'end', signal } = options;
    const follower = this.stream.follow(sessionId, fromId);
    this.followers.add(follower);
    const close = () => follower.close();
    signal?.addEventListener('abort', close, { once: true });
    if (this.shuttingDown || signal?.aborted) close();
    const openedAt = Date.now();
    try {
      let wait = 0; // the first read does not block: the history, or nothing
      while (!follower.isClosed) {
        const remaining = maxMs - (Date.now() - openedAt);
        if (remaining <= 0) return;
        const waited = Math.min(wait, remaining);
        wait = SSE_HEARTBEAT_MS;
        const entries = await follower.next(waited);
        // Closed: the client left, or the API is shutting down.
        if (follower.isClosed) return;
        if (entries.length > 0) {
          for (const entry of entries) {
            yield { kind: 'event', ...entry };
            if (TERMINAL_EVENT_TYPES.has(entry.event.type)) return;
          }
          continue;
        }
        // Quiet: has the session ended? (undefined: the database could not be asked)
        let session: ImportSession | null | undefined;
        try {
          session = await this.store.find(sessionId);
        } catch (error) {
          if (onDatabaseError === 'end') throw error;
        }
        if (session && !ACTIVE_STATUSES.includes(session.status)) {
          for (const event of endEvents(sessionId, session)) yield { kind: 'event', id: follower.position, event };
          return;
        }
        if (session === null && Date.now() - openedAt > SSE_SESSION_WAIT_MS && !(await this.stream.exists(sessionId))) {
          const event = progressEvent(sessionId, { type: 'error', message: 'Sesión de importación no encontrada' });
          yield { kind: 'event', id: follower.position, event };
          return;
        }
        if (waited > 0) yield { kind: 'quiet', id: follower.position };
      }
    } finally {
      signal?.removeEventListener('abort', close);
      follower.close();
      this.followers.delete(follower);
    }
  }

  /**
   * The result once the session ends, or null if the wait ended first (the signal, or the shutdown).
   * A database that cannot be asked (a restart) does not end the wait: the import goes on too.
   */
  async waitForResult(sessionId: string, signal: AbortSignal): Promise<ImportResult | null> {
    for await (const item of this.watch(sessionId, '0', { onDatabaseError: 'follow', signal })) {
      if (item.kind === 'event' && TERMINAL_EVENT_TYPES.has(item.event.type)) return item.event.result ?? null;
    }
    return null;
  }
}

/** An event made here rather than read from the stream, shaped as the stream's. */
export function progressEvent(sessionId: string, data: Partial<ImportProgressEvent>): ImportProgressEvent {
  return { sessionId, timestamp: new Date().toISOString(), message: '', ...data } as ImportProgressEvent;
}

/** The end of a session, from the database: its result (if recorded) and its terminal event. */
function endEvents(sessionId: string, session: ImportSession): ImportProgressEvent[] {
  const result = session.result as unknown as ImportResult | null;
  const type =
    session.status === ImportStatus.COMPLETED
      ? 'completed'
      : session.status === ImportStatus.STOPPED
        ? 'stopped'
        : 'error';
  return [
    ...(result ? [progressEvent(sessionId, { type: 'result', message: result.message, result })] : []),
    progressEvent(sessionId, {
      type,
      message: session.message ?? '',
      progress: sessionProgress(session),
      totalRows: session.totalRows,
      ...sessionCounters(session),
      result: result ?? undefined,
    }),
  ];
}
