import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { browser } from '@/features/checkout/utils/browser';
import { signInAs } from '@/testing/auth';
import { brakePads, cartState, oilFilter } from '@/testing/cart-fixtures';
import { apiUrl } from '@/testing/mocks/api-url';
import { WEBPAY_URL } from '@/testing/mocks/handlers/payments';
import { demoShopSettingsWire } from '@/testing/mocks/handlers/settings';
import { stockHandler } from '@/testing/mocks/handlers/stock';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const oneLineCart = () => cartState([{ product: brakePads, quantity: 2 }]);

async function openCheckout(preloaded = oneLineCart()) {
  const view = renderApp('/checkout', { preloadedState: preloaded });
  await screen.findByRole('heading', { level: 1, name: 'Finalizar Compra' });
  return view;
}

const shippingLine = () => screen.getByText('Costo de envío:').nextElementSibling as HTMLElement;
const stepButton = (name: RegExp) => screen.getByRole('button', { name });

async function fillContact(user: User) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.cl');
  await user.type(screen.getByLabelText('Teléfono'), '+56911112222');
  await user.type(screen.getByLabelText('Nombre'), 'Luis');
  await user.type(screen.getByLabelText('Apellido'), 'Soto');
}

async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('Dirección'), 'Av. Matta 100');
  await user.selectOptions(screen.getByLabelText('Región'), 'RM');
  await user.selectOptions(screen.getByLabelText('Comuna'), 'Santiago');
  await user.type(screen.getByLabelText('Código postal'), '8320000');
}

