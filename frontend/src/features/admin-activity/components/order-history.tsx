import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetOrderHistoryQuery } from '@/features/admin-activity/api/admin-activity-api';
import { ADMIN_ACTIVITY_MESSAGES as MESSAGES } from '@/features/admin-activity/messages';
import { formatDate } from '@/utils/format';

import { AuditChanges } from './audit-changes';

import './admin-activity.css';

/**
 * The order's own entries of the audit log, newest first: who changed its status, when, from what to what. The app
 * hands it to the admin order detail (features do not import each other).
 */
export function OrderHistory({ orderId }: { orderId: number }) {
  const { data, isLoading, isError, refetch } = useGetOrderHistoryQuery(orderId, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Skeleton height="2.5rem" />;
  if (isError || !data) {
    return <RetryAlert onRetry={refetch}>{MESSAGES.historyFailed}</RetryAlert>;
  }
  if (data.length === 0) return <p className="admin-order-modal__muted">{MESSAGES.historyEmpty}</p>;
  return (
    <ol className="admin-activity__history" aria-label={`Historial del pedido #${orderId}`}>
      {data.map((entry) => (
        <li key={entry.id}>
          <AuditChanges changes={entry.changes} />
          <p className="admin-activity__history-meta">
            {formatDate(entry.createdAt) || '—'} · {entry.actorEmail}
          </p>
        </li>
      ))}
    </ol>
  );
}
