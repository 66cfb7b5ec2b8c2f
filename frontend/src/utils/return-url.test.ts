import { describe, expect, it } from 'vitest';

import { safeReturnUrl } from '@/utils/return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/cart#resumen', '/cart#resumen'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.com'],
    ['//evil.com/account'],
    ['https://evil.com'],
    ['http://localhost:3000/account'],
    ['javascript:alert(1)'],
    ['/\\evil.com'],
    ['/\tevil.com'],
    ['account'],
    ['/login?returnUrl=%2Faccount'],
  ])('falls back to / for %s', (value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });
});
