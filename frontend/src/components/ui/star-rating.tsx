import { LOCALE, RATING_HALF_STAR_THRESHOLD, RATING_MAX } from '@/config/constants';

import './star-rating.css';

export type StarState = 'full' | 'half' | 'empty';

/** Full stars for the integer part, a half star when the fraction is at least 0.5, then empty stars. */
export function getStarStates(rate: number, max: number = RATING_MAX): StarState[] {
  const value = Math.min(Math.max(Number.isFinite(rate) ? rate : 0, 0), max);
  const full = Math.floor(value);
  const hasHalf = value - full >= RATING_HALF_STAR_THRESHOLD;
  return Array.from({ length: max }, (_, index) => {
    if (index < full) return 'full';
    return index === full && hasHalf ? 'half' : 'empty';
  });
}

const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

function Star({ state }: { state: StarState }) {
  return (
    <span className={`star star--${state}`}>
      <svg viewBox="0 0 24 24" className="star__base" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      <span className="star__fill">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

type StarRatingProps = {
  rate: number;
  /** Number of reviews; shown next to the stars when given. */
  count?: number;
  size?: 'sm' | 'md';
};

export function StarRating({ rate, count, size = 'sm' }: StarRatingProps) {
  const value = Math.min(Math.max(Number.isFinite(rate) ? rate : 0, 0), RATING_MAX);
  const valueLabel = value.toLocaleString(LOCALE, { maximumFractionDigits: 1 });
  const countLabel = count === undefined ? '' : ` (${count} ${count === 1 ? 'reseña' : 'reseñas'})`;

  return (
    <span
      className={`star-rating star-rating--${size}`}
      role="img"
      aria-label={`Calificación: ${valueLabel} de ${RATING_MAX}${countLabel}`}
    >
      {getStarStates(value).map((state, index) => (
        <Star key={index} state={state} />
      ))}
      {count !== undefined && <span className="star-rating__count">({count})</span>}
    </span>
  );
}
