import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { brakePads, cartState } from '@/testing/cart-fixtures';
import { apiUrl } from '@/testing/mocks/api-url';
import { demoShopSettingsWire } from '@/testing/mocks/handlers/settings';
import { stockHandler } from '@/testing/mocks/handlers/stock';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { screen, waitFor, within } from '@/testing/test-utils';

import {
  fillAddress,
  fillContact,
  goToReview,
  openCheckout,
  recordOrderBodies,
  shippingLine,
  stepButton,
} from './checkout-helpers';

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
    // The option shows once the shop settings (store pickup on) have loaded.
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
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
    const requests = recordOrderBodies();
    const { user } = await openCheckout();
    // The option shows once the shop settings (store pickup on) have loaded.
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
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
    // The option shows once the shop settings (store pickup on) have loaded.
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
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

    // The option shows once the shop settings (store pickup on) have loaded.
    await user.click(await screen.findByRole('radio', { name: /Retiro en tienda/ }));
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
});
