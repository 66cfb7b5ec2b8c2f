import { useId, useState } from 'react';

import { REVIEW_DEFAULT_RATING } from '@/config/constants';
import { useCreateReviewMutation } from '@/features/reviews/api/reviews-api';
import { RatingInput } from '@/features/reviews/components/rating-input';
import {
  RefusalAlert,
  ReviewCommentField,
  ReviewNameField,
  useReviewSubmit,
} from '@/features/reviews/components/review-text-fields';

import './reviews.css';

/** Name and comment are required (the button stays disabled until both have text); rating 1-5, default 5. */
export function ReviewForm({ productId }: { productId: number }) {
  const titleId = useId();
  const [rating, setRating] = useState(REVIEW_DEFAULT_RATING);
  const [sent, setSent] = useState(false);
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const { userName, setUserName, comment, setComment, refusal, setRefusal, canSubmit, submit } = useReviewSubmit({
    isLoading,
    send: (text) => createReview({ productId, ...text, rating }).unwrap(),
    onSent: () => {
      setComment('');
      setRating(REVIEW_DEFAULT_RATING);
      setSent(true);
    },
    failureLog: 'No se pudo enviar la reseña',
  });

  return (
    <form className="review-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className="review-form__title">
        Escribe una reseña
      </h3>
      <ReviewNameField
        value={userName}
        onChange={(value) => {
          setUserName(value);
          setSent(false);
          setRefusal(null);
        }}
      />
      <RatingInput value={rating} onChange={setRating} />
      <ReviewCommentField
        label="Comentario"
        rows={4}
        value={comment}
        onChange={(value) => {
          setComment(value);
          setSent(false);
        }}
      />
      <div className="review-form__footer">
        <button type="submit" className="button button--secondary" disabled={!canSubmit}>
          {isLoading ? 'Enviando...' : 'Enviar reseña'}
        </button>
        <p className="review-form__status" role="status">
          {sent ? '¡Gracias! Tu reseña fue publicada.' : ''}
        </p>
      </div>
      <RefusalAlert refusal={refusal} />
    </form>
  );
}
