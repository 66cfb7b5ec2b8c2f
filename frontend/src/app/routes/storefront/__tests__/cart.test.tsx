import { describe, expect, it } from 'vitest';

import { brakePads, cartProduct, cartState, oilFilter } from '@/testing/cart-fixtures';
import { stockHandler } from '@/testing/mocks/handlers/stock';
import { server } from '@/testing/mocks/server';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const lines = () => within(screen.getByRole('list', { name: 'Productos en el carrito' }));

describe('cart /cart', () => {
  it('shows the empty state with a way back to the catalogue', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrito de Compras' })).toBeVisible();
    expect(screen.getByText('Tu carrito está vacío')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/repuestos');
  });

  it('offers quantities 1 to min(10, stock), updates line totals and saves the cart', async () => {
    const bulb = cartProduct(30, 'Ampolleta H4', 2990, 3);
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 12 }, 30: { title: bulb.title, stock: 3 } }));
    const { user, store } = renderApp('/cart', {
      preloadedState: cartState([
        { product: brakePads, quantity: 1 },
        { product: bulb, quantity: 2 },
      ]),
    });
    const padsQuantity = await screen.findByRole('combobox', { name: `Cantidad de ${brakePads.title}` });
    expect(
      within(padsQuantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const bulbQuantity = screen.getByRole('combobox', { name: 'Cantidad de Ampolleta H4' });
    expect(within(bulbQuantity).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByLabelText('Total de Ampolleta H4')).toHaveTextContent('$5.980');

    await user.selectOptions(padsQuantity, '4');

    expect(screen.getByLabelText(`Total de ${brakePads.title}`)).toHaveTextContent('$99.960');
    expect(screen.getByText('Subtotal (6 productos)').nextSibling).toHaveTextContent('$105.940');
    expect(screen.getByText('Envío').nextSibling).toHaveTextContent('Por calcular');
    expect(store.getState().cart.items[0].quantity).toBe(4);
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')[0].quantity).toBe(4);
    expect(screen.getByRole('link', { name: 'Carrito: 6 productos' })).toBeInTheDocument();
  });

  it('removes a line', async () => {
    const { user } = renderApp('/cart', {
      preloadedState: cartState([
        { product: brakePads, quantity: 1 },
        { product: oilFilter, quantity: 1 },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: `Eliminar ${oilFilter.title}` }));
    expect(lines().getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(oilFilter.title)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Eliminar ${brakePads.title}` }));
    expect(screen.getByText('Tu carrito está vacío')).toBeVisible();
  });

  it('checks the stock on load, lists the problems and blocks checkout until they are fixed', async () => {
    const bulb = cartProduct(30, 'Ampolleta H4', 2990, 3);
    server.use(
      stockHandler({
        7: { title: brakePads.title, stock: 2 },
        8: { title: oilFilter.title, stock: 0 },
        30: { title: bulb.title, stock: 9 },
      }),
    );
    const { user, router } = renderApp('/cart', {
      preloadedState: cartState([
        { product: brakePads, quantity: 5 },
        { product: oilFilter, quantity: 1 },
        { product: bulb, quantity: 1 },
      ]),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`${brakePads.title}: solo quedan 2 unidades disponibles`)).toBeVisible();
    expect(within(alert).getByText(`${oilFilter.title} está agotado`)).toBeVisible();
    expect(within(alert).getByText('Ampolleta H4: el stock ha cambiado de 3 a 9 unidades')).toBeVisible();
    const checkout = screen.getByRole('button', { name: 'Proceder al Pago' });
    expect(checkout).toBeDisabled();
    expect(screen.getByRole('combobox', { name: `Cantidad de ${oilFilter.title}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `Eliminar ${oilFilter.title}` }));
    expect(checkout).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: `Cantidad de ${brakePads.title}` }), '2');

    expect(checkout).toBeEnabled();
    await user.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('drops the lines whose product no longer exists when the shop starts', async () => {
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 12 }, 8: null }));
    const { store } = renderApp('/', {
      preloadedState: cartState([
        { product: brakePads, quantity: 1 },
        { product: oilFilter, quantity: 2 },
      ]),
    });
    expect(await screen.findByRole('link', { name: 'Carrito: 1 producto' })).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => item.product.id)).toEqual([7]);
  });

  it('totals the lines at the sale price, shows the list price struck through and the savings', async () => {
    // Demo product 49: 304.990 against 358.990 (-15%).
    const radiator = cartProduct(49, 'Radiador Toyota Hilux', 304990, 6, 358990);
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 12 }, 49: { title: radiator.title, stock: 6 } }));
    renderApp('/cart', {
      preloadedState: cartState([
        { product: radiator, quantity: 2 },
        { product: brakePads, quantity: 1 },
      ]),
    });
    const line = (await screen.findByRole('link', { name: radiator.title })).closest('li') as HTMLElement;
    expect(within(line).getByText('Precio unitario:')).toBeVisible();
    expect(within(line).getByText('-15%')).toBeVisible();
    const total = screen.getByLabelText(`Total de ${radiator.title}`);
    expect(within(total).getByText('$609.980')).toBeVisible();
    expect(within(total).getByText('$717.980').tagName).toBe('S');

    // 2 × 304.990 + 24.990, not 2 × 358.990 + 24.990.
    expect(screen.getByText('Subtotal (3 productos)').nextSibling).toHaveTextContent('$634.970');
    expect(screen.getByText('Ahorro en ofertas').nextSibling).toHaveTextContent('-$108.000');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$634.970');
  });

  it('refreshes a stored cart at start: an item saved before its sale shows and totals the sale price', async () => {
    // Stored by an older version: no listPrice or discount, and the list price of product 112 (84.000).
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          product: {
            ...cartProduct(112, 'Filtro de aire modelo 112', 84000, 20),
            listPrice: undefined,
            discount: undefined,
          },
          quantity: 2,
        },
      ]),
    );
    // On any page: the check at start brings the current price (product 112 is now on sale at 54.600, -35%).
    const { store, router } = renderApp('/');
    await waitFor(() =>
      expect(store.getState().cart.items[0].product).toMatchObject({ price: 54600, listPrice: 84000, discount: 35 }),
    );
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')[0].product).toMatchObject({
      price: 54600,
      listPrice: 84000,
    });

    await act(() => router.navigate('/cart'));
    const total = await screen.findByLabelText('Total de Filtro de aire modelo 112');
    expect(within(total).getByText('$109.200')).toBeVisible();
    expect(within(total).getByText('$168.000').tagName).toBe('S');
    expect(screen.getByText('Subtotal (2 productos)').nextSibling).toHaveTextContent('$109.200');
  });

  it('keeps working with stored items without sale fields or with a list price that is not above the price', async () => {
    const bulb = cartProduct(30, 'Ampolleta H4', 2990, 3);
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { product: { ...bulb, listPrice: undefined, discount: undefined }, quantity: 1 },
        { product: { ...cartProduct(31, 'Plumilla', 5990, 3), listPrice: 4990, discount: 20 }, quantity: 1 },
      ]),
    );
    renderApp('/cart');
    expect(await screen.findByLabelText('Total de Ampolleta H4')).toHaveTextContent(/^\$2\.990$/);
    expect(screen.getByLabelText('Total de Plumilla')).toHaveTextContent(/^\$5\.990$/);
    expect(screen.getByRole('list', { name: 'Productos en el carrito' }).querySelector('s')).toBeNull();
    expect(screen.getByText('Subtotal (2 productos)').nextSibling).toHaveTextContent('$8.980');
    expect(screen.queryByText('Ahorro en ofertas')).not.toBeInTheDocument();
  });
});
