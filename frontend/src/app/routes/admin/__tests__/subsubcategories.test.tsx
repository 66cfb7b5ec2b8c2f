import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { adminCatalogDatabase } from '@/testing/mocks/handlers/admin-catalog-db';
import { recordRequests } from '@/testing/mocks/request-log';
import { screen, waitFor, within } from '@/testing/test-utils';

import { captureForm, FORM_TEST_TIMEOUT_MS, renderAdmin } from './catalog-helpers';

async function openNewSubSubcategory(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/subsubcategories/new', overrides);
  await screen.findByRole('heading', { level: 1, name: 'Nueva sub-subcategoría' });
  await screen.findByLabelText('Nombre');
  return rendered;
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('sub-subcategory list', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('deletes a sub-subcategory after the confirmation', async () => {
    const { user } = renderAdmin('/admin/subsubcategories');
    await screen.findByRole('heading', { level: 1, name: 'Sub-subcategorías' });
    expect(await screen.findByText('2 sub-subcategorías')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Líquido de frenos' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar sub-subcategoría' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar la sub-subcategoría "Líquido de frenos"?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Sub-subcategoría eliminada correctamente')).toBeVisible();
    expect(await screen.findByText('1 sub-subcategoría')).toBeVisible();
    expect(screen.queryByRole('row', { name: /Líquido de frenos/ })).not.toBeInTheDocument();
  });
});

describe('sub-subcategory form', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('keeps the subcategory select disabled until a category is chosen, then lists its subcategories', async () => {
    const requests = recordRequests();
    const { user } = await openNewSubSubcategory();
    const subcategory = screen.getByLabelText('Subcategoría');
    expect(subcategory).toBeDisabled();
    expect(subcategory).toHaveAccessibleDescription('Primero elige una categoría.');

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await waitFor(() => expect(subcategory).toBeEnabled());
    expect(optionNames(subcategory)).toEqual(['Selecciona una subcategoría', 'Pastillas']);
    expect(requests.to('/subcategories').map((url) => url.searchParams.get('categoryId'))).toEqual(['1']);
  });

  it('resets the subcategory when the category changes', async () => {
    const { user } = await openNewSubSubcategory();
    const subcategory = screen.getByLabelText('Subcategoría');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await waitFor(() => expect(subcategory).toBeEnabled());
    await user.selectOptions(subcategory, 'Pastillas');
    expect(subcategory).toHaveValue('10');

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Filtros');
    expect(subcategory).toHaveValue('');
    await waitFor(() => expect(subcategory).toBeEnabled());
    expect(optionNames(subcategory)).toEqual(['Selecciona una subcategoría']);
  });

  it('asks for the name, the category and then the subcategory', async () => {
    const requests = recordRequests();
    const { user } = await openNewSubSubcategory();
    await user.click(screen.getByRole('button', { name: 'Crear sub-subcategoría' }));
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(screen.getByLabelText('Categoría')).toHaveAccessibleDescription('Debes seleccionar una categoría');

    await user.type(screen.getByLabelText('Nombre'), 'Pastillas traseras');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await waitFor(() => expect(screen.getByLabelText('Subcategoría')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Crear sub-subcategoría' }));
    expect(screen.getByLabelText('Subcategoría')).toHaveAccessibleDescription('Debes seleccionar una subcategoría');
    expect(screen.getByLabelText('Subcategoría')).toHaveFocus();
    expect(requests.to('/subsubcategories', 'POST')).toHaveLength(0);
  });

  it('says "Error al cargar las subcategorías" when they cannot be loaded, and retries', async () => {
    let calls = 0;
    const { user } = await openNewSubSubcategory([
      http.get(apiUrl('/subcategories'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 })
          : HttpResponse.json([{ id: 10, nombre: 'Pastillas', categoriaId: 1, subSubcategorias: [] }]);
      }),
    ]);
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las subcategorías');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(optionNames(screen.getByLabelText('Subcategoría'))).toEqual(['Selecciona una subcategoría', 'Pastillas']);
  });

  it('creates the sub-subcategory under the chosen subcategory', async () => {
    const sent = captureForm('POST', '/subsubcategories');
    const { user, router } = await openNewSubSubcategory();
    await user.type(screen.getByLabelText('Nombre'), 'Pastillas traseras');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Frenos');
    await waitFor(() => expect(screen.getByLabelText('Subcategoría')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Subcategoría'), 'Pastillas');
    await user.click(screen.getByRole('button', { name: 'Crear sub-subcategoría' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/subsubcategories'));
    expect(await screen.findByText('Sub-subcategoría creada correctamente')).toBeVisible();
    const row = await screen.findByRole('row', { name: /Pastillas traseras/ });
    expect(within(row).getByText('Frenos')).toBeVisible();
    expect(sent.fields).toEqual({ name: 'Pastillas traseras', subcategoryId: '10' });
    expect(adminCatalogDatabase().subSubcategories.find((item) => item.nombre === 'Pastillas traseras')).toMatchObject({
      categoriaId: 1,
      subcategoriaId: 10,
    });
  });

  it.each(['/admin/subsubcategories/100/edit', '/admin/subsubcategories/edit/100'])(
    'opens the edit form at %s with its category and subcategory chosen',
    async (route) => {
      renderAdmin(route);
      expect(await screen.findByLabelText('Nombre')).toHaveValue('Pastillas delanteras');
      expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Frenos');
      await waitFor(() => expect(screen.getByLabelText('Subcategoría')).toHaveDisplayValue('Pastillas'));
    },
  );

  it('after a rename that sorts it onto another page, opens that page with it marked', async () => {
    // Eight more names between 'Líquido de frenos' and 'Pastillas delanteras' keep page 1 full.
    const stamp = '2025-02-01T10:00:00.000Z';
    for (let index = 1; index <= 8; index += 1) {
      adminCatalogDatabase().subSubcategories.push({
        id: 600 + index,
        nombre: `Bujías ${index}`,
        categoriaId: 1,
        subcategoriaId: 10,
        fechaCreacion: stamp,
        fechaActualizacion: stamp,
      });
    }
    const { user, router } = renderAdmin('/admin/subsubcategories/100/edit');
    const name = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(screen.getByLabelText('Subcategoría')).toHaveDisplayValue('Pastillas'));
    await user.clear(name);
    await user.type(name, 'Zapatas traseras');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/subsubcategories'));

    expect(await screen.findByText('Sub-subcategoría actualizada correctamente')).toBeVisible();
    const row = await screen.findByRole('row', { name: /Zapatas traseras/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('Recién guardada')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Página 2', current: 'page' })).toBeVisible();
  });

  it('says "Error al actualizar la sub-subcategoría" when the save fails', async () => {
    const { user } = renderAdmin('/admin/subsubcategories/100/edit', [
      http.put(apiUrl('/subsubcategories/:id'), () =>
        HttpResponse.json({ success: false, message: 'Debes seleccionar una subcategoría' }, { status: 400 }),
      ),
    ]);
    await screen.findByLabelText('Nombre');
    await waitFor(() => expect(screen.getByLabelText('Subcategoría')).toHaveDisplayValue('Pastillas'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar la sub-subcategoría');
    expect(alert).toHaveTextContent('Debes seleccionar una subcategoría');
  });

  it('says "ID inválido" for /admin/subsubcategories/edit/x1 and "Sub-subcategoría no encontrada" for a missing one', async () => {
    renderAdmin('/admin/subsubcategories/edit/x1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID inválido' })).toBeVisible();
  });

  it('says "Sub-subcategoría no encontrada" for an id the shop does not have', async () => {
    renderAdmin('/admin/subsubcategories/555/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub-subcategoría no encontrada' })).toBeVisible();
  });
});
