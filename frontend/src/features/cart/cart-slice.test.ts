import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import {
  cartCleared,
  cartItemAdded,
  cartItemQuantitySet,
  cartItemRemoved,
  cartPricesRefreshed,
  cartSlice,
  loadCartFromStorage,
  selectCartItemCount,
  selectCartQuantityOf,
  selectCartSavings,
  selectCartSubtotal,
  type CartState,
} from '@/features/cart/cart-slice';
import { cartProduct } from '@/testing/cart-fixtures';

const product = cartProduct(7, 'Pastillas de freno', 24990, 5);

describe('cart slice', () => {
  it('loads the cart saved under the "cart" key and counts the units', () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { product, quantity: 2 },
        { product: { ...product, id: 8 }, quantity: 3 },
      ]),
    );
    const store = makeStore();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(selectCartItemCount(store.getState())).toBe(5);
  });

  it('starts empty without a saved cart or with unreadable data', () => {
    expect(loadCartFromStorage()).toEqual({ items: [] });
    window.localStorage.setItem('cart', '{not json');
    expect(loadCartFromStorage()).toEqual({ items: [] });
    window.localStorage.setItem('cart', JSON.stringify({ items: [] }));
    expect(loadCartFromStorage()).toEqual({ items: [] });
  });

  it('drops malformed entries', () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([{ product, quantity: 1 }, { product, quantity: 0 }, { quantity: 2 }, null, 'x']),
    );
    expect(loadCartFromStorage().items).toEqual([{ product, quantity: 1 }]);
  });
});

describe('cart reducer rules', () => {
  const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
    actions.reduce(cartSlice.reducer, state);
  const empty: CartState = { items: [] };

  it('adds a new line capped at the stock', () => {
    expect(reduce(empty, cartItemAdded({ product, quantity: 2 })).items).toEqual([{ product, quantity: 2 }]);
    expect(reduce(empty, cartItemAdded({ product, quantity: 9 })).items).toEqual([{ product, quantity: 5 }]);
  });

  it('sums with the existing quantity and caps the sum at the stock', () => {
    const state = reduce(empty, cartItemAdded({ product, quantity: 2 }), cartItemAdded({ product, quantity: 2 }));
    expect(state.items).toEqual([{ product, quantity: 4 }]);
    expect(reduce(state, cartItemAdded({ product, quantity: 3 })).items).toEqual([{ product, quantity: 5 }]);
  });

  it('refreshes the stored product with the latest data when adding again', () => {
    const cheaper = { ...product, price: 19990, stock: 3 };
    const state = reduce(
      empty,
      cartItemAdded({ product, quantity: 2 }),
      cartItemAdded({ product: cheaper, quantity: 2 }),
    );
    expect(state.items).toEqual([{ product: cheaper, quantity: 3 }]);
  });

  it('refuses a product with stock 0 and non-positive quantities', () => {
    expect(reduce(empty, cartItemAdded({ product: { ...product, stock: 0 }, quantity: 1 })).items).toEqual([]);
    expect(reduce(empty, cartItemAdded({ product, quantity: 0 })).items).toEqual([]);
    expect(reduce(empty, cartItemAdded({ product, quantity: -3 })).items).toEqual([]);
  });

  it('sets a quantity capped at the stock and removes the line at 0 or less', () => {
    const other = { ...product, id: 8, stock: 10 };
    const state = reduce(
      empty,
      cartItemAdded({ product, quantity: 1 }),
      cartItemAdded({ product: other, quantity: 1 }),
    );

    expect(reduce(state, cartItemQuantitySet({ productId: 7, quantity: 4 })).items[0].quantity).toBe(4);
    expect(reduce(state, cartItemQuantitySet({ productId: 7, quantity: 50 })).items[0].quantity).toBe(5);
    expect(reduce(state, cartItemQuantitySet({ productId: 7, quantity: 0 })).items).toEqual([
      { product: other, quantity: 1 },
    ]);
    expect(reduce(state, cartItemQuantitySet({ productId: 8, quantity: -1 })).items).toEqual([
      { product, quantity: 1 },
    ]);
    expect(reduce(state, cartItemQuantitySet({ productId: 99, quantity: 2 }))).toEqual(state);
  });

  it('removes a line and clears the cart', () => {
    const state = reduce(empty, cartItemAdded({ product, quantity: 1 }));
    expect(reduce(state, cartItemRemoved(7)).items).toEqual([]);
    expect(reduce(state, cartCleared()).items).toEqual([]);
  });
});

describe('cart persistence', () => {
  const saved = () => JSON.parse(window.localStorage.getItem('cart') ?? 'null') as unknown;

  it('saves every change to localStorage under "cart" as [{product, quantity}]', () => {
    const store = makeStore();

    store.dispatch(cartItemAdded({ product, quantity: 2 }));
    expect(saved()).toEqual([{ product, quantity: 2 }]);

    store.dispatch(cartItemQuantitySet({ productId: 7, quantity: 3 }));
    expect(saved()).toEqual([{ product, quantity: 3 }]);

    store.dispatch(cartItemRemoved(7));
    expect(saved()).toEqual([]);

    store.dispatch(cartItemAdded({ product, quantity: 1 }));
    store.dispatch(cartCleared());
    expect(saved()).toEqual([]);
  });

  it('restores what it saved in a new store', () => {
    makeStore().dispatch(cartItemAdded({ product, quantity: 2 }));
    const reloaded = makeStore();
    expect(selectCartQuantityOf(reloaded.getState(), 7)).toBe(2);
  });

  it('stores the prices the server reports: a sale starts, a sale ends, and garbage changes nothing', () => {
    const store = makeStore({ cart: { items: [{ product, quantity: 2 }] } });
    store.dispatch(cartPricesRefreshed([{ id: 7, price: 21240, listPrice: 24990 }]));
    expect(store.getState().cart.items[0].product).toMatchObject({ price: 21240, listPrice: 24990, discount: 15 });
    expect(selectCartSubtotal(store.getState())).toBe(42480);
    expect(selectCartSavings(store.getState())).toBe(7500);

    store.dispatch(cartPricesRefreshed([{ id: 7, price: Number.NaN, listPrice: null }]));
    expect(store.getState().cart.items[0].product.price).toBe(21240);

    store.dispatch(cartPricesRefreshed([{ id: 7, price: 24990, listPrice: null }]));
    expect(store.getState().cart.items[0].product).toMatchObject({ price: 24990, listPrice: null, discount: null });
    expect(selectCartSavings(store.getState())).toBe(0);
  });

  it('reads stored items without sale fields, or with a list price not above the price, as not on sale', () => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        { product: { ...product, listPrice: undefined, discount: undefined }, quantity: 1 },
        { product: { ...product, id: 8, listPrice: 19990, discount: 20 }, quantity: 1 },
        { product: { ...product, id: 9, price: 'mil', listPrice: 5000 }, quantity: 1 },
      ]),
    );
    const items = loadCartFromStorage().items.map((item) => item.product);
    expect(items.map(({ price, listPrice, discount }) => ({ price, listPrice, discount }))).toEqual([
      { price: 24990, listPrice: null, discount: null },
      { price: 24990, listPrice: null, discount: null },
      { price: Number.NaN, listPrice: null, discount: null },
    ]);
  });
});
