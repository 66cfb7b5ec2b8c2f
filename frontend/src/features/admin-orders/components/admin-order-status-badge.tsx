import { ORDER_STATUSES } from '@/config/constants';

/** Spanish label of a status; an unknown status reads as the raw value the server sent. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUSES.find((candidate) => candidate.value === status)?.label ?? status;
}

/** Coloured status label (amber, purple, cyan, green, red); an unknown status is gray with its raw value. */
export function AdminOrderStatusBadge({ status }: { status: string }) {
  const tone = ORDER_STATUSES.find((candidate) => candidate.value === status)?.tone ?? 'gray';
  return <span className={`status-badge status-badge--${tone} admin-order-status`}>{orderStatusLabel(status)}</span>;
}
