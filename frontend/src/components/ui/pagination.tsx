import type { ReactNode } from 'react';

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
  /** 'numbers': Anterior, page numbers, Siguiente; 'steps': Primera, Anterior, 'Página x de y', Siguiente, Última. */
  variant?: 'numbers' | 'steps';
  /** Every button off, e.g. while the next page loads. */
  disabled?: boolean;
};

/** Page buttons of a paged list. Renders nothing when everything fits on one page. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Paginación',
  variant = 'numbers',
  disabled = false,
}: PaginationProps) {
  if (totalPages <= 1) return null;

  // A page past the end (its last rows went away meanwhile) steps back into range.
  const goTo = (page: number) => {
    const target = Math.min(Math.max(1, page), totalPages);
    if (target !== currentPage) onPageChange(target);
  };
  const isFirst = disabled || currentPage <= 1;
  const isLast = disabled || currentPage >= totalPages;
  const step = (page: number, off: boolean, content: ReactNode) => (
    <button type="button" className="pagination__step" onClick={() => goTo(page)} disabled={off}>
      {content}
    </button>
  );

  if (variant === 'steps') {
    return (
      <nav className="pagination" aria-label={label}>
        {step(1, isFirst, 'Primera')}
        {step(currentPage - 1, isFirst, 'Anterior')}
        <span className="pagination__status">
          Página {currentPage} de {totalPages}
        </span>
        {step(currentPage + 1, isLast, 'Siguiente')}
        {step(totalPages, isLast, 'Última')}
      </nav>
    );
  }

  return (
    <nav className="pagination" aria-label={label}>
      {step(
        currentPage - 1,
        isFirst,
        <>
          <ChevronLeftIcon size={18} />
          Anterior
        </>,
      )}
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
                disabled={disabled}
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
      {step(
        currentPage + 1,
        isLast,
        <>
          Siguiente
          <ChevronRightIcon size={18} />
        </>,
      )}
    </nav>
  );
}
