import { describe, expect, it } from 'vitest';

import { toAdminOrder, toAdminOrdersPage, type AdminOrderWire } from '@/features/admin-orders/api/admin-orders-api';
import { ordersRangeText } from '@/features/admin-orders/messages';
import { detailedOrderFixture, sparseOrderFixture } from '@/testing/mocks/handlers/admin-orders';

describe('admin orders wire → view mappers', () => {
  it('maps the Spanish wire names of an order to the view model', () => {
    expect(toAdminOrder(detailedOrderFixture)).toEqual({
      id: 1045,
      customer: { name: 'Ana Pérez', email: 'ana@example.cl', phone: '+56 9 8765 4321' },
      createdAt: '2025-03-20T14:30:00.000Z',
      total: 68960,
      status: 'PENDIENTE',
      shippingAddress: 'Ana Pérez, Av. Providencia 1234, depto 502, Providencia, Metropolitana de Santiago',
      subtotal: 62970,
      shippingCost: 5990,
      shipping: { region: 'RM', regionName: 'Metropolitana de Santiago', isPickup: false, maxSize: 'M' },
      refund: null,
      courier: null,
      trackingNumber: null,
      cancellationReason: null,
      items: [
        {
          id: 1,
          productId: 3,
          name: 'Pastillas de freno delanteras Toyota Yaris',
          sku: 'PF-7788',
          quantity: 2,
          price: 24990,
          imageUrl: '/uploads/productos/pf-7788.jpg',
        },
        {
          id: 2,
          productId: 7,
          name: 'Filtro de aceite Hyundai Accent',
          sku: 'FA-100',
          quantity: 1,
          price: 12990,
          imageUrl: null,
        },
      ],
    });
  });

  it('maps the carrier, tracking number and cancellation reason, blank ones to null', () => {
    const order = toAdminOrder({
      ...detailedOrderFixture,
      courier: ' Starken ',
      trackingNumber: '987654321',
      cancellationReason: '   ',
    });
    expect([order.courier, order.trackingNumber, order.cancellationReason]).toEqual(['Starken', '987654321', null]);
  });

  it('maps the refund flag of a payment taken after the order was cancelled', () => {
    const refund = { requiredAt: '2025-03-21T10:00:00.000Z', reason: 'Webpay autorizó 68960 CLP ' };
    expect(toAdminOrder({ ...detailedOrderFixture, refund }).refund).toEqual({
      requiredAt: '2025-03-21T10:00:00.000Z',
      reason: 'Webpay autorizó 68960 CLP',
    });
    expect(toAdminOrder({ ...detailedOrderFixture, refund: { requiredAt: refund.requiredAt } }).refund).toEqual({
      requiredAt: refund.requiredAt,
      reason: null,
    });
    expect(toAdminOrder({ ...detailedOrderFixture, refund: null }).refund).toBeNull();
  });

  it('reads numeric strings, turns blank texts into null and recognises store pickup', () => {
    const wire: AdminOrderWire = {
      ...sparseOrderFixture,
      customerInfo: { name: '  ', email: '', phone: undefined },
      total: '14990.00',
      subtotal: '14990',
      shippingCost: null,
      direccionEnvio: '   ',
      items: [{ id: '9', name: 'Bujía', sku: null, quantity: '3', price: 'no es un número', imageUrl: ' ' }],
    };
    const order = toAdminOrder(wire);
    expect(order.customer).toEqual({ name: null, email: null, phone: null });
    expect([order.total, order.subtotal, order.shippingCost]).toEqual([14990, 14990, 0]);
    expect(order.shippingAddress).toBeNull();
    expect(order.shipping).toEqual({ region: 'RETIRO_EN_TIENDA', regionName: null, isPickup: true, maxSize: null });
    expect(order.status).toBe('EN_REVISION');
    expect(order.items).toEqual([
      { id: '9', productId: null, name: 'Bujía', sku: '', quantity: 3, price: 0, imageUrl: null },
    ]);
  });

  it('maps the pagination block', () => {
    const page = toAdminOrdersPage({
      success: true,
      orders: [detailedOrderFixture],
      pagination: {
        currentPage: 3,
        totalPages: 3,
        totalOrders: 21,
        ordersPerPage: 10,
        hasNextPage: false,
        hasPrevPage: true,
      },
    });
    expect(page).toMatchObject({
      currentPage: 3,
      totalPages: 3,
      total: 21,
      pageSize: 10,
      hasNextPage: false,
      hasPrevPage: true,
    });
    expect(ordersRangeText(page)).toBe('Mostrando 21-21 de 21 pedidos');
  });
});

describe('ordersRangeText', () => {
  const page = { currentPage: 1, totalPages: 0, pageSize: 10, hasNextPage: false, hasPrevPage: false };

  it("says 'No hay pedidos' when there are none", () => {
    expect(ordersRangeText({ ...page, orders: [], total: 0 })).toBe('No hay pedidos');
  });

  it('says so when a page past the end comes back empty', () => {
    expect(ordersRangeText({ ...page, currentPage: 4, totalPages: 3, orders: [], total: 30 })).toBe(
      'No hay pedidos en esta página (30 pedidos en total)',
    );
  });

  it('uses the singular for one order and thousands separators for many', () => {
    const one = toAdminOrder(detailedOrderFixture);
    expect(ordersRangeText({ ...page, totalPages: 1, orders: [one], total: 1 })).toBe('Mostrando 1-1 de 1 pedido');
    expect(
      ordersRangeText({ ...page, currentPage: 120, totalPages: 125, orders: Array(10).fill(one), total: 1245 }),
    ).toBe('Mostrando 1.191-1.200 de 1.245 pedidos');
  });
});
