import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';

// exceljs is a backend dependency, hoisted to the root node_modules.
const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs') as typeof import('exceljs');

const HEADER = [
  'itemCode',
  'U_marca',
  'modelo',
  'ano_inicio',
  'ano_fin',
  'U_subsubcategoria',
  'descripcion',
  'Titulo_web',
  'stock',
  'Precio_WEB',
] as const;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Nissan models of the demo catalogue: no new vehicles for the other journeys. */
const VEHICLES = [
  { model: 'Versa', from: 2012, to: 2018 },
  { model: 'Sentra', from: 2010, to: 2016 },
  { model: 'March', from: 2011, to: 2020 },
] as const;

const TAG = Date.now().toString(36).toUpperCase();
const TITLE = `Soporte taxonomía E2E ${TAG}`;
const UNKNOWN = `Soportes de motor E2E ${TAG}`;

type Row = (string | number)[];

/** Two parts, each fitting three vehicles: six rows, two products, six compatibilities. */
function rows(): Row[] {
  return [1, 2].flatMap((part) =>
    VEHICLES.map(({ model, from, to }) => [
      `E2E-TAX-${TAG}-${part}`,
      'Nissan',
      model,
      from,
      to,
      // The first part goes to a sub-subcategory of the demo catalogue, the second to one it lacks.
      part === 1 ? 'Pastillas de Freno' : UNKNOWN,
      `Repuesto de prueba ${part} para revisar la taxonomía creada por la importación`,
      `${TITLE} ${part}`,
      4,
      480_000 + part,
    ]),
  );
}

async function workbook(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('Taxonomía');
  sheet.addRow([...HEADER]).commit();
  for (const row of rows()) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Chooses the workbook (one sheet: preselected), starts the import and waits for its result panel. */
async function importWorkbook(page: Page, file: Buffer): Promise<Locator> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'taxonomia-e2e.xlsx', mimeType: XLSX_MIME, buffer: file });
  await page.getByRole('button', { name: 'Ver hojas disponibles' }).click();
  assert.equal(await page.getByLabel('Hoja a importar').inputValue(), 'Taxonomía');
  await page.getByRole('button', { name: 'Iniciar importación' }).click();
  const result = page.getByRole('region', { name: 'Importación completada' });
  await result.waitFor({ timeout: 60_000 });
  return result;
}

async function figure(panel: Locator, name: string): Promise<string> {
  return (
    await panel
      .locator('dt', { hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd')
      .innerText()
  ).trim();
}

/** Counter labels and taxonomy boxes whose content is wider than they are. */
async function overflowing(page: Page): Promise<number> {
  return page
    .locator('.import-counter dt, .import-taxonomy, .import-taxonomy__item')
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length);
}

async function api(token: string, path: string, method = 'GET'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${BASE_URL}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Removes what the journey imported: its two parts, the sub-subcategory it created and, if left empty, its category. */
async function cleanUp(token: string, subSubcategoryId: number | null): Promise<void> {
  const { body } = await api(token, `/admin/products?${new URLSearchParams({ search: TITLE, limit: '100' })}`);
  for (const product of (body as { products: Array<{ id: number; titulo: string }> }).products) {
    assert.ok(product.titulo.includes(TITLE), `only the journey's parts (${product.titulo})`);
    assert.equal((await api(token, `/products/${product.id}`, 'DELETE')).status, 200);
  }
  if (subSubcategoryId === null) return;
  const created = await api(token, `/subsubcategories/${subSubcategoryId}`);
  if (created.status !== 200) return;
  const categoryId = (created.body as { categoriaId: number }).categoriaId;
  assert.equal((await api(token, `/subsubcategories/${subSubcategoryId}`, 'DELETE')).status, 200);
  const left = await api(token, `/subsubcategories?categoryId=${categoryId}`);
  if (Array.isArray(left.body) && left.body.length === 0) {
    assert.equal((await api(token, `/categories/${categoryId}`, 'DELETE')).status, 200);
  }
}

describe('Admin: an import names the sub-subcategories it had to create', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('shows the unknown sub-subcategory in the result panel, linked to its edit form, and counts products apart from rows', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    let token: string | null = null;
    let createdId: number | null = null;
    try {
      await adminLogin(page);
      token = await page.evaluate(() => localStorage.getItem('auth_token'));
      await page.goto('/admin/excel-import');
      await page.getByRole('heading', { level: 1, name: 'Importación desde Excel' }).waitFor();
      const file = await workbook();

      const result = await importWorkbook(page, file);
      assert.equal(await figure(result, 'Total de filas'), '6');
      assert.equal(await figure(result, 'Productos nuevos'), '2');
      assert.equal(await figure(result, 'Productos actualizados'), '0');
      assert.equal(await figure(result, 'Compatibilidades'), '6');
      const run = page.getByRole('region', { name: 'Progreso de la importación' });
      assert.equal(await figure(run, 'Productos nuevos'), '2');

      // The sub-subcategory the catalogue lacked: named, where it came from, and a link to move or rename it.
      const taxonomy = result.getByRole('region', { name: /Sub-subcategorías creadas/ });
      await taxonomy.getByText('Esta sub-subcategoría no existía en el catálogo').waitFor();
      assert.match(await taxonomy.innerText(), /«Sin clasificar»/);
      const link = taxonomy.getByRole('link', { name: UNKNOWN });
      const href = await link.getAttribute('href');
      assert.match(href ?? '', /^\/admin\/subsubcategories\/\d+\/edit$/);
      createdId = Number(href?.split('/')[3]);
      assert.match(await taxonomy.innerText(), /Fila 5 · hoja Taxonomía · SKU E2E-TAX-\S+-2 · 1 producto/);
      assert.equal(
        await taxonomy.getByRole('link', { name: 'Ir a sub-subcategorías' }).getAttribute('href'),
        '/admin/subsubcategories',
      );
      await result.scrollIntoViewIfNeeded();
      assert.equal(await overflowing(page), 0, 'every counter label and the taxonomy box fit');
      await snapshot(page, 'admin-import-taxonomy-result');
      // On a phone the panel and the six counters stay inside the screen.
      await page.setViewportSize(PHONE);
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no horizontal scrolling on a phone',
      );
      assert.equal(await overflowing(page), 0, 'every counter label and the taxonomy box fit on a phone');
      await snapshot(page, 'admin-import-taxonomy-result-phone');
      await page.setViewportSize(DESKTOP);

      // The same file again: the two parts are updated, nothing new is created.
      await result.getByRole('button', { name: 'Nueva importación' }).click();
      const again = await importWorkbook(page, file);
      assert.equal(await figure(again, 'Productos nuevos'), '0');
      assert.equal(await figure(again, 'Productos actualizados'), '2');
      assert.equal(await figure(again, 'Compatibilidades'), '0');
      assert.equal(await again.getByRole('region', { name: /Sub-subcategorías creadas/ }).count(), 0);

      // The link leads to the form where the owner moves or renames it.
      await page.goto(href ?? '');
      const name = page.getByLabel('Nombre');
      await name.waitFor();
      assert.equal(await name.inputValue(), UNKNOWN);
    } finally {
      if (token) await cleanUp(token, createdId);
      await context.close();
    }
  });
});
