import { formatPrice, pluralize } from '@/utils/format';
import { saleSavings, unitCount, type PricedLine } from '@/utils/line-totals';

type OrderTotalsProps = {
  /** The summary's class block: 'cart-summary' names the list cart-summary__rows and its rows cart-summary__row. */
  block: string;
  lines: readonly PricedLine[];
  /** The lines at the prices charged. */
  subtotal: number;
  /** The shipping row's text: an amount, free, or still to be calculated. */
  shipping: string;
  total: number;
};

/** The totals of a cart or an order being placed: subtotal with the unit count, sale savings if any, shipping, total. */
export function OrderTotals({ block, lines, subtotal, shipping, total }: OrderTotalsProps) {
  // What the sale prices save against the list prices; the subtotal is already at the prices charged.
  const savings = saleSavings(lines);
  return (
    <dl className={`${block}__rows`}>
      <div className={`${block}__row`}>
        <dt>Subtotal ({pluralize(unitCount(lines), 'producto', 'productos')})</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      {savings > 0 && (
        <div className={`${block}__row ${block}__row--savings`}>
          <dt>Ahorro en ofertas</dt>
          <dd>-{formatPrice(savings)}</dd>
        </div>
      )}
      <div className={`${block}__row`}>
        <dt>Envío</dt>
        <dd>{shipping}</dd>
      </div>
      <div className={`${block}__row ${block}__row--total`}>
        <dt>Total</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
