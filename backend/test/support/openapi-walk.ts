import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { uniqueIp } from './auth';
import type { TestApp } from './test-app';

/**
 * Helpers for the walks over the OpenAPI document (test/api/hostile-input.api-spec.ts,
 * test/api/validation-messages.api-spec.ts): every operation the API documents, requests built
 * from its parameters and body schema, raw HTTP to send what supertest would refuse to encode,
 * and the check that no answer speaks English.
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: '/api/products/{id}'. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The JSON body schema (resolved), when the operation takes one. */
  body?: Schema;
  /** Takes multipart/form-data (uploads). */
  multipart: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function loadOpenApi(t: TestApp): Promise<OpenApiDocument> {
  return (await request(t.server).get('/api/docs-json').expect(200)).body as OpenApiDocument;
}

/** A schema with its $ref (and single allOf) replaced by the component it names. */
export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; hops < 10; hops++) {
    if (current.$ref) current = doc.components?.schemas?.[current.$ref.replace('#/components/schemas/', '')] ?? {};
    else if (current.allOf?.length === 1) current = current.allOf[0];
    else break;
  }
  return current;
}

/** A value the schema documents as valid: its example, else the simplest value of its type. */
export function exampleOf(schema: Schema, resolveRef: (schema: Schema) => Schema, depth = 0): unknown {
  const resolved = resolveRef(schema);
  if (schema.example !== undefined) return schema.example;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.properties && depth < 4) {
    return Object.fromEntries(
      Object.entries(resolved.properties).map(([name, property]) => [name, exampleOf(property, resolveRef, depth + 1)]),
    );
  }
  if (resolved.type === 'array')
    return resolved.items && depth < 4 ? [exampleOf(resolved.items, resolveRef, depth + 1)] : [];
  if (resolved.type === 'integer' || resolved.type === 'number') return 1;
  if (resolved.type === 'boolean') return false;
  return 'x';
}

/** Paths of the fields of a schema, nested objects and the first item of arrays of objects included. */
export function fieldPaths(
  schema: Schema,
  resolveRef: (schema: Schema) => Schema,
  depth = 0,
): Array<Array<string | number>> {
  const resolved = resolveRef(schema);
  if (depth >= 3) return [];
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
    const inner = resolveRef(property);
    const nested = inner.type === 'array' && inner.items ? resolveRef(inner.items) : inner;
    const children = nested.properties
      ? fieldPaths(nested, resolveRef, depth + 1).map((path) =>
          nested === inner ? [name, ...path] : [name, 0, ...path],
        )
      : [];
    return [[name], ...children];
  });
}

/** A copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path[path.length - 1]] = replacement;
  return copy;
}

/** Every documented operation (the @All Webpay return is walked with the five usual methods). */
export function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    METHODS.filter((method) => byMethod[method]).map((method) => {
      const operation = byMethod[method];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'] ?? content['multipart/form-data'];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        headerParams: parameters.filter((parameter) => parameter.in === 'header'),
        body: json ? resolve(doc, json.schema) : undefined,
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}

/** The URL of an operation: path parameters (raw, already encoded) and a raw query string. */
export function urlOf(operation: Operation, pathValue: (name: string) => string, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValue(name));
  return query ? `${path}?${query}` : path;
}

export async function listen(t: TestApp): Promise<string> {
  const server = t.server as http.Server;
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Probe {
  method: string;
  /** Sent as is: may hold malformed percent-encoding. */
  url: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  contentType?: string;
}

export interface Answer {
  status: number;
  /** The JSON body, when the answer is JSON. */
  json?: unknown;
  /** The body of any other error answer (first 2 KB). */
  text?: string;
}

/**
 * One raw request (each from an address of its own, so per-client limits do not turn the walk
 * into a run of 429s). Successful non-JSON answers (an event stream, a file, a redirect page) are
 * not read, so a stream cannot hold the walk.
 */
export function send(base: string, probe: Probe): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = http.request(`${base}${probe.url}`, {
      method: probe.method,
      agent: false,
      headers: {
        'X-Forwarded-For': uniqueIp(),
        ...(probe.body !== undefined ? { 'Content-Type': probe.contentType ?? 'application/json' } : {}),
        ...probe.headers,
      },
    });
    outgoing.on('error', fail);
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error(`${probe.method} ${probe.url}: sin respuesta`)));
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const isJson = String(response.headers['content-type']).includes('application/json');
      if (!isJson && status < 400) {
        response.destroy();
        done({ status });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 1_000_000) chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (!isJson) return done({ status, text: text.slice(0, 2048) });
        try {
          done({ status, json: text ? (JSON.parse(text) as unknown) : undefined });
        } catch {
          done({ status, text: text.slice(0, 2048) });
        }
      });
    });
    outgoing.end(probe.body);
  });
}

/** Words class-validator, Nest, Express and PostgreSQL answer with; none belongs in a Spanish message. */
const ENGLISH =
  /\b(must|should|cannot|can't|is not|are not|not found|unauthorized|forbidden|bad request|internal server error|unexpected|expected|property|nested|each value|validation|failed|invalid|too large|too many|required|allowed|unknown|malformed|syntax)\b/i;
/** A Spanish sentence has at least one of these (article, preposition, common verb, accent). */
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|un|una|no|es|son|debe|deben|que|en|por|para|con|se|al|ya|hay)\b/i;

/** Texts of an answer a shopper or an admin may be shown: `message` and every string in `errors`. */
function shownTexts(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  const texts: string[] = [];
  if (typeof message === 'string') texts.push(message);
  const pending: unknown[] = [errors];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) pending.push(...value);
    // Structured details (stock shortages) hold data, not sentences.
  }
  return texts;
}

/** The English (or not Spanish) texts of an answer; empty when it is all Spanish. */
export function englishTexts(answer: Answer): string[] {
  const texts = answer.json !== undefined ? shownTexts(answer.json) : answer.text ? [answer.text] : [];
  return texts.filter((text) => ENGLISH.test(text) || !SPANISH.test(text));
}

/** Runs `work` over `items` with at most `limit` at a time, in order of start. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
