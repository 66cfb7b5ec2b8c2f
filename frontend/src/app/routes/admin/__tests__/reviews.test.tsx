import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { deferred } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

import { adminReviewsHandlers, resetAdminReviews, visibleReviews } from './admin-reviews-handlers';
import { renderAdmin } from './catalog-helpers';

// Tests that wait for the filter debounce and the lazy admin chunk need more than 5 s on a busy machine.
const SLOW_TEST_TIMEOUT_MS = 15_000;

async function openReviews(overrides: Parameters<typeof renderAdmin>[1] = []) {
  const rendered = renderAdmin('/admin/reviews', [...overrides, ...adminReviewsHandlers]);
  await screen.findByRole('list', { name: 'Reseñas de los clientes' });
  return rendered;
}

const reviewList = () => screen.getByRole('list', { name: 'Reseñas de los clientes' });
const review = (author: string) => within(reviewList()).getByRole('article', { name: author });
const reviewNames = () =>
  within(reviewList())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('admin reviews', () => {
  beforeEach(() => {
    resetAdminReviews();
  });

  it('lists the newest reviews first with their product, stars, replies and what is hidden', async () => {
    const requests = recordRequests();
    await openReviews();

    expect(screen.getByRole('heading', { level: 1, name: 'Reseñas' })).toBeVisible();
    expect(requests.to('/admin/reviews')[0].searchParams.toString()).toBe('page=1&limit=10&visibility=all');
    expect(reviewNames()).toHaveLength(10);
    expect(reviewNames().slice(0, 3)).toEqual(['Camila Rojas', 'Troll', 'Cliente 121']);
    expect(screen.getByText('Mostrando 1-10 de 23 reseñas')).toBeVisible();
    expect(screen.getByText('23 reseñas')).toBeVisible();

    const camila = review('Camila Rojas');
    expect(within(camila).getByRole('link', { name: 'Filtro de aceite Hyundai Accent' })).toHaveAttribute(
      'href',
      '/products/7-filtro-de-aceite-hyundai-accent',
    );
    expect(within(camila).getByText('FA-100')).toBeVisible();
    expect(within(camila).getByRole('img', { name: 'Calificación: 5 de 5' })).toBeVisible();
    expect(within(camila).getByText('Llegó rápido y calza perfecto.')).toBeVisible();
    const replies = within(camila).getByRole('list', { name: 'Respuestas a Camila Rojas' });
    const [adminReply, spamReply] = within(replies).getAllByRole('listitem');
    expect(within(adminReply).getByText('Admin', { selector: '.admin-badge' })).toBeVisible();
    expect(within(adminReply).queryByText('Oculta')).not.toBeInTheDocument();
    expect(within(spamReply).getByText('Oculta')).toBeVisible();
    expect(within(spamReply).getByRole('button', { name: 'Mostrar respuesta de Compra aquí' })).toBeEnabled();

    // A hidden review is marked, and markup in it is plain text.
    const troll = review('Troll');
    expect(within(troll).getByText('Oculta')).toBeVisible();
    expect(within(troll).getByText('Spam <b>spam</b>')).toBeVisible();
    expect(within(troll).getByRole('button', { name: 'Mostrar reseña de Troll' })).toBeVisible();
    expect(within(camila).getByRole('button', { name: 'Ocultar reseña de Camila Rojas' })).toBeVisible();
  });

  it('pages through the reviews', async () => {
    const { user } = await openReviews();
    const pages = screen.getByRole('navigation', { name: 'Páginas de reseñas' });
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 11-20 de 23 reseñas')).toBeVisible();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Páginas de reseñas' })).getByRole('button', { name: 'Página 3' }),
    );
    expect(await screen.findByText('Mostrando 21-23 de 23 reseñas')).toBeVisible();
    expect(reviewNames()).toHaveLength(3);
  });

  it(
    'filters by text, product and visibility, back on page 1, and says when nothing matches',
    async () => {
      const requests = recordRequests();
      const { user } = await openReviews();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Páginas de reseñas' })).getByRole('button', {
          name: 'Página 2',
        }),
      );
      await screen.findByText('Mostrando 11-20 de 23 reseñas');

      await user.type(screen.getByRole('searchbox', { name: 'Buscar en reseñas' }), 'visita mi sitio');
      await waitFor(() => expect(reviewNames()).toEqual(['Camila Rojas']));
      const searched = requests.to('/admin/reviews').at(-1)!.searchParams;
      expect(searched.get('search')).toBe('visita mi sitio');
      expect(searched.get('page')).toBe('1');
      // One request for the whole text, not one per key.
      expect(requests.to('/admin/reviews').filter((url) => url.searchParams.has('search'))).toHaveLength(1);

      await user.clear(screen.getByRole('searchbox', { name: 'Buscar en reseñas' }));
      await user.type(screen.getByRole('searchbox', { name: 'Producto' }), 'PF-7788');
      await waitFor(() => expect(screen.getByText('11 reseñas')).toBeVisible());
      expect(requests.to('/admin/reviews').at(-1)!.searchParams.get('product')).toBe('PF-7788');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilidad' }), 'Ocultas');
      await waitFor(() => expect(reviewNames()).toEqual(['Troll']));
      expect(requests.to('/admin/reviews').at(-1)!.searchParams.get('visibility')).toBe('hidden');

      await user.type(screen.getByRole('searchbox', { name: 'Buscar en reseñas' }), 'nadie escribió esto');
      expect(await screen.findByText('No hay reseñas')).toBeVisible();
      expect(screen.getByText('Ninguna reseña coincide con la búsqueda o los filtros elegidos.')).toBeVisible();
    },
    SLOW_TEST_TIMEOUT_MS,
  );

  it('hides a review, which leaves the storefront and the average, and shows it again', async () => {
    const requests: unknown[] = [];
    const { user } = await openReviews([
      http.put(apiUrl('/admin/reviews/:id/visibility'), async ({ request }) => {
        requests.push(await request.clone().json());
        return undefined;
      }),
    ]);
    const camila = review('Camila Rojas');
    expect(within(camila).getByText('Promedio 3,0 · 12 reseñas visibles')).toBeVisible();

    await user.click(within(camila).getByRole('button', { name: 'Ocultar reseña de Camila Rojas' }));
    expect(
      await screen.findByText('Reseña ocultada: ya no aparece en la tienda ni cuenta en la calificación.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(
        within(review('Camila Rojas')).getByRole('button', { name: 'Mostrar reseña de Camila Rojas' }),
      ).toBeVisible(),
    );
    expect(within(review('Camila Rojas')).getAllByText('Oculta')).toHaveLength(2);
    expect(within(review('Camila Rojas')).getByText('Promedio 2,8 · 11 reseñas visibles')).toBeVisible();
    expect(requests).toEqual([{ oculta: true }]);
    expect(visibleReviews(7).map((item) => item.id)).not.toContain(123);

    await user.click(within(review('Camila Rojas')).getByRole('button', { name: 'Mostrar reseña de Camila Rojas' }));
    expect(await screen.findByText('La reseña vuelve a mostrarse en la tienda.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(review('Camila Rojas')).getByRole('button', { name: 'Ocultar reseña de Camila Rojas' }),
      ).toBeVisible(),
    );
    // Only the hidden reply is still marked.
    expect(within(review('Camila Rojas')).getAllByText('Oculta')).toHaveLength(1);
    expect(requests).toEqual([{ oculta: true }, { oculta: false }]);
  });

  it('hides and shows a reply', async () => {
    const { user } = await openReviews();
    const replies = () => within(review('Camila Rojas')).getByRole('list', { name: 'Respuestas a Camila Rojas' });

    await user.click(within(replies()).getByRole('button', { name: 'Ocultar respuesta de Admin' }));
    expect(await screen.findByText('Respuesta ocultada: ya no aparece en la tienda.')).toBeVisible();
    await waitFor(() =>
      expect(within(replies()).getByRole('button', { name: 'Mostrar respuesta de Admin' })).toBeVisible(),
    );
    expect(visibleReviews(7)[0].respuestas).toEqual([]);

    await user.click(within(replies()).getByRole('button', { name: 'Mostrar respuesta de Compra aquí' }));
    expect(await screen.findByText('La respuesta vuelve a mostrarse en la tienda.')).toBeVisible();
    expect(visibleReviews(7)[0].respuestas?.map((item) => item.nombreUsuario)).toEqual(['Compra aquí']);
  });

  it('deletes a review with its replies after asking, and cancelling keeps it', async () => {
    const { user } = await openReviews();

    await user.click(within(review('Camila Rojas')).getByRole('button', { name: 'Eliminar reseña de Camila Rojas' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Eliminar reseña' });
    expect(
      within(dialog).getByText('¿Estás seguro de que quieres eliminar la reseña de "Camila Rojas" y sus 2 respuestas?'),
    ).toBeVisible();
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(review('Camila Rojas')).toBeVisible();

    await user.click(within(review('Camila Rojas')).getByRole('button', { name: 'Eliminar reseña de Camila Rojas' }));
    dialog = screen.getByRole('alertdialog', { name: 'Eliminar reseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Reseña eliminada correctamente')).toBeVisible();
    await waitFor(() => expect(reviewNames()[0]).toBe('Troll'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('22 reseñas')).toBeVisible();
  });

  it('deletes one reply', async () => {
    const { user } = await openReviews();
    await user.click(within(review('Camila Rojas')).getByRole('button', { name: 'Eliminar respuesta de Compra aquí' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar respuesta' });
    expect(
      within(dialog).getByText('¿Estás seguro de que quieres eliminar la respuesta de "Compra aquí"?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Respuesta eliminada correctamente')).toBeVisible();
    await waitFor(() =>
      expect(
        within(within(review('Camila Rojas')).getByRole('list', { name: 'Respuestas a Camila Rojas' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(1),
    );
  });

  it('keeps the dialog open with the reason when a deletion fails', async () => {
    const { user } = await openReviews([
      http.delete(apiUrl('/admin/reviews/:id'), () =>
        HttpResponse.json({ success: false, message: 'Reseña no encontrada' }, { status: 404 }),
      ),
    ]);
    await user.click(within(review('Troll')).getByRole('button', { name: 'Eliminar reseña de Troll' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar reseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al eliminar la reseña. Por favor, inténtalo de nuevo.');
    expect(alert).toHaveTextContent('Reseña no encontrada');
    expect(review('Troll')).toBeVisible();
  });

  it('says when hiding fails and leaves the review as it was', async () => {
    const { user } = await openReviews([
      http.put(apiUrl('/admin/reviews/:id/visibility'), () =>
        HttpResponse.json({ success: false, message: 'Error interno del servidor' }, { status: 500 }),
      ),
    ]);
    await user.click(within(review('Camila Rojas')).getByRole('button', { name: 'Ocultar reseña de Camila Rojas' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo ocultar la reseña. Por favor, inténtalo de nuevo.');
    expect(
      within(review('Camila Rojas')).getByRole('button', { name: 'Ocultar reseña de Camila Rojas' }),
    ).toBeEnabled();
    expect(within(review('Camila Rojas')).getAllByText('Oculta')).toHaveLength(1);
  });

  it('shows placeholders while loading, then an error with a retry that recovers', async () => {
    const gate = deferred();
    let failing = true;
    const { user } = renderAdmin('/admin/reviews', [
      http.get(apiUrl('/admin/reviews'), async () => {
        await gate.promise;
        if (failing) return HttpResponse.json({ success: false, message: 'Error' }, { status: 500 });
        return undefined;
      }),
      ...adminReviewsHandlers,
    ]);
    expect(await screen.findByText('Cargando reseñas…', {}, { timeout: 10_000 })).toBeInTheDocument();
    gate.resolve();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las reseñas. Por favor, inténtalo de nuevo.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Reseñas de los clientes' })).toBeVisible();
  });

  it('says when the shop has no reviews yet', async () => {
    renderAdmin('/admin/reviews', [
      http.get(apiUrl('/admin/reviews'), () =>
        HttpResponse.json({
          success: true,
          message: 'No hay reseñas',
          reviews: [],
          pagination: {
            currentPage: 1,
            totalPages: 0,
            totalReviews: 0,
            reviewsPerPage: 10,
            hasNextPage: false,
            hasPrevPage: false,
          },
        }),
      ),
    ]);
    expect(await screen.findByText('No hay reseñas', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Las reseñas que publiquen los clientes aparecerán aquí.')).toBeVisible();
  });

  it('sends the administrator to the sign-in page without a session', async () => {
    renderApp('/admin/reviews');
    expect(await screen.findByRole('heading', { name: 'Acceso de administrador' }, { timeout: 10_000 })).toBeVisible();
  });
});
