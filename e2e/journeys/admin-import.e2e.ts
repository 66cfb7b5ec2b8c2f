import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';
import { holdImportBatches } from '../support/import-gate.ts';

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
/**
 * The import that is reloaded and stopped midway: a first batch of 100 rows, then batches of 1,000. An
 * ImportGate holds it between batches, so it is in flight for as long as the journey needs on any
 * machine, and it stops after its third batch. Its rows are the fitments of a few parts, so the parts
 * it leaves are few and quick to delete.
 */
const LARGE_ROWS = 5_000;
const LARGE_PARTS = 40;
/** Nissan models of the demo catalogue and their years: no new vehicles for the other journeys. */
const FITTING_MODELS = [
  { model: 'Versa', from: 2012, to: 2024 },
  { model: 'Sentra', from: 2007, to: 2024 },
  { model: 'March', from: 2011, to: 2020 },
  { model: 'Kicks', from: 2017, to: 2024 },
  { model: 'Navara', from: 2008, to: 2024 },
] as const;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = (string | number | null)[];

/** A workbook written with exceljs's streaming writer (fast and light even for tens of thousands of rows). */
async function workbook(sheets: Array<{ name: string; rows: Row[] }>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  for (const sheet of sheets) {
    const worksheet = book.addWorksheet(sheet.name);
    worksheet.addRow([...HEADER]).commit();
    for (const row of sheet.rows) worksheet.addRow(row).commit();
    worksheet.commit();
  }
  await book.commit();
  return Buffer.concat(chunks);
}

// Unique per run, so a second run on the same database creates rather than updates. High prices and titles late in
// the alphabet keep these parts out of the way of the other journeys' "cheapest product" and "first by name" picks.
const TAG = Date.now().toString(36).toUpperCase();
const sku = (n: number) => `E2E-${TAG}-${n}`;
const title = (n: number) => `Repuesto E2E ${TAG} número ${n}`;

function row(n: number, overrides: Partial<Record<(typeof HEADER)[number], string | number | null>> = {}): Row {
  const frenos = n <= 150;
  const values: Record<(typeof HEADER)[number], string | number | null> = {
    itemCode: sku(n),
    U_marca: frenos ? 'Toyota' : 'Nissan',
    modelo: frenos ? 'Yaris' : 'Versa',
    ano_inicio: 2012,
    ano_fin: 2018,
    U_subsubcategoria: frenos ? 'Pastillas de Freno' : 'Filtros de Aceite',
    descripcion: `Repuesto de prueba número ${n}, importado desde Excel con tildes: camión, pequeño`,
    Titulo_web: title(n),
    stock: 8,
    Precio_WEB: 450_000 + n,
    ...overrides,
  };
  return HEADER.map((column) => values[column]);
}

/** 300 rows over two sheets: two bad rows, an inverted year range and a duplicate SKU with other data. */
function catalogueRows(): { name: string; rows: Row[] }[] {
  const rows = Array.from({ length: 300 }, (_, index) => {
    const n = index + 1;
    if (n === 20) return row(n, { stock: 'muchos' });
    if (n === 200) return row(n, { modelo: null });
    if (n === 30) return row(n, { ano_inicio: 2020, ano_fin: 2012 });
    if (n === 250) return row(n, { itemCode: sku(10), Titulo_web: `Otro repuesto con el SKU ${sku(10)}` });
    return row(n);
  });
  return [
    { name: 'Frenos E2E', rows: rows.slice(0, 150) },
    { name: 'Motor E2E', rows: rows.slice(150) },
  ];
}

const LARGE_TITLE = `Repuesto masivo E2E ${TAG}`;

/** One row per part and vehicle it fits: rows with the same SKU, title and price add fitments to one product. */
function largeRows(): Row[] {
  return Array.from({ length: LARGE_ROWS }, (_, index) => {
    const part = index % LARGE_PARTS;
    const fitment = Math.floor(index / LARGE_PARTS);
    const { model, from, to } = FITTING_MODELS[fitment % FITTING_MODELS.length];
    const start = from + (Math.floor(fitment / FITTING_MODELS.length) % (to - from + 1));
    return row(1000 + part, {
      itemCode: `E2E-${TAG}-L${part}`,
      Titulo_web: `${LARGE_TITLE} ${part}`,
      modelo: model,
      ano_inicio: start,
      ano_fin: Math.min(to, start + 3),
    });
  });
}

async function openImportPage(page: Page): Promise<void> {
  await page.goto('/admin/excel-import');
  await page.getByRole('heading', { level: 1, name: 'Importación desde Excel' }).waitFor();
}

async function chooseWorkbook(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX_MIME, buffer });
  await page.getByText(name, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Ver hojas disponibles' }).click();
  await page.getByRole('radio', { name: 'Todas las hojas' }).waitFor();
}

