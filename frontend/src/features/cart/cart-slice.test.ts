import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { loadCartFromStorage, selectCartItemCount } from '@/features/cart/cart-slice';

const product = {
  id: 7,
  title: 'Pastillas de freno',
  price: 24990,
  description: '',
  sku: 'PF-7788',
  oem: null,
  stock: 5,
  categoryId: 1,
  category: { id: 1, name: 'Frenos' },
  images: [],
  rating: { rate: 0, count: 0 },
  brand: null,
};

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
