import { describe, expect, it, onTestFinished } from 'vitest';

import { cartProduct, cartState } from '@/testing/cart-fixtures';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

// Demo product 49: 304.990 against 358.990 (-15%).
const radiator = cartProduct(49, 'Radiador Toyota Hilux', 304990, 6, 358990);

describe('checkout /checkout with a product on sale', () => {
  it('sums the sale price plus shipping, shows the struck list price and sends no price with the order', async () => {
    const bodies: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/orders')) {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
      }
    };
    server.events.on('request:start', listener);
    onTestFinished(() => {
      server.events.removeListener('request:start', listener);
    });
    const { user } = renderApp('/checkout', { preloadedState: cartState([{ product: radiator, quantity: 2 }]) });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar Compra' });

    const summary = screen.getByRole('complementary', { name: 'Resumen del pedido' });
    expect(within(summary).getAllByText('$609.980')[0]).toBeVisible();
    expect(within(summary).getByText('$717.980').tagName).toBe('S');
    expect(within(summary).getByText('-15%')).toBeVisible();
    expect(within(summary).getByText('Ahorro en ofertas').nextSibling).toHaveTextContent('-$108.000');

    await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.cl');
    await user.type(screen.getByLabelText('Teléfono'), '+56911112222');
    await user.type(screen.getByLabelText('Nombre'), 'Luis');
    await user.type(screen.getByLabelText('Apellido'), 'Soto');
    await user.type(screen.getByLabelText('Dirección'), 'Av. Matta 100');
    await user.selectOptions(screen.getByLabelText('Región'), 'RM');
    await user.selectOptions(screen.getByLabelText('Comuna'), 'Santiago');
    await user.type(screen.getByLabelText('Código postal'), '8320000');
    // 2 × 304.990 + 3.990 of shipping to the RM.
    await waitFor(() => expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$613.970'));

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('radio', { name: /Transferencia Bancaria/ });
    await user.click(screen.getByRole('radio', { name: /Transferencia Bancaria/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const review = screen.getByRole('region', { name: 'Productos' });
    expect(within(review).getByText('$304.990')).toBeVisible();
    expect(within(review).getByText('$358.990').tagName).toBe('S');

    await user.click(screen.getByRole('button', { name: /Realizar Pedido|Confirmar/ }));
    await screen.findByRole('heading', { name: '¡Pedido realizado con éxito!' });
    // The server decides the price charged: the order carries products and quantities only.
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { items: unknown }).items).toEqual([{ productId: 49, quantity: 2 }]);
  });
});
