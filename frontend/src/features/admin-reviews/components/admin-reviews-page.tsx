import { useId, useState, type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { RefreshIcon, SearchIcon, StarOutlineIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_REVIEWS_FILTER_DEBOUNCE_MS, LOCALE } from '@/config/constants';
import {
  useGetAdminReviewsQuery,
  type AdminReviewVisibility,
  type AdminReviewsPage as ReviewsPage,
} from '@/features/admin-reviews/api/admin-reviews-api';
import { useModeration, type DeleteTarget } from '@/features/admin-reviews/hooks/use-moderation';
import {
  ADMIN_REVIEWS_MESSAGES as MESSAGES,
  deleteReplyQuestion,
  deleteReviewQuestion,
} from '@/features/admin-reviews/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { pluralize } from '@/utils/format';

import { AdminReviewCard } from './admin-review-card';

import '@/components/admin/admin-ui.css';
import '@/components/ui/form.css';
import './admin-reviews.css';

const VISIBILITY_OPTIONS: { value: AdminReviewVisibility; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'visible', label: 'Visibles en la tienda' },
  { value: 'hidden', label: 'Ocultas' },
];

type Filters = { search: string; product: string; visibility: AdminReviewVisibility };

/** 'Mostrando 11-20 de 35 reseñas'. */
function rangeText({ currentPage, pageSize, totalReviews, reviews }: ReviewsPage): string {
  if (reviews.length === 0) return `No hay reseñas en esta página (${pluralize(totalReviews, 'reseña', 'reseñas')})`;
  const from = (currentPage - 1) * pageSize + 1;
  const to = from + reviews.length - 1;
  return `Mostrando ${from.toLocaleString(LOCALE)}-${to.toLocaleString(LOCALE)} de ${pluralize(totalReviews, 'reseña', 'reseñas')}`;
}

