import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { StorefrontRoot } from '@/app/routes/storefront/storefront-root';
import { apiUrl } from '@/testing/mocks/api-url';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

async function openSideMenu() {
  const view = renderWithProviders(<StorefrontRoot />);
  await view.user.click(screen.getByRole('button', { name: 'Menú de categorías' }));
  const dialog = screen.getByRole('dialog', { name: '¡Bienvenido!' });
  await within(dialog).findByRole('button', { name: 'Frenos' });
  return { ...view, dialog };
}

const failWith = (path: string, message = 'Error') =>
  server.use(http.get(apiUrl(path), () => HttpResponse.json({ success: false, message }, { status: 500 })));

describe('side menu category panel', () => {
  it('lists the sub-subcategories grouped by subcategory, with the parentless ones under "Otros"', async () => {
    const { user, dialog } = await openSideMenu();
    const entry = within(dialog).getByRole('button', { name: 'Frenos' });

    await user.click(entry);

    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(entry.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'Frenos' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todo' })).toHaveAttribute('href', '/category/1');
    expect(within(panel).getByRole('heading', { name: 'Pastillas' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Pastillas delanteras' })).toHaveAttribute(
      'href',
      '/category/1?subcategory=sub-100',
    );
    expect(within(panel).getByRole('heading', { name: 'Otros' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Líquido de frenos' })).toHaveAttribute(
      'href',
      '/category/1?subcategory=sub-101',
    );
    // The inline (mobile) list ends with 'Ver todos'; the panel header keeps 'Ver todo' (CSS shows one of them).
    const links = within(panel).getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('Ver todos');
    expect(links.at(-1)).toHaveAttribute('href', '/category/1');

    // Choosing the entry again closes its panel.
    await user.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Ver todo' })).not.toBeInTheDocument();
  });

  it('offers the category products when it has no specific subcategories', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Filtros' }));

    expect(within(dialog).getByText('Esta categoría no tiene subcategorías específicas.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver productos de Filtros' })).toHaveAttribute(
      'href',
      '/category/2',
    );
  });

  it('shows one panel at a time and navigating from it closes the menu', async () => {
    const { user, dialog, router } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Frenos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Filtros' }));

    expect(within(dialog).getByRole('button', { name: 'Frenos' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Pastillas delanteras' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Ver todo' }));
    expect(router.state.location.pathname).toBe('/category/2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resets the selection when the menu closes', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Frenos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar panel' }));
    expect(within(dialog).getByRole('button', { name: 'Frenos' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Frenos' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menú de categorías' }));
    const reopened = screen.getByRole('dialog', { name: '¡Bienvenido!' });
    expect(within(reopened).getByRole('button', { name: 'Frenos' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(reopened).queryByRole('link', { name: 'Ver todo' })).not.toBeInTheDocument();
  });
});

describe('side menu brand panel', () => {
  it('filters brands case-insensitively and shows "x de y marcas"', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));

    const brands = await within(dialog).findByRole('list', { name: 'Marcas' });
    expect(within(dialog).getByText('4 de 4 marcas')).toBeInTheDocument();
    expect(within(brands).getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', '/brand/1');
    expect(within(brands).getByRole('button', { name: 'Ver modelos de Toyota (3 modelos)' })).toHaveTextContent(
      '3 modelos',
    );
    expect(within(brands).getByRole('button', { name: 'Ver modelos de Suzuki (1 modelo)' })).toBeInTheDocument();

    const filter = within(dialog).getByRole('searchbox', { name: 'Buscar marcas' });
    expect(filter).toHaveAttribute('placeholder', 'Buscar marcas...');
    await user.type(filter, 'TOY');
    expect(within(dialog).getByText('1 de 4 marcas')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: /^(Toyota|Hyundai|Chevrolet|Suzuki)$/ })).toHaveLength(1);

    await user.clear(filter);
    await user.type(filter, 'u');
    expect(within(dialog).getByText('2 de 4 marcas')).toBeInTheDocument();

    await user.type(filter, 'xyz');
    expect(within(dialog).getByText('0 de 4 marcas')).toBeInTheDocument();
    expect(within(dialog).getByText('No se encontraron marcas que coincidan con "uxyz"')).toBeInTheDocument();
  });

  it('shows a brand’s models, filters them and links each to the model catalogue', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ver modelos de Toyota (3 modelos)' }));

    const crumbs = within(dialog).getByRole('navigation', { name: 'Ruta de marcas' });
    expect(crumbs).toHaveTextContent('Marcas>Toyota');
    const models = await within(dialog).findByRole('list', { name: 'Modelos de Toyota' });
    expect(within(dialog).getByRole('heading', { name: 'Modelos de Toyota' })).toHaveFocus();
    const yaris = within(models).getByRole('link', { name: /Yaris/ });
    expect(yaris).toHaveTextContent('12 productos');
    expect(yaris).toHaveAttribute('href', '/repuestos?brand=1&brandName=Toyota&model=11&modelName=Yaris');
    expect(within(models).getByRole('link', { name: /Hilux/ })).toHaveTextContent('1 producto');
    expect(within(dialog).getByRole('link', { name: 'Ver todos los productos de Toyota' })).toHaveAttribute(
      'href',
      '/brand/1',
    );

    const filter = within(dialog).getByRole('searchbox', { name: 'Buscar modelos' });
    await user.type(filter, 'COR');
    expect(within(dialog).getByText('1 de 3 modelos')).toBeInTheDocument();
    await user.type(filter, 'x');
    expect(within(dialog).getByText('No se encontraron modelos que coincidan con "CORx"')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Volver a marcas' }));
    expect(await within(dialog).findByRole('list', { name: 'Marcas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Marcas' })).toHaveFocus();
  });

  it('goes back to the brands from the breadcrumb', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ver modelos de Hyundai (2 modelos)' }));
    await within(dialog).findByRole('list', { name: 'Modelos de Hyundai' });

    await user.click(within(within(dialog).getByRole('navigation', { name: 'Ruta de marcas' })).getByRole('button'));
    expect(await within(dialog).findByText('4 de 4 marcas')).toBeInTheDocument();
  });

  it('says when a brand has no models', async () => {
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ver modelos de Chevrolet (0 modelos)' }));
    expect(await within(dialog).findByText('No se encontraron modelos para esta marca')).toBeInTheDocument();
  });

  it('reports brand load errors and retries', async () => {
    failWith('/brands');
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al cargar las marcas');
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('4 de 4 marcas')).toBeInTheDocument();
  });

  it('reports model load errors and retries', async () => {
    failWith('/brands/1/models');
    const { user, dialog } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcas' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ver modelos de Toyota (3 modelos)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al cargar los modelos');
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('3 de 3 modelos')).toBeInTheDocument();
  });
});
