import { useId } from 'react';

import { RATING_MAX, RATING_MIN } from '@/config/constants';

import './reviews.css';

const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** Star picker built on native radio buttons, so arrow keys and screen readers work as usual. */
export function RatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const name = useId();
  return (
    <fieldset className="rating-input">
      <legend className="review-form__label">Calificación</legend>
      <div className="rating-input__stars">
        {VALUES.map((star) => (
          <label key={star} className={`rating-input__star${star <= value ? ' rating-input__star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{star === 1 ? '1 estrella' : `${star} estrellas`}</span>
          </label>
        ))}
        <span className="rating-input__value" aria-hidden="true">
          {value}/{RATING_MAX}
        </span>
      </div>
    </fieldset>
  );
}
