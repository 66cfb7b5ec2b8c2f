import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { browser } from '@/features/checkout/utils/browser';
import { brakePads, cartState, oilFilter } from '@/testing/cart-fixtures';
import { apiUrl } from '@/testing/mocks/api-url';
import { WEBPAY_URL } from '@/testing/mocks/handlers/payments';
import { stockHandler } from '@/testing/mocks/handlers/stock';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { fillAddress, fillContact, goToReview, openCheckout, openReview, recordOrderBodies } from './checkout-helpers';

describe('checkout /checkout', () => {
  it('places a bank-transfer order as a guest, shows the bank details and empties the cart', async () => {
    const requests = recordOrderBodies();
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 12 }, 8: { title: oilFilter.title, stock: 5 } }));
    const { user, store } = await openCheckout(
      cartState([
        { product: brakePads, quantity: 2 },
        { product: oilFilter, quantity: 1 },
      ]),
    );
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');

    expect(
      screen.getByText(/Luis Soto, Av. Matta 100, Santiago, Metropolitana de Santiago, 8320000, Chile/),
    ).toBeVisible();
    expect(screen.getAllByText('Transferencia Bancaria').length).toBeGreaterThan(0);
    const place = screen.getByRole('button', { name: 'Realizar Pedido' });
    await user.click(place);

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pedido realizado con éxito!' })).toBeVisible();
    expect(screen.getByText('#5001')).toBeVisible();
    const bank = screen.getByRole('region', { name: 'Datos para la transferencia' });
    expect(within(bank).getByText('00-123-45678-09')).toBeVisible();
    expect(within(bank).getByText(/Indica el pedido #5001/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seguimiento de Pedidos' })).toHaveAttribute('href', '/order-tracking');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/repuestos');
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(store.getState().cart.items).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(requests).toEqual([
      {
        items: [
          { productId: 7, quantity: 2 },
          { productId: 8, quantity: 1 },
        ],
        shippingAddress: 'Luis Soto, Av. Matta 100, Santiago, Metropolitana de Santiago, 8320000, Chile',
        paymentMethodId: 2,
        region: 'RM',
        guestInfo: { email: 'luis@example.cl', name: 'Luis Soto', phone: '+56911112222' },
      },
    ]);
  });

  it('starts the Webpay payment with the buyer e-mail and sends the browser to the payment URL', async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    const started: unknown[] = [];
    server.use(
      http.post(apiUrl('/payments/webpay/initiate'), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ success: true, demo: false, message: '', paymentUrl: WEBPAY_URL });
      }),
    );
    const { user, store } = await openReview();

    await user.click(screen.getByRole('button', { name: 'Continuar con Webpay →' }));

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(WEBPAY_URL));
    // A guest order is paid with the e-mail given at checkout (the server answers 404 without it).
    expect(started).toEqual([{ orderId: expect.any(Number), email: 'luis@example.cl' }]);
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(window.sessionStorage.getItem('checkout_email')).toBe('luis@example.cl');
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('alerts first in demo mode and reports a payment start failure', async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    const alert = vi.spyOn(browser, 'alert').mockImplementation(() => undefined);
    server.use(
      http.post(
        apiUrl('/payments/webpay/initiate'),
        () => HttpResponse.json({ success: false, message: 'Webpay no está disponible' }, { status: 502 }),
        { once: true },
      ),
    );
    const { user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Continuar con Webpay →' }));
    expect(await screen.findByText('Webpay no está disponible')).toBeVisible();

    server.use(
      http.post(apiUrl('/payments/webpay/initiate'), () =>
        HttpResponse.json({
          success: true,
          demo: true,
          message: 'Modo demostración',
          paymentUrl: '/api/payments/demo/x',
        }),
      ),
    );
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Continuar con Webpay →' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/payments/demo/x'));
    expect(alert).toHaveBeenCalledWith('Modo demostración');
    // The order already exists: the retry only starts the payment again.
    expect(requests.to('/orders', 'POST')).toHaveLength(0);
  });

  it('lists the simulated fallbacks when the payment methods fail to load, but places no order with them', async () => {
    const requests = recordRequests();
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    server.use(
      http.get(
        apiUrl('/orders/payment-methods'),
        () => HttpResponse.json({ success: false, message: 'Error interno' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los medios de pago.');
    const fallbacks = ['Tarjeta de Crédito', 'PayPal', 'Transferencia Bancaria'].map((name) =>
      screen.getByRole('radio', { name: new RegExp(name) }),
    );
    for (const radio of fallbacks) {
      expect(radio).toBeDisabled();
      expect(radio).not.toBeChecked();
    }
    await user.click(fallbacks[0]);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Paso 2 de 3')).toBeVisible();

    // Once the methods load, the order goes through the real Webpay flow, never a success page for an unpaid order.
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radio', { name: /Webpay Plus/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Tarjeta de Crédito/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar con Webpay →' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(WEBPAY_URL));
    expect(screen.queryByRole('heading', { name: '¡Pedido realizado con éxito!' })).not.toBeInTheDocument();
    expect(requests.to('/orders/payment-methods')).toHaveLength(2);
    expect(requests.to('/orders', 'POST')).toHaveLength(1);
  });

  it('places no order when the server lists no payment method', async () => {
    const requests = recordRequests();
    server.use(
      http.get(apiUrl('/orders/payment-methods'), () => HttpResponse.json({ success: true, paymentMethods: [] })),
    );
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los medios de pago.');
    expect(screen.getByRole('radio', { name: /Tarjeta de Crédito/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(requests.to('/orders/payment-methods')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(requests.to('/orders', 'POST')).toHaveLength(0);
  });
});
