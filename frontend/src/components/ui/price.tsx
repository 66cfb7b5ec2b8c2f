import { formatPrice } from '@/utils/format';

import './price.css';

/** What a price display needs: the price charged and, while on sale, the list price and the percentage off. */
export type PriceValues = {
  /** The price charged (the sale price while the product is on sale). */
  price: number;
  /** The list price, only while on sale; null or missing otherwise (older stored cart items have none). */
  listPrice?: number | null;
  /** Whole percentage off while on sale, as the server computed it. */
  discount?: number | null;
};

/**
 * The list price and percentage off when the values describe a sale (a list price above the charged one), else
 * null. The server's percentage wins; it is computed only when missing, and is never below 1.
 */
export function saleOf({ price, listPrice, discount }: PriceValues): { listPrice: number; discount: number } | null {
  if (typeof listPrice !== 'number' || !Number.isFinite(listPrice) || !Number.isFinite(price)) return null;
  if (Math.round(listPrice) <= Math.round(price) || listPrice <= 0) return null;
  const percent =
    typeof discount === 'number' && Number.isFinite(discount) && discount > 0
      ? Math.round(discount)
      : Math.round((1 - price / listPrice) * 100);
  return { listPrice, discount: Math.max(1, percent) };
}

type PriceProps = PriceValues & {
  /** Multiplies both prices (a cart or order line total); the percentage stays the unit one. */
  quantity?: number;
  /** The '-15%' badge; line totals leave it out when the unit price beside them already shows it. */
  showDiscount?: boolean;
  className?: string;
};

/**
 * A price in CLP (es-CL), in its container's font size and colour. On sale: the sale price, the list price struck through with 'Precio normal' for screen
 * readers, and the '-15%' badge; otherwise just the price.
 */
export function Price({ price, listPrice, discount, quantity = 1, showDiscount = true, className = '' }: PriceProps) {
  const sale = saleOf({ price, listPrice, discount });
  const classes = `price${sale ? ' price--sale' : ''} ${className}`.trim();
  if (!sale) {
    return (
      <span className={classes}>
        <span className="price__current">{formatPrice(price * quantity)}</span>
      </span>
    );
  }
  // The spaces between the parts keep the words apart in accessible names (a flex container does not render them).
  return (
    <span className={classes}>
      <span className="price__current">
        <span className="visually-hidden">Precio oferta:</span> {formatPrice(price * quantity)}
      </span>{' '}
      <s className="price__list">
        <span className="visually-hidden">Precio normal:</span> {formatPrice(sale.listPrice * quantity)}
      </s>
      {showDiscount && (
        <>
          {' '}
          <span className="price__badge">
            <span aria-hidden="true">-{sale.discount}%</span>
            <span className="visually-hidden">{`${sale.discount}% de descuento`}</span>
          </span>
        </>
      )}
    </span>
  );
}
