import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { ClipboardIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useGetMyOrdersQuery } from '@/features/orders/api/orders-api';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';
import type { CustomerOrder } from '@/types/order';
import { formatDate, formatPrice, pluralize } from '@/utils/format';
import { unitCount } from '@/utils/line-totals';

import { OrderFact } from './order-fact';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusDetails } from './order-status-details';

import './order-history.css';

export const ORDER_MESSAGES = {
  unauthenticated: 'Usuario no autenticado',
  loadFailed: 'No se pudieron cargar tus pedidos',
} as const;

/** The signed-in customer's orders, newest first as the server sends them, each with expandable details. */
export function OrderHistory() {
  const { data: orders = [], isLoading, isError, error, refetch } = useGetMyOrdersQuery();

  if (isLoading) {
    return (
      <p className="order-history__status" role="status">
        Cargando pedidos…
      </p>
    );
  }

  if (isError) {
    if (getErrorStatus(error) === 401) {
      return (
        <div className="alert" role="alert">
          <span>{getErrorMessage(error) ?? ORDER_MESSAGES.unauthenticated}</span>
          <Link className="button button--ghost" to={paths.login.getHref(paths.accountOrders.getHref())}>
            Iniciar sesión
          </Link>
        </div>
      );
    }
    return <RetryAlert onRetry={refetch}>{getErrorMessage(error) ?? ORDER_MESSAGES.loadFailed}</RetryAlert>;
  }

  if (orders.length === 0) {
    return (
      <div className="empty-state order-history__empty">
        <ClipboardIcon size={32} />
        <p className="order-history__empty-title">Aún no tienes pedidos</p>
        <p>Cuando compres, tus pedidos aparecerán aquí con su estado.</p>
        <Link className="button button--primary" to={paths.catalogue.getHref()}>
          Explorar repuestos
        </Link>
      </div>
    );
  }

  return (
    <ul className="order-history">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: CustomerOrder }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const units = unitCount(order.items);

  return (
    <article className="order-card" aria-labelledby={titleId}>
      <div className="order-card__summary">
        <div className="order-card__heading">
          <h2 id={titleId} className="order-card__title">
            Pedido #{order.id}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="order-card__facts">
          <OrderFact term="Fecha">{formatDate(order.date) || '—'}</OrderFact>
          <OrderFact term="Productos">{pluralize(units, 'unidad', 'unidades')}</OrderFact>
          <OrderFact term="Total" valueClassName="order-card__total">
            {formatPrice(order.total)}
          </OrderFact>
        </dl>
        <button
          type="button"
          className="button button--ghost order-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Ocultar detalles' : 'Ver detalles'}
        </button>
        <div className="order-card__notices">
          <OrderStatusDetails order={order} headingLevel={3} />
        </div>
      </div>

      <div id={detailsId} className="order-card__details" hidden={!expanded}>
        {expanded && (
          <>
            <ul className="order-card__items" aria-label={`Productos del pedido #${order.id}`}>
              {order.items.map((item) => (
                <li key={item.id} className="order-item">
                  {item.imageUrl ? (
                    <img className="order-item__image" src={item.imageUrl} alt="" loading="lazy" />
                  ) : (
                    <span className="order-item__image order-item__image--empty">Sin imagen</span>
                  )}
                  <span className="order-item__name">{item.name}</span>
                  <span className="order-item__quantity">
                    {item.quantity} × <Price price={item.price} listPrice={item.listPrice} />
                  </span>
                  <Price
                    className="order-item__total"
                    price={item.price}
                    listPrice={item.listPrice}
                    quantity={item.quantity}
                    showDiscount={false}
                  />
                </li>
              ))}
            </ul>
            <dl className="order-card__info">
              <OrderFact term="Dirección de envío">{order.shippingAddress || '—'}</OrderFact>
              <OrderFact term="Método de pago">{order.paymentMethod || '—'}</OrderFact>
              <OrderFact term="Cliente">
                {order.customer.name || '—'}
                {order.customer.email && <span className="order-card__email">{order.customer.email}</span>}
              </OrderFact>
            </dl>
          </>
        )}
      </div>
    </article>
  );
}
