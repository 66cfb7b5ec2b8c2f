import { LOCALE } from '@/config/constants';
import type { AdminOrdersPage } from '@/features/admin-orders/api/admin-orders-api';
import { pluralize } from '@/utils/format';

export const ADMIN_ORDERS_EMPTY_TEXT = 'No hay pedidos';

/** 'Mostrando 11-20 de 35 pedidos', or 'No hay pedidos'. */
export function ordersRangeText({ currentPage, pageSize, totalOrders, orders }: AdminOrdersPage): string {
  if (totalOrders === 0) return ADMIN_ORDERS_EMPTY_TEXT;
  // A page past the end (its last orders moved to another status meanwhile) shows nothing.
  if (orders.length === 0)
    return `No hay pedidos en esta página (${pluralize(totalOrders, 'pedido', 'pedidos')} en total)`;
  const from = (currentPage - 1) * pageSize + 1;
  const to = from + orders.length - 1;
  return `Mostrando ${from.toLocaleString(LOCALE)}-${to.toLocaleString(LOCALE)} de ${pluralize(totalOrders, 'pedido', 'pedidos')}`;
}

type AdminOrdersPaginationProps = {
  page: AdminOrdersPage;
  onPageChange: (page: number) => void;
  disabled?: boolean;
};

/** The range text, and with more than one page: first, previous, 'Página x de y', next and last. */
export function AdminOrdersPagination({ page, onPageChange, disabled = false }: AdminOrdersPaginationProps) {
  const { currentPage, totalPages } = page;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;
  const goTo = (target: number) => onPageChange(Math.min(Math.max(1, target), Math.max(1, totalPages)));

  return (
    <div className="admin-orders__footer">
      <p className="admin-orders__range" aria-live="polite">
        {ordersRangeText(page)}
      </p>
      {totalPages > 1 && (
        <nav className="admin-orders__pages" aria-label="Paginación de pedidos">
          <button
            type="button"
            className="button button--ghost admin-orders__page-button"
            onClick={() => goTo(1)}
            disabled={disabled || !hasPrevious}
          >
            Primera
          </button>
          <button
            type="button"
            className="button button--ghost admin-orders__page-button"
            onClick={() => goTo(currentPage - 1)}
            disabled={disabled || !hasPrevious}
          >
            Anterior
          </button>
          <span className="admin-orders__page-status">
            Página {currentPage} de {totalPages}
          </span>
          <button
            type="button"
            className="button button--ghost admin-orders__page-button"
            onClick={() => goTo(currentPage + 1)}
            disabled={disabled || !hasNext}
          >
            Siguiente
          </button>
          <button
            type="button"
            className="button button--ghost admin-orders__page-button"
            onClick={() => goTo(totalPages)}
            disabled={disabled || !hasNext}
          >
            Última
          </button>
        </nav>
      )}
    </div>
  );
}
