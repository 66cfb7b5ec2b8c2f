import { describe, expect, it } from 'vitest';

import { formatCount, formatDate, formatPrice, formatRating, pluralize, truncateText } from '@/utils/format';

describe('formatCount and formatRating', () => {
  it('group thousands the Chilean way; a rating keeps one decimal', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(4)).toBe('4,0');
  });
});

describe('formatPrice', () => {
  it('formats Chilean pesos with es-CL thousands separators', () => {
    expect(formatPrice(12990)).toBe('$12.990');
    expect(formatPrice(1234567)).toBe('$1.234.567');
    expect(formatPrice(990)).toBe('$990');
    expect(formatPrice(0)).toBe('$0');
  });

  it('rounds to whole pesos', () => {
    expect(formatPrice(12990.4)).toBe('$12.990');
    expect(formatPrice(12990.5)).toBe('$12.991');
    expect(formatPrice(3549.99)).toBe('$3.550');
    expect(formatPrice(-0.2)).toBe('$0');
  });

  it('accepts the numeric strings the API sends', () => {
    expect(formatPrice('12990')).toBe('$12.990');
    expect(formatPrice('12990.00')).toBe('$12.990');
    expect(formatPrice(' 45000 ')).toBe('$45.000');
  });

  it('shows a dash instead of a wrong amount for non-numeric input', () => {
    expect(formatPrice('abc')).toBe('—');
    expect(formatPrice('')).toBe('—');
    expect(formatPrice(Number.NaN)).toBe('—');
    expect(formatPrice(null)).toBe('—');
    expect(formatPrice(undefined)).toBe('—');
  });
});

describe('formatDate', () => {
  it('formats in Spanish with year, short month, day, hour and minute (store time zone)', () => {
    // 17:30 UTC is 14:30 in Santiago (UTC-3 in January).
    expect(formatDate('2025-01-15T17:30:00Z')).toBe('15 ene 2025, 14:30');
    expect(formatDate(new Date('2025-06-03T13:05:00Z'))).toBe('3 jun 2025, 09:05');
  });

  it('accepts timestamps', () => {
    expect(formatDate(Date.UTC(2024, 11, 24, 23, 0))).toBe('24 dic 2024, 20:00');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('truncateText', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(truncateText('Filtro de aceite', 100)).toBe('Filtro de aceite');
    const long = 'Pastillas de freno cerámicas '.repeat(6);
    const cut = truncateText(long, 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(truncateText('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('pluralize', () => {
  it('uses the singular only for one', () => {
    expect(pluralize(1, 'modelo', 'modelos')).toBe('1 modelo');
    expect(pluralize(0, 'modelo', 'modelos')).toBe('0 modelos');
    expect(pluralize(1200, 'producto', 'productos')).toBe('1.200 productos');
  });
});
