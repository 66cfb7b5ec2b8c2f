import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from '../support/browser.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Shopper pages, with a vehicle in Mi garaje so the fit badges and the compatible-only toggle show. */
const PAGES = [
  '/',
  '/repuestos',
  '/repuestos?compatibles=1',
  '/repuestos?search=pastilla',
  '/products/1',
  '/category/1',
  '/brand/1',
  '/cart',
  '/login',
  '/order-tracking',
  '/repuestos?brand=1&brandName=Toyota&model=1&modelName=Yaris',
];
const GARAGE = {
  vehicles: [{ brandId: 1, brand: 'Toyota', modelId: 1, model: 'Yaris', year: 2012 }],
  active: { brandId: 1, brand: 'Toyota', modelId: 1, model: 'Yaris', year: 2012 },
};
/**
 * Label-in-name (WCAG 2.5.3) is knowingly not met by the logo links ('Repuestos, ir al inicio' beside the
 * visible tagline) and the garage button ('Mi garaje: …'), whose names the tests and screen-reader users
 * rely on; everything else must pass.
 */
const KNOWN = new Set(['label-content-name-mismatch']);

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

describe('Accessibility: axe finds no violations on the shopper pages', () => {
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
    it(`passes axe (WCAG 2 A/AA) on every page on a ${device}`, async () => {
      const { context, page } = await newPage(browser, viewport);
      // Init scripts are not subject to the page's Content-Security-Policy.
      await context.addInitScript({ path: AXE_SCRIPT });
      await context.addInitScript((garage) => localStorage.setItem('garage', JSON.stringify(garage)), GARAGE);
      const found: string[] = [];
      for (const url of PAGES) {
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } })
            .axe;
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
      await context.close();
      assert.deepEqual(found, [], `axe violations:\n${found.join('\n')}`);
    });
  }
});
