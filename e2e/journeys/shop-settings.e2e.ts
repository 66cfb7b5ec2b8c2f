import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { DEMO_ADMIN, addToCart, adminLogin } from '../support/shop.ts';

const NEW_PHONE = '+56 2 2987 6543';
const NEW_ACCOUNT_NUMBER = '97-531-86420-11';
/** A rate no demo region charges, so the checkout can only show it when it reads the saved table. */
const NEW_RM_RATE = 7777;
const NEW_RM_RATE_TEXT = '$7.777';
const PARCEL_SIZES = ['S', 'M', 'L', 'XL'] as const;

type AdminSettings = Record<string, unknown> & { demoValues?: boolean; updatedAt?: string };
type RatesTable = { sizes: string[]; regions: Array<{ code: string; name: string; rates: Record<string, number> }> };

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${await response.clone().text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function adminToken(): Promise<string> {
  return (await api<{ token: string }>('/auth/login', { method: 'POST', body: JSON.stringify(DEMO_ADMIN) })).token;
}

async function productInStock(): Promise<{ id: number; titulo: string }> {
  const { products } = await api<{ products: Array<{ id: number; titulo: string; existencias: number }> }>(
    '/products?limit=50&sort=price-low',
  );
  const product = products.find((item) => item.existencias >= 3);
  assert.ok(product, 'the demo catalogue has a product in stock');
  return product;
}

/** Checkout step 1 as a guest with a delivery address in the Región Metropolitana. */
async function fillGuestDeliveryInRm(page: Page, email: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56912345678');
  await page.getByLabel('Nombre', { exact: true }).fill('Valentina');
  await page.getByLabel('Apellido').fill('Soto');
  await page.getByLabel('Dirección', { exact: true }).fill('Av. Matta 820');
  await page.getByLabel('Región', { exact: true }).selectOption({ value: 'RM' });
  await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Santiago' });
  await page.getByLabel('Código postal').fill('8320000');
}

describe('Shop settings: what the owner saves is what shoppers see', () => {
  let browser: Browser;
  let token: string;
  let originalSettings: AdminSettings;
  let originalRm: RatesTable['regions'][number];

  before(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    originalSettings = (await api<{ settings: AdminSettings }>('/admin/settings', { token })).settings;
    const table = await api<RatesTable>('/admin/settings/shipping-rates', { token });
    const rm = table.regions.find((region) => region.code === 'RM');
    assert.ok(rm, 'the Región Metropolitana has shipping rates');
    originalRm = rm;
  });

  after(async () => {
    // Later journeys (and people looking at the demo shop) expect the seeded values back.
    const { demoValues: _demo, updatedAt: _updated, ...editable } = originalSettings;
    await api('/admin/settings', { method: 'PUT', token, body: JSON.stringify(editable) });
    const rates = Object.entries(originalRm.rates).map(([parcelSize, cost]) => ({
      regionCode: 'RM',
      parcelSize,
      cost,
    }));
    await api('/admin/settings/shipping-rates', { method: 'PUT', token, body: JSON.stringify({ rates }) });
    await browser?.close();
  });

  it('admin changes the shop phone and bank account → footer and a new transfer order show them, with its deadline', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await page.goto('/admin/settings');
    await page.getByLabel('Teléfono', { exact: true }).fill(NEW_PHONE);
    await page.getByLabel('Número de cuenta', { exact: true }).fill(NEW_ACCOUNT_NUMBER);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Configuración guardada. La tienda ya muestra los nuevos datos.').waitFor();
    await snapshot(page, 'shop-settings-admin');
    await context.close();

    // A shopper's first page already carries the new values (no reload of a cached bundle needed).
    const shopper = await newPage(browser, DESKTOP);
    const product = await productInStock();
    await addToCart(shopper.page, product);
    const footer = shopper.page.getByRole('contentinfo');
    await footer.getByRole('link', { name: NEW_PHONE }).waitFor();
    assert.equal(await footer.getByRole('link', { name: NEW_PHONE }).getAttribute('href'), 'tel:+56229876543');
    await footer.getByText(NEW_ACCOUNT_NUMBER).waitFor();

    const email = `transferencia.${Date.now()}@example.cl`;
    await fillGuestDeliveryInRm(shopper.page, email);
    await shopper.page.getByRole('button', { name: 'Continuar' }).first().click();
    await shopper.page.getByText('Paso 2 de 3').waitFor();
    await shopper.page.getByRole('radio', { name: /Transferencia Bancaria/ }).check();
    await shopper.page.getByRole('button', { name: 'Continuar' }).first().click();
    await shopper.page.getByText('Paso 3 de 3').waitFor();
    await shopper.page.getByRole('button', { name: 'Realizar Pedido' }).click();

    const complete = shopper.page.locator('main');
    await shopper.page.getByRole('heading', { name: '¡Pedido realizado con éxito!' }).waitFor();
    const orderId = /#(\d+)/.exec(await shopper.page.locator('.order-complete__number').innerText())?.[1];
    assert.ok(orderId, 'the confirmation shows the order number');
    await complete.getByText(NEW_ACCOUNT_NUMBER).waitFor();
    // The deadline: date and time in es-CL ('27 nov 2026, 14:30').
    const deadline = await complete.getByText(/Paga antes del/).innerText();
    assert.match(deadline, /Paga antes del \d{1,2} \p{L}+\.? \d{4},? \d{2}:\d{2}/u, `a date and time: ${deadline}`);
    await snapshot(shopper.page, 'shop-settings-transfer-confirmation');

    // The tracking page shows the same deadline and bank account.
    await shopper.page.goto('/order-tracking');
    await shopper.page.getByLabel('Número de pedido').fill(orderId);
    await shopper.page.getByLabel('Email de la compra').fill(email);
    await shopper.page.getByLabel('Email de la compra').press('Enter');
    await shopper.page.getByRole('button', { name: 'Buscar otro pedido' }).waitFor();
    const tracking = shopper.page.locator('main');
    assert.equal(await tracking.getByText(/Paga antes del/).innerText(), deadline);
    await tracking.getByText(NEW_ACCOUNT_NUMBER).waitFor();
    await snapshot(shopper.page, 'shop-settings-transfer-tracking');
    await shopper.context.close();
  });

  it('admin changes the RM shipping cost → checkout charges it for an RM address', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Tarifas de envío' }).waitFor();
    for (const size of PARCEL_SIZES) {
      await page.getByLabel(`Tarifa ${originalRm.name}, paquete ${size}`, { exact: true }).fill(String(NEW_RM_RATE));
    }
    await page.getByRole('button', { name: 'Guardar tarifas' }).click();
    await page.getByText('Tarifas de envío guardadas.').waitFor();
    await context.close();

    const shopper = await newPage(browser, DESKTOP);
    await addToCart(shopper.page, await productInStock());
    await fillGuestDeliveryInRm(shopper.page, `envio.${Date.now()}@example.cl`);
    const shippingLine = shopper.page.locator('.checkout-shipping-line');
    await shippingLine.getByText(NEW_RM_RATE_TEXT).waitFor();
    await snapshot(shopper.page, 'shop-settings-rm-rate');
    await shopper.context.close();
  });

  it('admin promotes a customer, who then signs in to the admin area', async () => {
    const stamp = Date.now();
    const customer = { email: `colega.${stamp}@example.cl`, password: 'Colega2026!', name: `Colega ${stamp}` };
    await api('/auth/register', {
      method: 'POST',
      body: JSON.stringify({ email: customer.email, nombre: customer.name, password: customer.password }),
    });

    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(customer.email);
    await page.getByRole('button', { name: `Hacer administrador a ${customer.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Dar rol de administrador' });
    await dialog.getByRole('button', { name: 'Hacer administrador' }).click();
    await page.getByText(`${customer.name} ahora es administrador.`).waitFor();
    await context.close();

    const colleague = await newPage(browser, DESKTOP);
    await adminLogin(colleague.page, customer);
    await colleague.page.goto('/admin/orders');
    await colleague.page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(
      new URL(colleague.page.url()).pathname,
      '/admin/orders',
      'the new administrator stays in the admin area',
    );
    await snapshot(colleague.page, 'shop-settings-promoted-admin');
    await colleague.context.close();
  });
});
