import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';

interface WireProduct {
  id: number;
  titulo: string;
  oem: string | null;
  sku: string;
}

/** A demo product that has an OEM code with a dash, read from the real API (so the journey follows the data). */
async function productWithDashedOem(): Promise<WireProduct> {
  const response = await fetch(`${BASE_URL}/api/products?limit=100&sort=name-az`);
  const body = (await response.json()) as { products: WireProduct[] };
  const product = body.products.find((item) => item.oem && /^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(item.oem));
  assert.ok(product, 'the demo catalogue has products with dashed OEM codes');
  return product;
}

async function openFirstCategory(page: Page): Promise<void> {
  await page.goto('/');
  const category = page.locator('a[href^="/category/"]').first();
  await category.waitFor();
  await category.click();
  await page.waitForURL(/\/category\/\d+/);
  await page.locator('h1').waitFor();
}

describe('Storefront: browse, search and product detail', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('goes home → category → product → OEM search with a dash → suggestion → product page', async () => {
    const target = await productWithDashedOem();
    const { context, page } = await newPage(browser, DESKTOP);

    await openFirstCategory(page);
    const productLink = page.locator('main a[href^="/products/"]').first();
    await productLink.waitFor();
    await productLink.click();
    await page.waitForURL(/\/products\/\d+-[a-z0-9-]+$/);
    await page.getByText('Precio (19% IVA incluido)').first().waitFor();
    await page.getByRole('button', { name: /Añadir al Carrito/ }).waitFor();

    // Mechanics type codes their own way: keep the dash, lose the case.
    const search = page.getByRole('combobox').first();
    await search.click();
    await search.fill((target.oem as string).toLowerCase());
    const option = page.getByRole('option', { name: new RegExp(escapeRegExp(target.titulo.slice(0, 20))) }).first();
    await option.waitFor();
    await snapshot(page, 'storefront-suggestions');
    await option.click();
    await page.waitForURL(new RegExp(`/products/${target.id}-[a-z0-9-]+$`));
    await page.getByRole('heading', { level: 1, name: target.titulo }).waitFor();
    const details = await page.locator('main').innerText();
    assert.ok(details.includes(target.oem as string), 'the product page shows its OEM code');
    await snapshot(page, 'storefront-product');
    await context.close();
  });

  it('finds a part by its OEM code without dashes on the results page', async () => {
    const target = await productWithDashedOem();
    const { context, page } = await newPage(browser, DESKTOP);
    const compact = (target.oem as string).replace(/-/g, '');
    await page.goto(`/repuestos?search=${encodeURIComponent(compact)}`);
    await page.getByRole('heading', { name: 'Resultados de búsqueda' }).waitFor();
    await page.locator(`main a[href^="/products/${target.id}-"]`).first().waitFor();
    await context.close();
  });

  it('shows the product page and the catalogue without horizontal scrolling at 375 px', async () => {
    const target = await productWithDashedOem();
    const { context, page } = await newPage(browser, PHONE);
    for (const path of [`/products/${target.id}`, '/repuestos']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path}: no horizontal scrolling on a phone (overflow ${overflow}px)`);
    }
    await snapshot(page, 'storefront-catalogue-phone');
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
