import type { CartItem } from '@/features/cart/cart-slice';
import type { Product } from '@/types/catalog';

/** A catalogue product as the cart stores it; `listPrice` (and the percentage off) when it is on sale at `price`. */
export function cartProduct(id: number, title: string, price: number, stock: number, listPrice?: number): Product {
  return {
    id,
    title,
    price,
    listPrice: listPrice ?? null,
    discount: listPrice ? Math.round((1 - price / listPrice) * 100) : null,
    description: '',
    sku: `SKU-${id}`,
    oem: null,
    stock,
    categoryId: 1,
    category: { id: 1, name: 'Frenos' },
    images: [],
    rating: { rate: 0, count: 0 },
    brand: null,
  };
}

export const brakePads = cartProduct(7, 'Pastillas de freno delanteras Toyota Yaris', 24990, 12);
export const oilFilter = cartProduct(8, 'Filtro de aceite Hyundai Accent', 12990, 5);

export function cartState(items: CartItem[]) {
  return { cart: { items } };
}
