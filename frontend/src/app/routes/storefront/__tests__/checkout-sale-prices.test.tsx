import { describe, expect, it } from 'vitest';

import { cartProduct, cartState } from '@/testing/cart-fixtures';
import { screen, waitFor, within } from '@/testing/test-utils';

import { fillAddress, fillContact, goToReview, openCheckout, recordOrderBodies } from './checkout-helpers';

// Demo product 49: 304.990 against 358.990 (-15%).
const radiator = cartProduct(49, 'Radiador Toyota Hilux', 304990, 6, 358990);

describe('checkout /checkout with a product on sale', () => {
  it('sums the sale price plus shipping, shows the struck list price and sends no price with the order', async () => {
    const bodies = recordOrderBodies();
    const { user } = await openCheckout(cartState([{ product: radiator, quantity: 2 }]));

    const summary = screen.getByRole('complementary', { name: 'Resumen del pedido' });
    expect(within(summary).getAllByText('$609.980')[0]).toBeVisible();
    expect(within(summary).getByText('$717.980').tagName).toBe('S');
    expect(within(summary).getByText('-15%')).toBeVisible();
    expect(within(summary).getByText('Ahorro en ofertas').nextSibling).toHaveTextContent('-$108.000');

    await fillContact(user);
    await fillAddress(user);
    // 2 × 304.990 + 3.990 of shipping to the RM.
    await waitFor(() => expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$613.970'));

    await goToReview(user, 'Transferencia Bancaria');
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
