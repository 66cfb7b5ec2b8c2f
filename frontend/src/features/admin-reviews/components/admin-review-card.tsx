import { useId } from 'react';
import { Link } from 'react-router-dom';

import { EyeIcon, EyeOffIcon, TrashIcon } from '@/components/ui/action-icons';
import { FormattedDate } from '@/components/ui/formatted-date';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import type { AdminReview } from '@/features/admin-reviews/api/admin-reviews-api';
import { subject, type ModerationTarget } from '@/features/admin-reviews/hooks/use-moderation';
import { ADMIN_REVIEWS_MESSAGES as MESSAGES } from '@/features/admin-reviews/messages';
import { formatRating, pluralize } from '@/utils/format';

type ModerationHandlers = {
  /** Key of the item whose call is under way (see itemKey), if any: every button is off meanwhile. */
  pending: string | null;
  onToggle: (target: ModerationTarget) => void;
  onDelete: (target: ModerationTarget) => void;
};

/** Ocultar/Mostrar and Eliminar for one review or reply. */
function ItemActions({ target, pending, onToggle, onDelete }: ModerationHandlers & { target: ModerationTarget }) {
  const { kind, key, hidden } = subject(target);
  const author = (target.reply ?? target.review).userName;
  // 'reseña' or 'respuesta', for the buttons' accessible names.
  const noun = kind === 'review' ? 'reseña' : 'respuesta';
  const busy = pending === key;
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
        onClick={() => onToggle(target)}
      >
        {hidden ? <EyeIcon size={16} /> : <EyeOffIcon size={16} />}
        <span>{busy ? (hidden ? 'Mostrando…' : 'Ocultando…') : toggleLabel}</span>
      </button>
      <button
        type="button"
        className="admin-action admin-action--danger"
        aria-label={`Eliminar ${noun} de ${author}`}
        disabled={disabled}
        onClick={() => onDelete(target)}
      >
        <TrashIcon size={16} />
        <span>Eliminar</span>
      </button>
    </div>
  );
}

function HiddenBadge() {
  return (
    <span className="admin-badge admin-badge--warning" title={MESSAGES.hiddenHint}>
      {MESSAGES.hiddenBadge}
    </span>
  );
}

type AdminReviewCardProps = ModerationHandlers & { review: AdminReview };

/**
 * One review as staff see it: author, stars, product, text, its moderation buttons, then its replies with theirs.
 * The buttons follow the text they act on; on wide screens the grid puts them top right.
 */
export function AdminReviewCard({ review, ...handlers }: AdminReviewCardProps) {
  const titleId = useId();
  const { product } = review;
  const average = formatRating(product.ratingAverage);

  return (
    <li className={`card admin-review${review.hidden ? ' admin-review--hidden' : ''}`}>
      <article className="admin-review__body" aria-labelledby={titleId}>
        <header className="admin-review__meta">
          <h2 id={titleId} className="admin-review__author">
            {review.userName}
          </h2>
          <StarRating rate={review.rating} />
          <FormattedDate className="admin-review__date" value={review.date} />
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

        <ItemActions target={{ review, reply: null }} {...handlers} />

        {review.replies.length > 0 && (
          <ul className="admin-review__replies" aria-label={`Respuestas a ${review.userName}`}>
            {review.replies.map((reply) => (
              <li key={reply.id} className={`admin-reply${reply.hidden ? ' admin-reply--hidden' : ''}`}>
                <div className="admin-review__meta">
                  <span className="admin-reply__author">{reply.userName}</span>
                  {reply.isAdmin && <span className="admin-badge admin-badge--brand">Admin</span>}
                  <FormattedDate className="admin-review__date" value={reply.date} />
                  {reply.hidden && <HiddenBadge />}
                </div>
                <p className="admin-review__comment">{reply.comment}</p>
                <ItemActions target={{ review, reply }} {...handlers} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
