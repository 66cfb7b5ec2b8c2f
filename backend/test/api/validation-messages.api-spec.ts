import { FIELD_LABELS } from '../../src/core/validation/field-labels';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { createUser, tokenFor } from '../support/auth';
import {
  englishTexts,
  inPool,
  listen,
  loadOpenApi,
  Operation,
  operations,
  Probe,
  resolve,
  Schema,
  send,
} from '../support/openapi-walk';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Validation reasons are Spanish everywhere (issue 20 point 13): this walk reads the OpenAPI
 * document, sends values each documented body field and query parameter must refuse (wrong
 * types, missing required fields, out of range, too long, not in the list), and fails on a 5xx,
 * on an English or property-path reason, and on a documented field without a Spanish label.
 */

const INVALID = 'Los datos enviados no son válidos';
/** 'items.0.quantity', 'guestInfo.email': how class-validator names nested fields. */
const PROPERTY_PATH = /\b[a-z]+[A-Z]\w*\.\w|\b[A-Za-z_]\w*\.\d+\./;

/** Query values the parameter's schema refuses. */
function invalidQueryValues(schema: Schema): string[] {
  const values = ['', 'a&x=1'];
  if (schema.type === 'integer' || schema.type === 'number') {
    values.push('abc', '-5', '0', '1.5', String((schema.maximum ?? 1e20) + 1), '1e20');
  }
  if (schema.enum) values.push('no-existe');
  if (schema.type === 'boolean') values.push('quizás');
  if (schema.maxLength !== undefined && schema.maxLength < 5000) values.push('x'.repeat(schema.maxLength + 1));
  return values;
}

/** JSON values of the wrong type or out of the schema's range. */
function invalidBodyValues(schema: Schema, resolveRef: (schema: Schema) => Schema): unknown[] {
  const values: unknown[] = [{ a: 1 }];
  switch (schema.type) {
    case 'integer':
    case 'number':
      values.push('abc', 1.5, -1, 0, (schema.maximum ?? 2 ** 31) + 1, null, [1]);
      break;
    case 'string':
      values.push(12, true, ['a']);
      if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
      if (schema.enum) values.push('NO_EXISTE');
      break;
    case 'boolean':
      values.push('quizás', 2);
      break;
    case 'array': {
      values.push('x', 5, []);
      const item = resolveRef(schema.items ?? {});
      if (item.properties) {
        values.push([{}], [5], [Object.fromEntries(Object.keys(item.properties).map((name) => [name, 'x']))]);
        values.push([Object.fromEntries(Object.keys(item.properties).map((name) => [name, 0]))]);
      }
      if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => ({})));
      break;
    }
    default: {
      const nested = resolveRef(schema);
      if (nested.properties) {
        values.push('x', { ...Object.fromEntries(Object.keys(nested.properties).map((name) => [name, 12])) });
      }
    }
  }
  return values;
}

/** Every request the walk sends to one operation: its query parameters and body fields one at a time. */
function invalidProbes(operation: Operation, resolveRef: (schema: Schema) => Schema): Probe[] {
  const url = operation.path.replace(/\{\w+\}/g, '1');
  const probes: Probe[] = [];
  for (const parameter of operation.queryParams) {
    for (const value of invalidQueryValues(resolveRef(parameter.schema ?? {}))) {
      probes.push({ method: operation.method, url: `${url}?${parameter.name}=${encodeURIComponent(value)}` });
    }
    // Arrays for a scalar.
    probes.push({ method: operation.method, url: `${url}?${parameter.name}=1&${parameter.name}=2` });
  }
  if (operation.body) {
    probes.push({ method: operation.method, url, body: '{}' });
    for (const [name, schema] of Object.entries(operation.body.properties ?? {})) {
      if (schema.format === 'binary') continue;
      for (const value of invalidBodyValues(resolveRef(schema), resolveRef)) {
        probes.push({ method: operation.method, url, body: JSON.stringify({ [name]: value }) });
      }
    }
  }
  return probes;
}

/** Every field name a client can send: query parameters and body properties, nested ones included. */
function documentedFields(all: Operation[], resolveRef: (schema: Schema) => Schema): Set<string> {
  const fields = new Set<string>();
  const pending: Schema[] = [];
  for (const operation of all) {
    for (const parameter of [...operation.queryParams, ...operation.pathParams]) fields.add(parameter.name);
    if (operation.body) pending.push(operation.body);
  }
  const seen = new Set<Schema>();
  while (pending.length > 0) {
    const schema = resolveRef(pending.pop()!);
    if (seen.has(schema)) continue;
    seen.add(schema);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      fields.add(name);
      pending.push(property);
    }
    if (schema.items) pending.push(schema.items);
  }
  return fields;
}

