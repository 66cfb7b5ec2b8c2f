import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { HomeRoute } from '@/app/routes/storefront/home';
import { apiUrl } from '@/testing/mocks/api-url';
import { featuredProductsFixture } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';

describe('home page', () => {
  it('shows 6 category and 8 product skeletons while loading, then the data from the API', async () => {
    // Featured products are below the first screen and render a moment after it: their answer waits until the
    // test has seen them load.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('/products/featured'), async () => {
        await answered;
        return HttpResponse.json(featuredProductsFixture);
      }),
    );
    renderWithProviders(<HomeRoute />);

    const categorySkeletons = screen.getByRole('list', { name: 'Cargando categorías' });
    expect(within(categorySkeletons).getAllByRole('listitem')).toHaveLength(6);
    const productSkeletons = await screen.findByRole('list', { name: 'Cargando productos destacados' });
    expect(within(productSkeletons).getAllByRole('listitem')).toHaveLength(8);
    answer();

    const categories = await screen.findByRole('list', { name: 'Categorías' });
    expect(within(categories).getByRole('link', { name: /Frenos/ })).toHaveAttribute('href', '/category/1');
    expect(within(categories).getByRole('link', { name: /Filtros/ })).toHaveAttribute('href', '/category/2');
    expect(within(categories).getByRole('link', { name: /Suspensión/ })).toHaveAttribute('href', '/category/3');
    expect(screen.queryByRole('list', { name: 'Cargando categorías' })).not.toBeInTheDocument();

    const featured = await screen.findByRole('list', { name: 'Productos Destacados' });
    const cards = within(featured).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Cargando productos destacados' })).not.toBeInTheDocument();
  });

  it('renders each featured product card with link, image, price, rating and availability', async () => {
    renderWithProviders(<HomeRoute />);
    const featured = await screen.findByRole('list', { name: 'Productos Destacados' });
    const [available, soldOut] = within(featured).getAllByRole('article');

    expect(within(available).getByRole('link', { name: 'Pastillas de freno delanteras Toyota Yaris' })).toHaveAttribute(
      'href',
      '/products/7-pastillas-de-freno-delanteras-toyota-yaris',
    );
    const image = within(available).getByRole('img', { name: 'Pastillas de freno delanteras Toyota Yaris' });
    expect(image).toHaveAttribute('src', '/uploads/productos/pf-7788.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(within(available).getByText('$24.990')).toBeInTheDocument();
    expect(within(available).getByRole('img', { name: 'Calificación: 4,5 de 5 (12 reseñas)' })).toBeInTheDocument();
    expect(within(available).queryByText('Producto no disponible')).not.toBeInTheDocument();

    expect(within(soldOut).getByRole('link', { name: 'Filtro de aceite Hyundai Accent' })).toHaveAttribute(
      'href',
      '/products/8-filtro-de-aceite-hyundai-accent',
    );
    expect(within(soldOut).getByRole('img', { name: 'Filtro de aceite Hyundai Accent' })).toHaveAttribute(
      'src',
      '/demo-images/placeholder.svg',
    );
    expect(within(soldOut).getByText('$12.990')).toBeInTheDocument();
    expect(within(soldOut).getByText('Producto no disponible')).toBeInTheDocument();
  });

  it('links to the catalogue and shows the store policy sections', async () => {
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: /Repuestos para tu vehículo/ })).toBeInTheDocument();
    expect(document.getElementById('beneficios')).toContainElement(screen.getByText('Tarifa fija por región'));
    expect(screen.getByText('Satisfacción garantizada')).toBeInTheDocument();
    expect(screen.getByText('Despacho rápido')).toBeInTheDocument();
    expect(screen.getByText('Compra segura')).toBeInTheDocument();

    // The sections below the first screen render a moment after it.
    expect(await screen.findByRole('link', { name: 'Ir al Catálogo' })).toHaveAttribute('href', '/repuestos');
    expect(await screen.findByText('60 días de garantía de fábrica')).toBeInTheDocument();
    expect(screen.getByText(/Tramitación de 1 a 2 semanas/)).toBeInTheDocument();
    expect(screen.getByText(/El cliente paga el envío/)).toBeInTheDocument();
    expect(document.getElementById('devoluciones')).toContainElement(
      screen.getByText('Procesadas en 3 a 5 días hábiles'),
    );
    expect(screen.getByText('Verifica la patente de tu vehículo')).toBeInTheDocument();
    expect(
      screen.getByText(/antes de las 11:00 se entregan el mismo día a las 16:00, con confirmación/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Despacho dentro de 24 horas tras validar el pago/)).toBeInTheDocument();
    expect(document.getElementById('ofrecemos')).toContainElement(await screen.findByText('Paga con Webpay'));

    await screen.findByRole('list', { name: 'Productos Destacados' });
  });

  it('shows the error message with a retry when featured products fail, and hides failed categories', async () => {
    let featuredRequests = 0;
    server.use(
      http.get(apiUrl('/products/featured'), () => {
        featuredRequests++;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
      http.get(apiUrl('/categories'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<HomeRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load featured products. Please try again later.',
    );
    // storefront.md section 8: category failures are only logged.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('No se pudieron cargar las categorías', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Categorías' })).not.toBeInTheDocument();

    // The deferred section shares the page's subscription: its later mount does not ask again for the failed query.
    expect(featuredRequests).toBe(1);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Productos Destacados' })).toBeInTheDocument();
  });

  it('scrolls to the #section of the URL once the data sections have loaded', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<HomeRoute />, { route: '/#devoluciones' });

    await screen.findByRole('list', { name: 'Productos Destacados' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('devoluciones'));
  });
});
