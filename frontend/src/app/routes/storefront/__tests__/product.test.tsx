import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const TITLE = 'Pastillas de freno delanteras Toyota Yaris';

async function openProduct(route = '/products/7') {
  const view = renderApp(route);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return view;
}

function metadata() {
  const list = screen.getByText('Fabricante').closest('dl') as HTMLElement;
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('product detail /products/{id}', () => {
  it('rejects a non-numeric id without calling the API', async () => {
    const requests = recordRequests();
    renderApp('/products/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID de producto inválido' })).toBeInTheDocument();
    expect(requests.to('/products/abc')).toHaveLength(0);
  });

  it('opens the worded address /products/{id}-{slug} and rejects digits followed by letters', async () => {
    const requests = recordRequests();
    await openProduct('/products/7-pastillas-de-freno-delanteras-toyota-yaris');
    expect(requests.to('/products/7')).toHaveLength(1);
    renderApp('/products/7abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID de producto inválido' })).toBeInTheDocument();
  });

  it('shows a skeleton, then breadcrumbs, title, rating, price with VAT, description, stock and metadata', async () => {
    renderApp('/products/7');
    expect(await screen.findByText('Cargando producto...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: TITLE });

    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Repuestos' })).toHaveAttribute('href', '/repuestos');
    expect(within(breadcrumb).getByRole('link', { name: 'Frenos' })).toHaveAttribute('href', '/category/1');
    expect(within(breadcrumb).getByText(TITLE)).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5 (2 reseñas)' })).toBeInTheDocument();
    expect(screen.getByText('$24.990')).toBeInTheDocument();
    expect(screen.getByText('Precio (19% IVA incluido)')).toBeInTheDocument();
    expect(screen.getByText(/Baja emisión de polvo/)).toBeInTheDocument();
    expect(screen.getByText('Stock: 12 unidades disponibles')).toBeInTheDocument();
    expect(metadata()).toEqual({
      Categoría: 'Frenos',
      SKU: 'PF-7788',
      'SKU alternativo': 'PF-7788-A',
      OEM: '04465-0D020',
      Fabricante: 'Bosch',
      Origen: 'Alemania',
      Stock: '12',
    });
  });

  it('moves through the images with the buttons, indicators, thumbnails and arrow keys', async () => {
    const { user } = await openProduct();
    const gallery = screen.getByRole('region', { name: `Imágenes de ${TITLE}` });
    const current = () => within(gallery).getByRole('img');

    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 1 de 3`);
    expect(current()).toHaveAttribute('src', '/uploads/productos/pf-7788.jpg');
    expect(current()).toHaveAttribute('width', '640');
    expect(current()).toHaveAttribute('height', '640');

    await user.click(within(gallery).getByRole('button', { name: 'Imagen siguiente' }));
    expect(current()).toHaveAttribute('src', '/uploads/productos/pf-7788-b.jpg');
    expect(within(gallery).getByRole('button', { name: 'Ir a la imagen 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(gallery).getByRole('button', { name: 'Imagen anterior' }));
    await user.click(within(gallery).getByRole('button', { name: 'Imagen anterior' }));
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 3 de 3`);

    await user.click(within(gallery).getByRole('button', { name: 'Ir a la imagen 1' }));
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 1 de 3`);

    const thumbs = screen.getByRole('list', { name: 'Miniaturas' });
    await user.click(within(thumbs).getByRole('button', { name: 'Mostrar imagen 2' }));
    expect(within(thumbs).getByRole('button', { name: 'Mostrar imagen 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 2 de 3`);

    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 3 de 3`);
    await user.keyboard('{Home}');
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 1 de 3`);
    await user.keyboard('{ArrowLeft}');
    expect(current()).toHaveAccessibleName(`${TITLE}, imagen 3 de 3`);
  });

  it('lists vehicle compatibility, linking rows that name a product and counting the others', async () => {
    await openProduct();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Marca', 'Modelo', 'Años']);
    const [, yaris, corolla, swift] = within(table).getAllByRole('row');
    expect(within(yaris).getByRole('link', { name: 'Yaris' })).toHaveAttribute('href', '/products/7');
    expect(yaris).not.toHaveTextContent('más');
    expect(within(corolla).getByRole('link', { name: 'Corolla' })).toHaveAttribute('href', '/products/9');
    expect(corolla).toHaveTextContent('Corolla (+2 más)');
    expect(corolla).toHaveTextContent('2010-2015');
    expect(within(swift).queryByRole('link')).not.toBeInTheDocument();
    expect(swift).toHaveTextContent('SuzukiSwift2012');
  });

  it('keeps the quantity between 1 and the stock', async () => {
    const { user } = await openProduct();
    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad' });
    const less = screen.getByRole('button', { name: 'Disminuir cantidad' });
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' });

    expect(quantity).toHaveValue(1);
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(quantity).toHaveValue(3);

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    expect(quantity).toHaveValue(12);
    expect(more).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('adds to the cart after 300 ms and saves the cart', async () => {
    const { user, store } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));

    const clickedAt = performance.now();
    await user.click(screen.getByRole('button', { name: 'Añadir al Carrito' }));
    expect(screen.getByRole('button', { name: 'Añadiendo...' })).toBeDisabled();
    expect(store.getState().cart.items).toEqual([]);
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(295);

    expect(await screen.findByText('2 unidades añadidas al carrito')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      { product: expect.objectContaining({ id: 7, stock: 12 }), quantity: 2 },
    ]);
    const saved = JSON.parse(window.localStorage.getItem('cart') ?? '[]') as Array<{
      product: object;
      quantity: number;
    }>;
    expect(saved).toHaveLength(1);
    expect(saved[0].quantity).toBe(2);
    // Only the list view of the product is stored, not the detail metadata.
    expect(saved[0].product).not.toHaveProperty('compatibilities');
    expect(screen.getByRole('link', { name: 'Carrito: 2 productos' })).toBeInTheDocument();
  });

  it('"Comprar" adds to the cart and goes to /checkout', async () => {
    const { user, store, router } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Comprar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(store.getState().cart.items).toEqual([{ product: expect.objectContaining({ id: 7 }), quantity: 1 }]);
  });

  it('offers no purchase for a product without stock', async () => {
    renderApp('/products/8');
    await screen.findByRole('heading', { level: 1, name: 'Filtro de aceite Hyundai Accent' });
    expect(screen.getByText('Producto no disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir al Carrito' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Comprar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Cantidad' })).not.toBeInTheDocument();
  });

  it('says "Producto no encontrado" for a 404, then goes to the catalogue', async () => {
    const { router } = renderApp('/products/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repuestos'), { timeout: 3000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Repuestos' })).toBeInTheDocument();
  });

  it('shows "ID de producto inválido" when the server rejects the id', async () => {
    server.use(
      http.get(apiUrl('/products/:id'), () =>
        HttpResponse.json({ success: false, message: 'ID de producto inválido' }, { status: 400 }),
      ),
    );
    renderApp('/products/99999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID de producto inválido' })).toBeInTheDocument();
  });

  it('reports other failures with a way back and a retry', async () => {
    server.use(
      http.get(apiUrl('/products/:id'), () => HttpResponse.json({ success: false, message: 'Error' }, { status: 500 })),
    );
    const { user } = renderApp('/products/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar el producto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/repuestos');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });

  it('reloads and resets the form state when the id changes', async () => {
    const { user, router } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    const reviewForm = screen.getByRole('form', { name: 'Escribe una reseña' });
    await user.type(within(reviewForm).getByRole('textbox', { name: /Nombre/ }), 'Ana');

    await act(() => router.navigate('/products/101'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Disco de freno modelo 101' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(1);
    expect(
      within(screen.getByRole('form', { name: 'Escribe una reseña' })).getByRole('textbox', { name: /Nombre/ }),
    ).toHaveValue('');
    expect(
      await screen.findByText('Aún no hay reseñas para este producto. ¡Sé el primero en opinar!'),
    ).toBeInTheDocument();
  });
});

describe('product reviews', () => {
  it('shows the average, the count, the reviews and replies with an Admin badge, as plain text', async () => {
    await openProduct();
    const section = screen.getByRole('region', { name: 'Reseñas' });
    expect(within(section).getByText('4,5')).toBeInTheDocument();
    expect(within(section).getByText('2 reseñas')).toBeInTheDocument();

    const list = await within(section).findByRole('list', { name: 'Reseñas de clientes' });
    const [camila, luis] = within(list).getAllByRole('article');
    expect(camila).toHaveAccessibleName('Reseña de Camila Rojas');
    expect(within(camila).getByRole('img', { name: 'Calificación: 5 de 5' })).toBeInTheDocument();
    expect(within(camila).getByText('15 ene 2025, 14:30')).toBeInTheDocument();

    const replies = within(camila).getByRole('list', { name: 'Respuestas a Camila Rojas' });
    const [admin, customer] = within(replies).getAllByRole('listitem');
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(admin).toHaveTextContent('¡Gracias por tu compra, Camila!');
    expect(within(customer).queryByText('Admin')).not.toBeInTheDocument();

    // User text is rendered as text, never as markup.
    expect(within(luis).getByText('Luis <b>Soto</b>')).toBeInTheDocument();
    expect(within(luis).getByText(/Buen producto <script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(section.querySelector('script, b')).toBeNull();
  });

  it('requires a name and a comment, defaults to 5 stars and posts the review', async () => {
    let posted: unknown;
    server.use(
      http.post(apiUrl('/reviews/product/:id'), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          {
            success: true,
            message: 'Reseña creada',
            data: { id: 77, productoId: 7, nombreUsuario: 'Ana', calificacion: 3, comentario: 'Ok', respuestas: [] },
          },
          { status: 201 },
        );
      }),
    );
    const requests = recordRequests();
    const { user } = await openProduct();
    const form = screen.getByRole('form', { name: 'Escribe una reseña' });
    const submit = within(form).getByRole('button', { name: 'Enviar reseña' });
    const name = within(form).getByRole('textbox', { name: /Nombre/ });
    const comment = within(form).getByRole('textbox', { name: /Comentario/ });

    expect(within(form).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(submit).toBeDisabled();
    await user.type(name, 'Ana');
    expect(submit).toBeDisabled();
    await user.type(comment, '   ');
    expect(submit).toBeDisabled();
    await user.type(comment, 'Cumple lo prometido');
    expect(submit).toBeEnabled();

    await user.click(within(form).getByRole('radio', { name: '3 estrellas' }));
    const before = { product: requests.to('/products/7').length, reviews: requests.to('/reviews/product/7').length };
    await user.click(submit);

    expect(await within(form).findByText('¡Gracias! Tu reseña fue publicada.')).toBeInTheDocument();
    expect(posted).toEqual({ userName: 'Ana', comment: 'Cumple lo prometido', rating: 3 });
    expect(comment).toHaveValue('');
    expect(within(form).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    // The product (its rating) and the reviews are fetched again.
    await waitFor(() => expect(requests.to('/products/7').length).toBe(before.product + 1));
    await waitFor(() => expect(requests.to('/reviews/product/7').length).toBe(before.reviews + 1));
  });

  it('only logs a failed review submission and keeps what was typed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/reviews/product/:id'), () =>
        HttpResponse.json({ success: false, message: 'Error' }, { status: 500 }),
      ),
    );
    const { user } = await openProduct();
    const form = screen.getByRole('form', { name: 'Escribe una reseña' });
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /Comentario/ }), 'Muy bueno');
    await user.click(within(form).getByRole('button', { name: 'Enviar reseña' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('No se pudo enviar la reseña', expect.anything()));
    expect(within(form).getByRole('textbox', { name: /Comentario/ })).toHaveValue('Muy bueno');
  });

  it('replies to a review with a name and a comment', async () => {
    let posted: { url: string; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/reviews/reply/:reviewId'), async ({ request }) => {
        posted = { url: new URL(request.url).pathname, body: await request.json() };
        return HttpResponse.json(
          {
            success: true,
            message: 'Respuesta creada',
            data: { id: 90, resenaId: 32, nombreUsuario: 'Marta', comentario: 'A mí también', esAdmin: false },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = await openProduct();
    const list = await screen.findByRole('list', { name: 'Reseñas de clientes' });
    const luis = within(list).getByRole('article', { name: 'Reseña de Luis <b>Soto</b>' });

    const toggle = within(luis).getByRole('button', { name: 'Responder' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(luis).getByRole('form', { name: 'Responder a Luis <b>Soto</b>' });
    const submit = within(form).getByRole('button', { name: 'Enviar respuesta' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Marta');
    expect(submit).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /Respuesta/ }), 'A mí también');
    await user.click(submit);

    await waitFor(() => expect(within(luis).queryByRole('form')).not.toBeInTheDocument());
    expect(posted).toEqual({ url: '/api/reviews/reply/32', body: { userName: 'Marta', comment: 'A mí también' } });
  });
});
