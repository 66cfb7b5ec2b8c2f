import { diffFields } from './audit.service';

describe('diffFields', () => {
  const fields = ['title', 'price', 'images', 'salePrice'] as const;

  it('should keep only the fields whose value changed, with before and after', () => {
    const before = { title: 'Filtro', price: 9990, images: ['/a.png'], salePrice: null };
    const after = { title: 'Filtro', price: 8990, images: ['/a.png', '/b.png'], salePrice: null };
    expect(diffFields(before, after, fields)).toEqual({
      price: { before: 9990, after: 8990 },
      images: { before: ['/a.png'], after: ['/a.png', '/b.png'] },
    });
  });

  it('should compare arrays by value, not by reference, and treat missing as null', () => {
    expect(diffFields({ images: ['/a.png'] }, { images: ['/a.png'], salePrice: undefined }, fields)).toEqual({});
  });

  it('should describe a creation and a deletion with null on the missing side', () => {
    expect(diffFields(null, { title: 'Nuevo', price: 100 }, fields)).toEqual({
      title: { before: null, after: 'Nuevo' },
      price: { before: null, after: 100 },
    });
    expect(diffFields({ title: 'Viejo' }, null, fields)).toEqual({ title: { before: 'Viejo', after: null } });
  });
});
