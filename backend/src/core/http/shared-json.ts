import type { Express, Response } from 'express';

interface SharedJson {
  /** The JSON text given to shareResponse, until it is encoded. */
  json?: string;
  /** The UTF-8 bytes sent, encoded on first use. */
  body?: Buffer;
  etag?: string;
}

/**
 * Responses that many requests share unchanged (the catalogue cache's entries), with their JSON
 * text and ETag once known. Serialising a 12-product page costs more than everything else an
 * answer from the cache does, so a shared value is serialised at most once while it lives.
 */
const sharedResponses = new WeakMap<object, SharedJson>();

/**
 * Marks `value` as shared and immutable: answers that return this very object send `json` (its
 * JSON text, when the caller has it already) instead of serialising it again.
 */
export function shareResponse(value: unknown, json?: string): void {
  if (typeof value === 'object' && value !== null) sharedResponses.set(value, { json });
}

/**
 * Makes res.json() send a shared response as its stored JSON text, with the ETag Express would
 * compute for it (conditional requests still get 304); any other body is serialised as usual.
 * The text is kept as the bytes sent: res.send() would encode a string again on every answer.
 * Overriding app.response is Express's documented extension point, and unlike a Nest
 * interceptor it adds no per-request work (an interceptor binds async resources on every call).
 */
export function sendSharedResponsesAsStoredJson(app: Express): void {
  const json = app.response.json;
  app.response.json = function sharedAwareJson(this: Response, body: unknown): Response {
    const shared = typeof body === 'object' && body !== null ? sharedResponses.get(body) : undefined;
    if (!shared) return json.call(this, body);
    if (!shared.body) {
      shared.body = Buffer.from(shared.json ?? JSON.stringify(body), 'utf8');
      shared.json = undefined;
    }
    if (shared.etag === undefined) {
      const etagOf = this.app.get('etag fn') as ((body: Buffer) => string) | undefined;
      shared.etag = etagOf?.(shared.body) ?? '';
    }
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (shared.etag) this.setHeader('ETag', shared.etag);
    return this.send(shared.body);
  };
}
