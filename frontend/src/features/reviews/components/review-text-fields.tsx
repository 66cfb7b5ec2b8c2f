import { useId, useState } from 'react';

import { FormField } from '@/components/ui/form-field';

const NAME_MAX_LENGTH = 100;
const COMMENT_MAX_LENGTH = 2000;

/** The author's name and the text of a review or a reply: both required, trimmed before sending. */
export function useReviewText() {
  const [userName, setUserName] = useState('');
  const [comment, setComment] = useState('');
  const filled = userName.trim() !== '' && comment.trim() !== '';
  return { userName, setUserName, comment, setComment, filled };
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
