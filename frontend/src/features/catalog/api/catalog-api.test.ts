import { describe, expect, it } from 'vitest';

import {
  toCategory,
  toProduct,
  toProductDetail,
  toProductImages,
  toProductSearchResult,
  toPricing,
  toSearchSuggestion,
} from '@/features/catalog/api/catalog-mappers';
import { categoriesFixture } from '@/testing/mocks/handlers/categories';
import { featuredProductsFixture, productDetailFixture } from '@/testing/mocks/handlers/products';

describe('catalogue wire → view mappers', () => {
  it('maps a product with Spanish wire fields to the client view model', () => {
    expect(toProduct(featuredProductsFixture[0])).toEqual({
      id: 7,
      title: 'Pastillas de freno delanteras Toyota Yaris',
      price: 24990,
      listPrice: null,
      discount: null,
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

  it('charges the sale price while on sale and keeps the list price and percentage beside it', () => {
    const product = toProduct({
      ...featuredProductsFixture[0],
      precio: '358990.00',
      precioOferta: 304990,
      descuento: 15,
    });
    expect(product).toMatchObject({ price: 304990, listPrice: 358990, discount: 15 });
  });

  it.each([
    ['at the list price', 24990, 1],
    ['above the list price', 30000, -20],
    ['not a number', 'abc', null],
  ])('ignores a sale price %s: the list price is charged', (_case, precioOferta, descuento) => {
    expect(toProduct({ ...featuredProductsFixture[0], precioOferta, descuento })).toMatchObject({
      price: 24990,
      listPrice: null,
      discount: null,
    });
  });

  it('computes the percentage when the server did not send one, never below 1', () => {
    expect(toPricing(10000, 8500, null)).toEqual({ price: 8500, listPrice: 10000, discount: 15 });
    expect(toPricing(100000, 99900, undefined)).toEqual({ price: 99900, listPrice: 100000, discount: 1 });
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

describe('catalogue detail, search and pagination mappers', () => {
  it('maps the detail metadata and the compatibility rows', () => {
    const detail = toProductDetail(productDetailFixture);
    expect(detail).toMatchObject({
      id: 7,
      alternativeSku: 'PF-7788-A',
      application: 'Toyota Yaris 1.5 (2014-2018)',
      manufacturer: 'Bosch',
      origin: 'Alemania',
      subcategory: { id: 10, name: 'Pastillas' },
      subSubcategory: { id: 100, name: 'Pastillas delanteras' },
    });
    expect(detail.images).toHaveLength(3);
    expect(detail.compatibilities).toEqual([
      { brand: 'Toyota', model: 'Yaris', years: '2014-2018', productId: 7, productIds: [7], matchesVehicle: false },
      {
        brand: 'Toyota',
        model: 'Corolla',
        years: '2010-2015',
        productId: 9,
        productIds: [9, 7, 11],
        matchesVehicle: false,
      },
      { brand: 'Suzuki', model: 'Swift', years: '2012', productId: null, productIds: [], matchesVehicle: false },
    ]);
    expect(detail.equivalents).toEqual([]);
  });

  it('defaults missing detail fields to null and an empty compatibility list', () => {
    const detail = toProductDetail({ ...featuredProductsFixture[1], fabricante: '  ', origen: undefined });
    expect(detail).toMatchObject({
      alternativeSku: null,
      manufacturer: null,
      origin: null,
      subcategory: null,
      compatibilities: [],
    });
  });

  it('maps a search answer with its similar products and message', () => {
    const result = toProductSearchResult({
      success: true,
      message: 'ok',
      data: {
        products: [],
        suggestions: [featuredProductsFixture[0]],
        pagination: { total: 0, page: 1, limit: 12, totalPages: 0 },
        message: ' Te mostramos productos similares. ',
        searchTerm: 'turbo',
      },
    });
    expect(result.products).toEqual([]);
    expect(result.suggestions.map((product) => product.id)).toEqual([7]);
    expect(result.message).toBe('Te mostramos productos similares.');
    expect(result.searchTerm).toBe('turbo');
  });

  it('maps suggestions with numeric prices', () => {
    expect(
      toSearchSuggestion({ id: 3, title: 'Filtro', sku: 'F-1', oem: null, price: '12990.00', matchType: 'sku' }),
    ).toEqual({
      id: 3,
      title: 'Filtro',
      sku: 'F-1',
      oem: null,
      price: 12990,
      originalPrice: null,
      discount: null,
      matchType: 'sku',
    });
  });

  it('maps a suggestion on sale: price is the price charged, originalPrice the list price', () => {
    expect(
      toSearchSuggestion({
        id: 49,
        title: 'Radiador',
        sku: 'RAD-49',
        price: 304990,
        originalPrice: '358990',
        discount: 15,
        matchType: 'title',
      }),
    ).toMatchObject({ price: 304990, originalPrice: 358990, discount: 15 });
  });

  it('maps the vehicle fitment of products and suggestions, and leaves it out without a vehicle', () => {
    const fitments = (['compatible', 'universal', 'no_compatible', 'sin_datos'] as const).map(
      (compatibilidadVehiculo) => toProduct({ ...featuredProductsFixture[0], compatibilidadVehiculo }).fitment,
    );
    expect(fitments).toEqual(['fits', 'universal', 'no-fit', 'unknown']);
    expect(toProduct(featuredProductsFixture[0])).not.toHaveProperty('fitment');
    expect(
      toSearchSuggestion({
        id: 3,
        title: 'Filtro',
        sku: 'F-1',
        price: 1000,
        matchType: 'title',
        compatibilidadVehiculo: 'no_compatible',
      }).fitment,
    ).toBe('no-fit');
  });

  it('maps the matching compatibility row and the equivalent numbers of a detail', () => {
    const detail = toProductDetail({
      ...productDetailFixture,
      compatibilidades: [
        { marca: 'Toyota', modelo: 'Yaris', anos: '2014-2018', productId: 7, productos: [7], coincide: true },
        { marca: 'Toyota', modelo: 'Corolla', anos: '2010-2015', productId: 9, productos: [9], coincide: false },
      ],
      equivalencias: [
        { codigo: '04465-0D020', tipo: 'oem', marca: 'Toyota' },
        { codigo: '0 986 494 123', tipo: 'aftermarket', marca: 'Bosch' },
        { codigo: 'FDB1234', tipo: 'aftermarket', marca: null },
      ],
    });
    expect(detail.compatibilities.map((row) => row.matchesVehicle)).toEqual([true, false]);
    expect(detail.equivalents).toEqual([
      { code: '04465-0D020', kind: 'oem', brand: 'Toyota' },
      { code: '0 986 494 123', kind: 'aftermarket', brand: 'Bosch' },
      { code: 'FDB1234', kind: 'aftermarket', brand: null },
    ]);
  });
});
