import { useId, type ReactNode } from 'react';

import { Modal } from '@/components/admin/modal';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { AdminOrder, AdminOrderItem } from '@/features/admin-orders/api/admin-orders-api';
import { formatDate, formatPrice } from '@/utils/format';

import { AdminOrderStatusBadge } from './admin-order-status-badge';
import { AdminOrderStatusForm } from './admin-order-status-form';

export const ORDER_DETAIL_MESSAGES = {
  notAvailable: 'No disponible',
  pickup: 'Retiro en tienda',
  refundCancelled: 'Pago recibido en un pedido cancelado: requiere reembolso',
  refundClosed: 'Pago recibido cuando el pedido ya no esperaba pagos: requiere reembolso',
} as const;

type AdminOrderDetailModalProps = {
  order: AdminOrder;
  onClose: () => void;
  /** The order as the server has it after a status change (the list refreshes by itself). */
  onStatusSaved: (order: AdminOrder) => void;
  /** The order's change history (the audit log's), shown last. */
  history?: ReactNode;
};

/**
 * An order's customer, status (saved as soon as it changes, or with the carrier and tracking number or the reason for
 * 'Enviado' and 'Cancelado'), shipment and cancellation details, address, lines and amounts, in a modal dialog.
 */
export function AdminOrderDetailModal({ order, onClose, onStatusSaved, history }: AdminOrderDetailModalProps) {
  const { customer, shipping } = order;
  const regionText = shipping.isPickup
    ? ORDER_DETAIL_MESSAGES.pickup
    : shipping.regionName
      ? `${shipping.regionName}${shipping.region ? ` (${shipping.region})` : ''}`
      : shipping.region;

  return (
    <Modal
      title={`Pedido #${order.id}`}
      subtitle={formatDate(order.createdAt) || '—'}
      headerExtra={<AdminOrderStatusBadge status={order.status} />}
      closeLabel="Cerrar detalle del pedido"
      initialFocus="close"
      describeByContent={false}
      className="admin-order-modal__panel"
      onClose={onClose}
    >
      <div className="admin-order-modal__content">
        {order.refund && <RefundWarning refund={order.refund} cancelled={order.status === 'CANCELADO'} />}

        <DetailSection title="Cliente">
          <dl className="admin-order-modal__facts">
            <Fact label="Nombre" value={customer.name} />
            <Fact label="Email" value={customer.email} />
            <Fact label="Teléfono" value={customer.phone} />
          </dl>
        </DetailSection>

        <DetailSection title="Estado del pedido">
          <AdminOrderStatusForm order={order} onStatusSaved={onStatusSaved} />
        </DetailSection>

        {(order.courier || order.trackingNumber) && (
          <DetailSection title="Envío">
            <dl className="admin-order-modal__facts">
              <Fact label="Empresa de transporte" value={order.courier} />
              <Fact label="Número de seguimiento" value={order.trackingNumber} />
            </dl>
          </DetailSection>
        )}

        {order.cancellationReason && (
          <DetailSection title="Motivo de la cancelación">
            <p className="admin-order-modal__reason">{order.cancellationReason}</p>
          </DetailSection>
        )}

        {order.shippingAddress && (
          <DetailSection title="Dirección de envío">
            <p className="admin-order-modal__address">{order.shippingAddress}</p>
          </DetailSection>
        )}

        <DetailSection title="Productos">
          {order.items.length === 0 ? (
            <p className="admin-order-modal__muted">Este pedido no tiene productos.</p>
          ) : (
            <ul className="admin-order-modal__items" aria-label={`Productos del pedido #${order.id}`}>
              {order.items.map((item) => (
                <OrderLine key={item.id} item={item} />
              ))}
            </ul>
          )}
        </DetailSection>

        <dl className="admin-order-modal__totals" aria-label="Resumen del pedido">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatPrice(order.subtotal)}</dd>
          </div>
          {order.shippingCost > 0 && (
            <div>
              <dt>Costo de envío</dt>
              <dd>{formatPrice(order.shippingCost)}</dd>
            </div>
          )}
          {regionText && (
            <div className="admin-order-modal__note">
              <dt>Región de envío</dt>
              <dd>{regionText}</dd>
            </div>
          )}
          {shipping.maxSize && (
            <div className="admin-order-modal__note">
              <dt>Tamaño máximo del paquete</dt>
              <dd>{shipping.maxSize}</dd>
            </div>
          )}
          <div className="admin-order-modal__grand-total">
            <dt>Total</dt>
            <dd>{formatPrice(order.total)}</dd>
          </div>
        </dl>

        {history && <DetailSection title="Historial">{history}</DetailSection>}
      </div>
    </Modal>
  );
}

/** The card provider took money for this order after the shop closed it: staff must give it back. */
function RefundWarning({ refund, cancelled }: { refund: NonNullable<AdminOrder['refund']>; cancelled: boolean }) {
  return (
    <div className="admin-order-modal__refund" role="alert">
      <p className="admin-order-modal__refund-title">
        {cancelled ? ORDER_DETAIL_MESSAGES.refundCancelled : ORDER_DETAIL_MESSAGES.refundClosed}
      </p>
      {refund.reason && <p className="admin-order-modal__refund-reason">{refund.reason}</p>}
      <p className="admin-order-modal__refund-date">Detectado el {formatDate(refund.requiredAt) || '—'}</p>
    </div>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-order-modal__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-order-modal__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'admin-order-modal__muted'}>{value ?? ORDER_DETAIL_MESSAGES.notAvailable}</dd>
    </div>
  );
}

function OrderLine({ item }: { item: AdminOrderItem }) {
  return (
    <li className="admin-order-line">
      <FallbackImage
        key={item.imageUrl ?? 'none'}
        src={item.imageUrl}
        alt={item.name}
        width={56}
        height={56}
        className="admin-order-line__image"
      />
      <div className="admin-order-line__info">
        <p className="admin-order-line__name">{item.name}</p>
        <p className="admin-order-line__meta">SKU: {item.sku || '—'}</p>
      </div>
      <dl className="admin-order-line__figures">
        <div>
          <dt>Cantidad</dt>
          <dd>{item.quantity}</dd>
        </div>
        <div>
          <dt>Precio unitario</dt>
          <dd>{formatPrice(item.price)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="admin-order-line__total">{formatPrice(item.price * item.quantity)}</dd>
        </div>
      </dl>
    </li>
  );
}
