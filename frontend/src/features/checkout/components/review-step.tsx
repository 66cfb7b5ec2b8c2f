import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import type { PaymentMethod } from '@/features/checkout/api/checkout-api';
import type { CheckoutItem, CheckoutStockCheck } from '@/features/checkout/components/checkout-types';
import { useShopSettings } from '@/lib/shop-settings-api';

type ReviewStepProps = {
  items: readonly CheckoutItem[];
  warnings: CheckoutStockCheck['warnings'];
  pickup: boolean;
  addressText: string;
  contact: { email: string; phone: string };
  paymentMethod: PaymentMethod | null;
};

function StockBadge({ item, warned }: { item: CheckoutItem; warned: boolean }) {
  if (item.product.stock <= 0) return <span className="stock-badge stock-badge--error">Sin stock</span>;
  if (item.quantity > item.product.stock) {
    return <span className="stock-badge stock-badge--error">Solo {item.product.stock} disponibles</span>;
  }
  if (warned) return <span className="stock-badge stock-badge--warning">Stock actualizado</span>;
  return null;
}

/** Step 3 'Revisión': the lines with their stock badges, the delivery, the contact and the payment method. */
export function ReviewStep({ items, warnings, pickup, addressText, contact, paymentMethod }: ReviewStepProps) {
  const warnedIds = new Set(warnings.map((warning) => warning.productId));
  const { pickupInstructions } = useShopSettings();
  return (
    <div className="checkout-step">
      <section className="checkout-section" aria-labelledby="review-items">
        <h2 id="review-items" className="checkout-section__title">
          Productos
        </h2>
        <ul className="review-items">
          {items.map((item) => (
            <li key={item.product.id} className="review-item">
              <ProductImage product={item.product} size={56} className="review-item__image" />
              <div className="review-item__info">
                <span className="review-item__title">{item.product.title}</span>
                <span className="review-item__meta">
                  {item.quantity} ×{' '}
                  <Price
                    price={item.product.price}
                    listPrice={item.product.listPrice}
                    discount={item.product.discount}
                  />
                </span>
                <StockBadge item={item} warned={warnedIds.has(item.product.id)} />
              </div>
              <Price
                className="review-item__total"
                price={item.product.price}
                listPrice={item.product.listPrice}
                quantity={item.quantity}
                showDiscount={false}
              />
            </li>
          ))}
        </ul>
      </section>

      <div className="review-grid">
        <section className="checkout-section" aria-labelledby="review-delivery">
          <h2 id="review-delivery" className="checkout-section__title">
            {pickup ? 'Retiro en tienda' : 'Dirección de envío'}
          </h2>
          <p className="review-text">{pickup ? pickupInstructions : addressText}</p>
        </section>
        <section className="checkout-section" aria-labelledby="review-contact">
          <h2 id="review-contact" className="checkout-section__title">
            Contacto
          </h2>
          <p className="review-text">
            {contact.email}
            <br />
            {contact.phone}
          </p>
        </section>
        <section className="checkout-section" aria-labelledby="review-payment">
          <h2 id="review-payment" className="checkout-section__title">
            Método de pago
          </h2>
          <p className="review-text">{paymentMethod?.name ?? '—'}</p>
        </section>
      </div>
    </div>
  );
}
