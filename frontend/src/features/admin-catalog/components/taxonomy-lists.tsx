import { useMemo, useState, type ReactNode } from 'react';

import type { CollectionColumn } from '@/components/admin/admin-collection';
import { AdminSearchField } from '@/components/admin/admin-search-field';
import { ViewToggle, type CollectionView } from '@/components/admin/view-toggle';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ADMIN_DASHBOARD_PAGE_SIZE, LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useKeyedPage } from '@/hooks/use-keyed-page';
import { formatDate, pluralize } from '@/utils/format';

import {
  useDeleteCategoryMutation,
  useDeleteSubcategoryMutation,
  useDeleteSubSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoriesQuery,
  useGetAdminSubSubcategoriesQuery,
} from '../api/admin-catalog-api';
import { TAXONOMY_LABELS, taxonomyMessages, type TaxonomyKind } from '../messages';
import type { AdminCategory, AdminSubcategory, AdminSubSubcategory } from '../types';
import type { QueryError } from '../utils/query-feedback';
import { CatalogCollection } from './catalog-collection';

import './admin-catalog.css';

type Named = { id: number; name: string; updatedAt: string | null };

/** What each level's list takes from its screen: the form's notice and the id of the record it saved. */
type ListProps = { notice?: string | null; highlightId?: number | null; initialView?: CollectionView };

