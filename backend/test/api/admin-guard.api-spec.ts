import { Controller, Delete, Get, INestApplication, Post } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { signIn } from '../support/auth';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The admin surface (ARCHITECTURE.md "Security decisions"). Any route matching one of these rules,
 * today's or one added later, must be behind @AdminOnly(): this walk reads the routes from the
 * running app, so a new admin route can never be left open without this file failing.
 */
const ADMIN_ONLY: Array<(route: Route) => boolean> = [
  ({ path }) => /^\/api\/admin(\/|$)/.test(path),
  ({ path }) => /^\/api\/import(\/|$)/.test(path),
  // Catalogue writes; reading the catalogue stays public.
  ({ method, path }) =>
    method !== 'GET' && /^\/api\/(products|categories|subcategories|subsubcategories)(\/|$)/.test(path),
];

/** Customer routes that must never answer without a session. */
const SIGNED_IN_ONLY = (route: Route) =>
  /^\/api\/(addresses(\/|$)|garage(\/|$)|auth\/(me|profile|password)$)/.test(route.path);

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };

interface Route {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the app serves, read from Express's own router after app.init(). */
function registeredRoutes(app: INestApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = ([] as string[]).concat(layer.route.path);
    const methods = Object.keys(layer.route.methods).map((method) =>
      method === '_all' ? 'POST' : method.toUpperCase(),
    );
    return paths.flatMap((path) => methods.map((method) => ({ method, path })));
  });
}

const adminRoutes = (app: INestApplication) =>
  registeredRoutes(app).filter((route) => ADMIN_ONLY.some((matches) => matches(route)));

/** A concrete URL for a route pattern (`:id` → 1, optional groups dropped, wildcards filled). */
function concrete(path: string): string {
  return path
    .replace(/\{[^}]*\}/g, '')
    .replace(/:\w+/g, '1')
    .replace(/\*\w*/g, 'x');
}

async function listen(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Status (and JSON body) of one request. Non-JSON answers are not read to the end, so an admin-only
 * event stream cannot hang the walk once it is past the guards.
 */
function probe(base: string, route: Route, token?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${concrete(route.path)}`, {
      method: route.method,
      agent: false,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`${route.method} ${route.path}: sin respuesta`)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (!String(response.headers['content-type']).includes('application/json')) {
        response.destroy();
        resolve({ status, body: undefined });
        return;
      }
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status, body: text ? JSON.parse(text) : undefined }));
    });
    request.end(route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}');
  });
}

/** Every way an admin route breaks the rule, as readable lines (empty when all are guarded). */
async function adminViolations(app: INestApplication, tokens: { customer: string; admin: string }): Promise<string[]> {
  const base = await listen(app);
  const violations: string[] = [];
  for (const route of adminRoutes(app)) {
    const name = `${route.method} ${route.path}`;
    const anonymous = await probe(base, route);
    if (anonymous.status !== 401 || JSON.stringify(anonymous.body) !== JSON.stringify(NOT_AUTHENTICATED)) {
      violations.push(`${name} sin token: ${anonymous.status} ${JSON.stringify(anonymous.body)}`);
    }
    const customer = await probe(base, route, tokens.customer);
    if (customer.status !== 403 || JSON.stringify(customer.body) !== JSON.stringify(FORBIDDEN)) {
      violations.push(`${name} con token de cliente: ${customer.status} ${JSON.stringify(customer.body)}`);
    }
    const admin = await probe(base, route, tokens.admin);
    if (admin.status === 401 || admin.status === 403) {
      violations.push(`${name} con token de administrador: ${admin.status}`);
    }
  }
  return violations;
}

// Self-check of the walk: routes that forget @AdminOnly() must be reported.
@Controller('admin/olvidada')
class ForgottenAdminController {
  @Get()
  list() {
    return { success: true };
  }
}

@Controller('products')
class ForgottenProductWriteController {
  @Post('sin-guardia')
  create() {
    return { success: true };
  }

  @Delete('sin-guardia/:id')
  remove() {
    return { success: true };
  }
}

describe('Route walk: admin and signed-in routes are guarded', () => {
  let t: TestApp;
  let tokens: { customer: string; admin: string };
  let leaky: Awaited<ReturnType<TestApp['startAnotherInstance']>> | undefined;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    tokens = { customer: (await signIn(t, UserRole.CUSTOMER)).token, admin: (await signIn(t, UserRole.ADMIN)).token };
  });

  afterAll(async () => {
    await leaky?.close();
    await t.close();
  });

  it('should find the routes of the running app, admin routes among them', () => {
    expect(registeredRoutes(t.app)).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/health' },
        { method: 'POST', path: '/api/auth/login' },
        { method: 'GET', path: '/api/admin/me' },
      ]),
    );
    expect(adminRoutes(t.app).length).toBeGreaterThan(0);
  });

  it('should answer 401 without a token and 403 to customers on every admin route, and let administrators in', async () => {
    await expect(adminViolations(t.app, tokens)).resolves.toEqual([]);
  });

  it('should answer 401 without a token on every signed-in customer route (GET /api/auth/me included)', async () => {
    const base = await listen(t.app);
    const routes = registeredRoutes(t.app).filter(SIGNED_IN_ONLY);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/auth/me' },
        { method: 'PUT', path: '/api/auth/profile' },
        { method: 'PUT', path: '/api/auth/password' },
        { method: 'GET', path: '/api/addresses' },
        { method: 'PATCH', path: '/api/addresses/:id/default' },
        { method: 'GET', path: '/api/garage' },
        { method: 'POST', path: '/api/garage/merge' },
        { method: 'DELETE', path: '/api/garage/:id' },
      ]),
    );
    for (const route of routes) {
      const { status, body } = await probe(base, route);
      expect({ route, status, body }).toEqual({ route, status: 401, body: NOT_AUTHENTICATED });
    }
  });

  it('should answer GET /api/admin/me with the administrator', async () => {
    const { status, body } = await probe(await listen(t.app), { method: 'GET', path: '/api/admin/me' }, tokens.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, user: { rol: 'ADMIN' } });
  });

  // Last: a second app instance takes over the process-wide passport strategies.
  it('should report admin routes and catalogue writes that forget @AdminOnly()', async () => {
    leaky = await t.startAnotherInstance({ controllers: [ForgottenAdminController, ForgottenProductWriteController] });
    const violations = await adminViolations(leaky.app, tokens);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/admin\/olvidada sin token: 200/),
        expect.stringMatching(/^GET \/api\/admin\/olvidada con token de cliente: 200/),
        expect.stringMatching(/^POST \/api\/products\/sin-guardia sin token: 201/),
        expect.stringMatching(/^DELETE \/api\/products\/sin-guardia\/:id con token de cliente: 200/),
      ]),
    );
    expect(violations.every((line) => /olvidada|sin-guardia/.test(line))).toBe(true);
  });
});
