import { Skeleton } from '@/components/ui/skeleton';

import type { CollectionView } from './view-toggle';

import './admin-ui.css';

type CollectionSkeletonProps = {
  view: CollectionView;
  count?: number;
  label?: string;
};

/** Placeholder cards or rows while a list loads; announced once as a status. */
export function CollectionSkeleton({ view, count = 8, label = 'Cargando…' }: CollectionSkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div role="status" aria-live="polite" className="collection-skeleton">
      <span className="visually-hidden">{label}</span>
      {view === 'grid' ? (
        <ul className="admin-cards" aria-hidden="true">
          {items.map((index) => (
            <li key={index} className="admin-card admin-card--media">
              <span className="admin-card__media">
                <Skeleton radius={0} height="100%" />
              </span>
              <div className="admin-card__body">
                <Skeleton height={18} width="80%" />
                <Skeleton height={14} width="55%" />
                <Skeleton height={14} width="40%" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="admin-table-wrap" aria-hidden="true">
          {items.map((index) => (
            <div key={index} className="collection-skeleton__row">
              <Skeleton width={40} height={40} radius="var(--radius-sm)" />
              <Skeleton height={16} width="45%" />
              <Skeleton height={16} width="20%" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
