import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';

const VEHICLE = 'Toyota Yaris 2012';
const FITS = `Compatible con tu ${VEHICLE}`;

interface WireProduct {
  id: number;
  titulo: string;
  compatibilidadVehiculo?: string;
}

/** What a phone user sees (the sheet is fixed to the screen, so a full-page capture would misplace it). */
async function viewportSnapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '..', '.artifacts', `${name}.png`) });
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`);
  assert.equal(response.status, 200, `GET ${path}`);
  return (await response.json()) as T;
}

/** The Yaris's model id and the demo catalogue's answer for 'pastilla' with and without the vehicle filter. */
async function yarisPadsFromApi() {
  const brands = await getJson<{ data: Array<{ id: number; nombre: string }> }>('/vehicles/brands');
  const toyota = brands.data.find((brand) => brand.nombre === 'Toyota');
  assert.ok(toyota, 'Toyota is among the vehicle brands');
  const models = await getJson<{ data: Array<{ id: number; nombre: string }> }>(`/vehicles/brands/${toyota.id}/models`);
  const yaris = models.data.find((model) => model.nombre === 'Yaris');
  assert.ok(yaris, 'the Yaris is among the Toyota models');
  const vehicle = `vehicleModelId=${yaris.id}&vehicleYear=2012`;
  type Search = { data: { products: WireProduct[]; pagination: { total: number } } };
  const all = await getJson<Search>(`/products/search?q=pastilla&limit=50&${vehicle}`);
  const fitting = await getJson<Search>(`/products/search?q=pastilla&limit=50&${vehicle}&soloCompatibles=true`);
  return { all: all.data, fitting: fitting.data };
}

async function chooseVehicleInHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Mi garaje: elige tu vehículo' }).click();
  const panel = page.getByRole('dialog', { name: 'Mi garaje' });
  await panel.getByLabel('Marca').selectOption({ label: 'Toyota' });
  await panel.getByLabel('Modelo').selectOption({ label: 'Yaris' });
  await panel.getByLabel('Año').selectOption({ label: '2012' });
  await panel.getByRole('button', { name: 'Guardar y usar' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Mi garaje: ${VEHICLE}` })
    .waitFor();
}

async function cardBadges(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Resultados de búsqueda' });
  await grid.waitFor();
  return grid
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('.fitment-badge')?.textContent?.trim() ?? '(sin insignia)'),
    );
}

