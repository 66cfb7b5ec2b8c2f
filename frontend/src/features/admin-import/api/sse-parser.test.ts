import { describe, expect, it } from 'vitest';

import { SseParser, type SseMessage } from '@/features/admin-import/api/sse-parser';

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
