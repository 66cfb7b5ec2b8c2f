import { ADMIN_ORDERS_PAGE_SIZE, PICKUP_REGION, type OrderStatus } from '@/config/constants';
import { api } from '@/lib/api';
import { toListPage, toNumber, toText, type ListPaginationWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';

// ---------------------------------------------------------------------------
// Wire shapes of GET /admin/orders and PUT /admin/orders/{id}/status (admin.md sections 3 and 7).
// Amounts may arrive as numeric strings and optional parts as null; the mappers below absorb both.
// ---------------------------------------------------------------------------

export type AdminOrderItemWire = {
  id: number | string;
  productId?: number | null;
  name: string;
  sku?: string | null;
  quantity: number | string;
  price: number | string;
  imageUrl?: string | null;
};

export type AdminOrderWire = {
  id: number | string;
  customerInfo?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  fechaCreacion: string;
  total: number | string;
  estado: string;
  direccionEnvio?: string | null;
  subtotal?: number | string | null;
  shippingCost?: number | string | null;
  shippingInfo?: { region?: string | null; regionName?: string | null; maxSize?: string | null } | null;
  /** Set when a card payment arrived after the order stopped expecting one (cancelled meanwhile). */
  refund?: { requiredAt: string; reason?: string | null } | null;
  /** Entered by an admin with the shipped status. */
  courier?: string | null;
  trackingNumber?: string | null;
  /** Entered by an admin with the cancelled status, or the unpaid-order sweep's text. */
  cancellationReason?: string | null;
  items?: AdminOrderItemWire[] | null;
};

export type AdminOrdersResponseWire = {
  success: boolean;
  message?: string;
  orders: AdminOrderWire[];
  pagination: ListPaginationWire<'orders'>;
};

export type AdminOrderStatusResponseWire = { success: boolean; message?: string; order?: AdminOrderWire };

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type AdminOrderItem = {
  id: number | string;
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price in CLP. */
  price: number;
  imageUrl: string | null;
};

/** An order as staff see it (admin.md section 3, "Order (admin)"). Missing texts are null, never ''. */
export type AdminOrder = {
  id: number;
  customer: { name: string | null; email: string | null; phone: string | null };
  createdAt: string;
  total: number;
  /** One of the five statuses, or whatever unknown value the server sent. */
  status: string;
  shippingAddress: string | null;
  subtotal: number;
  shippingCost: number;
  shipping: {
    /** Region code, or the pickup pseudo-region. */
    region: string | null;
    regionName: string | null;
    isPickup: boolean;
    maxSize: string | null;
  };
  /** A card payment taken for an order that no longer expected one: staff must refund it. */
  refund: { requiredAt: string; reason: string | null } | null;
  /** The carrier and tracking number given when the order was shipped; null when not given. */
  courier: string | null;
  trackingNumber: string | null;
  /** Why the order was cancelled; null when not given. */
  cancellationReason: string | null;
  items: AdminOrderItem[];
};

export type AdminOrdersPage = ListPage & { orders: AdminOrder[]; hasNextPage: boolean; hasPrevPage: boolean };

export type AdminOrderStatusFilter = OrderStatus | 'all';

export type AdminOrdersArgs = {
  page: number;
  search: string;
  status: AdminOrderStatusFilter;
  limit?: number;
};

/** A status change; the shipped status may carry the carrier and tracking number, the cancelled one a reason. */
export type AdminOrderStatusChange = {
  id: number;
  status: OrderStatus;
  courier?: string;
  trackingNumber?: string;
  cancellationReason?: string;
};

function toItem(wire: AdminOrderItemWire): AdminOrderItem {
  return {
    id: wire.id,
    productId: typeof wire.productId === 'number' ? wire.productId : null,
    name: wire.name,
    sku: toText(wire.sku) ?? '',
    quantity: toNumber(wire.quantity),
    price: toNumber(wire.price),
    imageUrl: toText(wire.imageUrl),
  };
}

export function toAdminOrder(wire: AdminOrderWire): AdminOrder {
  const region = toText(wire.shippingInfo?.region);
  return {
    id: Number(wire.id),
    customer: {
      name: toText(wire.customerInfo?.name),
      email: toText(wire.customerInfo?.email),
      phone: toText(wire.customerInfo?.phone),
    },
    createdAt: wire.fechaCreacion,
    total: toNumber(wire.total),
    status: wire.estado,
    shippingAddress: toText(wire.direccionEnvio),
    subtotal: toNumber(wire.subtotal),
    shippingCost: toNumber(wire.shippingCost),
    shipping: {
      region,
      regionName: toText(wire.shippingInfo?.regionName),
      isPickup: region === PICKUP_REGION,
      maxSize: toText(wire.shippingInfo?.maxSize),
    },
    refund: wire.refund?.requiredAt ? { requiredAt: wire.refund.requiredAt, reason: toText(wire.refund.reason) } : null,
    courier: toText(wire.courier),
    trackingNumber: toText(wire.trackingNumber),
    cancellationReason: toText(wire.cancellationReason),
    items: (wire.items ?? []).map(toItem),
  };
}

export function toAdminOrdersPage(wire: AdminOrdersResponseWire): AdminOrdersPage {
  const pagination = wire.pagination;
  return {
    orders: Array.isArray(wire.orders) ? wire.orders.map(toAdminOrder) : [],
    ...toListPage(pagination, 'orders', ADMIN_ORDERS_PAGE_SIZE),
    hasNextPage: pagination?.hasNextPage ?? false,
    hasPrevPage: pagination?.hasPrevPage ?? false,
  };
}

const ADMIN_ORDERS_LIST_TAG = { type: 'Order', id: 'ADMIN_LIST' } as const;

export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrdersPage, AdminOrdersArgs>({
      query: ({ page, search, status, limit = ADMIN_ORDERS_PAGE_SIZE }) => ({
        url: '/admin/orders',
        params: { page, limit, status, ...(search ? { search } : {}) },
      }),
      transformResponse: toAdminOrdersPage,
      providesTags: [ADMIN_ORDERS_LIST_TAG],
    }),
    /** Answers the updated order when the server sends it back (the spec only promises an ok status). */
    updateAdminOrderStatus: build.mutation<AdminOrder | null, AdminOrderStatusChange>({
      query: ({ id, ...body }) => ({ url: `/admin/orders/${id}/status`, method: 'PUT', body }),
      transformResponse: (response: AdminOrderStatusResponseWire | null) =>
        response?.order ? toAdminOrder(response.order) : null,
      // Cancelling or re-opening moves stock, so the catalogue entries of the order's products change too.
      invalidatesTags: (order, error) =>
        error
          ? []
          : [
              ADMIN_ORDERS_LIST_TAG,
              ...(order?.items ?? [])
                .filter((item) => item.productId !== null)
                .map((item) => ({ type: 'Product' as const, id: item.productId! })),
            ],
    }),
  }),
});

export const { useGetAdminOrdersQuery, useUpdateAdminOrderStatusMutation } = adminOrdersApi;
