import { useId, useState, type FormEvent } from 'react';

import { FormField } from '@/components/ui/form-field';
import { refusalMessage } from '@/features/reviews/utils/refusal';

const NAME_MAX_LENGTH = 100;
const COMMENT_MAX_LENGTH = 2000;

type ReviewSubmitOptions = {
  /** The mutation is under way. */
  isLoading: boolean;
  /** Sends the trimmed name and text; rejects with the server's refusal. */
  send: (text: { userName: string; comment: string }) => Promise<unknown>;
  onSent: () => void;
  /** Logged with the error when sending fails. */
  failureLog: string;
};

/**
 * The author's name and the text of a review or a reply (both required, trimmed before sending), and the form's
 * submission: refused while incomplete or sending; a failure is logged and the server's refusal kept for the alert.
 */
export function useReviewSubmit({ isLoading, send, onSent, failureLog }: ReviewSubmitOptions) {
  const [userName, setUserName] = useState('');
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const canSubmit = userName.trim() !== '' && comment.trim() !== '' && !isLoading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setRefusal(null);
    try {
      await send({ userName: userName.trim(), comment: comment.trim() });
      onSent();
    } catch (error) {
      // storefront.md section 8: a review or reply submission failure is only logged.
      console.error(failureLog, error);
      setRefusal(refusalMessage(error));
    }
  };

  return { userName, setUserName, comment, setComment, refusal, setRefusal, canSubmit, submit };
}

function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text} <span aria-hidden="true">*</span>
    </>
  );
}

type ReviewTextFieldProps = { value: string; onChange: (value: string) => void };

export function ReviewNameField({ value, onChange }: ReviewTextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={<RequiredLabel text="Nombre" />}>
      <input
        id={id}
        className="form-field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        required
      />
    </FormField>
  );
}

export function ReviewCommentField({
  label,
  rows,
  value,
  onChange,
}: ReviewTextFieldProps & { label: string; rows: number }) {
  const id = useId();
  return (
    <FormField id={id} label={<RequiredLabel text={label} />}>
      <textarea
        id={id}
        className="form-field__control review-form__textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        maxLength={COMMENT_MAX_LENGTH}
        required
      />
    </FormField>
  );
}

/** Why the server refused the last submission. */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  return refusal ? (
    <p className="review-form__error" role="alert">
      {refusal}
    </p>
  ) : null;
}
