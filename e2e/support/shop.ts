import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';

/** The administrator the e2e stage and `npm start` create (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const DEMO_ADMIN = { email: 'admin@repuestos.cl', password: 'Repuestos2026!' };

/** Signs in at /admin/login and waits for the dashboard. */
export async function adminLogin(page: Page, credentials = DEMO_ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Contraseña').fill(credentials.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${BASE_URL}/admin/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Panel de control' }).waitFor();
}

/** Adds one unit from the product page and waits until the cart (localStorage) holds it. */
export async function addToCart(page: Page, product: { id: number; titulo: string }): Promise<void> {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.titulo }).waitFor();
  await page.getByRole('button', { name: /Añadir al Carrito/ }).click();
  // The button waits 300 ms (spec) before adding; the stored cart shows the result.
  await page.waitForFunction(
    (id) =>
      JSON.parse(localStorage.getItem('cart') ?? '[]').some(
        (item: { product: { id: number } }) => item.product.id === id,
      ),
    product.id,
  );
}
