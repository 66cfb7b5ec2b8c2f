import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE } from '../support/browser.ts';
import { DEMO_ADMIN } from '../support/shop.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Shopper pages, with a vehicle in Mi garaje so the fit badges and the compatible-only toggle show. */
const PAGES = [
  '/',
  '/repuestos',
  '/repuestos?compatibles=1',
  '/repuestos?search=pastilla',
  '/ofertas',
  // A product on sale (struck list price and badge).
  '/products/49',
  '/products/1',
  '/category/1',
  '/brand/1',
  '/cart',
  '/login',
  '/order-tracking',
  '/repuestos?brand=1&brandName=Toyota&model=1&modelName=Yaris',
  '/admin/login',
];
/** Pages behind a sign-in: the customer's account and checkout, and the admin area. */
const CUSTOMER_PAGES = ['/account', '/account/orders', '/account/addresses', '/account/password', '/checkout'];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1/edit',
  '/admin/categories',
  '/admin/categories/new',
  '/admin/subcategories',
  '/admin/subsubcategories',
  '/admin/excel-import',
  '/admin/orders',
];
const GARAGE = {
  vehicles: [{ brandId: 1, brand: 'Toyota', modelId: 1, model: 'Yaris', year: 2012 }],
  active: { brandId: 1, brand: 'Toyota', modelId: 1, model: 'Yaris', year: 2012 },
};
/**
 * Label-in-name (WCAG 2.5.3) is knowingly not met by the logo links ('Repuestos, ir al inicio' beside the
 * visible tagline), the garage and user-menu buttons and the import drop zone, whose names the tests and
 * screen-reader users rely on; everything else must pass.
 */
const KNOWN = new Set(['label-content-name-mismatch']);

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };
type Session = { token: string; user: unknown };

async function signIn(path: string, body: object): Promise<Session> {
  const response = await fetch(`${BASE_URL}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.ok(response.ok, `sign-in ${path}: ${response.status}`);
  return (await response.json()) as Session;
}

/** Every axe violation on these pages, one line each, leaving out the KNOWN rules. */
async function audit(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    // Audited where it was asked for: not a sign-in page or another page it redirected to (a product's
    // /products/{id} moves to its worded /products/{id}-{slug}, the same page).
    const asked = new URL(url, BASE_URL).pathname;
    const landed = new URL(page.url()).pathname;
    assert.ok(
      landed === asked || (/^\/products\/\d+$/.test(asked) && landed.startsWith(`${asked}-`)),
      `${url} stayed put`,
    );
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
      const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: Violation[] };
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    });
    for (const violation of violations.filter((candidate) => !KNOWN.has(candidate.id))) {
      const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      found.push(`${url}: ${violation.id} (${violation.impact}) ${violation.help} at ${where.join(', ')}`);
    }
  }
  return found;
}

/** A page with axe loaded (init scripts are not subject to the page's Content-Security-Policy). */
async function auditedPage(browser: Browser, viewport: typeof DESKTOP, session?: Session, admin = false) {
  const { context, page } = await newPage(browser, viewport);
  await context.addInitScript({ path: AXE_SCRIPT });
  await context.addInitScript(
    ({ garage, session, admin }) => {
      localStorage.setItem('garage', JSON.stringify(garage));
      if (session) {
        localStorage.setItem('auth_token', session.token);
        localStorage.setItem('user', JSON.stringify(session.user));
      }
      if (admin) localStorage.setItem('isAdmin', 'true');
    },
    { garage: GARAGE, session, admin },
  );
  return { context, page };
}

describe('Accessibility: axe finds no violations on the shopper, account and admin pages', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`passes axe (WCAG 2 A/AA) on every shopper page on a ${device}`, async () => {
      const { context, page } = await auditedPage(browser, viewport);
      const found = await audit(page, PAGES);
      await context.close();
      assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
    });
  }

  it("passes axe on a signed-in customer's account and checkout pages", async () => {
    const email = `axe.${Date.now()}@example.cl`;
    const session = await signIn('register', { email, nombre: 'Axe', password: 'clave-segura-123' });
    const { context, page } = await auditedPage(browser, DESKTOP, session);
    const found = await audit(page, CUSTOMER_PAGES);
    await context.close();
    assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
  });

  it('passes axe on the admin area, on a desktop and on a phone', async () => {
    const session = await signIn('login', DEMO_ADMIN);
    const found: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await auditedPage(browser, viewport, session, true);
      found.push(...(await audit(page, ADMIN_PAGES)));
      await context.close();
    }
    assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
  });
});
