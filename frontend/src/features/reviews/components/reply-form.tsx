import { useState, type FormEvent } from 'react';

import { useCreateReplyMutation } from '@/features/reviews/api/reviews-api';
import {
  RefusalAlert,
  ReviewCommentField,
  ReviewNameField,
  useReviewText,
} from '@/features/reviews/components/review-text-fields';
import { refusalMessage } from '@/features/reviews/utils/refusal';
import { getAuthToken, hasAdminFlag } from '@/lib/session';

import './reviews.css';

type ReplyFormProps = {
  productId: number;
  reviewId: number;
  /** Whose review this answers, for the form's accessible name. */
  reviewAuthor: string;
  onDone: () => void;
};

/** Name and reply text are both required. */
export function ReplyForm({ productId, reviewId, reviewAuthor, onDone }: ReplyFormProps) {
  const { userName, setUserName, comment, setComment, filled } = useReviewText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [createReply, { isLoading }] = useCreateReplyMutation();
  // The stored session token goes with the reply, so the server marks it as the shop's (only a hint here).
  const asAdmin = hasAdminFlag() && getAuthToken() !== null;
  const canSubmit = filled && !isLoading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setRefusal(null);
    try {
      await createReply({ productId, reviewId, userName: userName.trim(), comment: comment.trim() }).unwrap();
      onDone();
    } catch (error) {
      // storefront.md section 8: a reply submission failure is only logged.
      console.error('No se pudo enviar la respuesta', error);
      setRefusal(refusalMessage(error));
    }
  };

  return (
    <form
      className="review-form review-form--reply"
      aria-label={`Responder a ${reviewAuthor}`}
      onSubmit={submit}
      noValidate
    >
      {asAdmin && (
        <p className="review-form__hint">Respondes como administrador: tu respuesta llevará la insignia Admin.</p>
      )}
      <ReviewNameField
        value={userName}
        onChange={(value) => {
          setUserName(value);
          setRefusal(null);
        }}
      />
      <ReviewCommentField label="Respuesta" rows={3} value={comment} onChange={setComment} />
      <div className="review-form__footer">
        <button type="submit" className="button button--secondary" disabled={!canSubmit}>
          {isLoading ? 'Enviando...' : 'Enviar respuesta'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
      <RefusalAlert refusal={refusal} />
    </form>
  );
}
