import { describe, expect, it } from 'vitest';

import { filledImageSlots } from '@/lib/product-images-wire';

describe('filledImageSlots', () => {
  it('keeps the filled slots in order with their slot numbers, trimmed', () => {
    expect(filledImageSlots({ imagenPrincipal: ' ', imagen2: '/a.jpg', imagen3: null, imagen5: ' /b.jpg ' })).toEqual([
      { slot: 2, url: '/a.jpg' },
      { slot: 5, url: '/b.jpg' },
    ]);
  });

  it('has nothing for a missing block', () => {
    expect(filledImageSlots(null)).toEqual([]);
    expect(filledImageSlots(undefined)).toEqual([]);
  });
});
