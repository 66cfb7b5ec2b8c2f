import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { adminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { captureForm, FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

async function openNewProduct() {
  const rendered = renderAdmin('/admin/products/new');
  await screen.findByRole('heading', { level: 1, name: 'Nuevo producto' });
  await screen.findByLabelText('Título');
  return rendered;
}

async function openEditProduct(id: number | string) {
  const rendered = renderAdmin(`/admin/products/${id}/edit`);
  await screen.findByRole('heading', { level: 1, name: 'Editar producto' });
  return rendered;
}

type User = Awaited<ReturnType<typeof openNewProduct>>['user'];

/** Replaces a field's text the way pasting does: one input event instead of one per character. */
async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillRequiredFields(user: User, sku = 'AMT-2040') {
  await fill(user, 'Título', 'Amortiguador trasero Kia Rio');
  await fill(user, 'Descripción', 'Amortiguador a gas para eje trasero.');
  await fill(user, 'Precio (CLP)', '45990');
  await fill(user, 'SKU', sku);
  await fill(user, 'Stock', '7');
  await user.selectOptions(screen.getByLabelText('Categoría'), 'Suspensión');
  await fill(user, 'URL de la imagen 1', 'https://cdn.example.cl/amt-2040.jpg');
}

describe('new product form', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('starts with the spec defaults: price 0, stock 0 and one image without a remove button', async () => {
    await openNewProduct();
    expect(screen.getByLabelText('Precio (CLP)')).toHaveValue(0);
    expect(screen.getByLabelText('Stock')).toHaveValue(0);
    expect(screen.getByLabelText('Precio de oferta (CLP) (opcional)')).toHaveValue(null);
    for (const label of ['Precio (CLP)', 'Precio de oferta (CLP) (opcional)']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('step', '0.01');
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '0');
    }
    expect(screen.getByLabelText('URL de la imagen 1')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Usar la imagen 1 como principal' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Quitar la imagen/ })).not.toBeInTheDocument();
  });

  it('counts the words of the description as whitespace-separated tokens', async () => {
    const { user } = await openNewProduct();
    expect(screen.getByText('0 palabras')).toBeVisible();
    await user.type(screen.getByLabelText('Descripción'), 'Filtro');
    expect(screen.getByText('1 palabra')).toBeVisible();
    await user.type(screen.getByLabelText('Descripción'), '  de\n  aceite   original ');
    expect(screen.getByText('4 palabras')).toBeVisible();
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription('4 palabras');
  });

  it('checks every field before sending and focuses the first one to fix', async () => {
    const requests = recordRequests();
    const { user } = await openNewProduct();
    await user.clear(screen.getByLabelText('Precio (CLP)'));
    await user.type(screen.getByLabelText('Precio (CLP)'), '-5');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    expect(screen.getByLabelText('Título')).toHaveFocus();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('El título es obligatorio');
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
      expect.stringContaining('La descripción es obligatoria'),
    );
    expect(screen.getByLabelText('Precio (CLP)')).toHaveAccessibleDescription(
      'El precio debe ser un número mayor o igual a 0',
    );
    expect(screen.getByLabelText('SKU')).toHaveAccessibleDescription('El SKU es obligatorio');
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription(
      'El stock debe ser un número entero mayor o igual a 0',
    );
    expect(screen.getByLabelText('Categoría')).toHaveAccessibleDescription('Debes seleccionar una categoría');
    expect(screen.getByRole('alert')).toHaveTextContent('Debes agregar al menos una imagen');
    expect(requests.to('/products', 'POST')).toHaveLength(0);

    // The messages follow the fields once the admin starts fixing them.
    await user.type(screen.getByLabelText('Título'), 'Filtro');
    expect(screen.getByLabelText('Título')).not.toHaveAccessibleDescription();
  });

  it('keeps at least one image, removes only with two or more, and moves the main mark', async () => {
    const { user } = await openNewProduct();
    await user.type(screen.getByLabelText('URL de la imagen 1'), '/uploads/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    await user.type(screen.getByLabelText('URL de la imagen 2'), 'https://cdn.example.cl/b.jpg');
    expect(screen.getByRole('button', { name: 'Quitar la imagen 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar la imagen 2' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen 2' })).toHaveAttribute(
      'src',
      'https://cdn.example.cl/b.jpg',
    );

    await user.click(screen.getByRole('radio', { name: 'Usar la imagen 2 como principal' }));
    expect(screen.getByRole('radio', { name: 'Usar la imagen 2 como principal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Usar la imagen 1 como principal' })).not.toBeChecked();

    // Removing the main image hands the mark to the first one left; the last one cannot be removed.
    await user.click(screen.getByRole('button', { name: 'Quitar la imagen 2' }));
    expect(screen.getByLabelText('URL de la imagen 1')).toHaveValue('/uploads/a.jpg');
    expect(screen.queryByLabelText('URL de la imagen 2')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Usar la imagen 1 como principal' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Quitar la imagen/ })).not.toBeInTheDocument();

    for (let count = 2; count <= 5; count += 1)
      await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    expect(screen.getByLabelText('URL de la imagen 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar imagen' })).toBeDisabled();
  });

  it('asks for a URL in every gallery row and checks its form', async () => {
    const { user } = await openNewProduct();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    await user.type(screen.getByLabelText('URL de la imagen 3'), 'ftp://imagenes/c.jpg');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    expect(screen.getByLabelText('URL de la imagen 2')).toHaveFocus();
    expect(screen.getByLabelText('URL de la imagen 2')).toHaveAccessibleDescription(
      'La URL de la imagen es obligatoria',
    );
    expect(screen.getByLabelText('URL de la imagen 3')).toHaveAccessibleDescription(
      'La URL debe empezar con http://, https:// o /',
    );
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen 3: sin imagen' })).toBeInTheDocument();
  });

  it('keeps the subcategory selects disabled until a category is chosen and resets them on change', async () => {
    const { user } = await openNewProduct();
    const subcategory = screen.getByLabelText('Subcategoría (opcional)');
    const subSubcategory = screen.getByLabelText('Sub-subcategoría (opcional)');
    expect(subcategory).toBeDisabled();
    expect(subSubcategory).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    expect(subcategory).toBeEnabled();
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin subcategoría', 'Pastillas']);
    await user.selectOptions(subcategory, 'Pastillas');
    expect(
      within(subSubcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin sub-subcategoría', 'Pastillas delanteras']);
    await user.selectOptions(subSubcategory, 'Pastillas delanteras');

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Filtros');
    expect(subcategory).toHaveValue('');
    expect(subSubcategory).toHaveValue('');
    expect(within(subcategory).getAllByRole('option')).toHaveLength(1);
  });

  it('sends the product as multipart with the images JSON, main image first, then lists it', async () => {
    const sent = captureForm('POST', '/products');
    const { user, router } = await openNewProduct();
    await fillRequiredFields(user);
    await fill(user, 'Precio de oferta (CLP) (opcional)', '39990.5');
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    await fill(user, 'URL de la imagen 2', '/uploads/amt-2040-b.jpg');
    await user.click(screen.getByRole('radio', { name: 'Usar la imagen 2 como principal' }));
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Producto creado correctamente')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Amortiguador trasero Kia Rio' })).toBeVisible();

    expect(sent.fields).toMatchObject({
      title: 'Amortiguador trasero Kia Rio',
      description: 'Amortiguador a gas para eje trasero.',
      price: '45990',
      // Whole pesos, as the form showed before saving.
      salePrice: '39991',
      sku: 'AMT-2040',
      stock: '7',
      categoryId: '3',
    });
    expect(sent.fields).toMatchObject({ subcategoryId: '', subSubcategoryId: '' });
    expect(JSON.parse(String(sent.fields?.images))).toEqual([
      { id: 2, url: '/uploads/amt-2040-b.jpg', productId: null, isMain: true },
      { id: 1, url: 'https://cdn.example.cl/amt-2040.jpg', productId: null, isMain: false },
    ]);
    const stored = adminCatalogDatabase().products.find((product) => product.sku === 'AMT-2040');
    expect(stored?.imagenes?.imagenPrincipal).toBe('/uploads/amt-2040-b.jpg');
  });

  it('shows the whole-peso value of a price with cents before saving, and the percentage of the sale price', async () => {
    const { user } = await openNewProduct();
    await fill(user, 'Precio (CLP)', '45990.6');
    expect(screen.getByLabelText('Precio (CLP)')).toHaveAccessibleDescription('Se guardará como $45.991');
    await fill(user, 'Precio de oferta (CLP) (opcional)', '39090.4');
    expect(screen.getByLabelText('Precio de oferta (CLP) (opcional)')).toHaveAccessibleDescription(
      'Se guardará como $39.090 · 15% de descuento',
    );
    await fill(user, 'Precio (CLP)', '45991');
    expect(screen.getByLabelText('Precio (CLP)')).not.toHaveAccessibleDescription();
  });

  it('refuses a sale price not below the price, in whole pesos, without sending anything', async () => {
    const requests = recordRequests();
    const { user } = await openNewProduct();
    await fillRequiredFields(user);
    // 45990.4 is above 45990 as typed but the same once rounded, as the API stores it.
    await fill(user, 'Precio de oferta (CLP) (opcional)', '45990.4');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    const salePrice = screen.getByLabelText('Precio de oferta (CLP) (opcional)');
    expect(salePrice).toHaveFocus();
    expect(salePrice).toHaveAccessibleDescription(
      expect.stringContaining('El precio de oferta debe ser menor que el precio'),
    );
    expect(requests.to('/products', 'POST')).toHaveLength(0);

    await fill(user, 'Precio de oferta (CLP) (opcional)', '45989');
    expect(salePrice).not.toHaveAccessibleDescription(
      expect.stringContaining('El precio de oferta debe ser menor que el precio'),
    );
  });

  it("shows the server's refusal of a sale price on the form", async () => {
    server.use(
      http.post(apiUrl('/products'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'El precio de oferta debe ser menor que el precio',
            errors: ['El precio de oferta debe ser menor que el precio'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openNewProduct();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear el producto');
    expect(alert).toHaveTextContent('El precio de oferta debe ser menor que el precio');
  });

  it('says "Error al crear el producto" with the server reason and keeps what was typed', async () => {
    const { user, router } = await openNewProduct();
    await fillRequiredFields(user, 'PF-7788');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear el producto');
    expect(alert).toHaveTextContent('Ya existe un producto con ese SKU');
    expect(router.state.location.pathname).toBe('/admin/products/new');
    expect(screen.getByLabelText('Título')).toHaveValue('Amortiguador trasero Kia Rio');
  });
});

describe('edit product form', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('loads the product into the form: fields, classification and gallery', async () => {
    await openEditProduct(7);
    expect(await screen.findByLabelText('Título')).toHaveValue('Pastillas de freno delanteras Toyota Yaris');
    expect(screen.getByLabelText('Precio (CLP)')).toHaveValue(24990);
    expect(screen.getByLabelText('SKU')).toHaveValue('PF-7788');
    expect(screen.getByLabelText('Stock')).toHaveValue(12);
    expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Frenos');
    expect(screen.getByLabelText('Subcategoría (opcional)')).toHaveDisplayValue('Pastillas');
    expect(screen.getByLabelText('Sub-subcategoría (opcional)')).toHaveDisplayValue('Pastillas delanteras');
    expect(screen.getByLabelText('URL de la imagen 1')).toHaveValue('/uploads/productos/pf-7788.jpg');
    expect(screen.getByLabelText('URL de la imagen 3')).toHaveValue('/uploads/productos/pf-7788-c.jpg');
    expect(screen.getByRole('radio', { name: 'Usar la imagen 1 como principal' })).toBeChecked();
  });

  it('saves a new price with PUT and returns to the list with a notice', async () => {
    const requests = recordRequests();
    const { user, router } = await openEditProduct(7);
    const price = await screen.findByLabelText('Precio (CLP)');
    await user.clear(price);
    await user.type(price, '19990');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await screen.findByText('Producto actualizado correctamente')).toBeVisible();
    expect(requests.to('/products/7', 'PUT')).toHaveLength(1);
    expect(adminCatalogDatabase().products.find((product) => product.id === 7)?.precio).toBe(19990);
  });

  it('says "Error al actualizar el producto" when the save fails', async () => {
    server.use(
      http.put(apiUrl('/products/:id'), () =>
        HttpResponse.json({ success: false, message: 'La categoría no existe' }, { status: 400 }),
      ),
    );
    const { user } = await openEditProduct(7);
    await screen.findByLabelText('Título');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar el producto');
    expect(alert).toHaveTextContent('La categoría no existe');
  });

  it('says "Producto no encontrado" for an id the shop does not have', async () => {
    renderAdmin('/admin/products/999/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/admin/products');
  });

  it.each(['abc', '12x', '0'])(
    'says "ID de producto inválido" for /admin/products/%s/edit without asking',
    async (id) => {
      const requests = recordRequests();
      renderAdmin(`/admin/products/${id}/edit`);
      expect(await screen.findByRole('heading', { level: 1, name: 'ID de producto inválido' })).toBeVisible();
      expect(requests.to(`/products/${id}`)).toHaveLength(0);
    },
  );
});
