import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { PAGINATION_SHOW_ALL_MAX, PAGINATION_WINDOW } from '@/config/constants';

import './pagination.css';

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: every page when there are at most 7; otherwise the first, the last and a window of 2
 * pages either side of the current one, with an ellipsis wherever pages are skipped.
 */
export function getPaginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= PAGINATION_SHOW_ALL_MAX) return Array.from({ length: total }, (_, index) => index + 1);

  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const start = Math.max(2, current - PAGINATION_WINDOW);
  const end = Math.min(total - 1, current + PAGINATION_WINDOW);
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
};

/** Anterior / numbered pages / Siguiente. Renders nothing when everything fits on one page. */
export function Pagination({ currentPage, totalPages, onPageChange, label = 'Paginación' }: PaginationProps) {
  if (totalPages <= 1) return null;

  const goTo = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange(page);
  };

  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__step"
        onClick={() => goTo(currentPage - 1)}
        disabled={currentPage <= 1}
      >
        <ChevronLeftIcon size={18} />
        Anterior
      </button>
      <ul className="pagination__pages">
        {getPaginationItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-label={`Página ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        onClick={() => goTo(currentPage + 1)}
        disabled={currentPage >= totalPages}
      >
        Siguiente
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