async function goToReview(user: User, paymentName?: string) {
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('radio', { name: /Webpay Plus/ });
  if (paymentName) await user.click(screen.getByRole('radio', { name: new RegExp(paymentName) }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(screen.getByText('Paso 3 de 3')).toBeVisible();
}

describe('checkout /checkout', () => {
  it('says the cart is empty with a continue-shopping button', async () => {
    await openCheckout(cartState([]));
    expect(screen.getByText('Tu carrito está vacío')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar Comprando' })).toHaveAttribute('href', '/repuestos');
  });

  it('enables Continuar only once the shipping step is complete and marks the required fields', async () => {
    const { user } = await openCheckout();
    expect(screen.getByText('Paso 1 de 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la compra' })).toHaveAttribute('aria-valuenow', '1');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    // Nothing is reported missing before the shopper has been through the form.
    expect(screen.queryByText('Por favor, completa todos los campos requeridos de envío.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('placeholder', '+56912345678');
    expect(screen.getByLabelText('Código postal')).toHaveAttribute('placeholder', 'Ej: 7500000');
    expect(screen.getByLabelText('País')).toHaveValue('Chile');
    for (const label of [
      'Correo electrónico',
      'Teléfono',
      'Nombre',
      'Apellido',
      'Dirección',
      'Región',
      'Comuna',
      'Código postal',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }

    await fillContact(user);
    expect(next).toBeDisabled();
    await fillAddress(user);
    expect(next).toBeEnabled();

    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '   ');
    expect(next).toBeDisabled();
  });

  it('clears the comuna and recalculates shipping when the region changes', async () => {
    const requests = recordRequests();
    const { user } = await openCheckout();
    expect(shippingLine()).toHaveTextContent('Por calcular');
    expect(screen.getByLabelText('Comuna')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Región'), 'RM');
    await user.selectOptions(screen.getByLabelText('Comuna'), 'Providencia');
    await waitFor(() => expect(shippingLine()).toHaveTextContent('$3.990'));

    await user.selectOptions(screen.getByLabelText('Región'), 'VS');
    expect(screen.getByLabelText('Comuna')).toHaveValue('');
    expect(within(screen.getByLabelText('Comuna')).getByRole('option', { name: 'Viña del Mar' })).toBeInTheDocument();
    await waitFor(() => expect(shippingLine()).toHaveTextContent('$5.990'));
    expect(requests.to('/shipping/calculate', 'POST')).toHaveLength(2);
    const summary = screen.getByRole('complementary', { name: 'Resumen del pedido' });
    expect(within(summary).getByText('$55.970')).toBeVisible();
  });

  it('shows "Calculando..." while the shipping cost loads and "Por calcular" when it fails', async () => {
    let release!: () => void;
    server.use(
      http.post(
        apiUrl('/shipping/calculate'),
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ success: false, message: 'Región no encontrada' }, { status: 404 });
        },
        { once: true },
      ),
    );
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Región'), 'AP');
    expect(await screen.findByText('Calculando...', { selector: 'strong' })).toBeVisible();
    release();
    await waitFor(() => expect(shippingLine()).toHaveTextContent('Por calcular'));
  });

  it('store pickup hides the address, costs nothing and only needs the contact', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Retiro en tienda/ }));
    expect(screen.getByText('Sin costo de envío')).toBeVisible();
    expect(screen.queryByLabelText('Dirección')).not.toBeInTheDocument();
    expect(shippingLine()).toHaveTextContent('GRATIS');
    await fillContact(user);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('offers no store pickup while the shop has it switched off', async () => {
    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({
          ...demoShopSettingsWire,
          shipping: { ...demoShopSettingsWire.shipping, storePickupEnabled: false },
        }),
      ),
    );
    await openCheckout();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Retiro en tienda/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Despacho a domicilio/ })).toBeChecked();
  });

  it('places a store-pickup order as a guest with only the e-mail and phone, and shows the transfer deadline', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders'))
        void request
          .clone()
          .json()
          .then((body) => requests.push(body));
    });
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Retiro en tienda/ }));
    await user.type(screen.getByLabelText('Correo electrónico'), 'luis.soto@example.cl');
    await user.type(screen.getByLabelText('Teléfono'), '+56911112222');
    // Leaving the names blank is no mistake for store pickup.
    await user.click(screen.getByLabelText('Nombre'));
    await user.click(screen.getByLabelText('Apellido'));
    await user.click(screen.getByLabelText('Teléfono'));
    expect(screen.getByLabelText('Nombre')).not.toBeRequired();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Por favor, completa todos los campos requeridos de envío.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));

    expect(await screen.findByRole('heading', { level: 1, name: '¡Pedido realizado con éxito!' })).toBeVisible();
    // The server needs a name for every order: the e-mail's local part stands in for it.
    expect(requests).toEqual([
      expect.objectContaining({
        shippingAddress: 'Retiro en tienda',
        region: 'RETIRO_EN_TIENDA',
        guestInfo: { email: 'luis.soto@example.cl', name: 'luis.soto', phone: '+56911112222' },
      }),
    ]);
    expect(
      screen.getByText(
        /^Paga antes del \d{1,2} [a-z]{3}\.? \d{4}, \d{2}:\d{2}: si no recibimos la transferencia, el pedido se cancela y los productos vuelven a estar disponibles\.$/,
      ),
    ).toBeVisible();
  });

  it("shows a transfer order's deadline on the confirmation in store time (es-CL, America/Santiago)", async () => {
    server.use(
      http.post(apiUrl('/orders'), () =>
        HttpResponse.json(
          {
            success: true,
            order: {
              id: 5002,
              total: 49980,
              paymentMethodId: 2,
              customerInfo: { name: 'Luis Soto', email: 'luis@example.cl' },
              fechaLimitePago: '2026-11-27T15:30:00.000Z',
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Retiro en tienda/ }));
    await fillContact(user);
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));
    expect(
      await screen.findByText(
        'Paga antes del 27 nov 2026, 12:30: si no recibimos la transferencia, el pedido se cancela y los productos vuelven a estar disponibles.',
      ),
    ).toBeVisible();
  });

  it('opens step headers only as the rules allow and moves the progress bar', async () => {
    const { user } = await openCheckout();
    expect(stepButton(/1 Envío/)).toBeEnabled();
    expect(stepButton(/2 Pago/)).toBeDisabled();
    expect(stepButton(/3 Revisión/)).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Retiro en tienda/ }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Paso 2 de 3')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(await screen.findByRole('radio', { name: /Webpay Plus/ })).toBeChecked();
    expect(stepButton(/2 Pago/)).toBeEnabled();
    expect(stepButton(/3 Revisión/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Paso 3 de 3')).toBeVisible();
    await user.click(stepButton(/2 Pago/));
    expect(screen.getByText('Paso 2 de 3')).toBeVisible();
    await user.click(stepButton(/1 Envío/));
    expect(screen.getByText('Paso 1 de 3')).toBeVisible();
    expect(stepButton(/2 Pago/)).toBeDisabled();
    // The form kept what was typed.
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('luis@example.cl');
  });

  it('replaces Continuar with "Verificar Stock" while the stock check has errors', async () => {
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 1 } }));
    const { user } = await openCheckout();
    expect(
      await screen.findByText(
        'Hay problemas de stock en tu carrito. Por favor, revisa las cantidades antes de continuar.',
      ),
    ).toBeVisible();
    expect(screen.getByText(`${brakePads.title}: solo quedan 1 unidades disponibles`)).toBeVisible();
    expect(screen.getByText('No puedes continuar hasta que resuelvas los problemas de stock.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();

    server.use(stockHandler({ 7: { title: brakePads.title, stock: 5 } }));
    await user.click(screen.getByRole('button', { name: 'Verificar Stock' }));
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('places a bank-transfer order as a guest, shows the bank details and empties the cart', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders'))
        void request
          .clone()
          .json()
          .then((body) => requests.push(body));
    });
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
    const { user, store } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user);

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
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user);
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

  it('refuses to place the order when the stock changed meanwhile', async () => {
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');
    server.use(stockHandler({ 7: { title: brakePads.title, stock: 0 } }));

    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));

    expect(
      await screen.findByText(
        'El stock ha cambiado. No se puede procesar la orden. Por favor, verifica el stock y ajusta las cantidades.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Sin stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Realizar Pedido' })).toBeDisabled();
  });

  it('shows the server message on 409 and refreshes the stock', async () => {
    let orderPosted = false;
    server.use(
      http.post(apiUrl('/cart/stock'), () => {
        const stock = orderPosted ? 1 : 12;
        return HttpResponse.json({
          success: true,
          data: [{ productId: 7, title: brakePads.title, stock, requested: 2, exists: true }],
        });
      }),
      http.post(apiUrl('/orders'), () => {
        orderPosted = true;
        return HttpResponse.json(
          {
            success: false,
            message: 'No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.',
            errors: [{ productId: 7, title: brakePads.title, requested: 2, available: 1 }],
          },
          { status: 409 },
        );
      }),
    );
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));

    expect(
      await screen.findByText('No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.'),
    ).toBeVisible();
    expect(await screen.findByText('Solo 1 disponibles')).toBeVisible();
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, a new one once the order changes', async () => {
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => undefined);
    const sent: Array<{ key: string | null; paymentMethodId: number }> = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders'))
        void request
          .clone()
          .json()
          .then((body: { paymentMethodId: number }) =>
            sent.push({ key: request.headers.get('Idempotency-Key'), paymentMethodId: body.paymentMethodId }),
          );
    };
    server.events.on('request:start', listener);
    onTestFinished(() => {
      server.events.removeListener('request:start', listener);
    });
    // The first two answers are lost on the way back.
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error(), { once: true }));
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error(), { once: true }));
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');

    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));
    expect(await screen.findByText('Error al procesar el pedido. Por favor, inténtalo de nuevo.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Realizar Pedido' })).toBeEnabled();

    // Another payment method is another order: a new key, and this time the order is placed.
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await user.click(screen.getByRole('radio', { name: /Webpay Plus/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Continuar con Webpay →' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(WEBPAY_URL));

    await waitFor(() => expect(sent).toHaveLength(3));
    const [first, retry, changed] = sent;
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(retry).toEqual(first);
    expect(changed.paymentMethodId).toBe(1);
    expect(changed.key).not.toBe(first.key);
  });

  it('says when the order fails for an unknown reason', async () => {
    server.use(http.post(apiUrl('/orders'), () => HttpResponse.error()));
    const { user } = await openCheckout();
    await fillContact(user);
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));
    expect(await screen.findByText('Error al procesar el pedido. Por favor, inténtalo de nuevo.')).toBeVisible();
  });

  it("shows the server's reasons when it refuses the order's data", async () => {
    server.use(
      http.post(apiUrl('/orders'), () =>
        HttpResponse.json(
          { success: false, message: 'Los datos enviados no son válidos', errors: ['El email no es válido'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('Correo electrónico'), 'x');
    await user.type(screen.getByLabelText('Teléfono'), '+56911112222');
    await user.type(screen.getByLabelText('Nombre'), 'Luis');
    await user.type(screen.getByLabelText('Apellido'), 'Soto');
    await fillAddress(user);
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Los datos enviados no son válidos\. El email no es válido\.$/,
    );
    expect(screen.queryByText(/guestInfo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '¡Pedido realizado con éxito!' })).not.toBeInTheDocument();
  });

  it('prefills a signed-in customer, uses the default saved address and sends no guest info', async () => {
    signInAs('customer');
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const { user } = await openCheckout();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.cl');
    const saved = await screen.findByRole('radiogroup', { name: 'Direcciones guardadas' });
    expect(within(saved).getByRole('radio', { name: /Casa/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Administrar mis direcciones' })).toHaveAttribute(
      'href',
      '/account/addresses',
    );

    await user.click(screen.getByRole('button', { name: 'Nueva dirección' }));
    expect(screen.getByLabelText('Dirección')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar dirección guardada' }));
    await user.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: /Oficina/ }));
    await waitFor(() => expect(shippingLine()).toHaveTextContent('$5.990'));

    await user.type(screen.getByLabelText('Teléfono'), '+56933334444');
    await goToReview(user, 'Transferencia Bancaria');
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido' }));

    expect(await screen.findByRole('link', { name: 'Ver Mis Pedidos' })).toHaveAttribute('href', '/account/orders');
    expect(bodies).toEqual([
      {
        items: [{ productId: 7, quantity: 2 }],
        shippingAddress: 'Ana Pérez, Calle Prat 55, Valparaíso, Valparaíso, 2340000, Chile',
        paymentMethodId: 2,
        region: 'VS',
      },
    ]);
  });
});
