import { api } from '@/lib/api';
import { toOptionalAmount } from '@/lib/wire';

// ---------------------------------------------------------------------------
// Wire shapes of POST /cart/stock: the current stock and price of every cart line (a deleted product answers
// exists: false and a null price).
// ---------------------------------------------------------------------------

export type CartLineWire = { productId: number; quantity: number };

export type StockRowWire = {
  productId: number;
  title: string;
  stock: number | string;
  requested: number | string;
  exists: boolean;
  /** The unit price charged now (the sale price while on sale); null when the product does not exist. */
  price?: number | string | null;
  /** The unit list price while on sale, else null. */
  listPrice?: number | string | null;
};

export type StockCheckWire = { success: boolean; data: StockRowWire[] };

/** The server's current stock of one cart line. */
export type StockRow = {
  productId: number;
  title: string;
  stock: number;
  exists: boolean;
  /** The unit price charged now, or null when the server did not say (the stored one stays). */
  price: number | null;
  /** The unit list price while on sale, else null. */
  listPrice: number | null;
};

function toStock(value: number | string): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
}

export function toStockRow(wire: StockRowWire): StockRow {
  return {
    productId: Number(wire.productId),
    title: typeof wire.title === 'string' ? wire.title : '',
    stock: wire.exists === false ? 0 : toStock(wire.stock),
    exists: wire.exists !== false,
    price: wire.exists === false ? null : toOptionalAmount(wire.price),
    listPrice: wire.exists === false ? null : toOptionalAmount(wire.listPrice),
  };
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: every verification must ask the server again, never answer from a cache.
    checkStock: build.mutation<StockRow[], CartLineWire[]>({
      query: (items) => ({ url: '/cart/stock', method: 'POST', body: { items } }),
      transformResponse: (response: StockCheckWire) =>
        Array.isArray(response?.data) ? response.data.map(toStockRow) : [],
    }),
  }),
});

export const { useCheckStockMutation } = cartApi;
