import { describe, expect, it } from 'vitest';

import {
  addGalleryImage,
  countWords,
  emptyProductForm,
  priceHints,
  removeGalleryImage,
  setImageUrl,
  setMainImage,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

const validForm = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  title: 'Filtro de aire',
  description: 'Filtro de aire de alto flujo',
  price: '12990',
  sku: 'FA-1',
  categoryId: '2',
  images: [{ id: 1, url: '/uploads/fa-1.jpg', productId: null, isMain: true }],
  ...overrides,
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['filtro', 1],
    ['  filtro   de\naceite\t original  ', 4],
  ])('counts %j as %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('validateProductForm', () => {
  it('accepts a complete form', () => {
    expect(validateProductForm(validForm())).toEqual({ fields: {}, imageUrls: {} });
  });

  it.each([
    ['price', '-1', 'El precio debe ser un número mayor o igual a 0'],
    ['price', '', 'El precio es obligatorio'],
    ['salePrice', '-0.01', 'El precio de oferta debe ser un número mayor o igual a 0'],
    ['stock', '1.5', 'El stock debe ser un número entero mayor o igual a 0'],
    ['stock', '-2', 'El stock debe ser un número entero mayor o igual a 0'],
    ['title', 'x'.repeat(201), 'El título no puede superar los 200 caracteres'],
    ['sku', 'S'.repeat(61), 'El SKU no puede superar los 60 caracteres'],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(validateProductForm(validForm({ [field]: value })).fields[field]).toBe(message);
  });

  it.each([
    ['12990', '12990'],
    ['12990', '15990'],
    // Equal once rounded to whole pesos, as the API stores them, although 12990.4 < 12990.6 as typed.
    ['12990.6', '12990.5'],
    ['0', '0'],
  ])('refuses a sale price that is not below the price (price %j, sale %j)', (price, salePrice) => {
    expect(validateProductForm(validForm({ price, salePrice })).fields).toEqual({
      salePrice: 'El precio de oferta debe ser menor que el precio',
    });
  });

  it('accepts a sale price below the price, down to 0, and leaves the price message alone when the price is wrong', () => {
    expect(validateProductForm(validForm({ price: '12990', salePrice: '12989.49' })).fields).toEqual({});
    expect(validateProductForm(validForm({ price: '12990', salePrice: '0' })).fields).toEqual({});
    expect(validateProductForm(validForm({ price: '-1', salePrice: '5' })).fields).toEqual({
      price: 'El precio debe ser un número mayor o igual a 0',
    });
  });

  it('allows a price with cents and an empty sale price', () => {
    expect(validateProductForm(validForm({ price: '12990.99', salePrice: '' })).fields).toEqual({});
  });

  it('says "Debes agregar al menos una imagen" only when no row has a URL', () => {
    const empty = validForm({ images: emptyProductForm().images });
    expect(validateProductForm(empty)).toEqual({
      fields: { gallery: 'Debes agregar al menos una imagen' },
      imageUrls: {},
    });

    const mixed = validForm({
      images: [
        { id: 1, url: 'https://cdn.example.cl/a.jpg', productId: null, isMain: true },
        { id: 2, url: ' ', productId: null, isMain: false },
        { id: 3, url: '//cdn.example.cl/b.jpg', productId: null, isMain: false },
      ],
    });
    expect(validateProductForm(mixed)).toEqual({
      fields: {},
      imageUrls: { 2: 'La URL de la imagen es obligatoria', 3: 'La URL debe empezar con http://, https:// o /' },
    });
  });
});

describe('gallery rules', () => {
  const three = [
    { id: 1, url: '/a.jpg', productId: 7, isMain: false },
    { id: 2, url: '/b.jpg', productId: 7, isMain: true },
    { id: 3, url: '/c.jpg', productId: 7, isMain: false },
  ];

  it('adds up to five images with fresh ids', () => {
    let images = addGalleryImage(three, 7);
    expect(images.at(-1)).toEqual({ id: 4, url: '', productId: 7, isMain: false });
    images = addGalleryImage(images, 7);
    expect(images).toHaveLength(5);
    expect(addGalleryImage(images, 7)).toBe(images);
  });

  it('never removes the last image', () => {
    const single = [{ id: 1, url: '/a.jpg', productId: null, isMain: true }];
    expect(removeGalleryImage(single, 1)).toBe(single);
  });

  it('gives the main mark to the first image left when the main one goes', () => {
    expect(removeGalleryImage(three, 2).map(({ id, isMain }) => [id, isMain])).toEqual([
      [1, true],
      [3, false],
    ]);
    expect(removeGalleryImage(three, 3).map(({ id, isMain }) => [id, isMain])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('keeps exactly one main image and edits URLs in place', () => {
    expect(
      setMainImage(three, 3)
        .filter((image) => image.isMain)
        .map((image) => image.id),
    ).toEqual([3]);
    expect(setImageUrl(three, 1, '/nueva.jpg')[0].url).toBe('/nueva.jpg');
  });
});

describe('priceHints', () => {
  it('shows the whole-peso value only when cents were typed, and the percentage of a sale price below the price', () => {
    expect(priceHints({ price: '12990', salePrice: '' })).toEqual({ price: null, salePrice: null });
    expect(priceHints({ price: '12990.5', salePrice: '' })).toEqual({
      price: 'Se guardará como $12.991',
      salePrice: null,
    });
    expect(priceHints({ price: '358990', salePrice: '304990' })).toEqual({
      price: null,
      salePrice: '15% de descuento',
    });
    expect(priceHints({ price: '20000', salePrice: '14999.5' })).toEqual({
      price: null,
      salePrice: 'Se guardará como $15.000 · 25% de descuento',
    });
    // Not below the price: no percentage (the validation message says why).
    expect(priceHints({ price: '100', salePrice: '120' }).salePrice).toBeNull();
    expect(priceHints({ price: 'abc', salePrice: '-3.5' })).toEqual({ price: null, salePrice: null });
  });
});

describe('toProductInput', () => {
  it('clears a sale price the admin emptied and leaves out one that never existed', () => {
    expect(toProductInput(validForm({ salePrice: '' }), '19990').salePrice).toBeNull();
    expect(toProductInput(validForm({ salePrice: '' }), '').salePrice).toBeUndefined();
    expect(toProductInput(validForm({ salePrice: '15990' }), '19990').salePrice).toBe(15990);
    expect(toProductInput(validForm({ salePrice: '9990.49' }), '').salePrice).toBe(9990);
  });

  it('turns the typed texts into numbers (prices in whole pesos, as the form showed them) and optional ids', () => {
    expect(
      toProductInput(validForm({ price: '12990.5', salePrice: ' ', stock: '4', subSubcategoryId: '100' })),
    ).toMatchObject({
      title: 'Filtro de aire',
      price: 12991,
      salePrice: undefined,
      stock: 4,
      categoryId: 2,
      subcategoryId: null,
      subSubcategoryId: 100,
    });
  });
});
