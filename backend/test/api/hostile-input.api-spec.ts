import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GOOGLE_OAUTH_STRATEGY_PROVIDER } from '../../src/modules/auth/google/google-oauth.strategy';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { createUser, tokenFor } from '../support/auth';
import { createCategory, createProduct } from '../support/factories';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET, FakeGoogle, startFakeGoogle } from '../support/fake-google';
import {
  Answer,
  englishTexts,
  exampleOf,
  fieldPaths,
  inPool,
  listen,
  loadOpenApi,
  Operation,
  operations,
  Probe,
  resolve,
  Schema,
  send,
  urlOf,
  withValueAt,
} from '../support/openapi-walk';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Odd input answers 4xx, never 500 (issue 15 point 4, issue 20 point 12): every operation of the
 * OpenAPI document gets hostile values (NUL and control characters, 100,000-character strings,
 * wrong types, arrays for scalars, huge and negative numbers, malformed percent-encoding and
 * invalid UTF-8, deep JSON) in its path, query, headers and body, as an anonymous visitor, a
 * customer and an administrator. Any 5xx, or an error answer that is not Spanish, fails the walk.
 */

type Role = 'anónimo' | 'cliente' | 'administrador';

/** Path ids and tokens no route can hold. */
const PATH_VALUES = [
  '99999999999',
  '-1',
  '0',
  '1e20',
  '1.5',
  'abc',
  '%00',
  'a%00%01b',
  '%E0%A4%A',
  '%FF%FE',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2000),
];

/** Raw query values (percent-encoded as sent). */
const QUERY_VALUES = [
  'a%00%01%1Fb',
  '%00',
  '%E0%A4%A',
  '%FF%FE',
  '%',
  '1e20',
  '-1',
  '99999999999999999999',
  'NaN',
  '1.5',
  'abc',
  'x'.repeat(1500),
];

const DEEP = 5_000;
const deepJson = `{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`;
const nestedArrays = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

/** JSON values put in every body field (and every field of nested objects). */
const BODY_VALUES: unknown[] = [
  'a\u0000\u0001\u001fb',
  '\u0000',
  'x'.repeat(100_000),
  '\ud800',
  1e308,
  -1,
  99_999_999_999,
  1.5,
  true,
  null,
  ['a', 'b'],
  { a: 'b' },
  nestedArrays(40),
];

/** Values put in one query parameter at a time, the others left out. */
const ONE_QUERY_VALUES = ['1e20', '99999999999999999999', '-1', 'a%00b', '%E0%A4%A', 'x'.repeat(3000)];

/** Values put in one body field at a time of an otherwise valid body (its documented example). */
const ONE_FIELD_VALUES: unknown[] = [
  'a\u0000b',
  'x'.repeat(100_000),
  '\ud800@x.cl',
  1e20,
  -1,
  99_999_999_999,
  ['a'],
  { a: 1 },
  null,
];

/** Bodies that are hostile as a whole. */
const RAW_BODIES: Array<Buffer | string> = [
  '{"a":',
  '[]',
  '[{"a":1}]',
  '"x"',
  'null',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  // '{"a":"' + invalid UTF-8 + '"}'
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  deepJson,
];

/** Header parameters: long and non-ASCII (latin-1) values; control characters never leave the client. */
const HEADER_VALUES = ['x'.repeat(4000), '\u00ff\u00fe\u00e9', '-1'];

/** `value` in every field of the schema, nested objects and arrays of objects included. */
function fill(schema: Schema, value: unknown, resolveRef: (schema: Schema) => Schema, depth = 0): unknown {
  const resolved = resolveRef(schema);
  if (depth < 3 && resolved.properties) {
    return Object.fromEntries(
      Object.entries(resolved.properties).map(([name, property]) => [
        name,
        fill(property, value, resolveRef, depth + 1),
      ]),
    );
  }
  if (depth < 3 && resolved.type === 'array' && resolved.items) {
    const item = resolveRef(resolved.items);
    if (item.properties) return [fill(item, value, resolveRef, depth + 1)];
  }
  return value;
}

