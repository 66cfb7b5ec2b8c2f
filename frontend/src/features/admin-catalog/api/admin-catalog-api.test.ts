import { describe, expect, it } from 'vitest';

import { toAdminCategory, toAdminProduct, toImagesField, toProductFormData } from './admin-catalog-api';

describe('toAdminCategory', () => {
  it('reads Spanish or English names, images and timestamps (admin.md section 3)', () => {
    expect(
      toAdminCategory({ id: 4, name: 'Motor', image: '/uploads/motor.png', createdAt: 'c', updatedAt: 'u' }),
    ).toMatchObject({ id: 4, name: 'Motor', image: '/uploads/motor.png', createdAt: 'c', updatedAt: 'u' });
    expect(
      toAdminCategory({ id: 1, nombre: 'Frenos', imagen: ' ', fechaCreacion: 'a', fechaActualizacion: 'b' }),
    ).toMatchObject({ name: 'Frenos', image: null, createdAt: 'a', updatedAt: 'b', subcategories: [] });
  });

  it('collects every sub-subcategory of the category, nested or not, once', () => {
    const category = toAdminCategory({
      id: 1,
      nombre: 'Frenos',
      subcategorias: [
        { id: 10, nombre: 'Pastillas', subSubcategorias: [{ id: 100, nombre: 'Delanteras', subcategoriaId: 10 }] },
      ],
      subSubcategorias: [
        { id: 100, nombre: 'Delanteras', categoriaId: 1, subcategoriaId: 10 },
        { id: 101, nombre: 'Líquido', subcategoriaId: null },
      ],
    });
    expect(category.subcategories[0]).toMatchObject({ id: 10, categoryId: 1 });
    expect(
      category.subSubcategories.map(({ id, categoryId, subcategoryId }) => [id, categoryId, subcategoryId]),
    ).toEqual([
      [100, 1, 10],
      [101, 1, null],
    ]);
  });
});

describe('toAdminProduct', () => {
  it('maps the wire product, its image slots and an optional sale price', () => {
    const product = toAdminProduct({
      id: 7,
      titulo: 'Pastillas',
      precio: '24990.00',
      precioOferta: '19990',
      sku: 'PF-7788',
      existencias: '12',
      categoria: { id: 1, nombre: 'Frenos' },
      imagenes: { imagenPrincipal: '/a.jpg', imagen2: null, imagen3: '/c.jpg' },
    });
    expect(product).toMatchObject({
      price: 24990,
      salePrice: 19990,
      stock: 12,
      categoryId: 1,
      categoryName: 'Frenos',
      images: [
        { id: 1, url: '/a.jpg', productId: 7, isMain: true },
        { id: 2, url: '/c.jpg', productId: 7, isMain: false },
      ],
    });
  });
});

describe('request bodies', () => {
  it('puts the main image first, drops unusable URLs and keeps at most five', () => {
    const images = [
      { id: 1, url: '/a.jpg', productId: null, isMain: false },
      { id: 2, url: 'javascript:alert(1)', productId: null, isMain: false },
      { id: 3, url: ' https://cdn.example.cl/c.jpg ', productId: null, isMain: true },
      ...[4, 5, 6, 7].map((id) => ({ id, url: `/${id}.jpg`, productId: null, isMain: false })),
    ];
    expect(toImagesField(images, 9)).toEqual([
      { id: 3, url: 'https://cdn.example.cl/c.jpg', productId: 9, isMain: true },
      { id: 1, url: '/a.jpg', productId: 9, isMain: false },
      { id: 4, url: '/4.jpg', productId: 9, isMain: false },
      { id: 5, url: '/5.jpg', productId: 9, isMain: false },
      { id: 6, url: '/6.jpg', productId: 9, isMain: false },
    ]);
  });

  const input = {
    title: ' Filtro ',
    description: 'Filtro de aire',
    price: 12990,
    salePrice: undefined,
    sku: 'FA-1',
    stock: 0,
    categoryId: 2,
    subcategoryId: null,
    subSubcategoryId: 100,
    images: [{ id: 1, url: '/a.jpg', productId: null, isMain: true }],
  };

  it('sends the spec field names, blank for "none", and no sale price that was never given', () => {
    const form = toProductFormData(input);
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Filtro',
      description: 'Filtro de aire',
      price: '12990',
      sku: 'FA-1',
      stock: '0',
      categoryId: '2',
      subcategoryId: '',
      subSubcategoryId: '100',
      images: JSON.stringify([{ id: 1, url: '/a.jpg', productId: null, isMain: true }]),
    });
  });

  it('sends a blank sale price to clear it and a number to set it', () => {
    expect(toProductFormData({ ...input, salePrice: null }).get('salePrice')).toBe('');
    expect(toProductFormData({ ...input, salePrice: 9990.5 }).get('salePrice')).toBe('9990.5');
  });
});