type TaxonomyListProps<T extends Named> = ListProps & {
  kind: TaxonomyKind;
  /** The level's list query; the API answers every record at once. */
  query: { data?: T[]; isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The level's delete mutation trigger. */
  remove: (id: number) => PromiseLike<{ error?: QueryError }>;
  columns: CollectionColumn<T>[];
  media?: (item: T) => ReactNode;
  editHref: (item: T) => string;
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(LOCALE)
    .trim();

const UPDATED_COLUMN: CollectionColumn<Named> = {
  header: 'Actualizada',
  cell: (item) => formatDate(item.updatedAt) || <span className="admin-muted">—</span>,
};

/**
 * Categories, subcategories and sub-subcategories come whole from the API, so they are filtered and paged here,
 * eight per page (admin.md section 9).
 */
function TaxonomyList<T extends Named>({
  kind,
  query,
  remove,
  columns,
  media,
  editHref,
  notice,
  highlightId = null,
  initialView = 'list',
}: TaxonomyListProps<T>) {
  const items = query.data;
  const labels = TAXONOMY_LABELS[kind];
  const messages = taxonomyMessages(kind);
  const [view, setView] = useState<CollectionView>(initialView);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useKeyedPage(filter);
  // The list is sorted by name, so a record just saved can be on any page: open that page until the admin moves on.
  const [followHighlight, setFollowHighlight] = useState(highlightId !== null);

  const matching = useMemo(() => {
    const needle = normalize(filter);
    const all = items ?? [];
    return needle ? all.filter((item) => normalize(item.name).includes(needle)) : all;
  }, [items, filter]);
  const totalPages = Math.ceil(matching.length / ADMIN_DASHBOARD_PAGE_SIZE);
  const highlightIndex = highlightId === null ? -1 : matching.findIndex((item) => item.id === highlightId);
  const highlightPage =
    followHighlight && highlightIndex >= 0 ? Math.floor(highlightIndex / ADMIN_DASHBOARD_PAGE_SIZE) + 1 : null;
  // A deletion can empty the last page: stay on the last one that has records.
  const currentPage = highlightPage ?? Math.min(page, Math.max(1, totalPages));
  const changePage = (next: number) => {
    setFollowHighlight(false);
    setPage(next);
  };
  const changeFilter = (next: string) => {
    setFollowHighlight(false);
    setFilter(next);
  };
  const pageItems = matching.slice(
    (currentPage - 1) * ADMIN_DASHBOARD_PAGE_SIZE,
    currentPage * ADMIN_DASHBOARD_PAGE_SIZE,
  );

  return (
    <div className="catalog-list">
      <div className="admin-toolbar">
        <AdminSearchField
          label={`Buscar ${labels.plural}`}
          placeholder="Nombre"
          value={filter}
          onChange={changeFilter}
        />
        <div className="admin-toolbar__end">
          {items && (
            <p className="admin-toolbar__count" aria-live="polite">
              {pluralize(matching.length, labels.label.toLocaleLowerCase(LOCALE), labels.plural)}
            </p>
          )}
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>
      <CatalogCollection
        caption={capitalize(labels.plural)}
        items={pageItems}
        view={view}
        isLoading={query.isLoading}
        isError={query.isError}
        isFetching={query.isFetching}
        onRetry={() => void query.refetch()}
        emptyMessage={messages.empty}
        getTitle={(item) => item.name}
        titleHeader="Nombre"
        columns={[...columns, UPDATED_COLUMN]}
        media={media}
        editHref={editHref}
        deleteCopy={{
          title: `Eliminar ${labels.label.toLocaleLowerCase(LOCALE)}`,
          definite: labels.definite,
          failed: messages.deleteFailed,
          done: () => labels.deleted,
        }}
        onDelete={async (item) => (await remove(item.id)).error ?? null}
        page={currentPage}
        totalPages={totalPages}
        onPageChange={changePage}
        notice={notice}
        highlightId={highlightId}
      />
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

const nameIn = <T extends { id: number; name: string }>(list: T[] | undefined, id: number | null) =>
  id === null ? undefined : list?.find((item) => item.id === id)?.name;

const missing = <span className="admin-muted">—</span>;

export function CategoryList(props: ListProps) {
  const categories = useGetAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  return (
    <TaxonomyList<AdminCategory>
      kind="category"
      query={categories}
      remove={deleteCategory}
      columns={[
        { header: 'Subcategorías', cell: (category) => category.subcategories.length, numeric: true },
        { header: 'Sub-subcategorías', cell: (category) => category.subSubcategories.length, numeric: true },
      ]}
      media={(category) => (
        <FallbackImage key={category.image ?? 'none'} src={category.image} alt="" width={160} height={100} />
      )}
      editHref={(category) => paths.admin.categoryEdit.getHref(category.id)}
      {...props}
    />
  );
}

export function SubcategoryList(props: ListProps) {
  const subcategories = useGetAdminSubcategoriesQuery();
  const { data: categories } = useGetAdminCategoriesQuery();
  const [deleteSubcategory] = useDeleteSubcategoryMutation();
  return (
    <TaxonomyList<AdminSubcategory>
      kind="subcategory"
      query={subcategories}
      remove={deleteSubcategory}
      columns={[
        { header: 'Categoría', cell: (item) => nameIn(categories, item.categoryId) ?? missing },
        { header: 'Sub-subcategorías', cell: (item) => item.subSubcategories.length, numeric: true },
      ]}
      // The list views link to the /edit/{id} shape (admin.md section 2.1).
      editHref={(item) => paths.admin.subcategoryEditAlt.getHref(item.id)}
      {...props}
    />
  );
}

export function SubSubcategoryList(props: ListProps) {
  const subSubcategories = useGetAdminSubSubcategoriesQuery();
  const { data: categories } = useGetAdminCategoriesQuery();
  const { data: subcategories } = useGetAdminSubcategoriesQuery();
  const [deleteSubSubcategory] = useDeleteSubSubcategoryMutation();
  return (
    <TaxonomyList<AdminSubSubcategory>
      kind="subSubcategory"
      query={subSubcategories}
      remove={deleteSubSubcategory}
      columns={[
        { header: 'Categoría', cell: (item) => nameIn(categories, item.categoryId) ?? missing },
        { header: 'Subcategoría', cell: (item) => nameIn(subcategories, item.subcategoryId) ?? missing },
      ]}
      editHref={(item) => paths.admin.subsubcategoryEditAlt.getHref(item.id)}
      {...props}
    />
  );
}
