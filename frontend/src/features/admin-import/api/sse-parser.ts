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
