import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';

interface WireProduct {
  id: number;
  titulo: string;
  sku: string;
  categoria: { id: number; nombre: string } | null;
}

/** A demo product with a category (its breadcrumb leads to a listing), from the real API. */
async function productWithCategory(): Promise<WireProduct> {
  const response = await fetch(`${BASE_URL}/api/products?limit=50`);
  const body = (await response.json()) as { products: WireProduct[] };
  const product = body.products.find((item) => item.categoria !== null);
  assert.ok(product, 'the demo catalogue has products in categories');
  return product;
}

/** The worded address the server sends /products/{id} to. */
async function wordedAddress(id: number): Promise<string> {
  const response = await fetch(`${BASE_URL}/products/${id}`, { redirect: 'manual', headers: { Accept: 'text/html' } });
  assert.equal(response.status, 301, '/products/{id} moves permanently');
  const location = response.headers.get('location') ?? '';
  assert.match(location, new RegExp(`^/products/${id}-[a-z0-9-]+$`));
  return location;
}

describe('Found and shared: server-rendered product pages the SPA takes over (issue 17)', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('shows a crawler without JavaScript the product, its price and its structured data', async () => {
    const product = await productWithCategory();
    const address = await wordedAddress(product.id);
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(address);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { level: 1, name: product.titulo }).waitFor();
    assert.match(await page.locator('main').innerText(), /\$\d{1,3}(\.\d{3})+/, 'the price in es-CL format');
    assert.equal(await page.locator('meta[property="og:type"]').getAttribute('content'), 'product');
    assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), product.titulo);
    assert.match((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', new RegExp(`${address}$`));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    assert.deepEqual(types, ['Product', 'BreadcrumbList']);
    await snapshot(page, 'seo-product-no-js');
    await context.close();
  });

  it('opens a worded product address, the SPA takes over and navigates without reloading', async () => {
    const product = await productWithCategory();
    const address = await wordedAddress(product.id);
    const { context, page } = await newPage(browser, DESKTOP);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    await page.goto(address);
    // Only the SPA has the purchase buttons: once they show, createRoot has replaced the server's markup.
    await page.getByRole('button', { name: /Añadir al Carrito/ }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one page heading after the take-over');
    await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));

    const category = product.categoria as { id: number; nombre: string };
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: category.nombre })
      .click();
    await page.waitForURL(new RegExp(`/category/${category.id}$`));
    await page.getByRole('heading', { level: 1, name: category.nombre }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker),
      true,
      'client-side navigation: the page was not loaded again',
    );
    // And back to a product from the listing, still inside the SPA, at its worded address.
    await page.locator('main a[href^="/products/"]').first().click();
    await page.waitForURL(/\/products\/\d+-[a-z0-9-]+$/);
    await page.getByRole('button', { name: /Añadir al Carrito/ }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker), true);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('lands the old /products/{id} link on the worded address, and an unknown product on a 404', async () => {
    const product = await productWithCategory();
    const { context, page } = await newPage(browser, DESKTOP);
    const moved = await page.goto(`/products/${product.id}`);
    assert.equal(moved?.status(), 200);
    assert.equal(new URL(page.url()).pathname, await wordedAddress(product.id));
    await page.getByRole('heading', { level: 1, name: product.titulo }).waitFor();

    const missing = await page.goto('/products/999999999');
    assert.equal(missing?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }).waitFor();
    await context.close();
  });
});
