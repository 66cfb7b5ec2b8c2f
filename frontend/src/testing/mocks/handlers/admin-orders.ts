import { http, HttpResponse } from 'msw';

import type {
  AdminOrderStatusResponseWire,
  AdminOrderWire,
  AdminOrdersResponseWire,
} from '@/features/admin-orders/api/admin-orders-api';
import type { AuditEntryWire } from '@/features/admin-activity/api/admin-activity-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { authenticate, requireAdmin } from '@/testing/mocks/handlers/auth';

// GET /admin/orders and PUT /admin/orders/{id}/status (admin.md section 7, the backend's AdminOrderResponse),
// kept in memory per test with the server's rules: newest first, search by number (with or without '#'),
// email or name, status filter 'all' or one status, ADMIN role required.

const STATUSES = ['PENDIENTE', 'PROCESANDO', 'ENVIADO', 'ENTREGADO', 'CANCELADO'];
const NEWEST_ORDER_ID = 1045;
const NEWEST_ORDER_DATE = Date.parse('2025-03-20T14:30:00.000Z');

function adminOrder(id: number, overrides: Partial<AdminOrderWire> = {}): AdminOrderWire {
  return {
    id,
    customerInfo: { name: `Cliente ${id}`, email: `cliente${id}@example.cl`, phone: '+56912345678' },
    // One order an hour: the higher the number, the newer the order.
    fechaCreacion: new Date(NEWEST_ORDER_DATE - (NEWEST_ORDER_ID - id) * 3_600_000).toISOString(),
    total: 20980,
    estado: STATUSES[id % STATUSES.length],
    direccionEnvio: 'Av. Providencia 1234, Providencia',
    subtotal: 14990,
    shippingCost: 5990,
    shippingInfo: { region: 'RM', regionName: 'Metropolitana de Santiago', maxSize: 'M' },
    items: [
      {
        id: id * 10,
        productId: 7,
        name: 'Filtro de aceite Hyundai Accent',
        sku: 'FA-100',
        quantity: 1,
        price: 14990,
        imageUrl: null,
      },
    ],
    ...overrides,
  };
}

/** The order every detail test opens: two lines, full customer data, delivery to a region. */
export const detailedOrderFixture: AdminOrderWire = adminOrder(1045, {
  customerInfo: { name: 'Ana Pérez', email: 'ana@example.cl', phone: '+56 9 8765 4321' },
  estado: 'PENDIENTE',
  total: 68960,
  subtotal: 62970,
  shippingCost: 5990,
  direccionEnvio: 'Ana Pérez, Av. Providencia 1234, depto 502, Providencia, Metropolitana de Santiago',
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
    { id: 2, productId: 7, name: 'Filtro de aceite Hyundai Accent', sku: 'FA-100', quantity: 1, price: 12990 },
  ],
});

/** A guest pickup order with nothing but the required fields, and one in a status the shop does not know. */
export const sparseOrderFixture: AdminOrderWire = adminOrder(1044, {
  customerInfo: { name: null, email: null, phone: null },
  estado: 'EN_REVISION',
  direccionEnvio: null,
  total: 14990,
  subtotal: 14990,
  shippingCost: 0,
  shippingInfo: { region: 'RETIRO_EN_TIENDA', regionName: null, maxSize: null },
});

/** 23 orders: pages of 10, 10 and 3. */
export const adminOrdersFixture: AdminOrderWire[] = [
  detailedOrderFixture,
  sparseOrderFixture,
  ...Array.from({ length: 21 }, (_, index) => adminOrder(1043 - index)),
];

let orders: AdminOrderWire[] = structuredClone(adminOrdersFixture);
/** GET /admin/orders/{id}/history: the status changes made through PUT, newest first (the backend's audit log). */
let histories = new Map<string, AuditEntryWire[]>();
let nextAuditId = 1;

export function resetAdminOrdersDatabase() {
  orders = structuredClone(adminOrdersFixture);
  histories = new Map();
  nextAuditId = 1;
}

