import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SseClient, SseParser, type SseClientOptions, type SseMessage } from '@/features/admin-import/api/sse-client';
import { sseEndpoint } from '@/features/admin-import/testing/sse-endpoint';
import { server } from '@/testing/mocks/server';

describe('SseParser', () => {
  it('parses events with id, event type and data', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 1-0\nevent: progress\ndata: {"a":1}\n\n')).toEqual([
      { id: '1-0', event: 'progress', data: '{"a":1}' },
    ]);
    expect(parser.lastEventId).toBe('1-0');
  });

  it('joins multi-line data with line feeds and strips one leading space', () => {
    const parser = new SseParser();
    expect(parser.feed('data: primera\ndata:segunda\ndata:  con espacio\n\n')).toEqual([
      { id: '', event: 'message', data: 'primera\nsegunda\n con espacio' },
    ]);
  });

  it('ignores comments, unknown fields and events without data', () => {
    const parser = new SseParser();
    expect(parser.feed(': keep-alive\nfoo: bar\n\nevent: vacio\n\ndata: x\n\n')).toEqual([
      { id: '', event: 'message', data: 'x' },
    ]);
  });

  it('keeps the last id for later events and accepts retry', () => {
    const parser = new SseParser('5-0');
    expect(parser.feed('retry: 2500\ndata: a\n\nid: 6-0\ndata: b\n\ndata: c\n\n')).toEqual([
      { id: '5-0', event: 'message', data: 'a' },
      { id: '6-0', event: 'message', data: 'b' },
      { id: '6-0', event: 'message', data: 'c' },
    ]);
    expect(parser.retry).toBe(2500);
    parser.feed('retry: pronto\n\n');
    expect(parser.retry).toBe(2500);
  });

  it('ignores an id containing NUL', () => {
    const parser = new SseParser('1-0');
    parser.feed('id: 2\u00000\ndata: x\n\n');
    expect(parser.lastEventId).toBe('1-0');
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const text =
      '\uFEFFid: 1-0\r\ndata: {"type":"start","message":"Importación iniciada"}\r\n\r\n' +
      ': latido\r' +
      'id: 2-0\rdata: línea uno\rdata: línea dos\r\r' +
      'id: 3-0\ndata: {"type":"completed"}\n\n';
    const whole = new SseParser().feed(text);
    expect(whole).toEqual([
      { id: '1-0', event: 'message', data: '{"type":"start","message":"Importación iniciada"}' },
      { id: '2-0', event: 'message', data: 'línea uno\nlínea dos' },
      { id: '3-0', event: 'message', data: '{"type":"completed"}' },
    ]);
    for (let size = 1; size <= 7; size++) {
      const parser = new SseParser();
      const events: SseMessage[] = [];
      for (let start = 0; start < text.length; start += size)
        events.push(...parser.feed(text.slice(start, start + size)));
      expect(events).toEqual(whole);
    }
  });

  it('does not take the LF of a CRLF split across chunks as an empty line', () => {
    const parser = new SseParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    expect(parser.feed('\ndata: b\r\n')).toEqual([]);
    expect(parser.feed('\r\n')).toEqual([{ id: '', event: 'message', data: 'a\nb' }]);
  });
});

const PROGRESS_PATH = 'http://localhost/api/import/progress';
const URL_PROGRESS = `${PROGRESS_PATH}?sessionId=import-1-abc`;
const realSetTimeout = globalThis.setTimeout;

/** Polls without moving fake clocks (vi.waitFor advances them). */
async function until(check: () => void): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      check();
      return;
    } catch {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    }
  }
  check();
}

function makeClient(overrides: Partial<SseClientOptions> = {}) {
  const received: SseMessage[] = [];
  const drops: Array<[string, number | undefined]> = [];
  const shouldReconnect = vi.fn<SseClientOptions['shouldReconnect']>().mockResolvedValue(true);
  const onGiveUp = vi.fn();
  const onReconnecting = vi.fn();
  const client = new SseClient({
    url: URL_PROGRESS,
    headers: () => ({ Authorization: 'Bearer token-admin' }),
    reconnectDelayMs: 5000,
    onMessage: (message) => received.push(message),
    onDrop: (reason, status) => drops.push([reason, status]),
    shouldReconnect,
    onGiveUp,
    onReconnecting,
    ...overrides,
  });
  return { client, received, drops, shouldReconnect, onGiveUp, onReconnecting };
}

