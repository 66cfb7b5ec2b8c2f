import { Price } from '@/components/ui/price';
import { formatPrice, pluralize } from '@/utils/format';
import { saleSavings, unitCount } from '@/utils/line-totals';
import type { CheckoutItem } from '@/features/checkout/components/checkout-types';

type OrderSummaryProps = {
  items: readonly CheckoutItem[];
  subtotal: number;
  shippingLabel: string;
  total: number;
};

export function OrderSummary({ items, subtotal, shippingLabel, total }: OrderSummaryProps) {
  const units = unitCount(items);
  // What the sale prices save against the list prices; the subtotal is already at the prices charged.
  const savings = saleSavings(items);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        Resumen del pedido
      </h2>
      <ul className="checkout-summary__items">
        {items.map((item) => (
          <li key={item.product.id} className="checkout-summary__item">
            <span className="checkout-summary__name">
              {item.product.title} <span className="checkout-summary__quantity">× {item.quantity}</span>
            </span>
            <Price
              className="checkout-summary__amount"
              price={item.product.price}
              listPrice={item.product.listPrice}
              discount={item.product.discount}
              quantity={item.quantity}
            />
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        <div className="checkout-summary__row">
          <dt>Subtotal ({pluralize(units, 'producto', 'productos')})</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        {savings > 0 && (
          <div className="checkout-summary__row checkout-summary__row--savings">
            <dt>Ahorro en ofertas</dt>
            <dd>-{formatPrice(savings)}</dd>
          </div>
        )}
        <div className="checkout-summary__row">
          <dt>Envío</dt>
          <dd>{shippingLabel}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>Total</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </dl>
    </aside>
  );
}
