import { http, HttpResponse } from 'msw';

import type { CartLineWire, StockCheckWire, StockRowWire } from '@/features/cart/api/cart-api';
import { apiUrl } from '@/testing/mocks/api-url';

// POST /cart/stock: the current stock of every cart line; a product the shop no longer has answers exists: false.

/** Stock of the catalogue fixtures; any other product id exists with plenty of stock. */
export const stockFixture: Record<number, { title: string; stock: number }> = {
  7: { title: 'Pastillas de freno delanteras Toyota Yaris', stock: 12 },
  8: { title: 'Filtro de aceite Hyundai Accent', stock: 0 },
};

const DEFAULT_STOCK = 50;

/** A handler answering the given stock per product id (ids not listed: exists false). */
export function stockHandler(stockById: Record<number, { title: string; stock: number } | null>) {
  return http.post(apiUrl('/cart/stock'), async ({ request }) => {
    const { items } = (await request.json()) as { items: CartLineWire[] };
    const data: StockRowWire[] = items.map((item) => {
      const known = stockById[item.productId];
      return {
        productId: item.productId,
        title: known?.title ?? '',
        stock: known?.stock ?? 0,
        requested: item.quantity,
        exists: known !== undefined && known !== null,
      };
    });
    return HttpResponse.json<StockCheckWire>({ success: true, data });
  });
}

export const stockHandlers = [
  http.post(apiUrl('/cart/stock'), async ({ request }) => {
    const { items } = (await request.json()) as { items: CartLineWire[] };
    const data: StockRowWire[] = items.map((item) => ({
      productId: item.productId,
      title: stockFixture[item.productId]?.title ?? `Producto ${item.productId}`,
      stock: stockFixture[item.productId]?.stock ?? DEFAULT_STOCK,
      requested: item.quantity,
      exists: true,
    }));
    return HttpResponse.json<StockCheckWire>({ success: true, data });
  }),
];
