import { useState, type ReactNode } from 'react';

import { useChoiceFilter, useSearchFilter } from '@/components/admin/admin-list-filters';
import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { ClipboardIcon } from '@/components/ui/icons';
import { ADMIN_ORDERS_SEARCH_DEBOUNCE_MS, ORDER_STATUSES } from '@/config/constants';
import {
  useGetAdminOrdersQuery,
  type AdminOrder,
  type AdminOrderStatusFilter,
} from '@/features/admin-orders/api/admin-orders-api';
import { ADMIN_ORDERS_MESSAGES as MESSAGES, ordersRangeText } from '@/features/admin-orders/messages';
import { useKeyedPage } from '@/hooks/use-keyed-page';

import { AdminOrderDetailModal } from './admin-order-detail-modal';
import { AdminOrdersTable } from './admin-orders-table';

import '@/components/admin/admin-ui.css';
import './admin-orders.css';

const STATUS_OPTIONS = [{ value: 'all', label: MESSAGES.allStatuses }, ...ORDER_STATUSES];

/**
 * /admin/orders: search, status filter, paged table and the detail modal where the status is changed;
 * `renderHistory` gives the detail an order's change history.
 */
export function AdminOrdersPage({ renderHistory }: { renderHistory?: (orderId: number) => ReactNode }) {
  const searchFilter = useSearchFilter(ADMIN_ORDERS_SEARCH_DEBOUNCE_MS);
  const search = searchFilter.text;
  const statusFilter = useChoiceFilter<AdminOrderStatusFilter>('all');
  const status = statusFilter.value;
  const [page, setPage] = useKeyedPage(JSON.stringify({ search, status }));
  const [selectedOrder, setSelectedOrder] = useState<AdminOrder | null>(null);

  // currentData belongs to these exact arguments: while another page or filter loads it is undefined.
  // Orders keep arriving and changing status, so every visit to a page asks the server again.
  const { currentData, isFetching, isError, refetch } = useGetAdminOrdersQuery(
    { page, search, status },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = search !== '' || status !== 'all';

  // Every failed load says so; a failed refresh keeps the last list below the alert, marked as not fresh.
  return (
    <AdminListScreen
      className="admin-orders"
      texts={MESSAGES}
      filtered={filtered}
      after={
        <>
          {selectedOrder && (
            <AdminOrderDetailModal
              // A new order starts with fresh feedback and focus handling.
              key={selectedOrder.id}
              order={selectedOrder}
              onClose={() => setSelectedOrder(null)}
              onStatusSaved={setSelectedOrder}
              history={renderHistory?.(selectedOrder.id)}
            />
          )}
        </>
      }
      label="Pedidos"
      query={{ data: currentData, isFetching, isError, refetch }}
      emptyIcon={<ClipboardIcon size={32} />}
      isEmpty={(data) => data.total === 0}
      skeleton={<AdminOrdersTable orders={null} onView={setSelectedOrder} />}
      footer={{
        range: ordersRangeText,
        onPageChange: setPage,
        pagesLabel: 'Paginación de pedidos',
        variant: 'steps',
        disabled: isFetching,
      }}
      filters={{
        label: 'Filtrar pedidos',
        className: 'admin-orders__filters',
        search: { label: 'Buscar pedidos', placeholder: MESSAGES.searchPlaceholder, ...searchFilter.field },
        choices: [
          { label: 'Estado', className: 'admin-orders__status', options: STATUS_OPTIONS, ...statusFilter.field },
        ],
      }}
    >
      {(data) => <AdminOrdersTable orders={data.orders} onView={setSelectedOrder} busy={isFetching} />}
    </AdminListScreen>
  );
}
