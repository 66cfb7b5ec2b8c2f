import { http, HttpResponse } from 'msw';

import type { PaymentMethodsWire, PaymentStartWire } from '@/features/checkout/api/checkout-api';
import { apiUrl } from '@/testing/mocks/api-url';

// GET /orders/payment-methods and POST /payments/webpay/initiate.

export const paymentMethodsFixture: PaymentMethodsWire['paymentMethods'] = [
  { id: 1, name: 'Webpay Plus', code: 'webpay' },
  { id: 2, name: 'Transferencia Bancaria', code: 'bank_transfer' },
];

export const WEBPAY_URL = 'http://localhost:3000/api/payments/webpay/redirect/abc123';

export const paymentsHandlers = [
  http.get(apiUrl('/orders/payment-methods'), () =>
    HttpResponse.json<PaymentMethodsWire>({ success: true, paymentMethods: paymentMethodsFixture }),
  ),
  http.post(apiUrl('/payments/webpay/initiate'), () =>
    HttpResponse.json<PaymentStartWire>({ success: true, demo: false, message: '', paymentUrl: WEBPAY_URL }),
  ),
];