describe('Mi garaje: parts that fit the shopper’s car', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('chooses Toyota → Yaris → 2012, searches pastilla, keeps the fitting parts and sees the matching row', async () => {
    const api = await yarisPadsFromApi();
    assert.ok(
      api.fitting.products.some((product) => product.compatibilidadVehiculo === 'compatible'),
      'the demo catalogue has pastillas that fit a Yaris 2012',
    );
    assert.ok(
      api.all.pagination.total > api.fitting.pagination.total,
      'some pastillas do not fit a Yaris 2012, so the toggle has something to remove',
    );

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('region', { name: 'Encuentra repuestos para tu auto' }).getByLabel('Marca').waitFor();
    await viewportSnapshot(page, 'garage-home');
    await chooseVehicleInHeader(page);

    const search = page.getByRole('banner').getByRole('combobox', { name: 'Buscar repuestos' });
    await search.fill('pastilla');
    await search.press('Enter');
    await page.waitForURL(/\/repuestos\?search=pastilla$/);
    const everyBadge = await cardBadges(page);
    assert.ok(
      everyBadge.every((badge) => badge !== '(sin insignia)'),
      'every card says how it fits the Yaris',
    );

    const onlyFitting = page.getByRole('switch', { name: `Solo repuestos compatibles con mi ${VEHICLE}` });
    // The switch follows the URL, which changes a moment after the click.
    await onlyFitting.click();
    await page.waitForURL(/compatibles=1/);
    await page.waitForFunction(
      () => (document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked === true,
    );
    await page.getByText(`de ${api.fitting.pagination.total} productos`).waitFor();
    const badges = await cardBadges(page);
    assert.ok(badges.length > 0, 'some pastillas fit');
    assert.ok(
      badges.every((badge) => badge === FITS || badge === 'Universal'),
      `only fitting parts remain: ${badges.join(' | ')}`,
    );
    await snapshot(page, 'garage-fitting-pastillas');

    // A reload keeps the vehicle and the filter.
    await page.reload();
    assert.ok(await page.getByRole('switch', { name: `Solo repuestos compatibles con mi ${VEHICLE}` }).isChecked());

    const grid = page.getByRole('list', { name: 'Resultados de búsqueda' });
    const fittingCard = grid.locator('article').filter({ hasText: FITS }).first();
    await fittingCard.getByRole('link').click();
    await page.waitForURL(/\/products\/\d+-[a-z0-9-]+$/);
    // The fitment badge under the product's title (the listing stays on screen until the page has loaded).
    await page.locator('.product-detail__info').getByText(FITS).waitFor();
    const matchingRow = page
      .getByRole('region', { name: 'Tabla de compatibilidad' })
      .locator('.compatibility__row--match');
    await matchingRow.first().waitFor();
    assert.equal(await matchingRow.count(), 1, 'one compatibility row is highlighted');
    const rowText = await matchingRow.innerText();
    assert.match(rowText, /Toyota/);
    assert.match(rowText, /Yaris/);
    assert.match(rowText, /Tu vehículo/);
    const years = /(\d{4})(?:-(\d{4}))?/.exec(rowText);
    assert.ok(years, `the row shows its years: ${rowText}`);
    assert.ok(Number(years[1]) <= 2012 && 2012 <= Number(years[2] ?? years[1]), `the row covers 2012: ${rowText}`);
    await snapshot(page, 'garage-product-match');

    // The garage keeps the vehicle, marked as the active one.
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Mi garaje: ${VEHICLE}` })
      .click();
    const panel = page.getByRole('dialog', { name: 'Mi garaje' });
    await panel.getByRole('button', { name: VEHICLE, pressed: true }).waitFor();
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await viewportSnapshot(page, 'garage-panel');
    await context.close();
  });

  it('hands the guest’s vehicle to the customer’s account on sign-in', async () => {
    const email = `garaje.${Date.now()}@example.cl`;
    const password = 'clave-segura-123';
    const registered = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, nombre: 'Garaje', password }),
    });
    assert.equal(registered.status, 201);
    const { token } = (await registered.json()) as { token: string };

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await chooseVehicleInHeader(page);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/`);
    // The browser's list is handed over (emptied) once the account has it.
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('garage') ?? '{}').vehicles?.length === 0);

    const garage = await fetch(`${BASE_URL}/api/garage`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await garage.json()) as { vehicles: Array<{ marca: string; modelo: string; ano: number }> };
    assert.deepEqual(
      body.vehicles.map((vehicle) => `${vehicle.marca} ${vehicle.modelo} ${vehicle.ano}`),
      [VEHICLE],
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Mi garaje: ${VEHICLE}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Mi garaje' })
      .getByRole('button', { name: VEHICLE, pressed: true })
      .waitFor();
    await context.close();
  });

  it('works as a sheet on a 375 px phone, without horizontal scrolling', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Mi garaje: elige tu vehículo' }).click();
    const panel = page.getByRole('dialog', { name: 'Mi garaje' });
    await panel.getByLabel('Marca').selectOption({ label: 'Toyota' });
    await panel.getByLabel('Modelo').selectOption({ label: 'Yaris' });
    await panel.getByLabel('Año').selectOption({ label: '2012' });
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await panel.boundingBox();
    assert.ok(box && box.width >= PHONE.width - 1, 'the panel spans the whole width');
    await viewportSnapshot(page, 'garage-sheet-phone');
    await panel.getByRole('button', { name: 'Guardar y usar' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Mi garaje: ${VEHICLE}` })
      .waitFor();

    await page.goto('/repuestos?search=pastilla&compatibles=1');
    await page.getByRole('list', { name: 'Resultados de búsqueda' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling on a phone (overflow ${overflow}px)`);
    await snapshot(page, 'garage-fitting-phone');

    await page.goto('/');
    const finder = page.getByRole('region', { name: 'Encuentra repuestos para tu auto' });
    await finder.getByText(VEHICLE).waitFor();
    await finder.getByLabel('Marca').waitFor();
    await finder.scrollIntoViewIfNeeded();
    await viewportSnapshot(page, 'garage-home-phone');
    await context.close();
  });
});
