import { createSlice } from '@reduxjs/toolkit';

import { STORAGE_KEYS } from '@/config/constants';
import { readJson } from '@/lib/storage';
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

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadCartFromStorage,
  reducers: {},
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartItemCount: (state) => state.items.reduce((total, item) => total + item.quantity, 0),
  },
});

export const { selectCartItems, selectCartItemCount } = cartSlice.selectors;
