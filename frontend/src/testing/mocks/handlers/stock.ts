import { http, HttpResponse } from 'msw';

import type { CartLineWire, StockCheckWire, StockRowWire } from '@/features/cart/api/cart-api';
import { apiUrl } from '@/testing/mocks/api-url';
import { allProducts, chargedPrice } from '@/testing/mocks/handlers/products';

// POST /cart/stock: the current stock and price of every cart line; a product the shop no longer has answers
// exists: false and a null price. `price` is the unit price charged (the sale price while on sale), `listPrice` the
// list price while on sale. Products the catalogue fixtures do not have answer no price (the cart keeps its own).

/** Stock of the catalogue fixtures; any other product id exists with plenty of stock. */
export const stockFixture: Record<number, { title: string; stock: number }> = {
  7: { title: 'Pastillas de freno delanteras Toyota Yaris', stock: 12 },
  8: { title: 'Filtro de aceite Hyundai Accent', stock: 0 },
};

const DEFAULT_STOCK = 50;

/** The price fields of a product of the catalogue fixtures, or nulls. */
function pricing(productId: number): Pick<StockRowWire, 'price' | 'listPrice'> {
  const product = allProducts().find((candidate) => candidate.id === productId);
  if (!product) return { price: null, listPrice: null };
  return { price: chargedPrice(product), listPrice: product.precioOferta == null ? null : Number(product.precio) };
}

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
        ...(known ? pricing(item.productId) : { price: null, listPrice: null }),
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
      ...pricing(item.productId),
    }));
    return HttpResponse.json<StockCheckWire>({ success: true, data });
  }),
];
