import { api } from '@/lib/api';
import { toNumber, toText } from '@/lib/wire';
import type { CustomerOrder, CustomerOrderItem } from '@/types/order';

// ---------------------------------------------------------------------------
// Wire shapes of GET /orders (storefront.md sections 3 and 7): { success, orders }.
// ---------------------------------------------------------------------------

export type CustomerOrderItemWire = {
  id: number | string;
  name: string;
  quantity: number | string;
  /** Unit price charged. */
  price: number | string;
  /** Unit list price at order time when it was above the price charged; null otherwise. */
  listPrice?: number | string | null;
  imageUrl?: string | null;
};

export type CustomerOrderWire = {
  id: number | string;
  status: string;
  date: string;
  total: number | string;
  paymentMethod?: string | null;
  customerInfo?: { name?: string | null; email?: string | null } | null;
  shippingAddress?: string | null;
  items?: CustomerOrderItemWire[] | null;
  /** When an unpaid order is cancelled (ISO); null once paid, cancelled or set by the shop. */
  fechaLimitePago?: string | null;
  /** Entered by the shop with the shipped status. */
  courier?: string | null;
  trackingNumber?: string | null;
  /** Set with the cancelled status. */
  cancellationReason?: string | null;
};

export type CustomerOrdersWire = { success: boolean; orders: CustomerOrderWire[] };

function toItem(wire: CustomerOrderItemWire): CustomerOrderItem {
  const price = toNumber(wire.price);
  const listPrice = wire.listPrice === null || wire.listPrice === undefined ? null : toNumber(wire.listPrice);
  return {
    id: wire.id,
    name: wire.name,
    quantity: toNumber(wire.quantity),
    price,
    // Only a list price above the one charged is a sale worth showing.
    listPrice: listPrice !== null && listPrice > price ? listPrice : null,
    imageUrl: wire.imageUrl && wire.imageUrl.trim() ? wire.imageUrl : null,
  };
}

export function toCustomerOrder(wire: CustomerOrderWire): CustomerOrder {
  return {
    id: wire.id,
    status: wire.status,
    date: wire.date,
    total: toNumber(wire.total),
    paymentMethod: wire.paymentMethod ?? '',
    customer: { name: wire.customerInfo?.name ?? '', email: wire.customerInfo?.email ?? '' },
    shippingAddress: wire.shippingAddress ?? '',
    items: (wire.items ?? []).map(toItem),
    paymentDueAt: wire.fechaLimitePago ?? null,
    bankTransfer: /transferencia/i.test(wire.paymentMethod ?? ''),
    courier: toText(wire.courier),
    trackingNumber: toText(wire.trackingNumber),
    cancellationReason: toText(wire.cancellationReason),
  };
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's order history. */
    getMyOrders: build.query<CustomerOrder[], void>({
      query: () => '/orders',
      transformResponse: (response: CustomerOrdersWire) =>
        Array.isArray(response?.orders) ? response.orders.map(toCustomerOrder) : [],
      providesTags: [{ type: 'Order', id: 'MINE' }],
    }),
  }),
});

export const { useGetMyOrdersQuery } = ordersApi;