function matches(order: AdminOrderWire, search: string): boolean {
  if (!search) return true;
  if (/^#?\d+$/.test(search) && Number(search.replace('#', '')) === Number(order.id)) return true;
  const needle = search.toLowerCase();
  const { name, email } = order.customerInfo ?? {};
  return [name, email].some((text) => (text ?? '').toLowerCase().includes(needle));
}

export const adminOrdersHandlers = [
  http.get(apiUrl('/admin/orders'), ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 10);
    const status = params.get('status') ?? 'all';
    const search = (params.get('search') ?? '').trim();
    if (status !== 'all' && !STATUSES.includes(status)) return fail(400, 'Estado inválido');

    const found = orders
      .filter((order) => (status === 'all' || order.estado === status) && matches(order, search))
      .sort((a, b) => b.fechaCreacion.localeCompare(a.fechaCreacion) || Number(b.id) - Number(a.id));
    const totalPages = Math.ceil(found.length / limit);
    return HttpResponse.json<AdminOrdersResponseWire>({
      success: true,
      message: found.length === 0 ? 'No hay pedidos' : 'Pedidos obtenidos',
      orders: found.slice((page - 1) * limit, page * limit),
      pagination: {
        currentPage: page,
        totalPages,
        totalOrders: found.length,
        ordersPerPage: limit,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    });
  }),

  http.put(apiUrl('/admin/orders/:id/status'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const { status, courier, trackingNumber, cancellationReason } = (await request.json()) as {
      status: string;
      courier?: string;
      trackingNumber?: string;
      cancellationReason?: string;
    };
    if (!STATUSES.includes(status)) return fail(400, 'Estado inválido');
    // The columns' sizes (the backend's ORDER_TEXT_LIMITS).
    const tooLong = [
      (courier?.length ?? 0) > 100 && 'La empresa de transporte puede tener hasta 100 caracteres.',
      (trackingNumber?.length ?? 0) > 100 && 'El número de seguimiento puede tener hasta 100 caracteres.',
      (cancellationReason?.length ?? 0) > 500 && 'El motivo de la cancelación puede tener hasta 500 caracteres.',
    ].filter((message): message is string => typeof message === 'string');
    if (tooLong.length > 0) {
      return HttpResponse.json({ success: false, message: 'Datos inválidos', errors: tooLong }, { status: 400 });
    }
    const order = orders.find((candidate) => String(candidate.id) === String(params.id));
    if (!order) return fail(404, 'Orden no encontrada');
    const account = authenticate(request);
    if (order.estado !== status && !(account instanceof Response)) {
      const history = histories.get(String(order.id)) ?? [];
      history.unshift({
        id: nextAuditId++,
        actorId: Number(account.user.id),
        actorEmail: account.user.email,
        kind: 'ORDER_STATUS_CHANGED',
        entityType: 'order',
        entityId: String(order.id),
        entityLabel: null,
        changes: { status: { before: order.estado, after: status } },
        createdAt: new Date().toISOString(),
      });
      histories.set(String(order.id), history);
    }
    order.estado = status;
    // Shipping details go with ENVIADO and a reason with CANCELADO; what was not sent stays as it was.
    if (status === 'ENVIADO') {
      if (courier !== undefined) order.courier = courier.trim() || null;
      if (trackingNumber !== undefined) order.trackingNumber = trackingNumber.trim() || null;
    }
    if (status === 'CANCELADO' && cancellationReason !== undefined) {
      order.cancellationReason = cancellationReason.trim() || null;
    }
    return HttpResponse.json<AdminOrderStatusResponseWire>({
      success: true,
      message: 'Estado actualizado',
      order: structuredClone(order),
    });
  }),

  http.get(apiUrl('/admin/orders/:id/history'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    if (!orders.some((candidate) => String(candidate.id) === String(params.id)))
      return fail(404, 'Orden no encontrada');
    return HttpResponse.json({ success: true, history: structuredClone(histories.get(String(params.id)) ?? []) });
  }),
];
