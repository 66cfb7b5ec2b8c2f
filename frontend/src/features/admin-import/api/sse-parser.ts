/** One dispatched server-sent event. */
export type SseMessage = {
  /** The last event id seen so far (the stream's, kept across events as the spec says). */
  id: string;
  /** `event:` field, 'message' when absent. */
  event: string;
  /** `data:` lines joined with '\n'. */
  data: string;
};

/**
 * Incremental parser of the text/event-stream format (WHATWG HTML, "Server-sent events"): feed it decoded text in
 * chunks of any size and it returns the events completed so far. Handles CRLF, CR and LF line ends (also a CRLF split
 * across two chunks), comments, multi-line data, `id` and `retry`.
 */
export class SseParser {
  lastEventId = '';
  /** Reconnection time the server asked for with `retry:`, in milliseconds. */
  retry: number | null = null;
  private buffer = '';
  private data: string[] = [];
  private eventType = '';
  private skipNextLineFeed = false;
  private atStart = true;

  constructor(lastEventId = '') {
    this.lastEventId = lastEventId;
  }

  feed(chunk: string): SseMessage[] {
    let text = chunk;
    if (this.skipNextLineFeed && text.length > 0) {
      if (text.startsWith('\n')) text = text.slice(1);
      this.skipNextLineFeed = false;
    }
    this.buffer += text;
    if (this.atStart && this.buffer.length > 0) {
      if (this.buffer.startsWith('\uFEFF')) this.buffer = this.buffer.slice(1);
      this.atStart = false;
    }

    const messages: SseMessage[] = [];
    let lineStart = 0;
    for (let index = 0; index < this.buffer.length; index++) {
      const char = this.buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(lineStart, index);
      if (char === '\r') {
        if (index + 1 < this.buffer.length) {
          if (this.buffer[index + 1] === '\n') index++;
        } else {
          // A CR at the end of the chunk: its LF (if any) starts the next chunk.
          this.skipNextLineFeed = true;
        }
      }
      lineStart = index + 1;
      const message = this.processLine(line);
      if (message) messages.push(message);
    }
    this.buffer = this.buffer.slice(lineStart);
    return messages;
  }

  private processLine(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null; // comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break; // unknown fields are ignored
    }
    return null;
  }

  private dispatch(): SseMessage | null {
    const hasData = this.data.length > 0;
    const message = { id: this.lastEventId, event: this.eventType || 'message', data: this.data.join('\n') };
    this.data = [];
    this.eventType = '';
    return hasData ? message : null;
  }
}

/** Why a live connection dropped. */
export type SseDropReason =
  /** The server ended the response (e.g. after its 1-hour limit). */
  | 'closed'
  /** The network failed mid-stream or before the answer. */
  | 'network'
  /** The server answered with an error status. */
  | 'http';

export type SseClientOptions = {
  url: string;
  /** Headers for each (re)connection, e.g. the bearer token: EventSource cannot send them, fetch can. */
  headers?: () => Record<string, string>;
  /** Resume after this event id on the first connection too. */
  lastEventId?: string;
  /** Default wait before reconnecting; a `retry:` from the server replaces it. */
  reconnectDelayMs: number;
  onOpen?: () => void;
  onMessage: (message: SseMessage) => void;
  onDrop?: (reason: SseDropReason, status?: number) => void;
  /**
   * Asked after the wait: true reconnects (sending Last-Event-ID), false gives up. A rejection counts as a network
   * problem: the client waits again and asks again.
   */
  shouldReconnect: (reason: SseDropReason, status?: number) => Promise<boolean>;
  onReconnecting?: () => void;
  onGiveUp?: () => void;
  /** For tests that need a different transport; defaults to the global fetch. */
  fetch?: typeof fetch;
};

/**
 * Server-sent events over fetch() and a ReadableStream, so the request can carry an Authorization header. When the
 * stream drops it waits, asks `shouldReconnect`, and reopens with `Last-Event-ID` so the server sends exactly the
 * events that were missed. `close()` stops everything; the client never reconnects on its own after it.
 */
export class SseClient {
  private parser: SseParser;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private started = false;

  constructor(private readonly options: SseClientOptions) {
    this.parser = new SseParser(options.lastEventId ?? '');
  }

  get lastEventId(): string {
    return this.parser.lastEventId;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  open(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  private async connect(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    // A fresh parser per connection (a half-received event is discarded), keeping the last id.
    this.parser = new SseParser(this.parser.lastEventId);
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...this.options.headers?.() };
    if (this.parser.lastEventId) headers['Last-Event-ID'] = this.parser.lastEventId;
    const fetchImpl = this.options.fetch ?? fetch;

    let response: Response;
    try {
      response = await fetchImpl(this.options.url, { headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      this.dropped('network');
      return;
    }
    if (this.closed || controller.signal.aborted) return;
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      this.dropped('http', response.status);
      return;
    }
    this.options.onOpen?.();

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (this.closed) return;
        const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
        for (const message of this.parser.feed(text)) {
          this.options.onMessage(message);
          // The consumer may close the client from inside onMessage (a terminal event).
          if (this.closed) {
            void reader.cancel().catch(() => undefined);
            return;
          }
        }
        if (done) break;
      }
    } catch {
      if (!this.closed) this.dropped('network');
      return;
    }
    this.dropped('closed');
  }

  private dropped(reason: SseDropReason, status?: number): void {
    if (this.closed) return;
    this.controller = null;
    this.options.onDrop?.(reason, status);
    this.scheduleReconnect(reason, status);
  }

  private scheduleReconnect(reason: SseDropReason, status?: number): void {
    if (this.closed) return;
    const delay = this.parser.retry ?? this.options.reconnectDelayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.decide(reason, status);
    }, delay);
  }

  private async decide(reason: SseDropReason, status?: number): Promise<void> {
    if (this.closed) return;
    let again: boolean;
    try {
      again = await this.options.shouldReconnect(reason, status);
    } catch {
      if (this.closed) return;
      this.options.onDrop?.('network');
      this.scheduleReconnect('network');
      return;
    }
    if (this.closed) return;
    if (!again) {
      this.closed = true;
      this.options.onGiveUp?.();
      return;
    }
    this.options.onReconnecting?.();
    void this.connect();
  }
}
