import { useEffect, useId, useState } from 'react';

import { FormattedDate } from '@/components/ui/formatted-date';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useGetProductReviewsQuery } from '@/features/reviews/api/reviews-api';
import { ReplyForm } from '@/features/reviews/components/reply-form';
import { ReviewForm } from '@/features/reviews/components/review-form';
import type { ProductRating } from '@/types/catalog';
import type { Review } from '@/types/review';
import { formatRating, pluralize } from '@/utils/format';

import './reviews.css';

function ReviewItem({ review, productId }: { review: Review; productId: number }) {
  const [replying, setReplying] = useState(false);
  const formId = useId();

  return (
    <li className="card review">
      <article aria-label={`Reseña de ${review.userName}`}>
        <div className="review__header">
          <p className="review__author">{review.userName}</p>
          <FormattedDate className="review__date" value={review.date} />
        </div>
        <StarRating rate={review.rating} />
        <p className="review__comment">{review.comment}</p>

        {review.replies.length > 0 && (
          <ul className="review__replies" aria-label={`Respuestas a ${review.userName}`}>
            {review.replies.map((reply) => (
              <li key={reply.id} className={`reply${reply.isAdmin ? ' reply--admin' : ''}`}>
                <p className="reply__header">
                  <span className="review__author">{reply.userName}</span>
                  {reply.isAdmin && <span className="badge badge--admin">Admin</span>}
                  <FormattedDate className="review__date" value={reply.date} />
                </p>
                <p className="review__comment">{reply.comment}</p>
              </li>
            ))}
          </ul>
        )}

        <button
          type="button"
          className="review__reply-toggle"
          aria-expanded={replying}
          aria-controls={replying ? formId : undefined}
          onClick={() => setReplying((open) => !open)}
        >
          Responder
        </button>
        {replying && (
          <div id={formId}>
            <ReplyForm
              productId={productId}
              reviewId={review.id}
              reviewAuthor={review.userName}
              onDone={() => setReplying(false)}
            />
          </div>
        )}
      </article>
    </li>
  );
}

type ProductReviewsProps = {
  productId: number;
  /** The product's own rating, shown until (or if) the reviews cannot be loaded. */
  fallbackRating: ProductRating;
};

/** Average and count, the review form, and the list of reviews with their replies and reply forms. */
export function ProductReviews({ productId, fallbackRating }: ProductReviewsProps) {
  const headingId = useId();
  const { data: reviews, error, isLoading } = useGetProductReviewsQuery(productId);

  useEffect(() => {
    // storefront.md section 8: review load failures are only logged.
    if (error) console.error('No se pudieron cargar las reseñas', error);
  }, [error]);

  const count = reviews ? reviews.length : fallbackRating.count;
  const average = reviews
    ? reviews.length
      ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
      : 0
    : fallbackRating.rate;

  return (
    <section className="detail-section reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        Reseñas
      </h2>
      <div className="reviews__layout">
        <div className="reviews__aside">
          <div className="reviews__summary">
            <p className="reviews__average" aria-hidden="true">
              {formatRating(average)}
            </p>
            <div>
              <StarRating rate={average} size="md" />
              <p className="reviews__count">{pluralize(count, 'reseña', 'reseñas')}</p>
            </div>
          </div>
          <ReviewForm productId={productId} />
        </div>

        <div className="reviews__list-wrap">
          {isLoading ? (
            <div className="reviews__skeleton" aria-busy="true" aria-label="Cargando reseñas">
              {Array.from({ length: 3 }, (_, index) => (
                <div key={index} className="card review">
                  <Skeleton width="30%" height={14} />
                  <Skeleton width="20%" height={14} />
                  <Skeleton width="90%" height={14} />
                </div>
              ))}
            </div>
          ) : reviews && reviews.length > 0 ? (
            <ul className="reviews__list" aria-label="Reseñas de clientes">
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} productId={productId} />
              ))}
            </ul>
          ) : reviews ? (
            <p className="empty-state reviews__empty">
              Aún no hay reseñas para este producto. ¡Sé el primero en opinar!
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
