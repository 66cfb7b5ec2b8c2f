import { useCreateReplyMutation } from '@/features/reviews/api/reviews-api';
import {
  RefusalAlert,
  ReviewCommentField,
  ReviewNameField,
  useReviewSubmit,
} from '@/features/reviews/components/review-text-fields';
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
  const [createReply, { isLoading }] = useCreateReplyMutation();
  const { userName, setUserName, comment, setComment, refusal, setRefusal, canSubmit, submit } = useReviewSubmit({
    isLoading,
    send: (text) => createReply({ productId, reviewId, ...text }).unwrap(),
    onSent: onDone,
    failureLog: 'No se pudo enviar la respuesta',
  });
  // The stored session token goes with the reply, so the server marks it as the shop's (only a hint here).
  const asAdmin = hasAdminFlag() && getAuthToken() !== null;

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
