import { authHeaders, progressUrl } from '@/features/admin-import/api/import-api';
import { SseParser, type SseMessage } from '@/features/admin-import/api/sse-parser';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { importRunActions, type StreamDropReason } from '@/features/admin-import/import-run-slice';
import { TERMINAL_EVENT_TYPES, type ImportProgressEvent } from '@/features/admin-import/types';
import { api } from '@/lib/api';

export type FollowProgressArgs = {
  sessionId: string;
  /** Resume after this event (sent as Last-Event-ID); null replays the stream's whole history. */
  lastEventId: string | null;
  /** The follow of the run this connection belongs to (importRun.followSeq): events of an earlier one are ignored. */
  followSeq: number;
  /** Unique per connection, so each (re)connection is its own cache entry with its own lifetime. */
  connection: string;
};

/** The cached value of a connection: where it stands. The events themselves go to the importRun slice. */
export type ProgressConnection = { status: 'connecting' | 'open' | 'ended'; lastEventId: string | null };

type StreamEnd =
  | { kind: 'terminal' | 'aborted' }
  | {
      kind: 'dropped';
      reason: StreamDropReason;
      httpStatus: number | null;
      lastEventId: string;
      retryMs: number | null;
    };

type StreamHandlers = {
  onOpen: () => void;
  /** Returns true once the message ended the import: the connection stops reading. */
  onMessage: (message: SseMessage) => boolean;
};

/**
 * One connection to GET /import/progress: server-sent events read over fetch() so the request carries the bearer
 * token, and Last-Event-ID so the server sends exactly the events after it. Resolves with how the connection ended;
 * reconnecting is the listener's decision, not this function's.
 */
async function readProgressStream(
  args: FollowProgressArgs,
  signal: AbortSignal,
  { onOpen, onMessage }: StreamHandlers,
): Promise<StreamEnd> {
  const parser = new SseParser(args.lastEventId ?? '');
  const dropped = (reason: StreamDropReason, httpStatus: number | null = null): StreamEnd =>
    signal.aborted
      ? { kind: 'aborted' }
      : { kind: 'dropped', reason, httpStatus, lastEventId: parser.lastEventId, retryMs: parser.retry };
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...authHeaders() };
  if (args.lastEventId) headers['Last-Event-ID'] = args.lastEventId;

  let response: Response;
  try {
    // Called before the first await: the connection is asked for as soon as the follow starts.
    response = await fetch(progressUrl(args.sessionId), { headers, signal, cache: 'no-store' });
  } catch {
    return dropped('network');
  }
  if (signal.aborted) return { kind: 'aborted' };
  if (!response.ok || !response.body) {
    void response.body?.cancel().catch(() => undefined);
    return dropped('http', response.status);
  }
  onOpen();

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) return { kind: 'aborted' };
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const message of parser.feed(text)) {
        if (!onMessage(message)) continue;
        void reader.cancel().catch(() => undefined);
        return { kind: 'terminal' };
      }
      if (done) return dropped('closed');
    }
  } catch {
    return dropped('network');
  }
}

function parseEvent(data: string): ImportProgressEvent | null {
  try {
    const event = JSON.parse(data) as unknown;
    if (event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string') {
      return event as ImportProgressEvent;
    }
  } catch {
    // Reported below like any other unreadable message.
  }
  return null;
}

export const importProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The live progress of an import (admin.md 4.4) as a streaming endpoint: the cache entry holds one connection,
     * opened when it is added and closed when it is removed; each event is dispatched to the importRun slice in the
     * order received, and a connection that ends without a terminal event dispatches `connectionLost`.
     */
    followImportProgress: build.query<ProgressConnection, FollowProgressArgs>({
      queryFn: (args) => ({ data: { status: 'connecting', lastEventId: args.lastEventId } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(args, { dispatch, cacheEntryRemoved, updateCachedData }) {
        const abort = new AbortController();
        void cacheEntryRemoved.then(() => abort.abort());
        let live = false;
        const end = await readProgressStream(args, abort.signal, {
          onOpen: () =>
            updateCachedData((draft) => {
              draft.status = 'open';
            }),
          onMessage: (message) => {
            const event = parseEvent(message.data);
            if (!event) {
              dispatch(importRunActions.logged({ message: IMPORT_MESSAGES.parseError, tone: 'error', at: Date.now() }));
              return false;
            }
            if (event.type === 'connected') live = true;
            const id = message.id || null;
            dispatch(importRunActions.eventReceived({ event, id, followSeq: args.followSeq, at: Date.now() }));
            return TERMINAL_EVENT_TYPES.has(event.type);
          },
        });
        if (end.kind === 'aborted') return;
        // After a terminal event the response is not read any further (the server ends it too).
        abort.abort();
        updateCachedData((draft) => {
          draft.status = 'ended';
          if (end.kind === 'dropped') draft.lastEventId = end.lastEventId || draft.lastEventId;
        });
        if (end.kind !== 'dropped') return;
        dispatch(
          importRunActions.connectionLost({
            connection: args.connection,
            followSeq: args.followSeq,
            reason: end.reason,
            httpStatus: end.httpStatus,
            live,
            lastEventId: end.lastEventId || null,
            retryMs: end.retryMs,
            at: Date.now(),
          }),
        );
      },
    }),
  }),
});
