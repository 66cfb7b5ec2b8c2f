import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';

// A 1×1 PNG: the category picture is uploaded as a real image file, checked by its bytes on the server.
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Menú de administración' }).getByRole('link', { name, exact: true });

/** Deletes a record from its admin list: filter by name, confirm in the dialog, wait for the notice. */
async function deleteFromList(
  page: Page,
  list: { path: string; search: string; dialog: string; done: string },
  name: string,
) {
  await page.goto(list.path);
  await page.getByLabel(list.search).fill(name);
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: list.dialog });
  await dialog.getByText('Esta acción no se puede deshacer.').waitFor();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByText(list.done).waitFor();
}

describe('Admin catalogue: staff build a product from scratch and shoppers see it', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('creates category, subcategory, sub-subcategory and product → finds it in the shop → edits the price → deletes it', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const names = {
      category: `Accesorios E2E ${stamp}`,
      subcategory: `Iluminación E2E ${stamp}`,
      subSubcategory: `Faros LED E2E ${stamp}`,
      product: `Faro LED delantero E2E ${stamp}`,
      sku: `E2E-${stamp}`,
    };
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await page.getByText('Actividad reciente').waitFor();
    await snapshot(page, 'admin-dashboard');

    // Category with an uploaded picture.
    await sidebarLink(page, 'Nueva categoría').click();
    await page.getByRole('heading', { level: 1, name: 'Nueva categoría' }).waitFor();
    await page.getByLabel('Nombre').fill(names.category);
    await page.getByRole('radio', { name: 'Subir archivo' }).check();
    await page
      .getByLabel('Archivo de imagen')
      .setInputFiles({ name: 'faro.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await page.getByRole('img', { name: 'Vista previa de la imagen' }).waitFor();
    await snapshot(page, 'admin-category-form');
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await page.waitForURL(`${BASE_URL}/admin/categories`);
    await page.getByText('Categoría creada correctamente').waitFor();
    await page.getByLabel('Buscar categorías').fill(names.category);
    const card = page.getByRole('article', { name: names.category });
    const picture = await card.locator('img').getAttribute('src');
    assert.match(picture ?? '', /^\/api\/uploads\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${BASE_URL}${picture}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    await snapshot(page, 'admin-categories');

    // Subcategory under it.
    await sidebarLink(page, 'Subcategorías').click();
    await page.getByRole('main').getByRole('link', { name: 'Nueva subcategoría' }).click();
    await page.getByLabel('Nombre').fill(names.subcategory);
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: names.category });
    await page.getByRole('button', { name: 'Crear subcategoría' }).click();
    await page.waitForURL(`${BASE_URL}/admin/subcategories`);
    await page.getByText('Subcategoría creada correctamente').waitFor();

    // Sub-subcategory: the subcategory select opens once the category is chosen.
    await sidebarLink(page, 'Sub-subcategorías').click();
    await page.getByRole('main').getByRole('link', { name: 'Nueva sub-subcategoría' }).click();
    await page.getByLabel('Nombre').fill(names.subSubcategory);
    assert.equal(await page.getByLabel('Subcategoría', { exact: true }).isDisabled(), true);
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: names.category });
    await page.getByRole('option', { name: names.subcategory }).waitFor({ state: 'attached' });
    await page.getByLabel('Subcategoría', { exact: true }).selectOption({ label: names.subcategory });
    await page.getByRole('button', { name: 'Crear sub-subcategoría' }).click();
    await page.waitForURL(`${BASE_URL}/admin/subsubcategories`);
    await page.getByText('Sub-subcategoría creada correctamente').waitFor();

    // Product with two images, filed under all three.
    await sidebarLink(page, 'Nuevo producto').click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();
    await page.getByLabel('Título').fill(names.product);
    await page.getByLabel('Descripción').fill('Faro LED de 12 V con carcasa de aluminio y lente de policarbonato.');
    await page.getByText('13 palabras').waitFor();
    await page.getByLabel('Precio (CLP)', { exact: true }).fill('45990');
    await page.getByLabel('SKU').fill(names.sku);
    await page.getByLabel('Stock').fill('8');
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: names.category });
    await page.getByLabel('Subcategoría (opcional)', { exact: true }).selectOption({ label: names.subcategory });
    await page.getByLabel('Sub-subcategoría (opcional)').selectOption({ label: names.subSubcategory });
    await page.getByLabel('URL de la imagen 1').fill('/demo-images/headlight.svg');
    await page.getByRole('button', { name: 'Agregar imagen' }).click();
    await page.getByLabel('URL de la imagen 2').fill('/demo-images/placeholder.svg');
    await page.getByRole('img', { name: 'Vista previa de la imagen 2' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, 'admin-product-form');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.waitForURL(`${BASE_URL}/admin/products`);
    await page.getByText('Producto creado correctamente').waitFor();
    await page.getByLabel('Buscar productos').fill(names.sku);
    const editLink = page.getByRole('link', { name: `Editar ${names.product}` });
    await editLink.waitFor();
    const productId = Number((await editLink.getAttribute('href'))?.match(/\/admin\/products\/(\d+)\/edit/)?.[1]);
    assert.ok(productId > 0, 'the list links to the new product');
    await snapshot(page, 'admin-products');

    const created = (await (await fetch(`${BASE_URL}/api/products/${productId}`)).json()) as {
      imagenes: { imagenPrincipal: string; imagen2: string | null };
      categoria: { nombre: string };
      subSubcategoria: { nombre: string } | null;
    };
    assert.equal(created.imagenes.imagenPrincipal, '/demo-images/headlight.svg');
    assert.equal(created.imagenes.imagen2, '/demo-images/placeholder.svg');
    assert.equal(created.categoria.nombre, names.category);
    assert.equal(created.subSubcategoria?.nombre, names.subSubcategory);

    // The shop finds it by its SKU and shows its price.
    await page.goto(`/repuestos?search=${encodeURIComponent(names.sku)}`);
    await page.locator(`main a[href^="/products/${productId}-"]`).first().click();
    await page.waitForURL(new RegExp(`/products/${productId}-[a-z0-9-]+$`));
    await page.getByRole('heading', { level: 1, name: names.product }).waitFor();
    await page.getByText('$45.990').first().waitFor();

    // A new price shows on the product page at once.
    await page.goto(`/admin/products/${productId}/edit`);
    await page.getByLabel('Precio (CLP)', { exact: true }).fill('39990');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Producto actualizado correctamente').waitFor();
    await page.goto(`/products/${productId}`);
    await page.getByRole('heading', { level: 1, name: names.product }).waitFor();
    await page.getByText('$39.990').first().waitFor();
    assert.equal(await page.getByText('$45.990').count(), 0);

    // Deleting takes it out of the shop; then the empty taxonomy can go too.
    await deleteFromList(
      page,
      {
        path: '/admin/products',
        search: 'Buscar productos',
        dialog: 'Eliminar producto',
        done: 'Producto eliminado correctamente',
      },
      names.product,
    );
    assert.equal((await fetch(`${BASE_URL}/api/products/${productId}`)).status, 404);
    await deleteFromList(
      page,
      {
        path: '/admin/subsubcategories',
        search: 'Buscar sub-subcategorías',
        dialog: 'Eliminar sub-subcategoría',
        done: 'Sub-subcategoría eliminada correctamente',
      },
      names.subSubcategory,
    );
    await deleteFromList(
      page,
      {
        path: '/admin/subcategories',
        search: 'Buscar subcategorías',
        dialog: 'Eliminar subcategoría',
        done: 'Subcategoría eliminada correctamente',
      },
      names.subcategory,
    );
    await deleteFromList(
      page,
      {
        path: '/admin/categories',
        search: 'Buscar categorías',
        dialog: 'Eliminar categoría',
        done: 'Categoría eliminada correctamente',
      },
      names.category,
    );
    const categories = (await (await fetch(`${BASE_URL}/api/categories`)).json()) as Array<{ nombre: string }>;
    assert.equal(
      categories.some((category) => category.nombre === names.category),
      false,
    );
    await context.close();
  });

  it('fits a phone: dashboard tabs, product list and form, sidebar as an overlay', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await adminLogin(page);
    await page.getByText('Actividad reciente').waitFor();
    await snapshot(page, 'admin-dashboard-phone');

    await page.getByRole('tab', { name: 'Productos' }).click();
    await page.getByRole('tabpanel', { name: 'Productos' }).getByRole('article').first().waitFor();
    await snapshot(page, 'admin-dashboard-products-phone');

    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    await close.waitFor();
    assert.equal(await close.evaluate((element) => element === document.activeElement), true);
    // The sidebar slides in; take the picture once it has arrived.
    await page.waitForFunction(() => {
      const sidebar = document.getElementById('admin-sidebar');
      return sidebar !== null && sidebar.getBoundingClientRect().left === 0;
    });
    await snapshot(page, 'admin-sidebar-phone');
    await sidebarLink(page, 'Nuevo producto').click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByText('Debes agregar al menos una imagen').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, 'admin-product-form-phone');

    await page.goto('/admin/categories/new');
    await page.getByRole('heading', { level: 1, name: 'Nueva categoría' }).waitFor();
    await snapshot(page, 'admin-category-form-phone');
    await context.close();
  });
});
