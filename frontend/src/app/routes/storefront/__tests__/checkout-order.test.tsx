import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { browser } from '@/features/checkout/utils/browser';
import { signInAs } from '@/testing/auth';
import { brakePads } from '@/testing/cart-fixtures';
import { apiUrl } from '@/testing/mocks/api-url';
import { WEBPAY_URL } from '@/testing/mocks/handlers/payments';
import { stockHandler } from '@/testing/mocks/handlers/stock';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import { fillAddress, goToReview, openCheckout, openReview, shippingLine } from './checkout-helpers';

describe('checkout /checkout', () => {
  it('refuses to place the order when the stock changed meanwhile', async () => {
    const { user } = await openReview('Transferencia Bancaria');
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
    const { user } = await openReview('Transferencia Bancaria');
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
    const { user } = await openReview('Transferencia Bancaria');

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
    const { user } = await openReview('Transferencia Bancaria');
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
