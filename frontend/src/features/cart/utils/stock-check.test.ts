import { describe, expect, it } from 'vitest';

import { toStockRow } from '@/features/cart/api/cart-api';
import { buildStockCheck, cartStockErrors, pricesOf, STOCK_MESSAGES } from '@/features/cart/utils/stock-check';
import { brakePads, cartProduct, oilFilter } from '@/testing/cart-fixtures';

const row = (productId: number, title: string, stock: number, exists = true) => ({
  productId,
  title,
  stock,
  exists,
  price: null,
  listPrice: null,
});

describe('stock check', () => {
  it('reports sold-out and short lines as errors with the spec messages', () => {
    const outcome = buildStockCheck(
      [
        { product: brakePads, quantity: 2 },
        { product: oilFilter, quantity: 4 },
      ],
      [row(7, 'Pastillas de freno', 0), row(8, 'Filtro de aceite', 3)],
    );
    expect(outcome.errors).toEqual([
      'Pastillas de freno está agotado',
      'Filtro de aceite: solo quedan 3 unidades disponibles',
    ]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.stocks).toEqual([
      { productId: 7, stock: 0 },
      { productId: 8, stock: 3 },
    ]);
  });

  it('warns when the stock changed but still covers the quantity', () => {
    const outcome = buildStockCheck([{ product: brakePads, quantity: 2 }], [row(7, 'Pastillas de freno', 4)]);
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings).toEqual([
      { productId: 7, message: 'Pastillas de freno: el stock ha cambiado de 12 a 4 unidades' },
    ]);
  });

  it('treats a product that no longer exists as sold out and falls back to the cart title', () => {
    const outcome = buildStockCheck([{ product: oilFilter, quantity: 1 }], [row(8, '', 9, false)]);
    expect(outcome.errors).toEqual(['Filtro de aceite Hyundai Accent está agotado']);
  });

  it('says nothing when the stock is unchanged', () => {
    const outcome = buildStockCheck([{ product: brakePads, quantity: 12 }], [row(7, 'Pastillas', 12)]);
    expect(outcome).toEqual({ errors: [], warnings: [], stocks: [{ productId: 7, stock: 12 }] });
  });

  it('derives the errors of the cart as it stands', () => {
    expect(
      cartStockErrors([
        { product: cartProduct(1, 'Disco', 1000, 0), quantity: 1 },
        { product: cartProduct(2, 'Correa', 1000, 2), quantity: 3 },
        { product: cartProduct(3, 'Bujía', 1000, 5), quantity: 5 },
      ]),
    ).toEqual(['Disco está agotado', 'Correa: solo quedan 2 unidades disponibles']);
    expect(STOCK_MESSAGES.failed).toBe('Error al verificar el stock. Por favor, intenta nuevamente.');
  });

  it('takes the prices of the lines from the check, leaving out deleted products and rows without a price', () => {
    const rows = [
      toStockRow({
        productId: 49,
        title: 'Radiador',
        stock: 3,
        requested: 1,
        exists: true,
        price: '304990',
        listPrice: 358990,
      }),
      toStockRow({
        productId: 7,
        title: 'Pastillas',
        stock: 3,
        requested: 1,
        exists: true,
        price: 24990,
        listPrice: null,
      }),
      toStockRow({ productId: 8, title: '', stock: 0, requested: 1, exists: false, price: 12990, listPrice: null }),
      // An older server without prices.
      toStockRow({ productId: 9, title: 'Filtro', stock: 3, requested: 1, exists: true }),
      toStockRow({ productId: 10, title: 'Correa', stock: 3, requested: 1, exists: true, price: 'abc', listPrice: -5 }),
    ];
    expect(pricesOf(rows).payload).toEqual([
      { id: 49, price: 304990, listPrice: 358990 },
      { id: 7, price: 24990, listPrice: null },
    ]);
  });
});
