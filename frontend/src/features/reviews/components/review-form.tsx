import { useId, useState, type FormEvent } from 'react';

import { REVIEW_DEFAULT_RATING } from '@/config/constants';
import { useCreateReviewMutation } from '@/features/reviews/api/reviews-api';
import { RatingInput } from '@/features/reviews/components/rating-input';
import { refusalMessage } from '@/features/reviews/utils/refusal';

import './reviews.css';

/** Name and comment are required (the button stays disabled until both have text); rating 1-5, default 5. */
export function ReviewForm({ productId }: { productId: number }) {
  const titleId = useId();
  const nameId = useId();
  const commentId = useId();
  const [userName, setUserName] = useState('');
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(REVIEW_DEFAULT_RATING);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const canSubmit = userName.trim() !== '' && comment.trim() !== '' && !isLoading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setRefusal(null);
    try {
      await createReview({ productId, userName: userName.trim(), comment: comment.trim(), rating }).unwrap();
      setComment('');
      setRating(REVIEW_DEFAULT_RATING);
      setSent(true);
    } catch (error) {
      // storefront.md section 8: a review submission failure is only logged.
      console.error('No se pudo enviar la reseña', error);
      setRefusal(refusalMessage(error));
    }
  };

  return (
    <form className="review-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className="review-form__title">
        Escribe una reseña
      </h3>
      <div className="review-form__field">
        <label htmlFor={nameId} className="review-form__label">
          Nombre <span aria-hidden="true">*</span>
        </label>
        <input
          id={nameId}
          className="review-form__input"
          value={userName}
          onChange={(event) => {
            setUserName(event.target.value);
            setSent(false);
            setRefusal(null);
          }}
          autoComplete="name"
          maxLength={100}
          required
        />
      </div>
      <RatingInput value={rating} onChange={setRating} />
      <div className="review-form__field">
        <label htmlFor={commentId} className="review-form__label">
          Comentario <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={commentId}
          className="review-form__input review-form__textarea"
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setSent(false);
          }}
          rows={4}
          maxLength={2000}
          required
        />
      </div>
      <div className="review-form__footer">
        <button type="submit" className="button button--secondary" disabled={!canSubmit}>
          {isLoading ? 'Enviando...' : 'Enviar reseña'}
        </button>
        <p className="review-form__status" role="status">
          {sent ? '¡Gracias! Tu reseña fue publicada.' : ''}
        </p>
      </div>
      {refusal && (
        <p className="review-form__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
