import { api } from '@/lib/api';
import { toOptionalNumber } from '@/lib/wire';

// ---------------------------------------------------------------------------
// Wire shapes of the checkout calls (storefront.md sections 3 and 7).
// ---------------------------------------------------------------------------

export type PaymentMethodWire = { id: number | string; name: string; code?: string | null };
export type PaymentMethodsWire = { success: boolean; paymentMethods: PaymentMethodWire[] };

export type ShippingRequestWire = { products: Array<{ productId: number; quantity: number }>; region: string };
export type ShippingResultWire = {
  success: boolean;
  data: {
    shippingCost: number | string;
    maxSize: string | null;
    region: string;
    isFreeShipping: boolean;
    productDetails: unknown;
  };
};

export type OrderPayloadWire = {
  items: Array<{ productId: number; quantity: number }>;
  shippingAddress: string;
  paymentMethodId: number;
  region: string;
  guestInfo?: { email: string; name: string; phone: string | null };
};

/** POST /orders header: the same key on a retry answers the order already placed (see attempt-key.ts). */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type CreatedOrderWire = {
  success: boolean;
  order: {
    id: number;
    total?: number | string;
    paymentMethod?: string | null;
    paymentMethodId?: number | null;
    customerInfo?: { name?: string | null; email?: string | null } | null;
    /** When the unpaid order is cancelled (ISO), for a payment method with a window; else null. */
    fechaLimitePago?: string | null;
  };
};

export type PaymentStartRequestWire = { orderId: number; email: string };
export type PaymentStartWire = { success: boolean; demo: boolean; message: string; paymentUrl: string };

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type PaymentMethod = {
  id: number;
  name: string;
  /** 'webpay' for the card payment provider, 'bank_transfer', …; empty when the server sent none. */
  code: string;
  /** One of the simulated fallbacks shown when the server lists no method. */
  simulated?: boolean;
};

export type ShippingResult = {
  shippingCost: number;
  maxSize: string | null;
  region: string;
  isFreeShipping: boolean;
};

export type CreatedOrder = {
  id: number;
  total: number | null;
  customerEmail: string;
  paymentDueAt: string | null;
};

export type PaymentStart = { demo: boolean; message: string; paymentUrl: string };

export type PaymentStartArgs = PaymentStartRequestWire & { provider: string };

export function toPaymentMethod(wire: PaymentMethodWire): PaymentMethod {
  return { id: Number(wire.id), name: wire.name, code: (wire.code ?? '').trim().toLowerCase() };
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethod[], void>({
      query: () => '/orders/payment-methods',
      transformResponse: (response: PaymentMethodsWire) =>
        Array.isArray(response?.paymentMethods) ? response.paymentMethods.map(toPaymentMethod) : [],
      providesTags: ['PaymentMethod'],
    }),
    calculateShipping: build.query<ShippingResult, ShippingRequestWire>({
      query: (body) => ({ url: '/shipping/calculate', method: 'POST', body }),
      transformResponse: (response: ShippingResultWire) => ({
        shippingCost: toOptionalNumber(response.data.shippingCost) ?? 0,
        maxSize: response.data.maxSize ?? null,
        region: response.data.region,
        isFreeShipping: response.data.isFreeShipping === true,
      }),
    }),
    createOrder: build.mutation<CreatedOrder, { order: OrderPayloadWire; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (response: CreatedOrderWire) => ({
        id: Number(response.order.id),
        total: toOptionalNumber(response.order.total),
        customerEmail: response.order.customerInfo?.email ?? '',
        paymentDueAt: response.order.fechaLimitePago ?? null,
      }),
      // The account's order history lists the new order.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order', id: 'MINE' }]),
    }),
    /** A guest order is paid with the e-mail given at checkout; an account's order with the session alone. */
    startPayment: build.mutation<PaymentStart, PaymentStartArgs>({
      query: ({ provider, orderId, email }) => ({
        url: `/payments/${encodeURIComponent(provider)}/initiate`,
        method: 'POST',
        body: { orderId, email },
      }),
      transformResponse: (response: PaymentStartWire) => ({
        demo: response.demo === true,
        message: response.message ?? '',
        paymentUrl: response.paymentUrl,
      }),
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useCalculateShippingQuery, useCreateOrderMutation, useStartPaymentMutation } =
  checkoutApi;
