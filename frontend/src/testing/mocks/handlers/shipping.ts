import { http, HttpResponse } from 'msw';

import type { ShippingRequestWire, ShippingResultWire } from '@/features/checkout/api/checkout-api';
import { CHILE_REGIONS } from '@/data/chile-regions';
import { apiUrl } from '@/testing/mocks/api-url';

// GET /shipping/regions and POST /shipping/calculate: a fixed rate per region, 0 for store pickup.

export const shippingRates: Record<string, number> = { RM: 3990, VS: 5990, RETIRO_EN_TIENDA: 0 };
export const DEFAULT_SHIPPING_RATE = 7990;

export const shippingHandlers = [
  http.get(apiUrl('/shipping/regions'), () =>
    HttpResponse.json({ success: true, data: CHILE_REGIONS.map(({ code, name }) => ({ code, name })) }),
  ),
  http.post(apiUrl('/shipping/calculate'), async ({ request }) => {
    const { region } = (await request.json()) as ShippingRequestWire;
    const shippingCost = shippingRates[region] ?? DEFAULT_SHIPPING_RATE;
    return HttpResponse.json<ShippingResultWire>({
      success: true,
      data: { shippingCost, maxSize: 'M', region, isFreeShipping: shippingCost === 0, productDetails: [] },
    });
  }),
];
