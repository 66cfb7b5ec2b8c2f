import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { STORAGE_KEYS } from '@/config/constants';
import { readJson, writeJson } from '@/lib/storage';
import type { Product } from '@/types/catalog';
import { linesSubtotal, saleSavings, unitCount } from '@/utils/line-totals';

export type CartItem = {
  product: Product;
  quantity: number;
};

export type CartState = {
  items: CartItem[];
};

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { product, quantity } = value as { product?: unknown; quantity?: unknown };
  return (
    typeof product === 'object' &&
    product !== null &&
    typeof (product as { id?: unknown }).id === 'number' &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0
  );
}

type Pricing = Pick<Product, 'price' | 'listPrice' | 'discount'>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The sale fields of a stored or refreshed product, made consistent: a list price counts only when it is above the
 * price charged. Items stored before sale prices existed have neither field and come out as not on sale.
 */
function normalisePricing({ price, listPrice, discount }: Partial<Record<keyof Pricing, unknown>>): Pricing {
  // A garbage stored price shows as '—' until the refresh at start brings the current one.
  if (!isAmount(price)) return { price: Number.NaN, listPrice: null, discount: null };
  const charged = price;
  if (!isAmount(listPrice) || listPrice <= charged) return { price: charged, listPrice: null, discount: null };
  return {
    price: charged,
    listPrice,
    discount:
      isAmount(discount) && discount >= 1
        ? Math.round(discount)
        : Math.max(1, Math.round((1 - charged / listPrice) * 100)),
  };
}

/** The cart persisted under 'cart' (a JSON array of {product, quantity}); malformed entries are dropped. */
export function loadCartFromStorage(): CartState {
  const stored = readJson(STORAGE_KEYS.cart);
  const items = Array.isArray(stored) ? stored.filter(isCartItem) : [];
  return { items: items.map((item) => ({ ...item, product: { ...item.product, ...normalisePricing(item.product) } })) };
}

function stockOf(product: Product): number {
  return Number.isFinite(product.stock) ? Math.max(0, Math.floor(product.stock)) : 0;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadCartFromStorage,
  reducers: {
    /**
     * Adds units of a product: refused when it has no stock; an existing line sums the quantities, and the
     * result is capped at the stock. The stored product is refreshed with the one given (latest price/stock).
     */
    cartItemAdded(state, action: PayloadAction<{ product: Product; quantity: number }>) {
      const { product } = action.payload;
      const quantity = Math.floor(action.payload.quantity);
      const stock = stockOf(product);
      if (stock <= 0 || !(quantity > 0)) return;
      const existing = state.items.find((item) => item.product.id === product.id);
      if (existing) {
        existing.product = product;
        existing.quantity = Math.min(existing.quantity + quantity, stock);
      } else {
        state.items.push({ product, quantity: Math.min(quantity, stock) });
      }
    },
    /** Sets a line's quantity: 0 or less removes it; it never exceeds the product's stock. */
    cartItemQuantitySet(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      const { productId } = action.payload;
      const quantity = Math.floor(action.payload.quantity);
      const index = state.items.findIndex((item) => item.product.id === productId);
      if (index === -1) return;
      const stock = stockOf(state.items[index].product);
      if (!(quantity > 0) || stock <= 0) {
        state.items.splice(index, 1);
        return;
      }
      state.items[index].quantity = Math.min(quantity, stock);
    },
    cartItemRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.product.id !== action.payload);
    },
    cartCleared(state) {
      state.items = [];
    },
    /**
     * Stores the stock the server reported for each line (quantities are kept, so a short line stays visible as a
     * stock problem) and drops the lines whose product no longer exists.
     */
    cartStockRefreshed(
      state,
      action: PayloadAction<{ stocks: Array<{ productId: number; stock: number }>; removedIds?: number[] }>,
    ) {
      const removed = new Set(action.payload.removedIds ?? []);
      if (removed.size > 0) state.items = state.items.filter((item) => !removed.has(item.product.id));
      for (const { productId, stock } of action.payload.stocks) {
        const item = state.items.find((candidate) => candidate.product.id === productId);
        if (item && Number.isFinite(stock)) item.product.stock = Math.max(0, Math.floor(stock));
      }
    },
    /**
     * Stores the current price of each line's product (the price charged and, while on sale, the list price; the
     * percentage is computed when not given), as the stock check reports it: a stored cart may hold prices from an
     * earlier visit.
     */
    cartPricesRefreshed(
      state,
      action: PayloadAction<Array<Pick<Pricing, 'price' | 'listPrice'> & { id: number; discount?: number | null }>>,
    ) {
      for (const fresh of action.payload) {
        const item = state.items.find((candidate) => candidate.product.id === fresh.id);
        if (!item || !isAmount(fresh.price)) continue;
        // Keep the stored percentage while the sale is the same one; a new sale computes its own.
        const sameSale = fresh.listPrice === item.product.listPrice && fresh.price === item.product.price;
        Object.assign(
          item.product,
          normalisePricing({ ...fresh, discount: fresh.discount ?? (sameSale ? item.product.discount : null) }),
        );
      }
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartItemCount: (state) => unitCount(state.items),
    selectCartQuantityOf: (state, productId: number) =>
      state.items.find((item) => item.product.id === productId)?.quantity ?? 0,
    /** The sum of the lines at the price charged (the sale price while on sale). */
    selectCartSubtotal: (state) => linesSubtotal(state.items),
    /** What the sale prices save against the list prices, over every line. */
    selectCartSavings: (state) => saleSavings(state.items),
  },
});

export const {
  cartItemAdded,
  cartItemQuantitySet,
  cartItemRemoved,
  cartCleared,
  cartStockRefreshed,
  cartPricesRefreshed,
} = cartSlice.actions;
export const { selectCartItems, selectCartItemCount, selectCartQuantityOf, selectCartSubtotal, selectCartSavings } =
  cartSlice.selectors;

/** Saves the cart to localStorage ('cart', an array of {product, quantity}) after every cart action. */
export const cartPersistence = createListenerMiddleware();
cartPersistence.startListening({
  predicate: (action) => Object.values(cartSlice.actions).some((creator) => creator.match(action)),
  effect: (_action, listenerApi) => {
    const { items } = cartSlice.selectSlice(listenerApi.getState() as { cart: CartState });
    writeJson(STORAGE_KEYS.cart, items);
  },
});
