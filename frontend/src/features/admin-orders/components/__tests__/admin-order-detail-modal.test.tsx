import { describe, expect, it, vi } from 'vitest';

import { toAdminOrder } from '@/features/admin-orders/api/admin-orders-api';
import { AdminOrderDetailModal } from '@/features/admin-orders/components/admin-order-detail-modal';
import { detailedOrderFixture } from '@/testing/mocks/handlers/admin-orders';
import { renderWithProviders, screen, within } from '@/testing/test-utils';

const REASON =
  'Webpay autorizó 68960 CLP (orden de compra 1045-a1b2c3d4, autorización 1213) cuando el pedido estaba CANCELADO';

function openDetail(overrides: Partial<Parameters<typeof toAdminOrder>[0]>) {
  const order = toAdminOrder({ ...detailedOrderFixture, ...overrides });
  renderWithProviders(<AdminOrderDetailModal order={order} onClose={vi.fn()} onStatusSaved={vi.fn()} />);
  return screen.getByRole('dialog', { name: 'Pedido #1045' });
}

describe('admin order detail: refund flag', () => {
  it('warns that a payment received for a cancelled order must be refunded, with why and since when', () => {
    const dialog = openDetail({
      estado: 'CANCELADO',
      refund: { requiredAt: '2025-03-21T10:00:00.000Z', reason: REASON },
    });
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('Pago recibido en un pedido cancelado: requiere reembolso');
    expect(within(warning).getByText(REASON)).toBeVisible();
    expect(within(warning).getByText(/^Detectado el /)).toBeVisible();
  });

  it('says the payment came when the order no longer expected one if an admin moved it elsewhere', () => {
    const dialog = openDetail({ estado: 'ENVIADO', refund: { requiredAt: '2025-03-21T10:00:00.000Z' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Pago recibido cuando el pedido ya no esperaba pagos: requiere reembolso',
    );
  });

  it('shows no warning for an order without a refund to make', () => {
    const dialog = openDetail({ estado: 'CANCELADO', refund: null });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/requiere reembolso/)).not.toBeInTheDocument();
  });
});
