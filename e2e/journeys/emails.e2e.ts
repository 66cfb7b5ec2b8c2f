import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { latestMailTo, linkIn } from '../support/mail.ts';

interface WireProduct {
  id: number;
  titulo: string;
  existencias: number;
}

const clp = (amount: number) => `$${amount.toLocaleString('es-CL')}`;

describe('E-mail: a guest order is confirmed by e-mail', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('places a bank-transfer order as a guest → the caught e-mail names the order, its total and the tracking page', async () => {
    const response = await fetch(`${BASE_URL}/api/products?limit=50&sort=price-low`);
    const { products } = (await response.json()) as { products: WireProduct[] };
    const product = products.find((candidate) => candidate.existencias >= 3);
    assert.ok(product, 'the demo catalogue has a product in stock');

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.titulo }).waitFor();
    await page.getByRole('button', { name: /Añadir al Carrito/ }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length > 0);

    await page.goto('/checkout');
    const email = `correo.${Date.now()}@example.cl`;
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+56912345678');
    await page.getByLabel('Nombre', { exact: true }).fill('Valentina');
    await page.getByLabel('Apellido').fill('Soto');
    await page.getByLabel('Dirección', { exact: true }).fill('Los Carrera 450');
    await page.getByLabel('Región', { exact: true }).selectOption({ label: 'Valparaíso' });
    await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Viña del Mar' });
    await page.getByLabel('Código postal').fill('2520000');
    await page.getByRole('button', { name: 'Continuar' }).first().click();

    await page.getByText('Paso 2 de 3').waitFor();
    await page.getByRole('radio', { name: /Transferencia/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await page.getByText('Paso 3 de 3').waitFor();
    await page.getByRole('button', { name: 'Realizar Pedido' }).click();

    await page.getByRole('heading', { name: '¡Pedido realizado con éxito!' }).waitFor();
    await page.getByText(`Enviaremos la confirmación a ${email}.`).waitFor();
    const number = (await page.locator('.order-complete__number strong').innerText()).replace('#', '');
    const order = (await (
      await fetch(`${BASE_URL}/api/orders/guest/${number}?email=${encodeURIComponent(email)}`)
    ).json()) as { order: { id: number; total: number } };

    const mail = await latestMailTo(email, { subject: `Recibimos tu pedido #${order.order.id}` });
    assert.ok(mail.text.includes(product.titulo), 'the e-mail lists the product');
    assert.ok(mail.text.includes(`Total: ${clp(order.order.total)}`), 'the e-mail states the order total');
    assert.ok(mail.html.includes(clp(order.order.total)), 'the HTML part states it too');
    assert.match(mail.text, /Paga \$[\d.]+ por transferencia antes del/, 'a transfer order carries its deadline');

    // The e-mail's link leads a guest to the tracking page of this shop.
    await page.goto(linkIn(mail, '/order-tracking'));
    // It names the order; the buyer adds the e-mail (never in the link).
    assert.equal(await page.getByLabel('Número de pedido').inputValue(), String(order.order.id));
    assert.equal(await page.getByLabel('Email de la compra').inputValue(), '');
    await snapshot(page, 'email-tracking-link');
    await context.close();
  });
});
