import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { adminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { captureForm, FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function openCategories(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/categories', overrides);
  await screen.findByRole('heading', { level: 1, name: 'Categorías' });
  return rendered;
}

async function openNewCategory() {
  const rendered = renderAdmin('/admin/categories/new');
  await screen.findByRole('heading', { level: 1, name: 'Nueva categoría' });
  return rendered;
}

describe('category list', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows each category with its picture, counts, and edit and delete actions', async () => {
    await openCategories();
    const brakes = await screen.findByRole('article', { name: 'Frenos' });
    expect(within(brakes).getByText('Subcategorías').nextElementSibling).toHaveTextContent('1');
    expect(within(brakes).getByText('Sub-subcategorías').nextElementSibling).toHaveTextContent('2');
    expect(within(brakes).getByRole('link', { name: 'Editar Frenos' })).toHaveAttribute(
      'href',
      '/admin/categories/1/edit',
    );
    expect(screen.getByText('4 categorías')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Nueva categoría' })).toHaveAttribute(
      'href',
      '/admin/categories/new',
    );
  });

  it('says "No se encontraron categorías" for an empty list or a filter without matches', async () => {
    const { user } = await openCategories();
    await screen.findByRole('article', { name: 'Frenos' });
    await user.type(screen.getByLabelText('Buscar categorías'), 'suspension');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Suspensión']);
    await user.type(screen.getByLabelText('Buscar categorías'), 'x');
    expect(screen.getByText('No se encontraron categorías')).toBeVisible();
  });

  it('shows the load error with a retry', async () => {
    let calls = 0;
    const { user } = await openCategories([
      http.get(apiUrl('/categories'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json([]);
      }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los datos. Por favor, inténtalo de nuevo.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encontraron categorías')).toBeVisible();
  });

  it('deletes a category without products after the confirmation', async () => {
    const { user } = await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Accesorios' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar categoría' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar la categoría "Accesorios"?');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Categoría eliminada correctamente')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Accesorios' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains why a category with products cannot be deleted', async () => {
    const { user } = await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Filtros' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar categoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar la categoría. Por favor, inténtalo de nuevo.');
    const used = adminCatalogDatabase().products.filter((product) => product.categoriaId === 2).length;
    expect(alert).toHaveTextContent(`No se puede eliminar la categoría porque tiene ${used} productos asociados`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('article', { name: 'Filtros' })).toBeInTheDocument();
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Eliminar Filtros' })).toHaveFocus();
  });
});

describe('category form', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('requires a name and an image', async () => {
    const requests = recordRequests();
    const { user } = await openNewCategory();
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(screen.getByLabelText('URL de la imagen')).toHaveAccessibleDescription(
      expect.stringContaining('La imagen es obligatoria'),
    );

    await user.type(screen.getByLabelText('Nombre'), 'Motor');
    await user.type(screen.getByLabelText('URL de la imagen'), 'imagenes/motor.png');
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    expect(screen.getByLabelText('URL de la imagen')).toHaveAccessibleDescription(
      expect.stringContaining('La URL debe empezar con http://, https:// o /'),
    );
    expect(requests.to('/categories', 'POST')).toHaveLength(0);
  });

  it('creates a category from an image link, previews it and lists it with a notice', async () => {
    const sent = captureForm('POST', '/categories');
    const { user, router } = await openNewCategory();
    await user.type(screen.getByLabelText('Nombre'), '  Motor ');
    await user.type(screen.getByLabelText('URL de la imagen'), 'https://cdn.example.cl/motor.png');
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      'https://cdn.example.cl/motor.png',
    );
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(await screen.findByText('Categoría creada correctamente')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Motor' })).toBeVisible();
    expect(sent.fields).toEqual({ name: 'Motor', image: 'https://cdn.example.cl/motor.png' });
  });

  it('uploads a picture file: checks type and size, previews it and sends it as a file part', async () => {
    const sent = captureForm('POST', '/categories');
    const { router } = await openNewCategory();
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Nombre'), 'Iluminación');
    await user.click(screen.getByRole('radio', { name: 'Subir archivo' }));

    const input = screen.getByLabelText('Archivo de imagen');
    await user.upload(input, new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB'),
    );
    const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await user.upload(input, tooBig);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB'),
    );

    await user.upload(input, new File([PNG_BYTES], 'faro.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription('JPG, PNG, WEBP o GIF de hasta 2 MB.');
    const preview = await screen.findByRole('img', { name: 'Vista previa de la imagen' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('faro.png')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    const image = sent.fields?.image;
    expect(typeof image).not.toBe('string');
    // jsdom's File loses its name crossing into Node's fetch; the part's type says it is the picture.
    expect((image as Blob).type).toBe('image/png');
    const stored = adminCatalogDatabase().categories.find((category) => category.nombre === 'Iluminación');
    expect(stored?.imagen).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.png$/);
  });

  it('says "Error al crear la categoría" with the server reason for a repeated name', async () => {
    const { user } = await openNewCategory();
    await user.type(screen.getByLabelText('Nombre'), 'frenos');
    await user.type(screen.getByLabelText('URL de la imagen'), '/uploads/frenos-2.jpg');
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear la categoría');
    expect(alert).toHaveTextContent('Ya existe una categoría con ese nombre');
  });

  it('edits the name and keeps the picture when the link is untouched', async () => {
    const sent = captureForm('PUT', '/categories/1');
    const { user, router } = renderAdmin('/admin/categories/1/edit');
    const name = await screen.findByLabelText('Nombre');
    expect(name).toHaveValue('Frenos');
    expect(screen.getByLabelText('URL de la imagen')).toHaveValue('/uploads/categorias/frenos.jpg');
    await user.clear(name);
    await user.type(name, 'Frenos y embragues');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(await screen.findByText('Categoría actualizada correctamente')).toBeVisible();
    expect(sent.fields).toEqual({ name: 'Frenos y embragues' });
  });

  it('says "Error al actualizar la categoría" when the save fails', async () => {
    const { user } = renderAdmin('/admin/categories/1/edit', [
      http.put(apiUrl('/categories/:id'), () => HttpResponse.json({ success: false }, { status: 500 })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar la categoría');
  });

  it('says "ID inválido" for a non-numeric id and "Categoría no encontrada" for a missing one', async () => {
    renderAdmin('/admin/categories/frenos/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID inválido' })).toBeVisible();
  });

  it('says "Categoría no encontrada" for an id the shop does not have', async () => {
    renderAdmin('/admin/categories/99/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categoría no encontrada' })).toBeVisible();
  });
});

describe('subcategories', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it.each(['/admin/subcategories/10/edit', '/admin/subcategories/edit/10'])(
    'opens the edit form at %s',
    async (route) => {
      renderAdmin(route);
      expect(await screen.findByLabelText('Nombre')).toHaveValue('Pastillas');
      expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Frenos');
    },
  );

  it('says "ID inválido" for /admin/subcategories/edit/abc', async () => {
    renderAdmin('/admin/subcategories/edit/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID inválido' })).toBeVisible();
  });

  it('requires a category ("Debes seleccionar una categoría") and creates the subcategory', async () => {
    const sent = captureForm('POST', '/subcategories');
    const { user, router } = renderAdmin('/admin/subcategories/new');
    await user.type(await screen.findByLabelText('Nombre'), 'Discos');
    await user.click(screen.getByRole('button', { name: 'Crear subcategoría' }));
    expect(screen.getByLabelText('Categoría')).toHaveAccessibleDescription('Debes seleccionar una categoría');
    expect(screen.getByLabelText('Categoría')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await user.click(screen.getByRole('button', { name: 'Crear subcategoría' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/subcategories'));
    expect(await screen.findByText('Subcategoría creada correctamente')).toBeVisible();
    expect(await screen.findByRole('row', { name: /Discos/ })).toBeVisible();
    expect(sent.fields).toEqual({ name: 'Discos', categoryId: '1' });
  });

  it('opens the page that holds a new subcategory and marks it, though the list is sorted by name', async () => {
    // Nine names that sort before the new one fill page 1 (8 per page).
    const stamp = '2025-02-01T10:00:00.000Z';
    for (let index = 1; index <= 9; index += 1) {
      adminCatalogDatabase().subcategories.push({
        id: 500 + index,
        nombre: `Amortiguadores ${index}`,
        categoriaId: 1,
        fechaCreacion: stamp,
        fechaActualizacion: stamp,
      });
    }
    const { user, router } = renderAdmin('/admin/subcategories/new');
    await user.type(await screen.findByLabelText('Nombre'), 'Zapatas');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await user.click(screen.getByRole('button', { name: 'Crear subcategoría' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/subcategories'));

    const row = await screen.findByRole('row', { name: /Zapatas/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('Recién guardada')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Páginas de Subcategorías' });
    expect(within(pages).getByRole('button', { name: 'Página 2', current: 'page' })).toBeVisible();
    expect(screen.getAllByRole('row').filter((item) => item.getAttribute('aria-current') === 'true')).toHaveLength(1);

    // Once the admin moves to another page, the list no longer pulls them back.
    await user.click(within(pages).getByRole('button', { name: 'Página 1' }));
    expect(await screen.findByRole('row', { name: /Amortiguadores 1\b/ })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Zapatas/ })).not.toBeInTheDocument();
  });

  it('says "Error al crear la subcategoría" for a name its category already has', async () => {
    const { user } = renderAdmin('/admin/subcategories/new');
    await user.type(await screen.findByLabelText('Nombre'), 'Pastillas');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await user.click(screen.getByRole('button', { name: 'Crear subcategoría' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear la subcategoría');
    expect(alert).toHaveTextContent('Ya existe una subcategoría con ese nombre en la categoría');
  });

  it('asks before deleting a subcategory and explains a conflict with its products', async () => {
    const { user } = renderAdmin('/admin/subcategories');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Pastillas' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar subcategoría' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar la subcategoría "Pastillas"?');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar la subcategoría. Por favor, inténtalo de nuevo.');
    expect(alert).toHaveTextContent('No se puede eliminar la subcategoría porque tiene 1 productos asociados');
  });
});