/** A multipart body with these text fields and, for file fields, a tiny file that is no image or workbook. */
function multipart(fields: Record<string, string>, files: string[]): { body: Buffer; contentType: string } {
  const boundary = '----hostil' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const name of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a\u0001..%2F.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x00]),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every hostile request for one operation; `quick` is the shorter list sent without admin rights. */
function hostileProbes(operation: Operation, resolveRef: (schema: Schema) => Schema): { all: Probe[]; quick: Probe[] } {
  const method = operation.method;
  const plainUrl = urlOf(operation, () => '1');
  const all: Probe[] = [];
  // With a valid body, so a hostile id is not hidden behind a refused body.
  const validBody = operation.body ? JSON.stringify(exampleOf(operation.body, resolveRef)) : undefined;
  if (operation.pathParams.length > 0) {
    for (const value of PATH_VALUES) all.push({ method, url: urlOf(operation, () => value), body: validBody });
  }
  const names = operation.queryParams.map((parameter) => parameter.name);
  if (names.length > 0) {
    for (const value of QUERY_VALUES) {
      all.push({ method, url: urlOf(operation, () => '1', names.map((name) => `${name}=${value}`).join('&')) });
    }
    for (const name of names) {
      for (const value of ONE_QUERY_VALUES) all.push({ method, url: urlOf(operation, () => '1', `${name}=${value}`) });
    }
    // Arrays for scalars, and one very long value (the whole URL stays under Node's 16 KB header limit).
    all.push({ method, url: urlOf(operation, () => '1', names.map((name) => `${name}=1&${name}=abc`).join('&')) });
    all.push({ method, url: urlOf(operation, () => '1', `${names[0]}=${'y'.repeat(12_000)}`) });
  }
  for (const header of operation.headerParams) {
    for (const value of HEADER_VALUES) all.push({ method, url: plainUrl, headers: { [header.name]: value } });
  }
  if (operation.body) {
    for (const body of RAW_BODIES) all.push({ method, url: plainUrl, body });
    for (const value of BODY_VALUES) {
      all.push({ method, url: plainUrl, body: JSON.stringify(fill(operation.body, value, resolveRef)) });
    }
    // One field at a time in a valid body, so the other fields do not stop the request first.
    const example = exampleOf(operation.body, resolveRef);
    for (const fieldPath of fieldPaths(operation.body, resolveRef)) {
      for (const value of ONE_FIELD_VALUES) {
        all.push({ method, url: plainUrl, body: JSON.stringify(withValueAt(example, fieldPath, value)) });
      }
    }
    if (operation.multipart) {
      const properties = Object.entries(operation.body.properties ?? {});
      const files = properties.filter(([, schema]) => schema.format === 'binary').map(([name]) => name);
      const texts = properties.filter(([, schema]) => schema.format !== 'binary').map(([name]) => name);
      for (const value of ['a\u0000b', 'x'.repeat(100_000), '[[[[[[[[[[[[[[[[[[[[[[[[', '-1']) {
        all.push({
          method,
          url: plainUrl,
          ...multipart(Object.fromEntries(texts.map((name) => [name, value])), files),
        });
      }
    }
  }
  if (all.length === 0) all.push({ method, url: plainUrl });
  // Without admin rights most routes stop at the guard; a few of each kind still reach the handlers.
  const quick = [all[0], all[Math.floor(all.length / 2)], all[all.length - 1]].filter(
    (probe, index, list) => list.indexOf(probe) === index,
  );
  return { all, quick };
}

/** A request as a readable line: long runs of one character shortened ('x×100000'). */
function requestLine(probe: Probe): string {
  const short = (text: string) =>
    text.replace(/(.)\1{49,}/g, (run, char: string) => `${char}×${run.length}`).slice(0, 400);
  const body =
    probe.body === undefined
      ? ''
      : ` ${short(Buffer.isBuffer(probe.body) ? probe.body.toString('latin1') : probe.body)}`;
  return `${probe.method} ${short(probe.url)}${body}`;
}

