import { createListenerMiddleware, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';

import { STORAGE_KEYS } from '@/config/constants';
import { readJson, writeJson } from '@/lib/storage';
import type { Product } from '@/types/catalog';

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

/** The cart persisted under 'cart' (a JSON array of {product, quantity}); malformed entries are dropped. */
export function loadCartFromStorage(): CartState {
  const stored = readJson(STORAGE_KEYS.cart);
  return { items: Array.isArray(stored) ? stored.filter(isCartItem) : [] };
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
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartItemCount: (state) => state.items.reduce((total, item) => total + item.quantity, 0),
    selectCartQuantityOf: (state, productId: number) =>
      state.items.find((item) => item.product.id === productId)?.quantity ?? 0,
  },
});

export const { cartItemAdded, cartItemQuantitySet, cartItemRemoved, cartCleared, cartStockRefreshed } =
  cartSlice.actions;
export const { selectCartItems, selectCartItemCount, selectCartQuantityOf } = cartSlice.selectors;

/** Saves the cart to localStorage ('cart', an array of {product, quantity}) after every cart action. */
export const cartPersistence = createListenerMiddleware();
cartPersistence.startListening({
  matcher: isAnyOf(cartItemAdded, cartItemQuantitySet, cartItemRemoved, cartCleared, cartStockRefreshed),
  effect: (_action, listenerApi) => {
    const { items } = cartSlice.selectSlice(listenerApi.getState() as { cart: CartState });
    writeJson(STORAGE_KEYS.cart, items);
  },
});
