import { useId, useState } from 'react';

import { ClipboardIcon, RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { ADMIN_ORDERS_SEARCH_DEBOUNCE_MS, ORDER_STATUSES } from '@/config/constants';
import {
  useGetAdminOrdersQuery,
  type AdminOrder,
  type AdminOrderStatusFilter,
} from '@/features/admin-orders/api/admin-orders-api';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

import { AdminOrderDetailModal } from './admin-order-detail-modal';
import { ADMIN_ORDERS_EMPTY_TEXT, AdminOrdersPagination } from './admin-orders-pagination';
import { AdminOrdersTable } from './admin-orders-table';

import '@/components/ui/form.css';
import './admin-orders.css';

export const ADMIN_ORDERS_MESSAGES = {
  title: 'Gestión de Pedidos',
  loadFailed: 'Error al cargar las órdenes',
  staleList: 'Se muestra la última lista cargada.',
  allStatuses: 'Todos los estados',
  searchPlaceholder: 'Buscar por ID, email o nombre',
} as const;

type Paging = { page: number; search: string; status: AdminOrderStatusFilter };

/** /admin/orders: search, status filter, paged table and the detail modal where the status is changed. */
export function AdminOrdersPage() {
  const searchId = useId();
  const statusId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), ADMIN_ORDERS_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<AdminOrderStatusFilter>('all');
  // A page number belongs to the filters it was chosen under, so a new search or status starts again at page 1.
  const [paging, setPaging] = useState<Paging>({ page: 1, search: '', status: 'all' });
  const page = paging.search === search && paging.status === status ? paging.page : 1;
  const [selectedOrder, setSelectedOrder] = useState<AdminOrder | null>(null);

  // currentData belongs to these exact arguments: while another page or filter loads it is undefined.
  // Orders keep arriving and changing status, so every visit to a page asks the server again.
  const { currentData, isFetching, isError, refetch } = useGetAdminOrdersQuery(
    { page, search, status },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = search !== '' || status !== 'all';

  // Every failed load says so, the first one and any later refresh, page change or retry. A failed refresh keeps the
  // last list below the alert (marked as such): it is still worth reading, but must not pass for fresh.
  const loadError = isError ? (
    <div className="alert" role="alert">
      <span>
        {ADMIN_ORDERS_MESSAGES.loadFailed}
        {currentData && ` ${ADMIN_ORDERS_MESSAGES.staleList}`}
      </span>
      <button type="button" className="button button--ghost" onClick={() => void refetch()}>
        Reintentar
      </button>
    </div>
  ) : null;

  let content;
  if (isError && !currentData) {
    content = null;
  } else if (!currentData) {
    content = (
      <>
        <p className="visually-hidden" role="status">
          Cargando pedidos…
        </p>
        <AdminOrdersTable orders={null} onView={setSelectedOrder} />
      </>
    );
  } else if (currentData.totalOrders === 0) {
    content = (
      <div className="empty-state admin-orders__empty">
        <ClipboardIcon size={32} />
        <p className="admin-orders__empty-title">{ADMIN_ORDERS_EMPTY_TEXT}</p>
        <p>
          {filtered
            ? 'Ningún pedido coincide con la búsqueda o el estado elegido.'
            : 'Los pedidos de la tienda aparecerán aquí.'}
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <AdminOrdersTable orders={currentData.orders} onView={setSelectedOrder} busy={isFetching} />
        <AdminOrdersPagination
          page={currentData}
          disabled={isFetching}
          onPageChange={(target) => setPaging({ page: target, search, status })}
        />
      </>
    );
  }

  return (
    <section className="admin-orders" aria-labelledby={`${searchId}-title`}>
      <header className="admin-orders__header">
        <div>
          <h1 id={`${searchId}-title`} className="admin-orders__title">
            {ADMIN_ORDERS_MESSAGES.title}
          </h1>
          <p className="admin-orders__subtitle">Revisa los pedidos de la tienda y actualiza su estado.</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-busy={isFetching}
        >
          <RefreshIcon size={18} className={isFetching ? 'admin-orders__spin' : undefined} />
          Actualizar
        </button>
      </header>

      <form className="admin-orders__filters" aria-label="Filtrar pedidos" onSubmit={(event) => event.preventDefault()}>
        <div className="form-field admin-orders__search">
          <label className="form-field__label" htmlFor={searchId}>
            Buscar pedidos
          </label>
          <div className="admin-orders__search-control">
            <SearchIcon size={18} />
            <input
              id={searchId}
              type="search"
              className="form-field__control"
              placeholder={ADMIN_ORDERS_MESSAGES.searchPlaceholder}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        <div className="form-field admin-orders__status">
          <label className="form-field__label" htmlFor={statusId}>
            Estado
          </label>
          <select
            id={statusId}
            className="form-field__control"
            value={status}
            onChange={(event) => setStatus(event.target.value as AdminOrderStatusFilter)}
          >
            <option value="all">{ADMIN_ORDERS_MESSAGES.allStatuses}</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {loadError}
      {content}

      {selectedOrder && (
        <AdminOrderDetailModal
          // A new order starts with fresh feedback and focus handling.
          key={selectedOrder.id}
          order={selectedOrder}
          onClose={() => setSelectedOrder(null)}
          onStatusSaved={setSelectedOrder}
        />
      )}
    </section>
  );
}
