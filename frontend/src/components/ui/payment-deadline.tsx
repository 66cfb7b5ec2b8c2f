import { formatDate } from '@/utils/format';

import './payment-deadline.css';

type PaymentDeadlineProps = {
  /** The order's fechaLimitePago (ISO); null once it is paid, cancelled or an admin set its status. */
  dueAt: string | null;
  status: string;
  bankTransfer: boolean;
};

/** Until when an unpaid order waits for its payment before it is cancelled and its units return (es-CL, store time). */
export function PaymentDeadline({ dueAt, status, bankTransfer }: PaymentDeadlineProps) {
  const when = status === 'PENDIENTE' ? formatDate(dueAt) : '';
  if (!when) return null;
  return (
    <p className="payment-deadline">
      {`Paga antes del ${when}: si no recibimos ${bankTransfer ? 'la transferencia' : 'el pago'}, el pedido se cancela y los productos vuelven a estar disponibles.`}
    </p>
  );
}
