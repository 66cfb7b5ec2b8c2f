import { ORDER_STATUSES } from '@/config/constants';

import './order-history.css';

/** Coloured status label; a status the shop does not know is shown in grey with its raw value. */
export function OrderStatusBadge({ status }: { status: string }) {
  const known = ORDER_STATUSES.find((candidate) => candidate.value === status);
  const tone = known?.tone ?? 'gray';
  return <span className={`status-badge status-badge--${tone}`}>{known?.label ?? status}</span>;
}
