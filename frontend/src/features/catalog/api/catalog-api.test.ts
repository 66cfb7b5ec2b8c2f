import { describe, expect, it } from 'vitest';

import { toCategory, toProduct, toProductImages } from '@/features/catalog/api/catalog-api';
import { categoriesFixture } from '@/testing/mocks/handlers/categories';
import { featuredProductsFixture } from '@/testing/mocks/handlers/products';

describe('catalogue wire → view mappers', () => {
  it('maps a product with Spanish wire fields to the client view model', () => {
    expect(toProduct(featuredProductsFixture[0])).toEqual({
      id: 7,
      title: 'Pastillas de freno delanteras Toyota Yaris',
      price: 24990,
      description: 'Juego de pastillas cerámicas para eje delantero.',
      sku: 'PF-7788',
      oem: '04465-0D020',
      stock: 12,
      categoryId: 1,
      category: { id: 1, name: 'Frenos' },
      images: [
        { id: 1, url: '/uploads/productos/pf-7788.jpg', productId: 7, isMain: true },
        { id: 2, url: '/uploads/productos/pf-7788-b.jpg', productId: 7, isMain: false },
      ],
      rating: { rate: 4.5, count: 12 },
      brand: null,
    });
  });

  it('parses string prices and defaults a missing rating and images', () => {
    const product = toProduct(featuredProductsFixture[1]);
    expect(product.price).toBe(12990);
    expect(product.rating).toEqual({ rate: 0, count: 0 });
    expect(product.images).toEqual([]);
  });

  it('keeps image ids by slot and makes the first present image the main one', () => {
    expect(toProductImages(3, { imagenPrincipal: null, imagen2: '', imagen3: '/c.jpg', imagen5: '/e.jpg' })).toEqual([
      { id: 3, url: '/c.jpg', productId: 3, isMain: true },
      { id: 5, url: '/e.jpg', productId: 3, isMain: false },
    ]);
  });

  it('maps a category with its subcategories and direct sub-subcategories', () => {
    expect(toCategory(categoriesFixture[0])).toEqual({
      id: 1,
      name: 'Frenos',
      image: '/uploads/categorias/frenos.jpg',
      subcategories: [
        {
          id: 10,
          name: 'Pastillas',
          categoryId: 1,
          subSubcategories: [{ id: 100, name: 'Pastillas delanteras', subcategoryId: 10 }],
        },
      ],
      subSubcategories: [{ id: 101, name: 'Líquido de frenos', subcategoryId: null }],
    });
    expect(toCategory({ id: 9, nombre: 'Motor' })).toEqual({
      id: 9,
      name: 'Motor',
      image: null,
      subcategories: [],
      subSubcategories: [],
    });
  });
});
