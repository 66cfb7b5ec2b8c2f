import { OrderTotals } from '@/components/ui/order-totals';
import { Price } from '@/components/ui/price';
import type { CheckoutItem } from '@/features/checkout/components/checkout-types';

type OrderSummaryProps = {
  items: readonly CheckoutItem[];
  subtotal: number;
  shippingLabel: string;
  total: number;
};

export function OrderSummary({ items, subtotal, shippingLabel, total }: OrderSummaryProps) {
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
      <OrderTotals block="checkout-summary" lines={items} subtotal={subtotal} shipping={shippingLabel} total={total} />
    </aside>
  );
}
