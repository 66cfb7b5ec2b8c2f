import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getStarStates, StarRating } from '@/components/ui/star-rating';

describe('getStarStates', () => {
  it('fills whole stars and adds a half star at a fraction of 0.5 or more', () => {
    expect(getStarStates(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(getStarStates(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(getStarStates(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('clamps to 0..5 stars', () => {
    expect(getStarStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(getStarStates(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(getStarStates(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(getStarStates(Number.NaN)).toHaveLength(5);
  });
});

describe('StarRating', () => {
  it('announces the rating and the review count', () => {
    render(<StarRating rate={4.5} count={12} />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5 (12 reseñas)' })).toBeInTheDocument();
  });
});
