import { listRangeText } from '@/components/admin/admin-list-panel';
import { useChoiceFilter, useSearchFilter } from '@/components/admin/admin-list-filters';
import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { StarOutlineIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_REVIEWS_FILTER_DEBOUNCE_MS } from '@/config/constants';
import {
  useGetAdminReviewsQuery,
  type AdminReviewVisibility,
  type AdminReviewsPage as ReviewsPage,
} from '@/features/admin-reviews/api/admin-reviews-api';
import { useModeration } from '@/features/admin-reviews/hooks/use-moderation';
import {
  ADMIN_REVIEWS_MESSAGES as MESSAGES,
  deleteReplyQuestion,
  deleteReviewQuestion,
} from '@/features/admin-reviews/messages';
import { useConfirmation } from '@/hooks/use-confirmation';
import { keepPageInRange, useKeyedPage } from '@/hooks/use-keyed-page';
import { pluralize } from '@/utils/format';

import { AdminReviewCard } from './admin-review-card';

import '@/components/admin/admin-ui.css';
import './admin-reviews.css';

const VISIBILITY_OPTIONS: { value: AdminReviewVisibility; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'visible', label: 'Visibles en la tienda' },
  { value: 'hidden', label: 'Ocultas' },
];

/** 'Mostrando 11-20 de 35 reseñas'. */
function rangeText(page: ReviewsPage): string {
  return listRangeText(page, page.reviews.length, 'reseña', 'reseñas');
}

/** Card-shaped placeholders while a page loads. */
function ReviewsSkeleton() {
  return (
    <div className="admin-reviews__skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className="card admin-review" aria-hidden="true">
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
  const searchFilter = useSearchFilter(ADMIN_REVIEWS_FILTER_DEBOUNCE_MS);
  const search = searchFilter.text;
  const productFilter = useSearchFilter(ADMIN_REVIEWS_FILTER_DEBOUNCE_MS);
  const product = productFilter.text;
  const visibilityFilter = useChoiceFilter<AdminReviewVisibility>('all');
  const visibility = visibilityFilter.value;
  const [page, goTo] = useKeyedPage(JSON.stringify({ search, product, visibility }));
  const filtered = search !== '' || product !== '' || visibility !== 'all';

  // Customers keep posting: every visit asks the server again.
  const { currentData, isFetching, isError, refetch } = useGetAdminReviewsQuery(
    { page, search, product, visibility },
    { refetchOnMountOrArgChange: true },
  );
  const moderation = useModeration();
  const deletion = useConfirmation(moderation.remove, moderation.clearFeedback);
  const target = deletion.target;

  // Deleting the last review of the last page leaves that page empty: show the one before.
  keepPageInRange(page, goTo, currentData, isFetching);

  const feedback = target ? null : moderation.feedback;

  return (
    <AdminListScreen
      className="admin-reviews"
      texts={MESSAGES}
      filtered={filtered}
      after={
        <>
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
              error={deletion.error}
              onConfirm={() => void deletion.confirm()}
              onCancel={deletion.cancel}
            />
          )}
        </>
      }
      label="Moderación de reseñas"
      query={{ data: currentData, isFetching, isError, refetch }}
      emptyIcon={<StarOutlineIcon size={32} />}
      isEmpty={(data) => data.total === 0}
      skeleton={<ReviewsSkeleton />}
      count={currentData ? pluralize(currentData.total, 'reseña', 'reseñas') : null}
      feedback={feedback}
      footer={{ range: rangeText, onPageChange: goTo, pagesLabel: 'Páginas de reseñas' }}
      filters={{
        label: 'Filtrar reseñas',
        className: 'admin-reviews__filters',
        search: { label: 'Buscar en reseñas', placeholder: 'Nombre o comentario', ...searchFilter.field },
        texts: [
          {
            label: 'Producto',
            className: 'admin-reviews__product',
            placeholder: 'ID, título o SKU',
            ...productFilter.field,
          },
        ],
        choices: [
          {
            label: 'Visibilidad',
            className: 'admin-reviews__visibility',
            options: VISIBILITY_OPTIONS,
            ...visibilityFilter.field,
          },
        ],
      }}
    >
      {(data) => (
        <ul className="admin-reviews__list" aria-label="Reseñas de los clientes">
          {data.reviews.map((review) => (
            <AdminReviewCard
              key={review.id}
              review={review}
              pending={moderation.pending}
              onToggle={(target) => void moderation.toggle(target)}
              onDelete={deletion.ask}
            />
          ))}
        </ul>
      )}
    </AdminListScreen>
  );
}
