import { http, HttpResponse } from 'msw';

import type { OrderPayloadWire } from '@/features/checkout/api/checkout-api';
import type { CustomerOrderWire, CustomerOrdersWire } from '@/features/orders/api/orders-api';
import type { GuestOrderResponseWire, GuestOrderWire } from '@/features/orders/api/order-lookup-api';
import { apiUrl } from '@/testing/mocks/api-url';
import { authenticate } from '@/testing/mocks/handlers/auth';
import { paymentMethodsFixture } from '@/testing/mocks/handlers/payments';

// GET /orders (the signed-in customer's history), POST /orders and GET /orders/guest/{id}?email=
// (storefront.md section 7, the backend's CustomerOrderResponse). Items carry `price` (the unit price charged) and
// `listPrice` (the unit list price when the line was bought on sale, else null).

const customerOrder = (id: number, status: string, total: number, date: string): CustomerOrderWire => ({
  id,
  status,
  date,
  total,
  paymentMethod: 'Webpay',
  customerInfo: { name: 'Ana Pérez', email: 'ana@example.cl' },
  shippingAddress: 'Av. Providencia 1234, depto 502, Providencia, RM',
  items: [{ id: id * 10, name: 'Amortiguador delantero', quantity: 1, price: total, listPrice: null, imageUrl: null }],
  fechaLimitePago: null,
  courier: null,
  trackingNumber: null,
  cancellationReason: null,
});

/** The customer's order history, newest first, one order per status plus one the shop does not know. */
export const customerOrdersFixture: CustomerOrderWire[] = [
  {
    ...customerOrder(1045, 'PENDIENTE', 62970, '2025-03-20T14:30:00.000Z'),
    // Unpaid card order: 30 minutes to pay.
    fechaLimitePago: '2025-03-20T15:00:00.000Z',
    items: [
      {
        id: 1,
        name: 'Pastillas de freno delanteras Toyota Yaris',
        quantity: 2,
        price: 24990,
        listPrice: null,
        imageUrl: '/uploads/productos/pf-7788.jpg',
      },
      { id: 2, name: 'Filtro de aceite Hyundai Accent', quantity: 1, price: 12990, listPrice: null, imageUrl: null },
    ],
  },
  {
    // Bought on sale: 15.990 against a list price of 19.990.
    ...customerOrder(1040, 'PROCESANDO', 15990, '2025-03-12T10:00:00.000Z'),
    items: [{ id: 10400, name: 'Amortiguador delantero', quantity: 1, price: 15990, listPrice: 19990, imageUrl: null }],
  },
  // Shipped with the carrier and tracking number the shop entered.
  {
    ...customerOrder(1032, 'ENVIADO', 34990, '2025-02-28T16:45:00.000Z'),
    courier: 'Starken',
    trackingNumber: '987654321',
  },
  customerOrder(1021, 'ENTREGADO', 8990, '2025-02-02T12:15:00.000Z'),
  {
    ...customerOrder(1010, 'CANCELADO', 45990, '2025-01-15T09:20:00.000Z'),
    cancellationReason: 'Sin stock del proveedor: te devolvimos el pago.',
  },
  customerOrder(1003, 'EN_REVISION', 19990, '2025-01-05T18:05:00.000Z'),
];

export const guestOrderFixture: GuestOrderWire = {
  id: 1234,
  status: 'ENVIADO',
  date: '2025-03-14T17:30:00.000Z',
  total: 53970,
  subtotal: 49980,
  shippingCost: 3990,
  paymentMethod: 'Webpay Plus',
  paymentMethodId: 1,
  customerInfo: { name: 'Ana Pérez', email: 'ana@example.cl' },
  shippingAddress: 'Ana Pérez, Av. Providencia 1234, Providencia, Metropolitana de Santiago, 7500000, Chile',
  region: 'RM',
  deliveryMethod: 'DELIVERY',
  items: [
    {
      id: 1,
      name: 'Pastillas de freno delanteras Toyota Yaris',
      quantity: 2,
      price: 24990,
      listPrice: null,
      imageUrl: '/uploads/productos/pf-7788.jpg',
    },
    // Bought on sale.
    { id: 2, name: 'Filtro de aceite Hyundai Accent', quantity: 1, price: 12990, listPrice: 15990, imageUrl: null },
  ],
  payment: { status: 'APPROVED', authorizationCode: '1213', cardLastDigits: '6623', installmentsNumber: 3 },
  fechaLimitePago: null,
  courier: 'Chilexpress',
  trackingNumber: 'CX-55501234',
  cancellationReason: null,
};

/** The server's payment windows (orders.constants.ts): an order of another method never expires by itself. */
const PAYMENT_WINDOWS_MS: Partial<Record<string, number>> = {
  webpay: 30 * 60_000,
  bank_transfer: 48 * 60 * 60_000,
};

export const NEW_ORDER_ID = 5001;

export const ordersHandlers = [
  http.get(apiUrl('/orders'), ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    return HttpResponse.json<CustomerOrdersWire>({ success: true, orders: customerOrdersFixture });
  }),
  http.post(apiUrl('/orders'), async ({ request }) => {
    const body = (await request.json()) as OrderPayloadWire;
    const method = paymentMethodsFixture.find((candidate) => Number(candidate.id) === body.paymentMethodId);
    // Like the server: a guest order needs the buyer's e-mail and a name.
    if (body.guestInfo && (!body.guestInfo.email?.trim() || !body.guestInfo.name?.trim())) {
      return HttpResponse.json(
        { success: false, message: 'Por favor, completa todos los campos requeridos de envío.' },
        { status: 400 },
      );
    }
    const paymentWindow = PAYMENT_WINDOWS_MS[method?.code ?? ''];
    const order: GuestOrderWire = {
      ...guestOrderFixture,
      id: NEW_ORDER_ID,
      status: 'PENDIENTE',
      paymentMethod: method?.name ?? '',
      paymentMethodId: body.paymentMethodId,
      customerInfo: { name: body.guestInfo?.name ?? 'Ana Pérez', email: body.guestInfo?.email ?? 'ana@example.cl' },
      shippingAddress: body.shippingAddress,
      region: body.region,
      payment: null,
      fechaLimitePago: paymentWindow === undefined ? null : new Date(Date.now() + paymentWindow).toISOString(),
      courier: null,
      trackingNumber: null,
    };
    return HttpResponse.json<GuestOrderResponseWire>({ success: true, order }, { status: 201 });
  }),
  http.get(apiUrl('/orders/guest/:id'), ({ params, request }) => {
    const email = new URL(request.url).searchParams.get('email');
    if (String(params.id) === String(guestOrderFixture.id) && email === guestOrderFixture.customerInfo?.email) {
      return HttpResponse.json<GuestOrderResponseWire>({ success: true, order: guestOrderFixture });
    }
    return HttpResponse.json({ success: false, message: 'Orden no encontrada' }, { status: 404 });
  }),
];
