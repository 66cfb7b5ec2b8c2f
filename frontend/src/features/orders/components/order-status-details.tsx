import { useId } from 'react';

import { BankTransferDetails } from '@/components/ui/bank-transfer-details';
import { PaymentDeadline } from '@/components/ui/payment-deadline';
import type { CustomerOrder } from '@/types/order';

import { OrderFact } from './order-fact';

import './order-status-details.css';

/** Statuses in which the parcel is with (or was delivered by) the carrier. */
const SHIPPED_STATUSES = new Set(['ENVIADO', 'ENTREGADO']);

type OrderStatusDetailsProps = {
  order: CustomerOrder;
  /** Level of the sections' headings under the order's own title. */
  headingLevel: 2 | 3;
};

/**
 * What the buyer needs to know about the order's status, on the account's order pages and the tracking page: for an
 * unpaid transfer, the deadline and the shop's bank account (from the settings) with the amount and the number to
 * quote; once shipped, the carrier and tracking number the shop entered; once cancelled, why.
 */
export function OrderStatusDetails({ order, headingLevel }: OrderStatusDetailsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shipmentId = useId();
  const reasonId = useId();
  const awaitingTransfer = order.bankTransfer && order.status === 'PENDIENTE';
  const shipment = SHIPPED_STATUSES.has(order.status) && (order.courier || order.trackingNumber);
  const reason = order.status === 'CANCELADO' ? order.cancellationReason : null;

  return (
    <>
      <PaymentDeadline dueAt={order.paymentDueAt} status={order.status} bankTransfer={order.bankTransfer} />
      {awaitingTransfer && (
        <BankTransferDetails
          orderId={order.id}
          amount={order.total}
          headingLevel={headingLevel}
          className="order-status-details__bank"
        />
      )}
      {shipment && (
        <section className="order-status-details order-status-details--shipment" aria-labelledby={shipmentId}>
          <Heading id={shipmentId} className="order-status-details__title">
            Datos del envío
          </Heading>
          <dl className="order-status-details__facts">
            {order.courier && <OrderFact term="Empresa de transporte">{order.courier}</OrderFact>}
            {order.trackingNumber && (
              <OrderFact term="Número de seguimiento" valueClassName="order-status-details__tracking">
                {order.trackingNumber}
              </OrderFact>
            )}
          </dl>
        </section>
      )}
      {reason && (
        <section className="order-status-details order-status-details--cancelled" aria-labelledby={reasonId}>
          <Heading id={reasonId} className="order-status-details__title">
            Motivo de la cancelación
          </Heading>
          <p className="order-status-details__reason">{reason}</p>
        </section>
      )}
    </>
  );
}
