import { describe, expect, it } from 'vitest';

import { linesSubtotal, saleSavings, unitCount } from '@/utils/line-totals';

const lines = [
  { product: { price: 19990, listPrice: 24990 }, quantity: 2 },
  { product: { price: 12990, listPrice: null }, quantity: 1 },
];

describe('line totals', () => {
  it('counts the units, sums the prices charged and what the sales save', () => {
    expect(unitCount(lines)).toBe(3);
    expect(linesSubtotal(lines)).toBe(52970);
    expect(saleSavings(lines)).toBe(10000);
  });

  it('has nothing for no lines, and no saving from a list price below the price', () => {
    expect(unitCount([])).toBe(0);
    expect(linesSubtotal([])).toBe(0);
    expect(saleSavings([{ product: { price: 100, listPrice: 90 }, quantity: 1 }])).toBe(0);
  });
});
