import type { FormEvent, ReactNode } from 'react';

import { SelectField, TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { RefreshIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LOCALE } from '@/config/constants';
import type { ListPage } from '@/types/pagination';
import { pluralize } from '@/utils/format';

import { AdminSearchField, type AdminSearchFieldProps } from './admin-search-field';

import './admin-ui.css';
import './admin-list-panel.css';

/** The part of an RTK Query result a paged admin list needs: `data` is undefined while these arguments load. */
export type AdminListQuery<T> = {
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** The outcome of the last action on a list's items, shown between its toolbar and the list. */
export type AdminListFeedback = { tone: 'success' | 'error'; message: string; details?: string[] };

/** A page of a paged list as the server sends it: the panel's page buttons read its position from it. */
export type AdminListPage = { currentPage: number; totalPages: number };

/** What a page of the list says under it: 'Mostrando 21-40 de 45 usuarios' and the page buttons. */
type AdminListFooter<T> = {
  /** The range text of a page, e.g. 'Mostrando 21-40 de 45 usuarios'. */
  range: (data: T) => string;
  onPageChange: (page: number) => void;
  /** Accessible name of the page buttons' navigation. */
  pagesLabel: string;
  /** 'steps' for Primera / Anterior / 'Página x de y' / Siguiente / Última instead of page numbers. */
  variant?: 'numbers' | 'steps';
  /** The page buttons are off, e.g. while another page loads. */
  disabled?: boolean;
};

/** A labelled filter field; `className` is an extra class of its wrapper. */
type AdminFilterField = { label: string; className?: string; value: string; onChange: (value: string) => void };

/**
 * The filter toolbar, in this order: the search box, text filters (a plain search input each), any other `fields`,
 * then the choices (a select each); `className` is for their layout.
 */
type AdminListFilters = {
  /** The form's accessible name. */
  label: string;
  className?: string;
  search?: AdminSearchFieldProps;
  texts?: (AdminFilterField & { placeholder: string })[];
  fields?: ReactNode;
  choices?: (AdminFilterField & { options: readonly { value: string; label: string }[] })[];
};

export type AdminListPanelProps<T extends AdminListPage> = {
  /** Accessible name of the panel. */
  label: string;
  filters: AdminListFilters;
  /** The total at the end of the toolbar ('27 usuarios'), once known. */
  count?: string | null;
  /** The outcome of the last action, between the toolbar and the list. */
  feedback?: AdminListFeedback | null;
  /** Anything else between the toolbar and the list (under the feedback). */
  notice?: ReactNode;
  query: AdminListQuery<T>;
  /** `staleList`: with it, a failed refresh keeps the last list under the alert, which says so. */
  messages: { loading: string; loadFailed: string; emptyTitle: string; empty: string; staleList?: string };
  emptyIcon?: ReactNode;
  isEmpty: (data: T) => boolean;
  /** Placeholders while the first page of these filters loads (rows of bars by default). */
  skeleton?: ReactNode;
  /** The list itself. */
  children: (data: T) => ReactNode;
  footer: AdminListFooter<T>;
};

function ignoreSubmit(event: FormEvent) {
  event.preventDefault();
}

/**
 * 'Mostrando 21-40 de 45 usuarios' for the `shown` items of a page, or 'No hay usuarios en esta página (45 usuarios)'
 * past the last page.
 */
export function listRangeText(
  { currentPage, pageSize, total }: ListPage,
  shown: number,
  singular: string,
  plural: string,
): string {
  const totalText = pluralize(total, singular, plural);
  if (shown === 0) return `No hay ${plural} en esta página (${totalText})`;
  const from = (currentPage - 1) * pageSize + 1;
  const to = from + shown - 1;
  return `Mostrando ${from.toLocaleString(LOCALE)}-${to.toLocaleString(LOCALE)} de ${totalText}`;
}

/** 'Actualizar' in the page header: asks the server again, spinning while it answers. */
export function AdminRefreshButton({ isFetching, onRefresh }: { isFetching: boolean; onRefresh: () => unknown }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void onRefresh()}
      disabled={isFetching}
      aria-busy={isFetching}
    >
      <RefreshIcon size={18} className={isFetching ? 'admin-spin' : undefined} />
      Actualizar
    </button>
  );
}

function DefaultSkeleton() {
  return Array.from({ length: 5 }, (_, index) => (
    <Skeleton key={index} height="2.5rem" className="admin-list__skeleton-row" />
  ));
}

/**
 * A paged admin list in its panel: the filter toolbar, then exactly one of the load error with 'Reintentar', the
 * loading placeholders (announced once), the empty state, or the list with its range text and page buttons. The
 * list stays on screen, dimmed, while a refresh or another page loads.
 */
export function AdminListPanel<T extends AdminListPage>({
  label,
  filters,
  count = null,
  feedback = null,
  notice,
  query,
  messages,
  emptyIcon,
  isEmpty,
  skeleton,
  children,
  footer,
}: AdminListPanelProps<T>) {
  const { data, isFetching, isError, refetch } = query;

  // A failed refresh leaves the last list on screen; with `staleList` the alert above it says it is not fresh.
  const staleError = isError && data !== undefined && messages.staleList !== undefined;
  const loadError = (
    <RetryAlert onRetry={refetch}>
      {messages.loadFailed}
      {staleError && ` ${messages.staleList}`}
    </RetryAlert>
  );

  let content: ReactNode;
  if (isError && !data) {
    content = loadError;
  } else if (!data) {
    content = (
      <div className="admin-list__loading">
        <p className="visually-hidden" role="status">
          {messages.loading}
        </p>
        {skeleton ?? <DefaultSkeleton />}
      </div>
    );
  } else if (isEmpty(data)) {
    content = (
      <div className="empty-state admin-list__empty">
        {emptyIcon}
        <p className="admin-list__empty-title">{messages.emptyTitle}</p>
        <p>{messages.empty}</p>
      </div>
    );
  } else {
    content = (
      <div className="admin-fetching" aria-busy={isFetching}>
        {children(data)}
        <div className="admin-list__footer">
          <p className="admin-list__range" aria-live="polite">
            {footer.range(data)}
          </p>
          <Pagination
            currentPage={data.currentPage}
            totalPages={data.totalPages}
            onPageChange={footer.onPageChange}
            label={footer.pagesLabel}
            variant={footer.variant}
            disabled={footer.disabled}
          />
        </div>
      </div>
    );
  }

  return (
    <section className="admin-panel admin-list" aria-label={label}>
      <form
        className={`admin-toolbar${filters.className ? ` ${filters.className}` : ''}`}
        aria-label={filters.label}
        onSubmit={ignoreSubmit}
      >
        {filters.search && <AdminSearchField {...filters.search} />}
        {filters.texts?.map(({ className, onChange, ...text }) => (
          <TextField
            key={text.label}
            type="search"
            {...text}
            fieldClassName={className}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
          />
        ))}
        {filters.fields}
        {filters.choices?.map(({ className, onChange, ...choice }) => (
          <SelectField
            key={choice.label}
            {...choice}
            fieldClassName={className}
            onChange={(event) => onChange(event.target.value)}
          />
        ))}
        {count && (
          <p className="admin-toolbar__count" aria-live="polite">
            {count}
          </p>
        )}
      </form>
      {feedback && (
        <FormMessage tone={feedback.tone} details={feedback.details}>
          {feedback.message}
        </FormMessage>
      )}
      {notice}
      {staleError && loadError}
      {content}
    </section>
  );
}
