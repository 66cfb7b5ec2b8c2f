// Totals of the lines of a cart or an order: a product at the price charged (and its list price while on sale),
// times a quantity.

export type PricedLine = { product: { price: number; listPrice: number | null }; quantity: number };

/** How many units the lines hold ('3 productos'). */
export function unitCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** The sum of the lines at the prices charged (the sale price while on sale). */
export function linesSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((total, { product, quantity }) => total + product.price * quantity, 0);
}

/** What the sale prices save against the list prices, over every line. */
export function saleSavings(lines: readonly PricedLine[]): number {
  return lines.reduce(
    (total, { product, quantity }) =>
      total + Math.max(0, (product.listPrice ?? product.price) - product.price) * quantity,
    0,
  );
}
