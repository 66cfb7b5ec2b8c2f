import { useState, type ReactNode } from 'react';

import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { AdminSearchField } from '@/components/admin/admin-search-field';
import { SelectField } from '@/components/ui/form-field';
import { ClipboardIcon } from '@/components/ui/icons';
import { ADMIN_ORDERS_SEARCH_DEBOUNCE_MS, ORDER_STATUSES } from '@/config/constants';
import {
  useGetAdminOrdersQuery,
  type AdminOrder,
  type AdminOrderStatusFilter,
} from '@/features/admin-orders/api/admin-orders-api';
import { ADMIN_ORDERS_MESSAGES as MESSAGES, ordersRangeText } from '@/features/admin-orders/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), ADMIN_ORDERS_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<AdminOrderStatusFilter>('all');
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
      isEmpty={(data) => data.totalOrders === 0}
      skeleton={<AdminOrdersTable orders={null} onView={setSelectedOrder} />}
      footer={(data) => ({
        range: ordersRangeText(data),
        onPageChange: setPage,
        pagesLabel: 'Paginación de pedidos',
        variant: 'steps',
        disabled: isFetching,
      })}
      filters={{
        label: 'Filtrar pedidos',
        className: 'admin-orders__filters',
        fields: (
          <>
            <AdminSearchField
              label="Buscar pedidos"
              placeholder={MESSAGES.searchPlaceholder}
              value={searchInput}
              onChange={setSearchInput}
            />
            <SelectField
              label="Estado"
              fieldClassName="admin-orders__status"
              value={status}
              onChange={(event) => setStatus(event.target.value as AdminOrderStatusFilter)}
              options={STATUS_OPTIONS}
            />
          </>
        ),
      }}
    >
      {(data) => <AdminOrdersTable orders={data.orders} onView={setSelectedOrder} busy={isFetching} />}
    </AdminListScreen>
  );
}
