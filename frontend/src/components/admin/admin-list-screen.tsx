import type { ReactNode } from 'react';

import { AdminPageHeader } from './admin-page-header';
import { AdminListPanel, AdminRefreshButton, type AdminListPage, type AdminListPanelProps } from './admin-list-panel';

/** A list page's texts: its header, and what its panel says while loading, on failure and when empty. */
export type AdminListScreenTexts = {
  title: string;
  subtitle: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  /** Empty with no filter on. */
  emptyAll: string;
  /** Empty because of the filters. */
  emptyFiltered: string;
  staleList?: string;
};

type AdminListScreenProps<T extends AdminListPage> = Omit<AdminListPanelProps<T>, 'messages'> & {
  /** The page's own class, next to `admin-page`. */
  className: string;
  texts: AdminListScreenTexts;
  /** A filter is on: the empty state says no item matches instead of there being none. */
  filtered: boolean;
  /** Under the panel: the page's dialogs. */
  after?: ReactNode;
};

/** A paged admin list page: the header with its title and 'Actualizar', then the list's panel. */
export function AdminListScreen<T extends AdminListPage>({
  className,
  texts,
  filtered,
  after,
  ...panel
}: AdminListScreenProps<T>) {
  const { isFetching, refetch } = panel.query;
  return (
    <div className={`admin-page ${className}`}>
      <AdminPageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={<AdminRefreshButton isFetching={isFetching} onRefresh={refetch} />}
      />
      <AdminListPanel {...panel} messages={{ ...texts, empty: filtered ? texts.emptyFiltered : texts.emptyAll }} />
      {after}
    </div>
  );
}
