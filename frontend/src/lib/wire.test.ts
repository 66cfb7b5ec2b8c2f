import { describe, expect, it } from 'vitest';

import {
  toItemsListPage,
  toListPage,
  toNumber,
  toOptionalAmount,
  toOptionalNumber,
  toPagination,
  toText,
} from '@/lib/wire';

describe('toNumber', () => {
  it('reads numbers and numeric strings, and gives 0 for anything else', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber('doce')).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('toOptionalNumber and toOptionalAmount', () => {
  it('read numbers and numeric strings, and give null for nothing and garbage', () => {
    expect(toOptionalNumber('-3.5')).toBe(-3.5);
    expect(toOptionalNumber(0)).toBe(0);
    expect(toOptionalNumber('')).toBeNull();
    expect(toOptionalNumber(null)).toBeNull();
    expect(toOptionalNumber(undefined)).toBeNull();
    expect(toOptionalNumber('mil')).toBeNull();
  });

  it('takes no negative amount', () => {
    expect(toOptionalAmount('19990')).toBe(19990);
    expect(toOptionalAmount(0)).toBe(0);
    expect(toOptionalAmount(-1)).toBeNull();
    expect(toOptionalAmount(Number.NaN)).toBeNull();
  });
});

describe('toText', () => {
  it('trims, and gives null for missing and blank text', () => {
    expect(toText('  Chilexpress ')).toBe('Chilexpress');
    expect(toText('   ')).toBeNull();
    expect(toText(null)).toBeNull();
    expect(toText(undefined)).toBeNull();
  });
});

describe('toPagination', () => {
  it('keeps a complete block', () => {
    expect(toPagination({ total: 30, page: 2, limit: 12, totalPages: 3 })).toEqual({
      total: 30,
      page: 2,
      limit: 12,
      totalPages: 3,
    });
  });

  it('computes missing pagination fields', () => {
    expect(toPagination({ total: 25, page: 0, limit: 10, totalPages: 0 })).toEqual({
      total: 25,
      page: 1,
      limit: 10,
      totalPages: 3,
    });
  });

  it('keeps the mark of a search total the server stopped counting', () => {
    expect(toPagination({ total: 1000, page: 1, limit: 12, totalPages: 84, totalCapped: true })).toEqual({
      total: 1000,
      page: 1,
      limit: 12,
      totalPages: 84,
      totalCapped: true,
    });
  });

  it('falls back to the limit given when the server sends none, and never divides by zero', () => {
    expect(toPagination(undefined, 20)).toEqual({ total: 0, page: 1, limit: 20, totalPages: 0 });
    expect(toPagination(null)).toEqual({ total: 0, page: 1, limit: 1, totalPages: 0 });
    expect(toPagination({ total: 45, page: 1, limit: 0, totalPages: 0 }, 20).totalPages).toBe(3);
  });
});

describe('toListPage', () => {
  it("reads the numbers from the keys named after the list's items", () => {
    const wire = {
      currentPage: 2,
      totalPages: 3,
      totalEntries: 45,
      entriesPerPage: 20,
      hasNextPage: true,
      hasPrevPage: true,
    };
    expect(toListPage(wire, 'entries', 50)).toEqual({ currentPage: 2, totalPages: 3, total: 45, pageSize: 20 });
  });

  it('reads a missing block as page 1 of none, with the fallback page size', () => {
    expect(toListPage(undefined, 'users', 20)).toEqual({ currentPage: 1, totalPages: 0, total: 0, pageSize: 20 });
  });
});

describe('toItemsListPage', () => {
  it('works out the pages from the total and the page size', () => {
    expect(toItemsListPage({ items: [], total: 45, page: 3, pageSize: 20 })).toEqual({
      currentPage: 3,
      totalPages: 3,
      total: 45,
      pageSize: 20,
    });
  });

  it('reads a page size below 1 as 1', () => {
    expect(toItemsListPage({ items: [], total: 2, page: 1, pageSize: 0 })).toMatchObject({
      totalPages: 2,
      pageSize: 1,
    });
  });
});
