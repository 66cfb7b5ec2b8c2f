import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';

interface PlacedOrder {
  id: number;
  email: string;
}

/**
 * A guest order by bank transfer, placed through the API: the checkout journey already drives the checkout UI,
 * this one is about what staff do with the order afterwards.
 */
async function placeGuestOrder(): Promise<PlacedOrder> {
  const products = (await (await fetch(`${BASE_URL}/api/products?limit=30&sort=price-low`)).json()) as {
    products: Array<{ id: number; existencias: number }>;
  };
  const product = products.products.find((item) => item.existencias >= 2);
  assert.ok(product, 'the demo catalogue has a product in stock');
  const methods = (await (await fetch(`${BASE_URL}/api/orders/payment-methods`)).json()) as {
    paymentMethods: Array<{ id: number; code: string }>;
  };
  const transfer = methods.paymentMethods.find((method) => method.code === 'bank_transfer');
  assert.ok(transfer, 'bank transfer is an active payment method');

  const email = `seguimiento.${Date.now()}@example.cl`;
  const response = await fetch(`${BASE_URL}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: 'Av. Libertad 456, Viña del Mar, Valparaíso',
      paymentMethodId: transfer.id,
      region: 'VS',
      guestInfo: { email, name: 'Tomás Seguimiento', phone: '+56987654321' },
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const body = (await response.json()) as { order: { id: number; status: string } };
  assert.equal(body.order.status, 'PENDIENTE');
  return { id: body.order.id, email };
}

describe('Admin orders: staff ship a guest order and the customer tracks it', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('admin logs in → finds the order by number → opens it → sets ENVIADO → the customer sees Enviado', async () => {
    const order = await placeGuestOrder();
    const { context, page } = await newPage(browser, DESKTOP);

    await adminLogin(page);

    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Gestión de Pedidos' }).waitFor();
    await page.getByRole('row', { name: new RegExp(`#${order.id}\\b`) }).waitFor();
    await snapshot(page, 'admin-orders-list');

    await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(`#${order.id}`);
    await page.getByText('Mostrando 1-1 de 1 pedido').waitFor();
    const row = page.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
    assert.match(await row.innerText(), /Tomás Seguimiento/);
    assert.match(await row.innerText(), /Pendiente/);

    await row.getByRole('button', { name: `Ver pedido #${order.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pedido #${order.id}` });
    await dialog.waitFor();
    const detail = await dialog.innerText();
    for (const text of [order.email, '+56987654321', 'Av. Libertad 456', 'Valparaíso']) {
      assert.ok(detail.includes(text), `the detail shows ${text}`);
    }
    await dialog.getByLabel('Cambiar estado').selectOption('ENVIADO');
    // 'Enviado' waits for the optional carrier and tracking number before it is saved.
    await dialog.getByRole('button', { name: 'Guardar estado' }).click();
    await dialog.getByText('Estado actualizado').waitFor();
    await snapshot(page, 'admin-orders-detail');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Enviado', { exact: true }).waitFor();

    // The same screens at phone width: the table turns into cards and the dialog into a bottom sheet.
    await page.setViewportSize(PHONE);
    const unfiltered = page.waitForResponse(
      (response) => response.url().includes('/api/admin/orders?') && !response.url().includes('search='),
    );
    await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill('');
    await unfiltered;
    await page.getByText(/^Mostrando 1-\d+ de \d+ pedidos$/).waitFor();
    await snapshot(page, 'admin-orders-list-phone');
    await page.getByRole('button', { name: `Ver pedido #${order.id}` }).click();
    await dialog.waitFor();
    await snapshot(page, 'admin-orders-detail-phone');
    await context.close();

    const customer = await newPage(browser, PHONE);
    await customer.page.goto('/order-tracking');
    await customer.page.getByLabel('Número de pedido').fill(String(order.id));
    await customer.page.getByLabel('Email de la compra').fill(order.email);
    await customer.page.getByLabel('Email de la compra').press('Enter');
    const result = customer.page.getByRole('article', { name: `Pedido #${order.id}` });
    await result.waitFor();
    await result.getByText('Enviado', { exact: true }).waitFor();
    await snapshot(customer.page, 'admin-orders-customer-tracking');
    await customer.context.close();
  });
});
