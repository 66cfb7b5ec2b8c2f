import { describe, expect, it } from 'vitest';

import { countLine } from '@/features/catalog/components/product-results';

describe('countLine', () => {
  it('counts the products shown of the total, with the page', () => {
    expect(countLine(12, { total: 30, page: 2, limit: 12, totalPages: 3 })).toBe(
      'Mostrando 12 de 30 productos (Página 2 de 3)',
    );
  });

  it('says "o más" when the server stopped counting a search', () => {
    expect(countLine(12, { total: 1000, page: 1, limit: 12, totalPages: 84, totalCapped: true })).toBe(
      'Mostrando 12 de 1000 o más productos (Página 1 de 84)',
    );
  });
});
