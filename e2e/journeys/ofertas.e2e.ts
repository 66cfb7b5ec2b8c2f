import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';

interface WireProduct {
  id: number;
  titulo: string;
  precio: number | string;
  precioOferta: number | string | null;
  descuento: number | null;
  existencias: number;
}

interface GuestOrder {
  total: number | string;
  subtotal: number | string;
  shippingCost: number | string;
  items: Array<{ quantity: number; price: number | string; listPrice: number | string | null }>;
}

/** '$304.990': the shop's es-CL peso format. */
const clp = (amount: number) => `$${Math.round(amount).toLocaleString('es-CL')}`;

/** The first product /ofertas shows that can be bought (the page and this call ask the same first page). */
async function firstOfferInStock(): Promise<{ product: WireProduct; sale: number; list: number }> {
  const response = await fetch(`${BASE_URL}/api/products?onSale=true&page=1&limit=12`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { products: WireProduct[] };
  assert.ok(body.products.length > 0, 'the demo catalogue has products on sale');
  for (const product of body.products) {
    assert.ok(product.precioOferta !== null, `${product.titulo} is on sale`);
    assert.ok(Number(product.precioOferta) < Number(product.precio), `${product.titulo}: sale below the price`);
  }
  const product = body.products.find((item) => item.existencias >= 1);
  assert.ok(product, 'a product on sale has stock');
  return { product, sale: Number(product.precioOferta), list: Number(product.precio) };
}

/** The colours of the summary's sale savings row: its label and its amount. */
async function savingsColours(summary: Locator): Promise<[string, string]> {
  const label = summary.getByText('Ahorro en ofertas', { exact: true });
  const amount = label.locator('xpath=following-sibling::*[1]');
  const colour = (element: Element) => getComputedStyle(element).color;
  return [await label.evaluate(colour), await amount.evaluate(colour)];
}

/** The price block shows the sale price, the list price struck through and the percentage. */
async function assertStruck(scope: Locator, sale: number, list: number, discount: number | null): Promise<void> {
  await scope.getByText(clp(sale), { exact: false }).first().waitFor();
  const struck = scope.locator('s', { hasText: clp(list) }).first();
  await struck.waitFor();
  assert.match(await struck.innerText(), new RegExp(clp(list).replace(/[$.]/g, '\\$&')));
  if (discount !== null) await scope.getByText(`-${discount}%`).first().waitFor();
}

describe('Ofertas: a shopper finds a product on sale and pays the sale price', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('header menu → /ofertas → card, detail and cart at the struck-through price → Webpay → order total = sale + shipping', async () => {
    const { product, sale, list } = await firstOfferInStock();
    const { context, page } = await newPage(browser, DESKTOP);
    page.on('dialog', (dialog) => void dialog.accept());

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ofertas' }).click();
    await page.waitForURL(/\/ofertas$/);
    await page.getByRole('heading', { level: 1, name: 'Ofertas' }).waitFor();
    const grid = page.getByRole('list', { name: 'Productos en oferta' });
    await grid.waitFor();
    const card = grid
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.titulo, exact: true }) });
    await assertStruck(card, sale, list, product.descuento);
    // Every card of the page is on sale.
    const cards = await grid.getByRole('article').count();
    assert.equal(await grid.locator('article s').count(), cards, 'each card shows a struck list price');
    await snapshot(page, 'ofertas-list');

    await card.getByRole('link', { name: product.titulo, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/${product.id}-[a-z0-9-]+$`));
    const heading = page.getByRole('heading', { level: 1, name: product.titulo });
    await heading.waitFor();
    await assertStruck(page.locator('.product-detail__info'), sale, list, product.descuento);
    await page.getByRole('button', { name: /Añadir al Carrito/ }).click();
    await page.waitForFunction(
      (id) =>
        JSON.parse(localStorage.getItem('cart') ?? '[]').some(
          (item: { product: { id: number } }) => item.product.id === id,
        ),
      product.id,
    );

    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem');
    await assertStruck(line, sale, list, product.descuento);
    const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    assert.match(
      await summary.innerText(),
      new RegExp(`Subtotal \\(1 producto\\)\\s*${clp(sale).replace(/[$.]/g, '\\$&')}`),
    );
    // The savings read in the success green, label and amount alike.
    const [cartLabel, cartAmount] = await savingsColours(summary);
    assert.equal(cartLabel, cartAmount);
    await snapshot(page, 'ofertas-cart');
    await page.getByRole('button', { name: 'Proceder al Pago' }).click();
    await page.waitForURL(/\/checkout$/);

    const email = `ofertas.${Date.now()}@example.cl`;
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+56912345678');
    await page.getByLabel('Nombre', { exact: true }).fill('Camila');
    await page.getByLabel('Apellido').fill('Rojas');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Providencia 1234');
    await page.getByLabel('Región', { exact: true }).selectOption({ label: 'Valparaíso' });
    await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Viña del Mar' });
    await page.getByLabel('Código postal').fill('2520000');
    const checkoutSummary = page.getByRole('complementary', { name: 'Resumen del pedido' });
    await assertStruck(checkoutSummary, sale, list, product.descuento);
    // The same green as in the cart (the row's own rules once greyed the label here).
    assert.deepEqual(await savingsColours(checkoutSummary), [cartAmount, cartAmount]);
    // Wait for the shipping cost of the region before going on.
    await page
      .getByText('Costo de envío:')
      .locator('xpath=following-sibling::*[1]')
      .filter({ hasText: /\$\d/ })
      .waitFor();
    await page.getByRole('button', { name: 'Continuar' }).first().click();

    await page.getByText('Paso 2 de 3').waitFor();
    await page.getByRole('radio', { name: /Webpay/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await page.getByText('Paso 3 de 3').waitFor();
    await assertStruck(page.getByRole('region', { name: 'Productos' }), sale, list, product.descuento);
    const shownTotal = (await checkoutSummary.innerText()).match(/Total\s*(\$[\d.]+)/)?.[1];
    await snapshot(page, 'ofertas-checkout-review');

    const initiate = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments/webpay/initiate',
    );
    await page.getByRole('button', { name: 'Continuar con Webpay →' }).click();
    const started = (await initiate).postDataJSON() as { orderId: number; email: string };
    await page.getByText('Esta tienda funciona con pagos de demostración').waitFor();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/checkout\/success\?order=\d+&status=approved/);
    await page.getByRole('heading', { name: '¡Pago realizado con éxito!' }).waitFor();

    // The order the server stored: the sale price per unit, the list price kept beside it, total = sale + shipping.
    const response = await fetch(`${BASE_URL}/api/orders/guest/${started.orderId}?email=${encodeURIComponent(email)}`);
    assert.equal(response.status, 200);
    const { order } = (await response.json()) as { order: GuestOrder };
    assert.equal(order.items.length, 1);
    assert.equal(Number(order.items[0].price), sale, 'the unit price charged is the sale price');
    assert.equal(Number(order.items[0].listPrice), list, 'the order line keeps the list price of the day');
    assert.equal(Number(order.subtotal), sale);
    assert.ok(Number(order.shippingCost) > 0, 'a delivery to Valparaíso pays shipping');
    assert.equal(Number(order.total), sale + Number(order.shippingCost), 'total = sale price + shipping');
    assert.equal(shownTotal, clp(Number(order.total)), 'the checkout showed the total that was charged');

    await page.goto('/order-tracking');
    await page.getByLabel('Número de pedido').fill(String(started.orderId));
    await page.getByLabel('Email de la compra').fill(email);
    await page.getByLabel('Email de la compra').press('Enter');
    const result = page.getByRole('article', { name: `Pedido #${started.orderId}` });
    await result.waitFor();
    await assertStruck(result.getByRole('list'), sale, list, null);
    assert.ok((await result.innerText()).includes(clp(Number(order.total))), 'tracking shows the total charged');
    await context.close();
  });
});
