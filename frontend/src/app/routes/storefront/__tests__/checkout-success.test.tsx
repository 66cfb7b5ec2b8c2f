import { describe, expect, it } from 'vitest';

import { brakePads, cartState } from '@/testing/cart-fixtures';
import { recordRequests } from '@/testing/mocks/request-log';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const cart = () => cartState([{ product: brakePads, quantity: 2 }]);

describe('payment result /checkout/success', () => {
  it('empties the cart on an approved payment and shows the receipt of the buyer found by email', async () => {
    window.sessionStorage.setItem('checkout_email', 'ana@example.cl');
    const { store } = renderApp('/checkout/success?order=1234&status=approved', { preloadedState: cart() });

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago realizado con éxito!' })).toBeVisible();
    expect(screen.getByText('#1234')).toBeVisible();
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
    const receipt = await screen.findByRole('region', { name: 'Comprobante de pago' });
    expect(within(receipt).getByText('1213')).toBeVisible();
    expect(within(receipt).getByText('**** 6623')).toBeVisible();
    expect(within(receipt).getByText('3')).toBeVisible();
    expect(within(receipt).getByText('Webpay Plus')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seguimiento de Pedidos' })).toHaveAttribute('href', '/order-tracking');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the order number without a receipt when the buyer email is unknown', async () => {
    const requests = recordRequests();
    renderApp('/checkout/success?order=1234&status=approved', { preloadedState: cart() });
    expect(await screen.findByText('#1234')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Comprobante de pago' })).not.toBeInTheDocument();
    expect(requests.to('/orders/guest/1234')).toHaveLength(0);
  });

  it.each([
    ['rejected', 'El pago fue rechazado', 'Tu banco o Webpay no autorizó el pago'],
    ['aborted', 'Cancelaste el pago en Webpay', 'No se realizó ningún cargo.'],
    // The shop cancelled the order while the buyer was at Webpay: the server did not commit the payment.
    ['cancelled', 'Tu pedido fue cancelado', 'así que no se realizó ningún cargo a tu tarjeta'],
  ])('keeps the cart and offers to go back to checkout when the payment was %s', async (status, heading, text) => {
    const { store, user, router } = renderApp(`/checkout/success?order=1234&status=${status}`, {
      preloadedState: cart(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(new RegExp(text))).toBeVisible();
    expect(screen.getByText('#1234')).toBeVisible();
    expect(store.getState().cart.items).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Volver al checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('says the money goes back when Webpay charged an order the shop had cancelled', async () => {
    const { store } = renderApp('/checkout/success?order=1234&status=refund', { preloadedState: cart() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Te devolveremos tu pago' })).toBeVisible();
    expect(screen.getByText(/devolverte el dinero a la misma tarjeta/)).toBeVisible();
    expect(screen.getByText('#1234')).toBeVisible();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('says the payment is being confirmed while it is pending', async () => {
    const { store } = renderApp('/checkout/success?order=1234&status=pending', { preloadedState: cart() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estamos confirmando tu pago' })).toBeVisible();
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
