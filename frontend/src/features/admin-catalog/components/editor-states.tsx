import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';

import { CATALOG_MESSAGES } from '../messages';

/** What an editor shows while the record and the lists its form needs load. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div className="admin-panel admin-form-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="admin-form-skeleton__row" aria-hidden="true">
          <Skeleton width="30%" height={14} />
          <Skeleton height={44} radius="var(--radius-md)" />
        </div>
      ))}
    </div>
  );
}

/** 'Error al cargar los datos' with a retry button, for an editor or a list whose data did not load. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{CATALOG_MESSAGES.loadFailed}</RetryAlert>;
}
