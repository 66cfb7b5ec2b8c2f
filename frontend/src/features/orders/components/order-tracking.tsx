import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

import { TextField } from '@/components/ui/form-field';
import { ChatIcon, PackageIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import {
  ORDER_LOOKUP_MESSAGES,
  useLazyGetGuestOrderQuery,
  type TrackedOrder,
} from '@/features/orders/api/order-lookup-api';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderStatusDetails } from '@/features/orders/components/order-status-details';
import { useTextInput } from '@/hooks/use-text-input';
import { getErrorMessage } from '@/lib/api-error';
import { useShopSettings } from '@/lib/shop-settings-api';
import { formatDate, formatPrice } from '@/utils/format';

import { OrderFact } from './order-fact';

import '@/components/ui/form.css';
import './order-tracking.css';

const TRACKING_HELP_MESSAGE = 'Hola, necesito ayuda con el seguimiento de mi pedido.';

/** The order number as typed, without spaces or a leading '#'. */
export function normaliseOrderNumber(value: string): string {
  return value.trim().replace(/^#+/, '').trim();
}

function OrderResult({ order, onSearchAgain }: { order: TrackedOrder; onSearchAgain: () => void }) {
  return (
    <article className="tracking-result" aria-labelledby="tracking-result-title">
      <div className="tracking-result__header">
        <h2 id="tracking-result-title" className="tracking-result__title">
          Pedido #{order.id}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderStatusDetails order={order} headingLevel={3} />
      <dl className="tracking-result__facts">
        <OrderFact term="Fecha">{formatDate(order.date)}</OrderFact>
        <OrderFact term="Total">{formatPrice(order.total)}</OrderFact>
        <OrderFact term="Método de pago">{order.paymentMethod || '—'}</OrderFact>
        <OrderFact term="Cliente">
          {order.customer.name}
          {order.customer.email && <span className="tracking-result__email">{order.customer.email}</span>}
        </OrderFact>
        <OrderFact term="Dirección de envío" className="tracking-result__wide">
          {order.shippingAddress || 'Retiro en tienda'}
        </OrderFact>
      </dl>
      <h3 className="tracking-result__subtitle">Productos</h3>
      <ul className="tracking-items" aria-label={`Productos del pedido #${order.id}`}>
        {order.items.map((item) => (
          <li key={item.id} className="tracking-item">
            {item.imageUrl ? (
              <img className="tracking-item__image" src={item.imageUrl} alt={item.name} width={56} height={56} />
            ) : (
              <span className="tracking-item__image tracking-item__image--empty">Sin imagen</span>
            )}
            <span className="tracking-item__name">{item.name}</span>
            <span className="tracking-item__quantity">Cantidad: {item.quantity}</span>
            <Price
              className="tracking-item__total"
              price={item.price}
              listPrice={item.listPrice}
              quantity={item.quantity}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={onSearchAgain}>
        Buscar otro pedido
      </button>
    </article>
  );
}

/** /order-tracking: order number plus purchase email → the order; a guidance block on failure; WhatsApp help. */
export function OrderTrackingPage() {
  const shop = useShopSettings();
  // The order e-mail's link names the order (?pedido=1045); the buyer adds the e-mail.
  const [searchParams] = useSearchParams();
  const orderNumber = useTextInput(() => {
    const named = searchParams.get('pedido') ?? '';
    return /^\d{1,10}$/.test(named) ? named : '';
  });
  const email = useTextInput();
  const [found, setFound] = useState<TrackedOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, { isFetching }] = useLazyGetGuestOrderQuery();

  const orderId = normaliseOrderNumber(orderNumber.value);
  const canSearch = orderId !== '' && email.value.trim() !== '' && !isFetching;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSearch) return;
    setError(null);
    const result = await lookup({ orderId, email: email.value.trim() });
    if (result.data && !result.error) setFound(result.data);
    else setError(getErrorMessage(result.error) ?? ORDER_LOOKUP_MESSAGES.notFound);
  };

  const searchAgain = () => {
    setFound(null);
    setError(null);
    orderNumber.setValue('');
  };

  return (
    <section className="container tracking-page">
      <div className="tracking-page__header">
        <PackageIcon size={40} className="tracking-page__icon" />
        <h1 className="tracking-page__title">Seguimiento de Pedido</h1>
        <p className="tracking-page__subtitle">Consulta el estado de tu compra con el número de pedido y tu email.</p>
      </div>

      {found ? (
        <OrderResult order={found} onSearchAgain={searchAgain} />
      ) : (
        <form className="tracking-form" onSubmit={search} noValidate aria-label="Buscar pedido">
          <TextField
            label="Número de pedido"
            inputMode="numeric"
            placeholder="Ej: 1234"
            hint="Solo los números, sin el símbolo #."
            {...orderNumber.field}
          />
          <TextField
            label="Email de la compra"
            type="email"
            autoComplete="email"
            placeholder="tu@email.com"
            hint="El mismo email que usaste al comprar."
            {...email.field}
          />
          <button type="submit" className="button button--primary" disabled={!canSearch}>
            {isFetching ? 'Buscando...' : 'Buscar'}
          </button>
          {error && (
            <div className="tracking-error" role="alert">
              <p className="tracking-error__message">{error}</p>
              <ul className="tracking-error__tips">
                <li>Revisa que el número de pedido sea correcto (solo números, sin #).</li>
                <li>Usa exactamente el email con el que realizaste la compra.</li>
                <li>Si el problema continúa, contáctanos y te ayudaremos.</li>
              </ul>
            </div>
          )}
        </form>
      )}

      <aside className="tracking-help" aria-labelledby="tracking-help-title">
        <h2 id="tracking-help-title" className="tracking-help__title">
          ¿Necesitas ayuda?
        </h2>
        <p className="tracking-help__text">Escríbenos por WhatsApp al {shop.phone} y revisamos tu pedido.</p>
        <WhatsAppLink className="button button--whatsapp" digits={shop.whatsappDigits} message={TRACKING_HELP_MESSAGE}>
          <ChatIcon size={18} /> Escribir por WhatsApp
        </WhatsAppLink>
      </aside>
    </section>
  );
}
