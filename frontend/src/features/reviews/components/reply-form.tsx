import { useId, useState, type FormEvent } from 'react';

import { useCreateReplyMutation } from '@/features/reviews/api/reviews-api';
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
  const nameId = useId();
  const commentId = useId();
  const [userName, setUserName] = useState('');
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [createReply, { isLoading }] = useCreateReplyMutation();
  // The stored session token goes with the reply, so the server marks it as the shop's (only a hint here).
  const asAdmin = hasAdminFlag() && getAuthToken() !== null;
  const canSubmit = userName.trim() !== '' && comment.trim() !== '' && !isLoading;

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
            setRefusal(null);
          }}
          autoComplete="name"
          maxLength={100}
          required
        />
      </div>
      <div className="review-form__field">
        <label htmlFor={commentId} className="review-form__label">
          Respuesta <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={commentId}
          className="review-form__input review-form__textarea"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          maxLength={2000}
          required
        />
      </div>
      <div className="review-form__footer">
        <button type="submit" className="button button--secondary" disabled={!canSubmit}>
          {isLoading ? 'Enviando...' : 'Enviar respuesta'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
      {refusal && (
        <p className="review-form__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