async function progressValue(page: Page): Promise<number> {
  const value = await page
    .getByRole('region', { name: 'Progreso de la importación' })
    .getByRole('progressbar', { name: 'Progreso de la importación' })
    .getAttribute('aria-valuenow');
  return Number(value);
}

async function counterText(page: Page, name: string): Promise<string> {
  const run = page.getByRole('region', { name: 'Progreso de la importación' });
  return (
    await run
      .locator('dt', { hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd')
      .innerText()
  ).trim();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Deletes, through the admin API as an admin would, the products whose title contains `search`; returns how many. */
async function deleteProducts(token: string, search: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const query = new URLSearchParams({ search, limit: '100' });
  let deleted = 0;
  for (;;) {
    const response = await fetch(`${BASE_URL}/api/admin/products?${query}`, { headers });
    assert.equal(response.status, 200);
    const { products } = (await response.json()) as { products: Array<{ id: number; titulo: string }> };
    if (products.length === 0) return deleted;
    for (const product of products) {
      assert.ok(product.titulo.includes(search), `only the import's parts (${product.titulo})`);
      const removed = await fetch(`${BASE_URL}/api/products/${product.id}`, { method: 'DELETE', headers });
      assert.equal(removed.status, 200);
      deleted++;
    }
  }
}

describe('Admin: bulk Excel import with live progress and reconnection', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('imports a two-sheet workbook, shows progress, warnings and errors, then finds a part in the store', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await openImportPage(page);

    await chooseWorkbook(page, 'catalogo-e2e.xlsx', await workbook(catalogueRows()));
    await page.getByText('Se encontraron 2 hojas:').waitFor();
    const start = page.getByRole('button', { name: 'Iniciar importación' });
    assert.equal(await start.isDisabled(), true, 'single mode needs a sheet');
    await page.getByText('Selecciona una hoja específica').waitFor();
    await page.getByRole('radio', { name: 'Todas las hojas' }).check();
    await page.getByText('Todas las hojas (2): Frenos E2E, Motor E2E').waitFor();
    await start.click();

    const run = page.getByRole('region', { name: 'Progreso de la importación' });
    await run.waitFor();
    const result = page.getByRole('region', { name: 'Importación completada' });
    await result.waitFor({ timeout: 60_000 });
    assert.equal(await progressValue(page), 100);
    assert.equal(await counterText(page, 'Procesando'), '300 / 300');
    assert.equal(await counterText(page, 'Errores'), '2');
    const sessionId = (await run.locator('.import-run__session code').innerText()).trim();
    assert.match(sessionId, /^import-\d{13}-[a-z0-9]+$/);

    // Final panel: figures and the error table with probable causes and a filter.
    assert.match(await result.innerText(), /Filas con errores\s*2/);
    const table = result.getByRole('table', { name: 'Filas rechazadas' });
    await table.getByRole('cell', { name: sku(20), exact: true }).waitFor();
    const tableText = await table.innerText();
    assert.match(tableText, /Valor numérico inválido/);
    assert.match(tableText, /Campo requerido faltante/);
    await result.getByLabel('Filtrar errores').fill(sku(200));
    await result.getByText('Mostrando 1 de 2 errores').waitFor();
    await result.getByLabel('Filtrar errores').fill('');

    // Warnings: the inverted year range and the duplicate SKU, each downloadable as .txt.
    const years = run.getByRole('region', { name: /Advertencias de años/ });
    await years.getByText('El año de inicio (2020) es mayor que el año de fin (2012)').waitFor();
    const duplicates = run.getByRole('region', { name: /Advertencias de SKU duplicado/ });
    await duplicates.getByText(`Otro repuesto con el SKU ${sku(10)}`).waitFor();
    assert.equal(await counterText(page, 'Advertencias'), '2');
    const [yearFile] = await Promise.all([
      page.waitForEvent('download'),
      years.getByRole('button', { name: 'Descargar .txt' }).click(),
    ]);
    assert.equal(yearFile.suggestedFilename(), `advertencias-anos-${sessionId}.txt`);
    const yearText = fs.readFileSync(await yearFile.path(), 'utf8');
    assert.match(yearText, /Total: 1/);
    assert.ok(yearText.includes(sku(30)), 'the year warning names its SKU');

    // Rejected rows as .xlsx with an 'error' column, ready to fix and import again.
    const [rejectedFile] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Descargar filas rechazadas (.xlsx)' }).click(),
    ]);
    assert.equal(rejectedFile.suggestedFilename(), `filas-rechazadas-${sessionId}.xlsx`);
    const rejected = new ExcelJS.Workbook();
    await rejected.xlsx.readFile(await rejectedFile.path());
    const sheet = rejected.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    assert.ok(header.includes('error'), 'the rejected rows carry an error column');
    assert.equal(sheet.actualRowCount, 3, 'header plus the two rejected rows');
    await snapshot(page, 'admin-import-result');

    // The same result on a phone, opened from the list of recent processes.
    const phone = await newPage(browser, PHONE);
    await adminLogin(phone.page);
    await openImportPage(phone.page);
    await phone.page.getByRole('button', { name: 'Buscar procesos activos' }).click();
    const item = phone.page.getByRole('listitem', { name: `Proceso ${sessionId}` });
    await item.getByText('Completado').waitFor();
    await item.getByRole('button', { name: 'Ver resultado' }).click();
    await phone.page.getByRole('region', { name: 'Importación completada' }).waitFor();
    assert.ok((await horizontalOverflow(phone.page)) <= 0, 'no horizontal scrolling on a phone');
    await snapshot(phone.page, 'admin-import-result-phone');
    await phone.context.close();

    // A shopper finds an imported part by its SKU.
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill(sku(42));
    await search.press('Enter');
    await page.waitForURL(/\/repuestos\?search=/);
    await page.getByText(title(42)).first().waitFor();
    await context.close();
  });

  it('keeps a large import running across a reload and reconnects to it from the active list', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    page.on('dialog', (dialog) => void dialog.accept());
    // Nothing of the import commits until the gate lets a batch through: each step below sees it in flight.
    const gate = await holdImportBatches();
    try {
      await adminLogin(page);
      await openImportPage(page);

      await chooseWorkbook(page, 'catalogo-masivo.xlsx', await workbook([{ name: 'Masivo', rows: largeRows() }]));
      // One sheet: preselected in single mode.
      assert.equal(await page.getByLabel('Hoja a importar').inputValue(), 'Masivo');
      await page.getByRole('button', { name: 'Iniciar importación' }).click();

      const run = page.getByRole('region', { name: 'Progreso de la importación' });
      await run.getByText('En vivo').waitFor();
      await gate.passOneBatch();
      await page.waitForFunction(
        () =>
          Number(document.querySelector('.import-run [role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) >= 1,
        undefined,
        { timeout: 60_000 },
      );
      const sessionId = await page.evaluate(() => localStorage.getItem('import_session'));
      assert.ok(sessionId, 'the running import is remembered in this browser');
      await snapshot(page, 'admin-import-running');
      const before = await progressValue(page);

      // Closing the page does not stop the import: after a reload it is in the active list.
      await page.reload();
      await page
        .getByRole('region', { name: 'Importación anterior' })
        .getByText(/Hay una importación en curso/)
        .waitFor();
      await page.getByRole('button', { name: 'Buscar procesos activos' }).click();
      const item = page.getByRole('listitem', { name: `Proceso ${sessionId}` });
      await item.getByText('En curso').waitFor();
      await item.getByRole('button', { name: 'Reconectar' }).click();

      await run.waitFor();
      await run.getByText(sessionId, { exact: true }).waitFor();
      const restored = await counterText(page, 'Procesando');
      assert.match(restored, /^[\d.]+ \/ 5\.000$/, `counters restored from the status (${restored})`);
      assert.notEqual(restored.split(' ')[0], '0');
      assert.ok((await progressValue(page)) >= before, 'progress restored, not reset');
      // Live again: the next batch moves the progress.
      const reconnectedAt = await progressValue(page);
      await gate.passOneBatch();
      await page.waitForFunction(
        (previous) =>
          Number(document.querySelector('.import-run [role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) >
          previous,
        reconnectedAt,
        { timeout: 60_000 },
      );

      await page.setViewportSize(PHONE);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling on a phone');
      await snapshot(page, 'admin-import-running-phone');
      await page.setViewportSize(DESKTOP);

      // Stop it while a batch waits: the worker stops once that batch is in, and the page says so.
      const [cancelled] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/api/import/${sessionId}/cancel`)),
        run.getByRole('button', { name: 'Detener importación' }).click(),
      ]);
      assert.equal(cancelled.status(), 200);
      await gate.release();
      await page.getByRole('region', { name: 'Importación detenida' }).waitFor({ timeout: 60_000 });
      await run.getByText('Detenido', { exact: true }).waitFor();
      const stoppedAt = Number((await counterText(page, 'Procesando')).split(' ')[0].replace(/\./g, ''));
      assert.ok(stoppedAt > 0 && stoppedAt < LARGE_ROWS, `stopped midway (${stoppedAt} rows)`);

      // The admin removes the parts the stopped import left (their fitments go with them).
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      assert.ok(token, 'the admin is signed in');
      assert.equal(await deleteProducts(token, LARGE_TITLE), LARGE_PARTS);
      await context.close();
    } finally {
      await gate.release();
    }
  });
});
