import { AdminTable } from '@/components/admin/admin-table';
import { Skeleton } from '@/components/ui/skeleton';
import { EyeIcon } from '@/components/ui/action-icons';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/config/constants';
import type { AdminOrder } from '@/features/admin-orders/api/admin-orders-api';
import { formatDate, formatPrice } from '@/utils/format';

import { AdminOrderStatusBadge } from './admin-order-status-badge';

export const CUSTOMER_FALLBACKS = { name: 'Cliente invitado', email: 'Sin email' } as const;

const COLUMNS = ['ID', 'Cliente', 'Fecha', 'Total', 'Estado', 'Acciones'] as const;

type AdminOrdersTableProps = {
  /** null while the page loads: skeleton rows stand in for the orders. */
  orders: AdminOrder[] | null;
  onView: (order: AdminOrder) => void;
  busy?: boolean;
};

/** Orders as a table; under 768 px each row becomes a card whose cells carry their column name. */
export function AdminOrdersTable({ orders, onView, busy = false }: AdminOrdersTableProps) {
  return (
    <AdminTable
      caption="Pedidos de la tienda"
      columns={COLUMNS}
      className="admin-data-table admin-orders__table"
      wrapClassName="admin-table-wrap admin-orders__table-wrap"
      busy={busy || orders === null}
    >
      {orders === null
        ? Array.from({ length: ADMIN_ORDERS_PAGE_SIZE }, (_, index) => <SkeletonRow key={index} />)
        : orders.map((order) => <OrderRow key={order.id} order={order} onView={onView} />)}
    </AdminTable>
  );
}

function OrderRow({ order, onView }: { order: AdminOrder; onView: (order: AdminOrder) => void }) {
  return (
    <tr>
      <td data-label="ID" className="admin-orders__id">
        #{order.id}
      </td>
      <td data-label="Cliente">
        <span className="admin-orders__customer-name">{order.customer.name ?? CUSTOMER_FALLBACKS.name}</span>
        <span className="admin-orders__customer-email">{order.customer.email ?? CUSTOMER_FALLBACKS.email}</span>
      </td>
      <td data-label="Fecha">{formatDate(order.createdAt) || '—'}</td>
      <td data-label="Total" className="admin-orders__total">
        {formatPrice(order.total)}
      </td>
      <td data-label="Estado">
        <AdminOrderStatusBadge status={order.status} />
      </td>
      <td data-label="Acciones" className="admin-orders__actions">
        <button
          type="button"
          className="button button--ghost admin-orders__view"
          aria-label={`Ver pedido #${order.id}`}
          onClick={() => onView(order)}
        >
          <EyeIcon size={16} />
          Ver
        </button>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr className="admin-orders__skeleton-row">
      {COLUMNS.map((column) => (
        <td key={column} data-label={column}>
          <Skeleton height="1.1em" width={column === 'Cliente' ? '80%' : '60%'} />
        </td>
      ))}
    </tr>
  );
}
