import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { signInAs } from '@/testing/auth';
import { apiUrl } from '@/testing/mocks/api-url';
import { customerOrdersFixture } from '@/testing/mocks/handlers/orders';
import { demoShopSettingsWire } from '@/testing/mocks/handlers/settings';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

const order = (id: number) => screen.getByRole('article', { name: `Pedido #${id}` });

/** Signs the customer in and opens /account/orders once the first order has loaded. */
async function openOrders() {
  signInAs('customer');
  const rendered = renderApp('/account/orders');
  await screen.findByRole('article', { name: 'Pedido #1045' });
  return rendered;
}

describe('account orders', () => {
  it('lists the orders with a coloured badge per status and the raw value for an unknown one', async () => {
    await openOrders();

    const expected: Array<[number, string, string]> = [
      [1045, 'Pendiente', 'amber'],
      [1040, 'Procesando', 'purple'],
      [1032, 'Enviado', 'cyan'],
      [1021, 'Entregado', 'green'],
      [1010, 'Cancelado', 'red'],
      [1003, 'EN_REVISION', 'gray'],
    ];
    for (const [id, label, tone] of expected) {
      expect(within(order(id)).getByText(label)).toHaveClass(`status-badge--${tone}`);
    }
    expect(within(order(1045)).getByText('$62.970')).toBeVisible();
    expect(within(order(1040)).getByText('$15.990')).toBeVisible();
    expect(within(order(1045)).getByText('3 unidades')).toBeVisible();
  });

  it('expands an order to show its items, address, payment method and customer', async () => {
    const { user } = await openOrders();

    const toggle = within(order(1045)).getByRole('button', { name: 'Ver detalles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Ocultar detalles');
    const items = within(order(1045)).getByRole('list', { name: 'Productos del pedido #1045' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Pastillas de freno delanteras Toyota Yaris');
    expect(lines[0]).toHaveTextContent('2 × $24.990');
    expect(lines[0]).toHaveTextContent('$49.980');
    expect(within(lines[1]).getByText('Sin imagen')).toBeVisible();
    expect(within(order(1045)).getByText(/Av. Providencia 1234/)).toBeVisible();
    expect(within(order(1045)).getByText('Webpay')).toBeVisible();
    expect(within(order(1045)).getByText('ana@example.cl')).toBeVisible();

    await user.click(toggle);
    expect(within(order(1045)).queryByRole('list', { name: 'Productos del pedido #1045' })).not.toBeInTheDocument();
  });

  it('shows a line bought on sale with the list price of that day struck through', async () => {
    signInAs('customer');
    const { user } = renderApp('/account/orders');
    await screen.findByRole('article', { name: 'Pedido #1040' });
    await user.click(within(order(1040)).getByRole('button', { name: 'Ver detalles' }));
    const line = within(within(order(1040)).getByRole('list', { name: 'Productos del pedido #1040' })).getByRole(
      'listitem',
    );
    expect(line).toHaveTextContent('1 × Precio oferta: $15.990');
    expect(within(line).getAllByText('$19.990')[0].tagName).toBe('S');
    expect(within(line).getByText('-20%')).toBeVisible();
    // A line at its list price shows no strike.
    await user.click(within(order(1045)).getByRole('button', { name: 'Ver detalles' }));
    expect(within(order(1045)).getByRole('list', { name: 'Productos del pedido #1045' }).querySelector('s')).toBeNull();
  });

  it('shows an empty state with a link to the catalogue', async () => {
    server.use(http.get(apiUrl('/orders'), () => HttpResponse.json({ success: true, orders: [] })));
    signInAs('customer');
    renderApp('/account/orders');
    expect(await screen.findByText('Aún no tienes pedidos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar repuestos' })).toHaveAttribute('href', '/repuestos');
  });

  it('shows the server message with a retry when the list fails', async () => {
    server.use(
      http.get(
        apiUrl('/orders'),
        () => HttpResponse.json({ success: false, message: 'Servicio no disponible temporalmente' }, { status: 503 }),
        { once: true },
      ),
    );
    signInAs('customer');
    const { user } = renderApp('/account/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible temporalmente');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Pedido #1045' })).toBeVisible();
  });

  it('signs out and asks to sign in again when the server answers "Usuario no autenticado"', async () => {
    server.use(
      http.get(apiUrl('/orders'), () =>
        HttpResponse.json({ success: false, message: 'Usuario no autenticado' }, { status: 401 }),
      ),
    );
    signInAs('customer');
    const { router } = renderApp('/account/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account/orders');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the payment deadline of an unpaid order only, in store time', async () => {
    await openOrders();
    // 1045 is an unpaid Webpay order due at 15:00 UTC: 12:00 in Santiago (summer time).
    expect(
      within(order(1045)).getByText(
        'Paga antes del 20 mar 2025, 12:00: si no recibimos el pago, el pedido se cancela y los productos vuelven a estar disponibles.',
      ),
    ).toBeVisible();
    for (const id of [1040, 1032, 1021, 1010, 1003]) {
      expect(within(order(id)).queryByText(/Paga antes del/)).not.toBeInTheDocument();
    }
  });

  it("says a transfer order's deadline is for the transfer, and none once it is cancelled", async () => {
    const [pending] = customerOrdersFixture;
    server.use(
      http.get(apiUrl('/orders'), () =>
        HttpResponse.json({
          success: true,
          orders: [
            {
              ...pending,
              paymentMethod: 'Transferencia Bancaria',
              // Winter time: UTC-4.
              fechaLimitePago: '2025-07-01T02:05:00.000Z',
            },
            { ...pending, id: 1046, status: 'CANCELADO', paymentMethod: 'Transferencia Bancaria' },
          ],
        }),
      ),
    );
    await openOrders();
    expect(
      within(order(1045)).getByText(
        'Paga antes del 30 jun 2025, 22:05: si no recibimos la transferencia, el pedido se cancela y los productos vuelven a estar disponibles.',
      ),
    ).toBeVisible();
    expect(within(order(1046)).queryByText(/Paga antes del/)).not.toBeInTheDocument();
  });

  it("shows an unpaid transfer order's amount and the shop's bank account from the settings, and no account once paid", async () => {
    const [pending] = customerOrdersFixture;
    // The owner's saved account, not the demo one the bundle used to carry.
    server.use(
      http.get(apiUrl('/settings'), () =>
        HttpResponse.json({
          ...demoShopSettingsWire,
          bankTransfer: {
            ...demoShopSettingsWire.bankTransfer,
            bank: 'Banco Estado',
            accountNumber: '11-222-33333-44',
            email: 'transferencias@frenosdelsur.cl',
          },
        }),
      ),
      http.get(apiUrl('/orders'), () =>
        HttpResponse.json({
          success: true,
          orders: [
            { ...pending, paymentMethod: 'Transferencia Bancaria', fechaLimitePago: '2025-03-22T14:30:00.000Z' },
            // Paid: the admin marked it, it moved on and no longer waits for a transfer.
            { ...pending, id: 1046, status: 'PROCESANDO', paymentMethod: 'Transferencia Bancaria' },
            { ...pending, id: 1047, status: 'CANCELADO', paymentMethod: 'Transferencia Bancaria' },
            // An unpaid card order waits for Webpay, not for a transfer.
            { ...pending, id: 1048, paymentMethod: 'Webpay' },
          ],
        }),
      ),
    );
    await openOrders();

    expect(
      within(order(1045)).getByText(
        'Paga antes del 22 mar 2025, 11:30: si no recibimos la transferencia, el pedido se cancela y los productos vuelven a estar disponibles.',
      ),
    ).toBeVisible();
    const bank = within(order(1045)).getByRole('region', { name: 'Datos para la transferencia' });
    expect(within(bank).getByRole('heading', { level: 3, name: 'Datos para la transferencia' })).toBeVisible();
    expect(await within(bank).findByText('11-222-33333-44')).toBeVisible();
    expect(within(bank).getByText('Banco Estado')).toBeVisible();
    expect(within(bank).getByText('$62.970')).toBeVisible();
    expect(within(bank).getByRole('link', { name: 'transferencias@frenosdelsur.cl' })).toHaveAttribute(
      'href',
      'mailto:transferencias@frenosdelsur.cl',
    );
    expect(
      within(bank).getByText(
        'Indica el pedido #1045 en el comentario de la transferencia y envía el comprobante a transferencias@frenosdelsur.cl.',
      ),
    ).toBeVisible();
    expect(within(bank).queryByText('00-123-45678-09')).not.toBeInTheDocument();

    for (const id of [1046, 1047, 1048]) {
      expect(within(order(id)).queryByRole('region', { name: 'Datos para la transferencia' })).not.toBeInTheDocument();
    }
  });

  it('shows the carrier and tracking number of a shipped order and why a cancelled one was cancelled', async () => {
    await openOrders();

    const shipment = within(order(1032)).getByRole('region', { name: 'Datos del envío' });
    expect(within(shipment).getByText('Empresa de transporte').nextElementSibling).toHaveTextContent('Starken');
    expect(within(shipment).getByText('Número de seguimiento').nextElementSibling).toHaveTextContent('987654321');

    const cancelled = within(order(1010)).getByRole('region', { name: 'Motivo de la cancelación' });
    expect(within(cancelled).getByText('Sin stock del proveedor: te devolvimos el pago.')).toBeVisible();

    // Nothing entered, nothing shown; and no empty boxes on orders in other statuses.
    for (const id of [1045, 1040, 1021, 1003]) {
      expect(within(order(id)).queryByRole('region', { name: 'Datos del envío' })).not.toBeInTheDocument();
      expect(within(order(id)).queryByRole('region', { name: 'Motivo de la cancelación' })).not.toBeInTheDocument();
    }
  });

  it('keeps shipment details and a cancellation reason to the statuses they belong to', async () => {
    const [pending] = customerOrdersFixture;
    server.use(
      http.get(apiUrl('/orders'), () =>
        HttpResponse.json({
          success: true,
          orders: [
            // Re-opened after a cancellation, and delivered after shipping: the reason no longer applies, the
            // tracking number still does.
            { ...pending, status: 'PROCESANDO', cancellationReason: 'Pedido duplicado', courier: 'Starken' },
            { ...pending, id: 1046, status: 'ENTREGADO', courier: '  ', trackingNumber: 'BX-1' },
          ],
        }),
      ),
    );
    await openOrders();

    expect(screen.queryByText('Pedido duplicado')).not.toBeInTheDocument();
    expect(within(order(1045)).queryByRole('region', { name: 'Datos del envío' })).not.toBeInTheDocument();
    const delivered = within(order(1046)).getByRole('region', { name: 'Datos del envío' });
    expect(within(delivered).getByText('BX-1')).toBeVisible();
    expect(within(delivered).queryByText('Empresa de transporte')).not.toBeInTheDocument();
  });
});