describe('Validation reasons are Spanish on every documented operation', () => {
  let t: TestApp;
  let base: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    base = await listen(t);
    const user = await createUser(t, { password: null, role: UserRole.ADMIN });
    admin = { Authorization: `Bearer ${await tokenFor(t, user)}` };
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown) => send(base, { method: 'POST', url, body: JSON.stringify(body) });
  const reasonsOf = (answer: { json?: unknown }) => (answer.json as { errors?: string[] }).errors;

  it('should name the fields of the checkout and payment calls in Spanish, without property paths', async () => {
    const order = await post('/api/orders', {
      items: [{ productId: 1, quantity: 0 }],
      paymentMethodId: 1,
      region: 'RM',
      shippingAddress: 'Av. Siempre Viva 742',
      guestInfo: { email: 'ana@example.cl', name: 'Ana', phone: 5 },
    });
    expect(order).toEqual({
      status: 400,
      json: {
        success: false,
        message: INVALID,
        errors: expect.arrayContaining(['La cantidad debe ser al menos 1', 'El teléfono debe ser un texto']),
      },
    });
    await expect(post('/api/orders', {}).then(reasonsOf)).resolves.toEqual(
      expect.arrayContaining(['Los productos deben ser una lista', 'El medio de pago debe ser un número entero']),
    );
    await expect(post('/api/shipping/calculate', { products: 'x', region: 5 }).then(reasonsOf)).resolves.toEqual([
      'Los productos deben ser una lista',
      'La región debe ser un texto',
    ]);
    await expect(post('/api/shipping/calculate', { products: [], region: 'RM' }).then(reasonsOf)).resolves.toEqual([
      'Los productos no pueden estar vacíos',
    ]);
    await expect(post('/api/payments/webpay/initiate', { orderId: 'abc' }).then(reasonsOf)).resolves.toEqual([
      'El número de pedido debe ser un número entero',
    ]);
    await expect(
      post('/api/cart/stock', { items: [{ productId: 1, quantity: 'dos' }] }).then(reasonsOf),
    ).resolves.toEqual(['La cantidad debe ser un número entero']);
  });

  it("should refuse a guest's malformed e-mail with a reason that names no property path", async () => {
    const answer = await post('/api/orders', {
      items: [{ productId: 1, quantity: 1 }],
      paymentMethodId: 1,
      region: 'RM',
      shippingAddress: 'Av. Siempre Viva 742',
      guestInfo: { email: 'x', name: 'Ana', phone: null },
    });
    // Nest's own pipe answered "guestInfo.Por favor, completa…": the nested path glued to the DTO's message.
    expect(answer).toEqual({
      status: 400,
      json: { success: false, message: INVALID, errors: ['El email no es válido'] },
    });
    expect(JSON.stringify(answer.json)).not.toContain('guestInfo');
  });

  it('should answer the paging queries in Spanish', async () => {
    const get = (url: string) => send(base, { method: 'GET', url, headers: admin }).then(reasonsOf);
    await expect(get('/api/products?page=0')).resolves.toEqual(['La página debe ser al menos 1']);
    await expect(get('/api/products/search?q=freno&limit=abc')).resolves.toEqual([
      'La cantidad de resultados debe ser un número entero',
    ]);
    await expect(get('/api/admin/orders?page=-3&limit=500')).resolves.toEqual([
      'La página debe ser al menos 1',
      'La cantidad de resultados no puede ser mayor que 100',
    ]);
    await expect(get('/api/admin/orders?status=PERDIDO')).resolves.toEqual([
      expect.stringMatching(/^El estado debe ser uno de estos valores: all, PENDIENTE, /),
    ]);
  });

  it('should have a Spanish label for every documented body field and query parameter', async () => {
    const doc = await loadOpenApi(t);
    const fields = documentedFields(operations(doc), (schema) => resolve(doc, schema));
    expect(fields.size).toBeGreaterThan(40);
    expect([...fields].filter((field) => !Object.prototype.hasOwnProperty.call(FIELD_LABELS, field))).toEqual([]);
  });

  it('should refuse every invalid value of every body field and query parameter with Spanish reasons', async () => {
    const doc = await loadOpenApi(t);
    const resolveRef = (schema: Schema) => resolve(doc, schema);
    const walked = operations(doc).filter((operation) => operation.body || operation.queryParams.length > 0);
    const violations: string[] = [];
    let refused = 0;
    await inPool(walked, 6, async (operation) => {
      for (const probe of invalidProbes(operation, resolveRef)) {
        const answer = await send(base, { ...probe, headers: admin });
        const name = `${probe.method} ${probe.url}${probe.body ? ` ${probe.body.toString().slice(0, 100)}` : ''}`;
        if (answer.status >= 500) violations.push(`${name} → ${answer.status}`);
        if (answer.status < 400) continue;
        const english = englishTexts(answer);
        if (english.length > 0) violations.push(`${name} → ${answer.status} ${JSON.stringify(english)}`);
        const reasons = (answer.json as { errors?: unknown } | undefined)?.errors;
        if (Array.isArray(reasons)) {
          refused++;
          const paths = reasons.filter((reason) => typeof reason === 'string' && PROPERTY_PATH.test(reason));
          if (paths.length > 0) violations.push(`${name} → ruta de propiedad ${JSON.stringify(paths)}`);
        }
      }
    });
    expect(violations).toEqual([]);
    // The walk must reach the rules, not stop at guards or routing.
    expect(refused).toBeGreaterThan(300);
  }, 90_000);
});