function ReviewsSkeleton() {
  return (
    <div role="status" className="admin-reviews__skeleton">
      <span className="visually-hidden">{MESSAGES.loading}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="admin-review" aria-hidden="true">
          <Skeleton width="35%" height={18} />
          <Skeleton width="55%" height={14} />
          <Skeleton width="90%" height={14} />
          <Skeleton width="70%" height={14} />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/reviews: every review newest first (hidden ones too), filtered by text, product and visibility, ten per
 * page; each review and reply can be hidden, shown again or deleted (after a confirmation).
 */
export function AdminReviewsPage() {
  const searchId = useId();
  const productId = useId();
  const visibilityId = useId();
  const [searchInput, setSearchInput] = useState('');
  const [productInput, setProductInput] = useState('');
  const [visibility, setVisibility] = useState<AdminReviewVisibility>('all');
  const search = useDebouncedValue(searchInput.trim(), ADMIN_REVIEWS_FILTER_DEBOUNCE_MS);
  const product = useDebouncedValue(productInput.trim(), ADMIN_REVIEWS_FILTER_DEBOUNCE_MS);
  // A page number belongs to the filters it was chosen under: new filters start again at page 1.
  const [paging, setPaging] = useState<Filters & { page: number }>({ page: 1, search: '', product: '', visibility });
  const samePaging = paging.search === search && paging.product === product && paging.visibility === visibility;
  const page = samePaging ? paging.page : 1;
  const filtered = search !== '' || product !== '' || visibility !== 'all';

  // Customers keep posting: every visit asks the server again.
  const { currentData, isFetching, isError, refetch } = useGetAdminReviewsQuery(
    { page, search, product, visibility },
    { refetchOnMountOrArgChange: true },
  );
  const moderation = useModeration();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [deleteError, setDeleteError] = useState<{ message: string; details: string[] } | null>(null);

  const goTo = (next: number) => setPaging({ page: next, search, product, visibility });
  // Deleting the last review of the last page leaves that page empty: show the one before.
  if (currentData && !isFetching && page > 1 && page > currentData.totalPages && currentData.totalReviews > 0) {
    goTo(Math.max(1, currentData.totalPages));
  }

  const askDelete = (review: DeleteTarget['review'], reply: DeleteTarget['reply']) => {
    moderation.clearFeedback();
    setDeleteError(null);
    setTarget({ review, reply });
  };

  const confirmDelete = async () => {
    if (!target) return;
    const outcome = await moderation.remove(target);
    if (outcome.tone === 'error') {
      setDeleteError(outcome);
      return;
    }
    setTarget(null);
  };

  const cancelDelete = () => {
    setTarget(null);
    setDeleteError(null);
    moderation.clearFeedback();
  };

  let content: ReactNode;
  if (isError && !currentData) {
    content = (
      <div className="alert" role="alert">
        <span>{MESSAGES.loadFailed}</span>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Reintentar
        </button>
      </div>
    );
  } else if (!currentData) {
    content = <ReviewsSkeleton />;
  } else if (currentData.totalReviews === 0) {
    content = (
      <div className="empty-state admin-reviews__empty">
        <StarOutlineIcon size={32} />
        <p className="admin-reviews__empty-title">{MESSAGES.emptyTitle}</p>
        <p>{filtered ? MESSAGES.emptyFiltered : MESSAGES.emptyAll}</p>
      </div>
    );
  } else {
    content = (
      <div className="admin-fetching" aria-busy={isFetching}>
        <ul className="admin-reviews__list" aria-label="Reseñas de los clientes">
          {currentData.reviews.map((review) => (
            <AdminReviewCard
              key={review.id}
              review={review}
              pending={moderation.pending}
              onToggleReview={(item) => void moderation.toggleReview(item)}
              onToggleReply={(item, reply) => void moderation.toggleReply(item, reply)}
              onDelete={askDelete}
            />
          ))}
        </ul>
        <div className="admin-reviews__footer">
          <p className="admin-reviews__range" aria-live="polite">
            {rangeText(currentData)}
          </p>
          <Pagination
            currentPage={currentData.currentPage}
            totalPages={currentData.totalPages}
            onPageChange={goTo}
            label="Páginas de reseñas"
          />
        </div>
      </div>
    );
  }

  const feedback = target ? null : moderation.feedback;

  return (
    <div className="admin-page admin-reviews">
      <AdminPageHeader
        title={MESSAGES.title}
        subtitle={MESSAGES.subtitle}
        actions={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-busy={isFetching}
          >
            <RefreshIcon size={18} className={isFetching ? 'admin-reviews__spin' : undefined} />
            Actualizar
          </button>
        }
      />

      <section className="admin-panel" aria-label="Moderación de reseñas">
        <form
          className="admin-toolbar admin-reviews__filters"
          aria-label="Filtrar reseñas"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="form-field admin-toolbar__grow">
            <label className="form-field__label" htmlFor={searchId}>
              Buscar en reseñas
            </label>
            <div className="admin-search">
              <SearchIcon size={18} />
              <input
                id={searchId}
                type="search"
                className="form-field__control"
                placeholder="Nombre o comentario"
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
                autoComplete="off"
              />
            </div>
          </div>
          <div className="form-field admin-reviews__product">
            <label className="form-field__label" htmlFor={productId}>
              Producto
            </label>
            <input
              id={productId}
              type="search"
              className="form-field__control"
              placeholder="ID, título o SKU"
              value={productInput}
              onChange={(event) => setProductInput(event.target.value)}
              autoComplete="off"
            />
          </div>
          <div className="form-field admin-reviews__visibility">
            <label className="form-field__label" htmlFor={visibilityId}>
              Visibilidad
            </label>
            <select
              id={visibilityId}
              className="form-field__control"
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as AdminReviewVisibility)}
            >
              {VISIBILITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {currentData && (
            <p className="admin-toolbar__count admin-reviews__count" aria-live="polite">
              {pluralize(currentData.totalReviews, 'reseña', 'reseñas')}
            </p>
          )}
        </form>

        {feedback && (
          <FormMessage tone={feedback.tone} details={feedback.details}>
            {feedback.message}
          </FormMessage>
        )}
        {content}
      </section>

      {target && (
        <ConfirmDialog
          title={target.reply ? 'Eliminar respuesta' : 'Eliminar reseña'}
          question={
            target.reply
              ? deleteReplyQuestion(target.reply.userName)
              : deleteReviewQuestion(target.review.userName, target.review.replies.length)
          }
          warning={MESSAGES.irreversible}
          isBusy={moderation.pending !== null}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      )}
    </div>
  );
}