/** The line a broken answer is reported with, or null when it is fine. */
function violation(role: Role, probe: Probe, answer: Answer): string | null {
  if (answer.status >= 500) return `${role}: ${requestLine(probe)} → ${answer.status}`;
  if (answer.status >= 400) {
    const english = englishTexts(answer);
    if (english.length > 0) return `${role}: ${requestLine(probe)} → ${answer.status} ${JSON.stringify(english)}`;
  }
  return null;
}

describe('Hostile input on every documented route', () => {
  let t: TestApp;
  let base: string;
  let spaDir: string;
  let google: FakeGoogle;

  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-hostil-'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // Google sign-in configured (against a local stand-in), so its routes are walked past "not configured".
    google = await startFakeGoogle();
    t = await createTestApp(__filename, {
      SPA_DIST_DIR: spaDir,
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT_SECRET,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    const strategy = t.app.get(GOOGLE_OAUTH_STRATEGY_PROVIDER) as { _oauth2: { _accessTokenUrl: string } };
    strategy._oauth2._accessTokenUrl = google.tokenUrl;
    base = await listen(t);
    // Rows behind id 1, so hostile values also reach the code past "not found".
    const category = await createCategory(t.dataSource);
    await createProduct(t.dataSource, { categoryId: category.id });
  });

  afterAll(async () => {
    await t.close();
    await google.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => send(base, { method: 'GET', url, headers });

  let sequence = 0;
  /** A fresh account per use: a route that ends sessions cannot spoil the rest of the walk. */
  async function headerFor(role: Role): Promise<Record<string, string>> {
    if (role === 'anónimo') return {};
    const user = await createUser(t, {
      password: null,
      email: `hostil${++sequence}.${process.pid}@example.cl`,
      role: role === 'administrador' ? UserRole.ADMIN : UserRole.CUSTOMER,
    });
    return { Authorization: `Bearer ${await tokenFor(t, user)}` };
  }
  const adminHeader = () => headerFor('administrador');

  describe('the crash paths of the audit', () => {
    it('should strip NUL and control characters from query strings instead of failing in PostgreSQL', async () => {
      const search = await get('/api/products/search?q=pasti%00llas%01');
      expect(search.status).toBe(200);
      expect(search.json).toMatchObject({ success: true, data: { searchTerm: 'pastillas' } });
      const suggestions = await get('/api/products/suggestions?q=ab%00');
      expect(suggestions).toEqual({ status: 200, json: expect.any(Array) });
      await expect(get('/api/products?search=%00x')).resolves.toMatchObject({ status: 200 });
      await expect(get('/api/products?search=%00%00%00')).resolves.toMatchObject({ status: 200 });
      await expect(get('/api/orders/guest/1?email=%00')).resolves.toEqual({
        status: 404,
        json: { success: false, message: 'Orden no encontrada' },
      });
    });

    it('should strip them from JSON bodies too, before any rule or the database sees the text', async () => {
      const answer = await send(base, {
        method: 'POST',
        url: '/api/auth/register',
        body: JSON.stringify({
          email: 'nul\u0000@example.cl',
          nombre: 'Ana\u0000 Pé\u0007rez',
          password: 'secreta\u00001',
        }),
      });
      expect(answer).toMatchObject({ status: 201, json: { user: { email: 'nul@example.cl', nombre: 'Ana Pérez' } } });
      const login = await send(base, {
        method: 'POST',
        url: '/api/auth/login',
        body: JSON.stringify({ email: 'nul@example.cl', password: 'secreta1' }),
      });
      expect(login.status).toBe(200);
    });

    it('should answer page=1e20 with 400 and a Spanish reason on every paged list', async () => {
      const admin = await adminHeader();
      for (const url of [
        '/api/products?page=1e20',
        '/api/products/search?q=bujia&page=1e20',
        '/api/brands/1/products?page=1e20',
      ]) {
        await expect(get(url)).resolves.toEqual({
          status: 400,
          json: {
            success: false,
            message: 'Los datos enviados no son válidos',
            errors: ['La página no puede ser mayor que 1.000.000'],
          },
        });
      }
      await expect(get('/api/admin/orders?page=1e20', admin)).resolves.toMatchObject({
        status: 400,
        json: { errors: ['La página no puede ser mayor que 1.000.000'] },
      });
      await expect(get('/api/admin/orders?limit=1e20', admin)).resolves.toMatchObject({ status: 400 });
      await expect(get('/api/admin/products?page=1e20', admin)).resolves.toMatchObject({
        status: 400,
        json: { errors: ['La página no puede ser mayor que 1.000.000'] },
      });
    });

    it('should refuse null for a field a partial update may leave out but not clear', async () => {
      const admin = await adminHeader();
      for (const [field, reason] of [
        ['title', 'El título es obligatorio'],
        ['sku', 'El SKU es obligatorio'],
      ]) {
        const answer = await send(base, {
          method: 'PUT',
          url: '/api/products/1',
          headers: admin,
          body: JSON.stringify({ [field]: null }),
        });
        expect(answer).toEqual({
          status: 400,
          json: { success: false, message: 'Los datos enviados no son válidos', errors: [reason] },
        });
      }
    });

    it('should answer an order id beyond PostgreSQL integers with 404, like a missing order', async () => {
      const answer = await send(base, {
        method: 'PUT',
        url: '/api/admin/orders/99999999999/status',
        headers: await adminHeader(),
        body: JSON.stringify({ status: 'CANCELADO' }),
      });
      expect(answer).toEqual({ status: 404, json: { success: false, message: 'Orden no encontrada' } });
    });

    it('should answer malformed percent-encoding with 4xx: the SPA page for pages, Spanish JSON for the API', async () => {
      const page = await get('/%E0%A4%A', { Accept: 'text/html' });
      expect(page.status).toBe(404);
      expect(page.text).toContain('id="root"');
      for (const url of [
        '/productos/%E0%A4%A',
        '/%',
        '/%00',
        '/assets/%FF.js',
        '/..%2F..%2Fetc%2Fpasswd',
        '/uploads/%E0%A4%A',
      ]) {
        const answer = await get(url, { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
        expect({ url, failed: answer.status >= 500 }).toEqual({ url, failed: false });
      }
      const api = await get('/api/products/%E0%A4%A');
      expect(api.status).toBe(400);
      expect(englishTexts(api)).toEqual([]);
    });
  });

  it('should answer every hostile request to every documented operation with 4xx or 2xx, in Spanish', async () => {
    const started = Date.now();
    const doc = await loadOpenApi(t);
    const all = operations(doc).map((operation) =>
      // Google's redirect back carries parameters the document does not list.
      operation.path === '/api/auth/google/callback'
        ? { ...operation, queryParams: ['code', 'state', 'error'].map((name) => ({ name, in: 'query' as const })) }
        : operation,
    );
    expect(all.length).toBeGreaterThan(60);
    const resolveRef = (schema: Schema) => resolve(doc, schema);
    const violations: string[] = [];
    let sent = 0;
    await inPool(all, 6, async (operation) => {
      const probes = hostileProbes(operation, resolveRef);
      for (const role of ['administrador', 'cliente', 'anónimo'] as const) {
        const auth = await headerFor(role);
        for (const probe of role === 'administrador' ? probes.all : probes.quick) {
          const answer = await send(base, { ...probe, headers: { ...probe.headers, ...auth } });
          sent++;
          const line = violation(role, probe, answer);
          if (line) violations.push(line);
        }
      }
    });
    expect(violations).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
