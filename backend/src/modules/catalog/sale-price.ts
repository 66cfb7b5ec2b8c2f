/**
 * Sale prices (issue 21): a product is on sale when its sale price is set and lower than its
 * price; it is then charged the sale price, otherwise its price. A stored sale price that is not
 * lower (an import or an older form left it behind) is ignored everywhere: never shown, never
 * charged. catalog.sql.ts states the same rule in SQL (chargedPriceSql, saleDiscountSql) for
 * sorting and filtering through the indexes of migration SalePrices.
 */

export interface SalePricing {
  /** What the shopper pays per unit (CLP). */
  charged: number;
  /** The list price when on sale (shown struck through), else null. */
  listPrice: number | null;
  /** The sale price when on sale, else null. */
  salePrice: number | null;
  /** Whole percentage off when on sale (at least 1), else null. */
  discount: number | null;
}

export function isOnSale(price: number, salePrice: number | null | undefined): salePrice is number {
  return salePrice !== null && salePrice !== undefined && salePrice < price;
}

/**
 * The percentage a sale takes off, rounded to a whole number (half up) and at least 1, so a sale
 * never shows '-0%'. Integer arithmetic before the one division keeps it equal to the SQL
 * round((price - sale_price) * 100.0 / price) at every exact half.
 */
export function saleDiscount(price: number, salePrice: number): number {
  return Math.max(1, Math.round(((price - salePrice) * 100) / price));
}

export function salePricing(price: number, salePrice: number | null | undefined): SalePricing {
  if (!isOnSale(price, salePrice)) return { charged: price, listPrice: null, salePrice: null, discount: null };
  return { charged: salePrice, listPrice: price, salePrice, discount: saleDiscount(price, salePrice) };
}
