import type { StockRow } from '@/features/cart/api/cart-api';
import { cartPricesRefreshed, type CartItem } from '@/features/cart/cart-slice';

// The spec's Stock check (storefront.md sections 3, 4 and 8): errors block checkout, warnings only inform.

export const STOCK_MESSAGES = {
  soldOut: (title: string) => `${title} está agotado`,
  onlyLeft: (title: string, available: number) => `${title}: solo quedan ${available} unidades disponibles`,
  changed: (title: string, from: number, to: number) => `${title}: el stock ha cambiado de ${from} a ${to} unidades`,
  failed: 'Error al verificar el stock. Por favor, intenta nuevamente.',
} as const;

export type StockWarning = { productId: number; message: string };

export type StockCheckOutcome = {
  errors: string[];
  warnings: StockWarning[];
  /** The stock to store in each cart line. */
  stocks: Array<{ productId: number; stock: number }>;
};

export type LineStockStatus = 'sold-out' | 'over-stock' | 'ok';

export function lineStockStatus(item: CartItem): LineStockStatus {
  if (item.product.stock <= 0) return 'sold-out';
  if (item.quantity > item.product.stock) return 'over-stock';
  return 'ok';
}

function lineError(title: string, quantity: number, stock: number): string | null {
  if (stock <= 0) return STOCK_MESSAGES.soldOut(title);
  if (quantity > stock) return STOCK_MESSAGES.onlyLeft(title, stock);
  return null;
}

/** Errors of the cart as it stands: sold-out lines and lines asking for more than the stock. */
export function cartStockErrors(items: readonly CartItem[]): string[] {
  return items
    .map((item) => lineError(item.product.title, item.quantity, item.product.stock))
    .filter((message): message is string => message !== null);
}

/**
 * Compares the server's stock with the cart: sold-out and short lines are errors; a line whose stock differs from
 * the one stored in the cart (and is still enough) is a warning.
 */
export function buildStockCheck(items: readonly CartItem[], rows: readonly StockRow[]): StockCheckOutcome {
  const byId = new Map(rows.map((row) => [row.productId, row]));
  const outcome: StockCheckOutcome = { errors: [], warnings: [], stocks: [] };
  for (const item of items) {
    const row = byId.get(item.product.id);
    if (!row) continue;
    const title = row.title.trim() || item.product.title;
    const stock = row.exists ? row.stock : 0;
    outcome.stocks.push({ productId: item.product.id, stock });
    const error = lineError(title, item.quantity, stock);
    if (error) outcome.errors.push(error);
    else if (stock !== item.product.stock) {
      outcome.warnings.push({
        productId: item.product.id,
        message: STOCK_MESSAGES.changed(title, item.product.stock, stock),
      });
    }
  }
  return outcome;
}

/** The action storing the prices the server reported (rows without one, e.g. a deleted product, are left out). */
export function pricesOf(rows: readonly StockRow[]) {
  return cartPricesRefreshed(
    rows.flatMap((row) =>
      row.exists && row.price !== null ? [{ id: row.productId, price: row.price, listPrice: row.listPrice }] : [],
    ),
  );
}
