import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';

const PASSWORD = 'clave-segura-123';

async function register(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
}

async function firstProductInStock(): Promise<{ id: number; titulo: string }> {
  const body = (await (await fetch(`${BASE_URL}/api/products?limit=30&sort=price-low`)).json()) as {
    products: Array<{ id: number; titulo: string; existencias: number }>;
  };
  const product = body.products.find((item) => item.existencias >= 3);
  assert.ok(product, 'a product in stock');
  return product;
}

describe('Accounts: sign-in round trips, saved addresses and order history', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor from /account/orders to /login and back after signing in', async () => {
    const email = `vuelta.${Date.now()}@example.cl`;
    const response = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, nombre: 'Vuelta', password: PASSWORD }),
    });
    assert.equal(response.status, 201);

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/account/orders');
    await page.waitForURL(/\/login\?returnUrl=%2Faccount%2Forders/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/account/orders`);
    await page.getByRole('heading', { name: 'Mis Pedidos' }).first().waitFor();
    await context.close();
  });

  it('changes the password: earlier sessions end, this one stays signed in after a reload', async () => {
    const email = `clave.${Date.now()}@example.cl`;
    const signIn = (password: string) =>
      fetch(`${BASE_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const me = (token: string) => fetch(`${BASE_URL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    const registered = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, nombre: 'Clave', password: PASSWORD }),
    });
    assert.equal(registered.status, 201);
    const otherDevice = ((await registered.json()) as { token: string }).token;

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login?returnUrl=%2Faccount%2Fpassword');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/account/password`);
    const before = await page.evaluate(() => localStorage.getItem('auth_token'));

    await page.getByLabel(/Contraseña actual/).fill(PASSWORD);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-456');
    await page.getByLabel('Confirmar nueva contraseña').fill('otra-clave-456');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('Contraseña actualizada correctamente').waitFor();
    const renewed = await page.evaluate(() => localStorage.getItem('auth_token'));
    assert.ok(before && renewed && renewed !== before, 'the page keeps the new token');

    assert.equal((await me(otherDevice)).status, 401, 'the other device is signed out');
    assert.equal((await me(before)).status, 401, "this page's old token no longer works");
    assert.equal((await signIn(PASSWORD)).status, 401);
    assert.equal((await signIn('otra-clave-456')).status, 200);
    await page.goto('/account/orders');
    await page.reload();
    await page
      .getByRole('heading', { name: /Mis pedidos/i })
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/account/orders', 'still signed in');
    await context.close();
  });

  it('registers, saves an address, buys with it and sees the order in Mis Pedidos', async () => {
    const email = `cliente.${Date.now()}@example.cl`;
    const product = await firstProductInStock();
    const { context, page } = await newPage(browser, DESKTOP);
    page.on('dialog', (dialog) => void dialog.accept());

    await page.goto('/login?returnUrl=%2Faccount%2Faddresses');
    await register(page, email);
    await page.waitForURL(`${BASE_URL}/account/addresses`);

    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await page.getByLabel('Alias').fill('Casa');
    await page.getByLabel('Nombre de quien recibe').fill('Diego Muñoz');
    await page.getByLabel('Dirección', { exact: true }).fill('Los Carrera');
    await page.getByLabel('Número').fill('1450');
    await page.getByLabel('Región', { exact: true }).selectOption({ label: 'Biobío' });
    await page.getByLabel('Comuna', { exact: true }).selectOption({ label: 'Concepción' });
    await page.getByLabel('Código postal').fill('4030000');
    await page.getByRole('button', { name: 'Guardar dirección' }).click();
    await page.getByText('Los Carrera 1450').first().waitFor();
    await snapshot(page, 'account-addresses');

    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: /Añadir al Carrito/ }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length === 1);
    await page.goto('/checkout');
    // Signed in: email and name prefilled, the saved (default) address chosen.
    await page.getByLabel('Teléfono').fill('+56987654321');
    await page.getByText('Los Carrera 1450').first().waitFor();
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await page.getByText('Paso 2 de 3').waitFor();
    await page.getByRole('radio', { name: /Transferencia Bancaria/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await page.getByText('Paso 3 de 3').waitFor();
    await page.getByRole('button', { name: 'Realizar Pedido' }).click();
    await page.getByRole('link', { name: 'Ver Mis Pedidos' }).click();

    await page.waitForURL(`${BASE_URL}/account/orders`);
    await page
      .getByText(/Pendiente/i)
      .first()
      .waitFor();
    const orders = await page.locator('main').innerText();
    assert.match(orders, /#\d+/, 'the order number is listed');
    await snapshot(page, 'account-orders');
    await context.close();
  });
});
