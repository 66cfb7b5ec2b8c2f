import { toCustomerOrder, type CustomerOrderWire } from '@/features/orders/api/orders-api';
import { api } from '@/lib/api';
import type { CustomerOrder } from '@/types/order';

// ---------------------------------------------------------------------------
// GET /orders/guest/{id}?email=: one order by its number and the purchase email, with the latest payment attempt.
// ---------------------------------------------------------------------------

export type PaymentSummaryWire = {
  status: string;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installmentsNumber: number | null;
};

export type GuestOrderWire = CustomerOrderWire & {
  subtotal?: number | string;
  shippingCost?: number | string;
  paymentMethodId?: number | null;
  region?: string | null;
  deliveryMethod?: string | null;
  payment?: PaymentSummaryWire | null;
};

export type GuestOrderResponseWire = { success: boolean; order: GuestOrderWire };

export type PaymentReceipt = {
  status: string;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installments: number | null;
};

export type TrackedOrder = CustomerOrder & { payment: PaymentReceipt | null };

export const ORDER_LOOKUP_MESSAGES = {
  notFound: 'No se pudo encontrar la orden con los datos proporcionados',
} as const;

export function toTrackedOrder(wire: GuestOrderWire): TrackedOrder {
  const payment = wire.payment
    ? {
        status: wire.payment.status,
        authorizationCode: wire.payment.authorizationCode ?? null,
        cardLastDigits: wire.payment.cardLastDigits ?? null,
        installments: wire.payment.installmentsNumber ?? null,
      }
    : null;
  return { ...toCustomerOrder(wire), payment };
}

export type OrderLookup = { orderId: string; email: string };

export const orderLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGuestOrder: build.query<TrackedOrder, OrderLookup>({
      query: ({ orderId, email }) => ({
        url: `/orders/guest/${encodeURIComponent(orderId)}`,
        params: { email },
      }),
      transformResponse: (response: GuestOrderResponseWire) => toTrackedOrder(response.order),
      // The status changes as the shop handles the order: always ask again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetGuestOrderQuery, useLazyGetGuestOrderQuery } = orderLookupApi;
