import { useId } from 'react';
import { Link } from 'react-router-dom';

import { EyeIcon, EyeOffIcon, TrashIcon } from '@/components/ui/action-icons';
import { StarRating } from '@/components/ui/star-rating';
import { LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';
import type { AdminReply, AdminReview } from '@/features/admin-reviews/api/admin-reviews-api';
import { itemKey } from '@/features/admin-reviews/hooks/use-moderation';
import { ADMIN_REVIEWS_MESSAGES as MESSAGES } from '@/features/admin-reviews/messages';
import { formatDate, pluralize } from '@/utils/format';

type ItemActionsProps = {
  kind: 'review' | 'reply';
  item: AdminReview | AdminReply;
  /** Key of the item whose call is under way (see itemKey), if any: every button is off meanwhile. */
  pending: string | null;
  onToggle: () => void;
  onDelete: () => void;
};

/** Ocultar/Mostrar and Eliminar for one review or reply. */
function ItemActions({ kind, item, pending, onToggle, onDelete }: ItemActionsProps) {
  const { userName: author, hidden } = item;
  // 'reseña' or 'respuesta', for the buttons' accessible names.
  const noun = kind === 'review' ? 'reseña' : 'respuesta';
  const busy = pending === itemKey(kind, item.id);
  const disabled = pending !== null;
  const toggleLabel = hidden ? 'Mostrar' : 'Ocultar';
  return (
    <div className="admin-review__actions">
      <button
        type="button"
        className="admin-action"
        aria-label={`${toggleLabel} ${noun} de ${author}`}
        aria-busy={busy}
        disabled={disabled}
        onClick={onToggle}
      >
        {hidden ? <EyeIcon size={16} /> : <EyeOffIcon size={16} />}
        <span>{busy ? (hidden ? 'Mostrando…' : 'Ocultando…') : toggleLabel}</span>
      </button>
      <button
        type="button"
        className="admin-action admin-action--danger"
        aria-label={`Eliminar ${noun} de ${author}`}
        disabled={disabled}
        onClick={onDelete}
      >
        <TrashIcon size={16} />
        <span>Eliminar</span>
      </button>
    </div>
  );
}

function ItemDate({ value }: { value: string }) {
  const text = formatDate(value);
  return text ? (
    <time className="admin-review__date" dateTime={value}>
      {text}
    </time>
  ) : null;
}

function HiddenBadge() {
  return (
    <span className="admin-badge admin-badge--warning" title={MESSAGES.hiddenHint}>
      {MESSAGES.hiddenBadge}
    </span>
  );
}

type AdminReviewCardProps = {
  review: AdminReview;
  /** Key of the item whose call is under way (see itemKey), if any. */
  pending: string | null;
  onToggleReview: (review: AdminReview) => void;
  onToggleReply: (review: AdminReview, reply: AdminReply) => void;
  onDelete: (review: AdminReview, reply: AdminReply | null) => void;
};

/**
 * One review as staff see it: author, stars, product, text, its moderation buttons, then its replies with theirs.
 * The buttons follow the text they act on; on wide screens the grid puts them top right.
 */
export function AdminReviewCard({ review, pending, onToggleReview, onToggleReply, onDelete }: AdminReviewCardProps) {
  const titleId = useId();
  const { product } = review;
  const average = product.ratingAverage.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <li className={`admin-review${review.hidden ? ' admin-review--hidden' : ''}`}>
      <article className="admin-review__body" aria-labelledby={titleId}>
        <header className="admin-review__meta">
          <h2 id={titleId} className="admin-review__author">
            {review.userName}
          </h2>
          <StarRating rate={review.rating} />
          <ItemDate value={review.date} />
          {review.hidden && <HiddenBadge />}
        </header>

        <p className="admin-review__product">
          <Link to={paths.product.getHref(product.id, product.title)} className="admin-review__product-link">
            {product.title}
          </Link>
          {product.sku && <code className="admin-review__sku">{product.sku}</code>}
          <span className="admin-review__product-rating">
            {`Promedio ${average} · ${pluralize(product.ratingCount, 'reseña visible', 'reseñas visibles')}`}
          </span>
        </p>

        <p className="admin-review__comment">{review.comment}</p>

        <ItemActions
          kind="review"
          item={review}
          pending={pending}
          onToggle={() => onToggleReview(review)}
          onDelete={() => onDelete(review, null)}
        />

        {review.replies.length > 0 && (
          <ul className="admin-review__replies" aria-label={`Respuestas a ${review.userName}`}>
            {review.replies.map((reply) => (
              <li key={reply.id} className={`admin-reply${reply.hidden ? ' admin-reply--hidden' : ''}`}>
                <div className="admin-review__meta">
                  <span className="admin-reply__author">{reply.userName}</span>
                  {reply.isAdmin && <span className="admin-badge admin-badge--brand">Admin</span>}
                  <ItemDate value={reply.date} />
                  {reply.hidden && <HiddenBadge />}
                </div>
                <p className="admin-review__comment">{reply.comment}</p>
                <ItemActions
                  kind="reply"
                  item={reply}
                  pending={pending}
                  onToggle={() => onToggleReply(review, reply)}
                  onDelete={() => onDelete(review, reply)}
                />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
