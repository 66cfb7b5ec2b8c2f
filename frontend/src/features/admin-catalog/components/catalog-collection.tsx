import { useState, type ReactNode } from 'react';

import { AdminCollection, type CollectionColumn } from '@/components/admin/admin-collection';
import { CollectionSkeleton } from '@/components/admin/collection-skeleton';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import type { CollectionView } from '@/components/admin/view-toggle';
import { FormMessage } from '@/components/ui/form-message';
import { Pagination } from '@/components/ui/pagination';

import { CATALOG_MESSAGES, deleteQuestion } from '../messages';
import { failure, type Feedback, type QueryError } from '../utils/query-feedback';
import { LoadError } from './editor-states';

export type DeleteCopy<T> = {
  /** Dialog title, e.g. 'Eliminar categoría'. */
  title: string;
  /** 'la categoría', for the confirmation question. */
  definite: string;
  failed: string;
  done: (item: T) => string;
};

type CatalogCollectionProps<T extends { id: number }> = {
  caption: string;
  /** The records of the current page. */
  items: T[];
  view: CollectionView;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  emptyMessage: string;
  getTitle: (item: T) => string;
  titleHeader: string;
  columns: CollectionColumn<T>[];
  media?: (item: T) => ReactNode;
  editHref: (item: T) => string;
  deleteCopy: DeleteCopy<T>;
  /** Deletes on the server; resolves to the error, or null when it worked. */
  onDelete: (item: T) => Promise<QueryError | null>;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A success message from elsewhere, e.g. 'Producto creado correctamente' after saving a form. */
  notice?: string | null;
  /** The id of a record to mark on the page (the one just saved). */
  highlightId?: number | null;
};

/**
 * An admin list of catalogue records: loading skeleton, load error with retry, empty state, grid or list view,
 * pagination and deletion behind a confirmation dialog.
 */
export function CatalogCollection<T extends { id: number }>({
  caption,
  items,
  view,
  isLoading,
  isError,
  isFetching,
  onRetry,
  emptyMessage,
  getTitle,
  titleHeader,
  columns,
  media,
  editHref,
  deleteCopy,
  onDelete,
  page,
  totalPages,
  onPageChange,
  notice = null,
  highlightId = null,
}: CatalogCollectionProps<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<Feedback | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);

  const ask = (item: T) => {
    setTarget(item);
    setDeleteError(null);
    setDeleted(null);
  };

  const cancel = () => {
    setTarget(null);
    setDeleteError(null);
  };

  const confirm = async () => {
    if (!target) return;
    setIsDeleting(true);
    setDeleteError(null);
    const error = await onDelete(target);
    setIsDeleting(false);
    if (error) {
      setDeleteError(failure(deleteCopy.failed, error));
      return;
    }
    setDeleted(deleteCopy.done(target));
    setTarget(null);
  };

  const successMessage = deleted ?? notice;

  let content: ReactNode;
  if (isLoading) {
    content = <CollectionSkeleton view={view} />;
  } else if (isError) {
    content = <LoadError onRetry={onRetry} />;
  } else if (items.length === 0) {
    content = <p className="empty-state">{emptyMessage}</p>;
  } else {
    content = (
      <div className="admin-fetching" aria-busy={isFetching}>
        <AdminCollection
          items={items}
          view={view}
          caption={caption}
          getKey={(item) => item.id}
          getTitle={getTitle}
          titleHeader={titleHeader}
          columns={columns}
          media={media}
          highlight={highlightId === null ? null : { key: highlightId, label: CATALOG_MESSAGES.justSaved }}
          actions={(item) => <RowActions name={getTitle(item)} editHref={editHref(item)} onDelete={() => ask(item)} />}
        />
        <div className="admin-list-footer">
          <Pagination
            currentPage={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            label={`Páginas de ${caption}`}
          />
        </div>
      </div>
    );
  }

  return (
    <>
      {successMessage && <FormMessage tone="success">{successMessage}</FormMessage>}
      {content}
      {target && (
        <ConfirmDialog
          title={deleteCopy.title}
          question={deleteQuestion(deleteCopy.definite, getTitle(target))}
          warning={CATALOG_MESSAGES.irreversible}
          isBusy={isDeleting}
          error={deleteError}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </>
  );
}
