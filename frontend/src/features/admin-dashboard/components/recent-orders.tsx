import { useState } from 'react';
import { Link } from 'react-router-dom';

import { AdminCollection, type CollectionColumn } from '@/components/admin/admin-collection';
import { CollectionSkeleton } from '@/components/admin/collection-skeleton';
import { ViewToggle, type CollectionView } from '@/components/admin/view-toggle';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ADMIN_DASHBOARD_PAGE_SIZE, ORDER_STATUSES } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatDate, formatPrice, pluralize } from '@/utils/format';

import { useGetDashboardOrdersQuery, type DashboardOrder } from '../api/admin-dashboard-api';

import './admin-dashboard.css';

export const RECENT_ORDERS_MESSAGES = {
  loadFailed: 'Error al cargar las órdenes',
  empty: 'No hay pedidos',
} as const;

export function OrderStatusBadge({ status }: { status: string }) {
  const known = ORDER_STATUSES.find((item) => item.value === status);
  return (
    <span className={`status-badge status-badge--${known?.tone ?? 'gray'} recent-orders__status`}>
      {known ? known.label : status}
    </span>
  );
}

const COLUMNS: CollectionColumn<DashboardOrder>[] = [
  {
    header: 'Cliente',
    cell: (order) => (
      <span className="order-customer">
        <span>{order.customerName ?? 'Cliente invitado'}</span>
        <span className="admin-muted">{order.customerEmail ?? 'Sin email'}</span>
      </span>
    ),
  },
  { header: 'Fecha', cell: (order) => formatDate(order.date) },
  { header: 'Total', cell: (order) => formatPrice(order.total), numeric: true },
  { header: 'Estado', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** The Pedidos tab: the latest orders, eight per page, with the way to the full order management screen. */
export function RecentOrders() {
  const [view, setView] = useState<CollectionView>('list');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardOrdersQuery(
    { page, limit: ADMIN_DASHBOARD_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  let content;
  if (isLoading) content = <CollectionSkeleton view={view} />;
  else if (isError || !data) {
    content = <RetryAlert onRetry={refetch}>{RECENT_ORDERS_MESSAGES.loadFailed}</RetryAlert>;
  } else if (data.orders.length === 0) {
    content = <p className="empty-state">{RECENT_ORDERS_MESSAGES.empty}</p>;
  } else {
    content = (
      <div className="admin-fetching" aria-busy={isFetching}>
        <AdminCollection
          items={data.orders}
          view={view}
          caption="Pedidos recientes"
          getKey={(order) => order.id}
          getTitle={(order) => `#${order.id}`}
          titleHeader="Pedido"
          columns={COLUMNS}
        />
        <div className="admin-list-footer">
          <Pagination
            currentPage={page}
            totalPages={data.totalPages}
            onPageChange={setPage}
            label="Páginas de pedidos recientes"
          />
        </div>
      </div>
    );
  }

  return (
    <div className="dashboard-orders">
      <div className="admin-toolbar">
        <p className="admin-toolbar__count admin-toolbar__grow" aria-live="polite">
          {data ? pluralize(data.total, 'pedido', 'pedidos') : ''}
        </p>
        <div className="admin-toolbar__end">
          <Link to={paths.admin.orders.getHref()} className="button button--ghost">
            Gestionar pedidos
            <ArrowRightIcon size={16} />
          </Link>
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>
      {content}
    </div>
  );
}
