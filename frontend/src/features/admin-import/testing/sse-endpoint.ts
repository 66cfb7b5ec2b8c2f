import { http, HttpResponse } from 'msw';

/** One open text/event-stream response of the fake endpoint, driven by the test. */
export type SseConnection = {
  request: Request;
  /** The Last-Event-ID header the client sent (null on a first connection). */
  lastEventId: string | null;
  closed: boolean;
  /** Raw text or bytes, exactly as given (to split events and characters across chunks). */
  write: (chunk: string | Uint8Array) => void;
  /** One JSON event with an optional id. */
  event: (data: unknown, id?: string) => void;
  /** The server ends the response. */
  end: () => void;
};

/**
 * An MSW handler that answers GET `url` with a live event stream per request, so tests can play a server: push
 * events, split them across chunks, close the stream, and read what each reconnection sent.
 */
export function sseEndpoint(url: string) {
  const connections: SseConnection[] = [];
  const encoder = new TextEncoder();

  const handler = http.get(url, ({ request }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const connection: SseConnection = {
      request,
      lastEventId: request.headers.get('Last-Event-ID'),
      closed: false,
      write: (chunk) => {
        if (!connection.closed) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      },
      event: (data, id) => connection.write(`${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
      end: () => {
        if (connection.closed) return;
        connection.closed = true;
        controller.close();
      },
    };
    const stream = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      cancel() {
        connection.closed = true;
      },
    });
    // The client going away (abort) ends the connection too.
    request.signal.addEventListener('abort', () => {
      connection.closed = true;
    });
    connections.push(connection);
    return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
  });

  return {
    handler,
    connections,
    latest: (): SseConnection => {
      const connection = connections.at(-1);
      if (!connection) throw new Error('No SSE connection yet');
      return connection;
    },
  };
}