describe('SseClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('streams events over fetch with the bearer token, even split mid-character', async () => {
    const endpoint = sseEndpoint(PROGRESS_PATH);
    server.use(endpoint.handler);
    const { client, received } = makeClient();
    client.open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    const connection = endpoint.latest();
    expect(connection.request.headers.get('Authorization')).toBe('Bearer token-admin');
    expect(connection.request.headers.get('Accept')).toBe('text/event-stream');
    expect(connection.lastEventId).toBeNull();

    const bytes = new TextEncoder().encode('id: 1-0\ndata: {"message":"Bujía"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'í'
    connection.write(bytes.slice(0, cut));
    connection.write(bytes.slice(cut));
    await until(() => expect(received).toEqual([{ id: '1-0', event: 'message', data: '{"message":"Bujía"}' }]));
    client.close();
  });

  it('waits the reconnect delay, asks, and resends the last event id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const endpoint = sseEndpoint(PROGRESS_PATH);
    server.use(endpoint.handler);
    const { client, received, drops, shouldReconnect, onReconnecting } = makeClient();
    client.open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint.latest().event({ type: 'processing' }, '7-0');
    endpoint.latest().event({ type: 'processing' }, '8-0');
    await until(() => expect(received).toHaveLength(2));
    endpoint.latest().end();
    await until(() => expect(drops).toEqual([['closed', undefined]]));

    await vi.advanceTimersByTimeAsync(4999);
    expect(shouldReconnect).not.toHaveBeenCalled();
    expect(endpoint.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shouldReconnect).toHaveBeenCalledWith('closed', undefined);
    await until(() => expect(endpoint.connections).toHaveLength(2));
    expect(onReconnecting).toHaveBeenCalledTimes(1);
    expect(endpoint.latest().lastEventId).toBe('8-0');
    expect(client.lastEventId).toBe('8-0');

    endpoint.latest().event({ type: 'completed' }, '9-0');
    await until(() => expect(received.map((message) => message.id)).toEqual(['7-0', '8-0', '9-0']));
    client.close();
  });

  it('uses the retry time the server sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const endpoint = sseEndpoint(PROGRESS_PATH);
    server.use(endpoint.handler);
    const { client, shouldReconnect } = makeClient();
    client.open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint.latest().write('retry: 1000\n\n');
    endpoint.latest().end();
    await vi.advanceTimersByTimeAsync(999);
    expect(shouldReconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(shouldReconnect).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('gives up when the status says the import cannot be reconnected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const endpoint = sseEndpoint(PROGRESS_PATH);
    server.use(endpoint.handler);
    const { client, shouldReconnect, onGiveUp } = makeClient();
    shouldReconnect.mockResolvedValue(false);
    client.open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint.latest().end();
    await vi.advanceTimersByTimeAsync(5000);
    await until(() => expect(onGiveUp).toHaveBeenCalledTimes(1));
    expect(client.isClosed).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(endpoint.connections).toHaveLength(1);
  });

  it('tries again later when the status cannot be checked, and reports HTTP failures', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      http.get(PROGRESS_PATH, () => {
        calls++;
        return HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 });
      }),
    );
    const { client, drops, shouldReconnect } = makeClient();
    shouldReconnect.mockRejectedValueOnce(new Error('sin red')).mockResolvedValue(true);
    client.open();
    await until(() => expect(drops).toEqual([['http', 500]]));
    await vi.advanceTimersByTimeAsync(5000);
    expect(shouldReconnect).toHaveBeenCalledTimes(1);
    expect(drops).toEqual([
      ['http', 500],
      ['network', undefined],
    ]);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    await until(() => expect(calls).toBe(2));
    client.close();
  });

  it('reports a network failure', async () => {
    server.use(http.get(PROGRESS_PATH, () => HttpResponse.error()));
    const { client, drops } = makeClient();
    client.open();
    await until(() => expect(drops).toEqual([['network', undefined]]));
    client.close();
  });

  it('stops at once when closed from a message handler, without reconnecting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const endpoint = sseEndpoint(PROGRESS_PATH);
    server.use(endpoint.handler);
    const seen: string[] = [];
    const { client, shouldReconnect, drops } = makeClient({
      onMessage: (message) => {
        seen.push(message.data);
        if (message.data === '"completed"') client.close();
      },
    });
    client.open();
    await until(() => expect(endpoint.connections).toHaveLength(1));
    endpoint.latest().write('data: "processing"\n\ndata: "completed"\n\ndata: "tarde"\n\n');
    await until(() => expect(seen).toEqual(['"processing"', '"completed"']));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual(['"processing"', '"completed"']);
    expect(shouldReconnect).not.toHaveBeenCalled();
    expect(drops).toEqual([]);
    expect(endpoint.connections).toHaveLength(1);
  });
});
