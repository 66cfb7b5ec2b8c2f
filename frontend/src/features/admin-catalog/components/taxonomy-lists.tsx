import { useId, useMemo, useState, type ReactNode } from 'react';

import type { CollectionColumn } from '@/components/admin/admin-collection';
import { ViewToggle, type CollectionView } from '@/components/admin/view-toggle';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SearchIcon } from '@/components/ui/icons';
import { ADMIN_DASHBOARD_PAGE_SIZE, LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatDate, pluralize } from '@/utils/format';

import {
  useDeleteCategoryMutation,
  useDeleteSubcategoryMutation,
  useDeleteSubSubcategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminSubcategoriesQuery,
  useGetAdminSubSubcategoriesQuery,
} from '../api/admin-catalog-api';
import { useKeyedPage } from '../hooks/use-keyed-page';
import { TAXONOMY_LABELS, taxonomyMessages, type TaxonomyKind } from '../messages';
import type { AdminCategory, AdminSubcategory, AdminSubSubcategory } from '../types';
import { CatalogCollection } from './catalog-collection';
import type { QueryError } from '../utils/query-feedback';

import './admin-catalog.css';

type Named = { id: number; name: string; updatedAt: string | null };

type TaxonomyListProps<T extends Named> = {
  kind: TaxonomyKind;
  items: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  columns: CollectionColumn<T>[];
  media?: (item: T) => ReactNode;
  editHref: (item: T) => string;
  onDelete: (item: T) => Promise<QueryError | null>;
  notice?: string | null;
  initialView?: CollectionView;
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
  items,
  isLoading,
  isError,
  isFetching,
  onRetry,
  columns,
  media,
  editHref,
  onDelete,
  notice,
  initialView = 'list',
}: TaxonomyListProps<T>) {
  const filterId = useId();
  const labels = TAXONOMY_LABELS[kind];
  const messages = taxonomyMessages(kind);
  const [view, setView] = useState<CollectionView>(initialView);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useKeyedPage(filter);

  const matching = useMemo(() => {
    const needle = normalize(filter);
    const all = items ?? [];
    return needle ? all.filter((item) => normalize(item.name).includes(needle)) : all;
  }, [items, filter]);
  const totalPages = Math.ceil(matching.length / ADMIN_DASHBOARD_PAGE_SIZE);
  // A deletion can empty the last page: stay on the last one that has records.
  const currentPage = Math.min(page, Math.max(1, totalPages));
  const pageItems = matching.slice(
    (currentPage - 1) * ADMIN_DASHBOARD_PAGE_SIZE,
    currentPage * ADMIN_DASHBOARD_PAGE_SIZE,
  );

  return (
    <div className="catalog-list">
      <div className="admin-toolbar">
        <div className="form-field admin-toolbar__grow">
          <label className="form-field__label" htmlFor={filterId}>
            {`Buscar ${labels.plural}`}
          </label>
          <div className="admin-search">
            <SearchIcon size={18} />
            <input
              id={filterId}
              type="search"
              className="form-field__control"
              placeholder="Nombre"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
        </div>
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
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        onRetry={onRetry}
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
        onDelete={onDelete}
        page={currentPage}
        totalPages={totalPages}
        onPageChange={setPage}
        notice={notice}
      />
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

function errorOf(result: { error?: QueryError }): QueryError | null {
  return result.error ?? null;
}

type ListProps = { notice?: string | null; initialView?: CollectionView };

const nameIn = <T extends { id: number; name: string }>(list: T[] | undefined, id: number | null) =>
  id === null ? undefined : list?.find((item) => item.id === id)?.name;

const missing = <span className="admin-muted">—</span>;

export function CategoryList({ notice, initialView }: ListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  return (
    <TaxonomyList<AdminCategory>
      kind="category"
      items={data}
      isLoading={isLoading}
      isError={isError}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      columns={[
        { header: 'Subcategorías', cell: (category) => category.subcategories.length, numeric: true },
        { header: 'Sub-subcategorías', cell: (category) => category.subSubcategories.length, numeric: true },
      ]}
      media={(category) => (
        <FallbackImage key={category.image ?? 'none'} src={category.image} alt="" width={160} height={100} />
      )}
      editHref={(category) => paths.admin.categoryEdit.getHref(category.id)}
      onDelete={async (category) => errorOf(await deleteCategory(category.id))}
      notice={notice}
      initialView={initialView}
    />
  );
}

export function SubcategoryList({ notice, initialView }: ListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminSubcategoriesQuery();
  const { data: categories } = useGetAdminCategoriesQuery();
  const [deleteSubcategory] = useDeleteSubcategoryMutation();
  return (
    <TaxonomyList<AdminSubcategory>
      kind="subcategory"
      items={data}
      isLoading={isLoading}
      isError={isError}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      columns={[
        { header: 'Categoría', cell: (item) => nameIn(categories, item.categoryId) ?? missing },
        { header: 'Sub-subcategorías', cell: (item) => item.subSubcategories.length, numeric: true },
      ]}
      // The list views link to the /edit/{id} shape (admin.md section 2.1).
      editHref={(item) => paths.admin.subcategoryEditAlt.getHref(item.id)}
      onDelete={async (item) => errorOf(await deleteSubcategory(item.id))}
      notice={notice}
      initialView={initialView}
    />
  );
}

export function SubSubcategoryList({ notice, initialView }: ListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminSubSubcategoriesQuery();
  const { data: categories } = useGetAdminCategoriesQuery();
  const { data: subcategories } = useGetAdminSubcategoriesQuery();
  const [deleteSubSubcategory] = useDeleteSubSubcategoryMutation();
  return (
    <TaxonomyList<AdminSubSubcategory>
      kind="subSubcategory"
      items={data}
      isLoading={isLoading}
      isError={isError}
      isFetching={isFetching}
      onRetry={() => void refetch()}
      columns={[
        { header: 'Categoría', cell: (item) => nameIn(categories, item.categoryId) ?? missing },
        { header: 'Subcategoría', cell: (item) => nameIn(subcategories, item.subcategoryId) ?? missing },
      ]}
      editHref={(item) => paths.admin.subsubcategoryEditAlt.getHref(item.id)}
      onDelete={async (item) => errorOf(await deleteSubSubcategory(item.id))}
      notice={notice}
      initialView={initialView}
    />
  );
}
