import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiUrl } from '@/testing/mocks/api-url';
import { guestOrderFixture } from '@/testing/mocks/handlers/orders';
import { demoShopSettingsWire } from '@/testing/mocks/handlers/settings';
import { recordRequests } from '@/testing/mocks/request-log';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

async function openTracking(route = '/order-tracking') {
  const view = renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'Seguimiento de Pedido' });
  return view;
}

describe('order tracking /order-tracking', () => {
  it('enables Buscar only when both fields have text after trimming', async () => {
    const { user } = await openTracking();
    const search = within(screen.getByRole('form', { name: 'Buscar pedido' })).getByRole('button', { name: 'Buscar' });
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Número de pedido'), '   ');
    await user.type(screen.getByLabelText('Email de la compra'), 'ana@example.cl');
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('Número de pedido'), '1234');
    expect(search).toBeEnabled();
    expect(screen.getByText('Solo los números, sin el símbolo #.')).toBeVisible();
  });

  it("fills in the order number from the order e-mail's link, and nothing from a link that is not a number", async () => {
    const { unmount } = await openTracking('/order-tracking?pedido=1045');
    expect(screen.getByLabelText('Número de pedido')).toHaveValue('1045');
    expect(screen.getByLabelText('Email de la compra')).toHaveValue('');
    unmount();

    await openTracking('/order-tracking?pedido=%3Cb%3E1%3C%2Fb%3E');
    expect(screen.getByLabelText('Número de pedido')).toHaveValue('');
  });

  it('strips a leading # and shows the order on Enter, hiding the form', async () => {
    const requests = recordRequests();
    const { user } = await openTracking();
    await user.type(screen.getByLabelText('Número de pedido'), '#1234');
    await user.type(screen.getByLabelText('Email de la compra'), ' ana@example.cl {Enter}');

    const result = await screen.findByRole('article', { name: 'Pedido #1234' });
    expect(requests.to('/orders/guest/1234')[0].searchParams.get('email')).toBe('ana@example.cl');
    expect(screen.queryByLabelText('Número de pedido')).not.toBeInTheDocument();
    expect(within(result).getByText('Enviado')).toBeVisible();
    expect(within(result).getByText('$53.970')).toBeVisible();
    expect(within(result).getByText('Webpay Plus')).toBeVisible();
    expect(within(result).getByText('Ana Pérez')).toBeVisible();
    expect(within(result).getByText('ana@example.cl')).toBeVisible();
    expect(within(result).getByText(/Av. Providencia 1234/)).toBeVisible();
    expect(within(result).getByText(/14 mar 2025/)).toBeVisible();
    const items = within(within(result).getByRole('list', { name: 'Productos del pedido #1234' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Pastillas de freno delanteras Toyota Yaris' })).toBeVisible();
    expect(items[0]).toHaveTextContent('Cantidad: 2');
    expect(items[0]).toHaveTextContent('$49.980');
    expect(within(items[1]).getByText('Sin imagen')).toBeVisible();
    // Bought on sale: 12.990 against 15.990 that day.
    expect(within(items[1]).getByText('$12.990')).toBeVisible();
    expect(within(items[1]).getByText('$15.990').tagName).toBe('S');
    expect(items[0].querySelector('s')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Buscar otro pedido' }));
    expect(screen.getByLabelText('Número de pedido')).toHaveValue('');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message and the guidance block when the order is not found', async () => {
    const { user } = await openTracking();
    await user.type(screen.getByLabelText('Número de pedido'), '999');
    await user.type(screen.getByLabelText('Email de la compra'), 'otro@example.cl');
    await user.click(
      within(screen.getByRole('form', { name: 'Buscar pedido' })).getByRole('button', { name: 'Buscar' }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Orden no encontrada')).toBeVisible();
    expect(within(alert).getByText(/solo números, sin #/)).toBeVisible();
    expect(screen.getByLabelText('Número de pedido')).toHaveValue('999');
  });

  it('links the help section to WhatsApp with the support number', async () => {
    await openTracking();
    const help = screen.getByRole('complementary', { name: '¿Necesitas ayuda?' });
    expect(await within(help).findByText(/\+56 9 5555 1234/)).toBeVisible();
    expect(within(help).getByRole('link', { name: 'Escribir por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/56955551234\?text=/,
    );
  });

  it("shows the carrier and tracking number of a shipped order, and a cancelled order's reason", async () => {
    const { user } = await openTracking();
    await user.type(screen.getByLabelText('Número de pedido'), '1234');
    await user.type(screen.getByLabelText('Email de la compra'), 'ana@example.cl{Enter}');
    const result = await screen.findByRole('article', { name: 'Pedido #1234' });
    const shipment = within(result).getByRole('region', { name: 'Datos del envío' });
    expect(within(shipment).getByText('Empresa de transporte').nextElementSibling).toHaveTextContent('Chilexpress');
    expect(within(shipment).getByText('Número de seguimiento').nextElementSibling).toHaveTextContent('CX-55501234');
    expect(within(result).queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();

    server.use(
      http.get(apiUrl('/orders/guest/:id'), () =>
        HttpResponse.json({
          success: true,
          order: {
            ...guestOrderFixture,
            status: 'CANCELADO',
            cancellationReason: 'No recibimos la transferencia a tiempo.',
          },
        }),
      ),
    );
    await user.click(within(result).getByRole('button', { name: 'Buscar otro pedido' }));
    await user.type(screen.getByLabelText('Número de pedido'), '1234{Enter}');
    const cancelled = await screen.findByRole('region', { name: 'Motivo de la cancelación' });
    expect(within(cancelled).getByText('No recibimos la transferencia a tiempo.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Datos del envío' })).not.toBeInTheDocument();
  });

  describe('payment deadline', () => {
    const lookUp = async (order: Partial<typeof guestOrderFixture>) => {
      server.use(
        http.get(apiUrl('/orders/guest/:id'), () =>
          HttpResponse.json({ success: true, order: { ...guestOrderFixture, ...order } }),
        ),
      );
      const { user } = await openTracking();
      await user.type(screen.getByLabelText('Número de pedido'), '1234');
      await user.type(screen.getByLabelText('Email de la compra'), 'ana@example.cl{Enter}');
      return screen.findByRole('article', { name: 'Pedido #1234' });
    };
    const transfer = { paymentMethod: 'Transferencia Bancaria', paymentMethodId: 2, payment: null };

    it("shows an unpaid transfer order's deadline in store time (es-CL, America/Santiago)", async () => {
      const result = await lookUp({ ...transfer, status: 'PENDIENTE', fechaLimitePago: '2026-11-27T15:30:00.000Z' });
      expect(
        within(result).getByText(
          'Paga antes del 27 nov 2026, 12:30: si no recibimos la transferencia, el pedido se cancela y los productos vuelven a estar disponibles.',
        ),
      ).toBeVisible();
    });

    it("shows an unpaid transfer order's bank account from the shop settings with the amount and number", async () => {
      server.use(
        http.get(apiUrl('/settings'), () =>
          HttpResponse.json({
            ...demoShopSettingsWire,
            bankTransfer: { ...demoShopSettingsWire.bankTransfer, accountNumber: '11-222-33333-44' },
          }),
        ),
      );
      const result = await lookUp({ ...transfer, status: 'PENDIENTE', fechaLimitePago: '2026-11-27T15:30:00.000Z' });
      const bank = within(result).getByRole('region', { name: 'Datos para la transferencia' });
      expect(await within(bank).findByText('11-222-33333-44')).toBeVisible();
      expect(within(bank).getByText('$53.970')).toBeVisible();
      expect(within(bank).getByText(/^Indica el pedido #1234 en el comentario/)).toBeVisible();
    });

    it('shows no bank account once the transfer is paid', async () => {
      const paid = await lookUp({ ...transfer, status: 'PROCESANDO', fechaLimitePago: null });
      expect(within(paid).queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
    });

    it('shows no bank account for an unpaid card order, only its deadline', async () => {
      const card = await lookUp({ status: 'PENDIENTE', fechaLimitePago: '2026-11-27T15:30:00.000Z', payment: null });
      expect(within(card).getByText(/^Paga antes del 27 nov 2026, 12:30: si no recibimos el pago/)).toBeVisible();
      expect(within(card).queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
    });

    it('shows no deadline once the order is paid or cancelled', async () => {
      const result = await lookUp({ ...transfer, status: 'PROCESANDO', fechaLimitePago: null });
      expect(within(result).getByText('Procesando')).toBeVisible();
      expect(within(result).queryByText(/Paga antes del/)).not.toBeInTheDocument();
    });

    it('shows no deadline for a cancelled order, even if one is sent', async () => {
      const result = await lookUp({ ...transfer, status: 'CANCELADO', fechaLimitePago: '2026-11-27T15:30:00.000Z' });
      expect(within(result).getByText('Cancelado')).toBeVisible();
      expect(within(result).queryByText(/Paga antes del/)).not.toBeInTheDocument();
    });
  });
});
