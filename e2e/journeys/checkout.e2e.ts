import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { addToCart } from '../support/shop.ts';

interface WireProduct {
  id: number;
  titulo: string;
  existencias: number;
}

/** Two products with plenty of stock, read from the real API. */
async function twoProductsInStock(): Promise<WireProduct[]> {
  const response = await fetch(`${BASE_URL}/api/products?limit=50&sort=price-low`);
  const body = (await response.json()) as { products: WireProduct[] };
  const inStock = body.products.filter((product) => product.existencias >= 5);
  assert.ok(inStock.length >= 2, 'the demo catalogue has products in stock');
  return inStock.slice(0, 2);
}

describe('Checkout: a guest buys with delivery, pays in demo Webpay with the checkout e-mail and tracks the order', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('adds two parts → cart → checkout → demo Webpay approve → success with order number → tracking', async () => {
    const products = await twoProductsInStock();
    const { context, page } = await newPage(browser, DESKTOP);
    page.on('dialog', (dialog) => void dialog.accept());

    for (const product of products) await addToCart(page, product);

    await page.goto('/cart');
    for (const product of products) await page.getByText(product.titulo).first().waitFor();
    await page
      .getByRole('button', { name: 'Proceder al Pago' })
      .or(page.getByRole('link', { name: 'Proceder al Pago' }))
      .click();
    await page.waitForURL(/\/checkout$/);

    const email = `invitado.${Date.now()}@example.cl`;
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+56912345678');
    await page.getByLabel('Nombre', { exact: true }).fill('Camila');
    await page.getByLabel('Apellido').fill('Rojas');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Providencia 1234');
    await page.getByLabel('Región', { exact: true }).selectOption({ label: 'Valparaíso' });
    await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Viña del Mar' });
    await page.getByLabel('Código postal').fill('2520000');
    await page
      .getByText(/\$\d{1,3}(\.\d{3})*/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Continuar' }).first().click();

    await page.getByText('Paso 2 de 3').waitFor();
    await page.getByRole('radio', { name: /Webpay/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).first().click();

    await page.getByText('Paso 3 de 3').waitFor();
    await snapshot(page, 'checkout-review');
    const initiate = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments/webpay/initiate',
    );
    await page.getByRole('button', { name: 'Continuar con Webpay →' }).click();
    // A guest order is paid with the e-mail given at checkout: the SPA sends it with the payment start.
    const started = (await initiate).postDataJSON() as { orderId: number; email: string };
    assert.equal(started.email, email, 'the payment start carries the checkout e-mail');

    // Demo mode: the shop's simulated Webpay page, then the same return handling as the real one. The
    // journeys run production mode with PAYMENTS_DEMO_IN_PRODUCTION=true, so the page says so.
    await page.getByText('Esta tienda funciona con pagos de demostración').waitFor();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/checkout\/success\?order=\d+&status=approved/);
    await page.getByRole('heading', { name: '¡Pago realizado con éxito!' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order') as string;
    assert.equal(started.orderId, Number(orderId), 'the payment started for the order just placed');
    assert.match(await page.locator('main').innerText(), new RegExp(`#?${orderId}`));
    await snapshot(page, 'checkout-success');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length), 0, 'cart emptied');

    await page.goto('/order-tracking');
    await page.getByLabel('Número de pedido').fill(`#${orderId}`);
    await page.getByLabel('Email de la compra').fill(email.toUpperCase());
    await page.getByLabel('Email de la compra').press('Enter');
    await page.getByRole('button', { name: 'Buscar otro pedido' }).waitFor();
    const result = await page.locator('main').innerText();
    assert.match(result, /Procesando/i, 'an approved Webpay payment moves the order to PROCESANDO');
    for (const product of products) assert.ok(result.includes(product.titulo), `tracking lists ${product.titulo}`);
    await snapshot(page, 'checkout-tracking');
    await context.close();
  });
});
