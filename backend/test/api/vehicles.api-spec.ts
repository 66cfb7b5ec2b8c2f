import request from 'supertest';
import { VERSION_MAX_AGE_MS } from '../../src/modules/catalog/catalog-cache.service';
import type { Brand } from '../../src/modules/catalog/brand.entity';
import type { Category } from '../../src/modules/catalog/category.entity';
import type { Product } from '../../src/modules/catalog/product.entity';
import type { VehicleModel } from '../../src/modules/catalog/vehicle-model.entity';
import { PRODUCT_SORTS } from '../../src/modules/catalog/catalog.constants';
import type { Subcategory } from '../../src/modules/catalog/subcategory.entity';
import {
  addCompatibility,
  createBrand,
  createCategory,
  createModel,
  createProduct,
  createSubcategory,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

type Fit = 'compatible' | 'universal' | 'no_compatible' | 'sin_datos';

interface ProductBody {
  id: number;
  titulo: string;
  precio: number;
  compatibilidadVehiculo?: Fit;
  compatibilidades: { marca: string; modelo: string; anos: string; coincide?: boolean }[];
  equivalencias?: { codigo: string; tipo: 'oem' | 'aftermarket'; marca: string | null }[];
}

interface PageBody {
  products: ProductBody[];
  pagination: { total: number; page: number; limit: number; totalPages: number };
}

const waitForVersion = () => new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 20));

describe('Vehicles and fitment (Mi garaje)', () => {
  let t: TestApp;
  let toyota: Brand;
  let kia: Brand;
  let nissan: Brand;
  let yaris: VehicleModel;
  let corolla: VehicleModel;
  let hilux: VehicleModel;
  let rio: VehicleModel;
  let frenos: Category;
  let fluidos: Category;
  const p: Record<string, Product> = {};
  const thisYear = new Date().getFullYear();

  const get = async <T>(url: string, query: Record<string, string | number> = {}, status = 200) =>
    (await request(t.server).get(url).query(query).expect(status)).body as T;
  const yaris2012 = () => ({ vehicleModelId: yaris.id, vehicleYear: 2012 });
  const fitOf = (products: ProductBody[]) =>
    Object.fromEntries(products.map((product) => [product.id, product.compatibilidadVehiculo]));
  const ids = (products: { id: number }[]) => products.map((product) => product.id);

  beforeAll(async () => {
    t = await createTestApp(__filename);
    const ds = t.dataSource;
    toyota = await createBrand(ds, { name: 'Toyota' });
    kia = await createBrand(ds, { name: 'Kia' });
    nissan = await createBrand(ds, { name: 'Nissan' });
    yaris = await createModel(ds, toyota, { name: 'Yaris' });
    corolla = await createModel(ds, toyota, { name: 'Corolla' });
    hilux = await createModel(ds, toyota, { name: 'Hilux' });
    rio = await createModel(ds, kia, { name: 'Rio' });
    await createModel(ds, nissan, { name: 'Versa' });
    frenos = await createCategory(ds, { name: 'Frenos' });
    fluidos = await createCategory(ds, { name: 'Lubricantes y Fluidos' });
    const make = (key: string, overrides: Partial<Product>) =>
      createProduct(ds, {
        oem: null,
        alternativeSku: null,
        application: null,
        categoryId: frenos.id,
        ...overrides,
      }).then((product) => (p[key] = product));
    await make('padsYaris', {
      title: 'Pastillas de Freno Delanteras Toyota Yaris 2010-2015',
      sku: 'PFD-2001',
      oem: '04465-0D140',
      alternativeSku: '0 986 494 123',
      manufacturer: 'Bosch',
      price: 25990,
    });
    await make('padsYarisLate', {
      title: 'Pastillas de Freno Traseras Toyota Yaris 2012-2014',
      sku: 'PFT-2001',
      price: 18990,
    });
    await make('padsCorolla', { title: 'Pastillas de Freno Delanteras Toyota Corolla', sku: 'PFD-2002', price: 21990 });
    await make('padsUnknown', { title: 'Pastillas de Freno Cerámicas Genéricas', sku: 'PFD-2003', price: 9990 });
    await make('brakeFluid', {
      title: 'Líquido de Frenos DOT 4 500 ml',
      sku: 'LFR-2001',
      price: 5990,
      universalFit: true,
      categoryId: fluidos.id,
    });
    await make('coolant', {
      title: 'Refrigerante Anticongelante Kia 4 L',
      sku: 'REF-2001',
      price: 8990,
      universalFit: true,
      categoryId: fluidos.id,
    });
    await addCompatibility(ds, p.padsYaris, yaris, [2010, 2015]);
    await addCompatibility(ds, p.padsYarisLate, yaris, [2012, 2014]);
    await addCompatibility(ds, p.padsCorolla, corolla, [2008, 2020]);
    // Universal, and also listed for the Rio: compatible wins for a Rio.
    await addCompatibility(ds, p.coolant, rio, [2011, 2017]);
    // Years outside what the selector offers, and a range typed backwards (stored as given).
    await addCompatibility(ds, p.padsCorolla, yaris, [1945, 1951]);
    await addCompatibility(ds, p.padsCorolla, yaris, [thisYear, thisYear + 5]);
    await addCompatibility(ds, p.padsUnknown, corolla, [2019, 2017]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('should document the vehicle and garage calls and the fitment parameters in OpenAPI', async () => {
    const document = await get<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>('/api/docs-json');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/vehicles/brands',
        '/api/vehicles/brands/{brandId}/models',
        '/api/vehicles/models/{modelId}/years',
        '/api/garage',
        '/api/garage/merge',
        '/api/garage/{id}',
      ]),
    );
    for (const path of ['/api/products', '/api/products/search', '/api/products/suggestions', '/api/products/{id}']) {
      const names = (document.paths[path].get.parameters ?? []).map((parameter) => parameter.name);
      expect({ path, names }).toEqual({
        path,
        names: expect.arrayContaining(['vehicleModelId', 'vehicleYear', 'soloCompatibles']),
      });
    }
  });

  describe('GET /api/vehicles/brands, /brands/{id}/models, /models/{id}/years', () => {
    it('should list only the brands that have parts, by name', async () => {
      await expect(get('/api/vehicles/brands')).resolves.toEqual({
        success: true,
        data: [
          { id: kia.id, nombre: 'Kia' },
          { id: toyota.id, nombre: 'Toyota' },
        ],
      });
    });

    it('should list the models of a brand that have parts, by name', async () => {
      await expect(get(`/api/vehicles/brands/${toyota.id}/models`)).resolves.toEqual({
        success: true,
        data: [
          { id: corolla.id, nombre: 'Corolla', marcaId: toyota.id },
          { id: yaris.id, nombre: 'Yaris', marcaId: toyota.id },
        ],
      });
      await expect(get(`/api/vehicles/brands/${nissan.id}/models`)).resolves.toEqual({ success: true, data: [] });
      expect(hilux.id).toBeGreaterThan(0);
    });

    it('should answer 404 for an unknown brand and 400 for a malformed id', async () => {
      await expect(get('/api/vehicles/brands/999999/models', {}, 404)).resolves.toEqual({
        success: false,
        message: 'Marca no encontrada',
      });
      await expect(get('/api/vehicles/brands/abc/models', {}, 400)).resolves.toEqual({
        success: false,
        message: 'ID de marca inválido',
      });
    });

    it('should list every year some compatibility covers, newest first, within 1950 and next year', async () => {
      const body = await get<{ success: true; data: { modelo: unknown; anos: number[] } }>(
        `/api/vehicles/models/${yaris.id}/years`,
      );
      expect(body.data.modelo).toEqual({ id: yaris.id, nombre: 'Yaris', marcaId: toyota.id, marca: 'Toyota' });
      expect(body.data.anos).toEqual([thisYear + 1, thisYear, 2015, 2014, 2013, 2012, 2011, 2010, 1951, 1950]);
      // A backwards range covers no year.
      await expect(get(`/api/vehicles/models/${corolla.id}/years`)).resolves.toMatchObject({
        data: { anos: Array.from({ length: 13 }, (_, i) => 2020 - i) },
      });
      await expect(get(`/api/vehicles/models/${hilux.id}/years`)).resolves.toMatchObject({ data: { anos: [] } });
    });

    it('should answer 404 for an unknown model and 400 for a malformed id', async () => {
      await expect(get('/api/vehicles/models/999999/years', {}, 404)).resolves.toEqual({
        success: false,
        message: 'Modelo no encontrado',
      });
      await expect(get('/api/vehicles/models/0/years', {}, 400)).resolves.toEqual({
        success: false,
        message: 'ID de modelo inválido',
      });
    });
  });

  describe('fitment on the product calls', () => {
    it('should tell how every product fits the vehicle: compatible, universal, no_compatible, sin_datos', async () => {
      const body = await get<PageBody>('/api/products', { ...yaris2012(), limit: 50 });
      expect(fitOf(body.products)).toEqual({
        [p.padsYaris.id]: 'compatible',
        [p.padsYarisLate.id]: 'compatible',
        [p.padsCorolla.id]: 'no_compatible',
        [p.padsUnknown.id]: 'no_compatible',
        [p.brakeFluid.id]: 'universal',
        [p.coolant.id]: 'universal',
      });
      // A universal part that also lists the vehicle is compatible with it.
      const forRio = await get<PageBody>('/api/products', { vehicleModelId: rio.id, vehicleYear: 2012, limit: 50 });
      expect(fitOf(forRio.products)[p.coolant.id]).toBe('compatible');
    });

    it('should say sin_datos for a product without any compatibility that is not universal', async () => {
      const mystery = await createProduct(t.dataSource, { title: 'Pastillas Sin Ficha', sku: 'PFD-2999', oem: null });
      await waitForVersion();
      const body = await get<PageBody>('/api/products', { ...yaris2012(), limit: 50 });
      expect(fitOf(body.products)[mystery.id]).toBe('sin_datos');
      await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [mystery.id]);
      await waitForVersion();
    });

    it('should count the years of a compatibility inclusively and nothing outside them', async () => {
      const fitIn = async (year: number) =>
        fitOf(
          (await get<PageBody>('/api/products', { vehicleModelId: yaris.id, vehicleYear: year, limit: 50 })).products,
        )[p.padsYaris.id];
      await expect(fitIn(2009)).resolves.toBe('no_compatible');
      await expect(fitIn(2010)).resolves.toBe('compatible');
      await expect(fitIn(2015)).resolves.toBe('compatible');
      await expect(fitIn(2016)).resolves.toBe('no_compatible');
    });

    it('should leave the field out without a vehicle, and keep answers for different vehicles apart', async () => {
      const plain = await get<PageBody>('/api/products', { limit: 50 });
      expect(plain.products.every((product) => !('compatibilidadVehiculo' in product))).toBe(true);
      const in2012 = await get<PageBody>('/api/products', { ...yaris2012(), limit: 50 });
      const in2016 = await get<PageBody>('/api/products', { vehicleModelId: yaris.id, vehicleYear: 2016, limit: 50 });
      expect(fitOf(in2012.products)[p.padsYarisLate.id]).toBe('compatible');
      expect(fitOf(in2016.products)[p.padsYarisLate.id]).toBe('no_compatible');
    });

    it('should refuse half a vehicle or one that is not numeric with 400 Vehículo inválido', async () => {
      const invalid = { success: false, message: 'Vehículo inválido' };
      const halfOrMalformed: Record<string, string | number>[] = [
        { vehicleModelId: yaris.id },
        { vehicleYear: 2012 },
        { vehicleModelId: 'abc', vehicleYear: 2012 },
        { vehicleModelId: yaris.id, vehicleYear: '2012.5' },
        { vehicleModelId: yaris.id, vehicleYear: '' },
        { vehicleModelId: -3, vehicleYear: 2012 },
      ];
      for (const query of halfOrMalformed) {
        await expect(get('/api/products', query, 400)).resolves.toEqual(invalid);
      }
      await expect(get('/api/products/search', { q: 'pastillas', vehicleYear: 2012 }, 400)).resolves.toEqual(invalid);
      await expect(get('/api/products/suggestions', { q: 'pas', vehicleModelId: yaris.id }, 400)).resolves.toEqual(
        invalid,
      );
      await expect(
        get(`/api/products/${p.padsYaris.id}`, { vehicleModelId: 'x', vehicleYear: 1 }, 400),
      ).resolves.toEqual(invalid);
      await expect(get(`/api/brands/${toyota.id}/products`, { vehicleYear: 2012 }, 400)).resolves.toEqual(invalid);
      await expect(get('/api/products', { ...yaris2012(), soloCompatibles: 'quizas' }, 400)).resolves.toMatchObject({
        success: false,
      });
    });
  });

  describe('soloCompatibles=true', () => {
    const fitting = () => [p.padsYaris.id, p.padsYarisLate.id, p.brakeFluid.id, p.coolant.id];

    it('should keep only compatible and universal products, with totals that reflect the filter', async () => {
      const body = await get<PageBody>('/api/products', { ...yaris2012(), soloCompatibles: 'true', limit: 50 });
      expect(ids(body.products).sort()).toEqual(fitting().sort());
      expect(body.pagination).toEqual({ total: 4, page: 1, limit: 50, totalPages: 1 });
      expect(
        body.products.every((product) => ['compatible', 'universal'].includes(product.compatibilidadVehiculo ?? '')),
      ).toBe(true);
      // soloCompatibles=false, or no vehicle at all, filters nothing.
      await expect(get<PageBody>('/api/products', { ...yaris2012(), soloCompatibles: 'false' })).resolves.toMatchObject(
        {
          pagination: { total: 6 },
        },
      );
      await expect(get<PageBody>('/api/products', { soloCompatibles: 'true' })).resolves.toMatchObject({
        pagination: { total: 6 },
      });
    });

    it('should compose with sort, paging and category', async () => {
      const query = { ...yaris2012(), soloCompatibles: 'true', sort: 'price-low', limit: 3 };
      const first = await get<PageBody>('/api/products', { ...query, page: 1 });
      const second = await get<PageBody>('/api/products', { ...query, page: 2 });
      expect(ids(first.products)).toEqual([p.brakeFluid.id, p.coolant.id, p.padsYarisLate.id]);
      expect(ids(second.products)).toEqual([p.padsYaris.id]);
      expect(second.pagination).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
      const brakes = await get<PageBody>('/api/products', {
        ...yaris2012(),
        soloCompatibles: 'true',
        categoryId: frenos.id,
      });
      expect(ids(brakes.products).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      expect(brakes.pagination.total).toBe(2);
      const year2016 = await get<PageBody>('/api/products', {
        vehicleModelId: yaris.id,
        vehicleYear: 2016,
        soloCompatibles: 'true',
        categoryId: frenos.id,
      });
      expect(year2016.pagination.total).toBe(0);
    });

    it('should page by relevance for any vehicle: universal parts only, listed once, a category with none', async () => {
      // Relevance (the default sort) walks the relevance indexes, which tell universal parts apart.
      const page = (query: Record<string, string | number>) =>
        get<PageBody>('/api/products', { soloCompatibles: 'true', ...query });
      // Nothing featured: newest first, which is the order of creation reversed.
      const newestFirst = (...products: { id: number }[]) => ids(products).sort((a, b) => b - a);
      const yarisPage = await page({ ...yaris2012(), limit: 3, page: 2 });
      expect(ids(yarisPage.products)).toEqual(
        newestFirst(p.padsYaris, p.padsYarisLate, p.brakeFluid, p.coolant).slice(3),
      );
      expect(yarisPage.pagination).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
      // A model without any compatibility: the universal parts, in and out of their category.
      const hilux2015 = { vehicleModelId: hilux.id, vehicleYear: 2015 };
      for (const query of [hilux2015, { ...hilux2015, categoryId: fluidos.id }]) {
        const body = await page(query);
        expect(ids(body.products)).toEqual(newestFirst(p.brakeFluid, p.coolant));
        expect(body.pagination.total).toBe(2);
      }
      await expect(page({ ...hilux2015, categoryId: frenos.id })).resolves.toMatchObject({
        products: [],
        pagination: { total: 0, totalPages: 0 },
      });
      // Universal and compatible with the Rio: once.
      const rio2012 = { vehicleModelId: rio.id, vehicleYear: 2012, categoryId: fluidos.id };
      const rioFluids = await page(rio2012);
      expect(ids(rioFluids.products)).toEqual(newestFirst(p.brakeFluid, p.coolant));
      expect(rioFluids.pagination.total).toBe(2);
      expect(fitOf(rioFluids.products)).toEqual({ [p.coolant.id]: 'compatible', [p.brakeFluid.id]: 'universal' });
    });

    it('should compose with search: /products?search= and /products/search', async () => {
      const listed = await get<PageBody>('/api/products', {
        ...yaris2012(),
        soloCompatibles: 'true',
        search: 'pastillas',
      });
      expect(ids(listed.products).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      const searched = await get<{ data: PageBody }>('/api/products/search', {
        q: 'pastillas freno',
        ...yaris2012(),
        soloCompatibles: 'true',
        sort: 'price-high',
        limit: 1,
        page: 2,
      });
      expect(ids(searched.data.products)).toEqual([p.padsYarisLate.id]);
      expect(searched.data.pagination).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
      expect(searched.data.products[0].compatibilidadVehiculo).toBe('compatible');
      // Without the filter every match comes back, each with its fit.
      const all = await get<{ data: PageBody }>('/api/products/search', { q: 'pastillas', ...yaris2012(), limit: 50 });
      expect(fitOf(all.data.products)).toEqual({
        [p.padsYaris.id]: 'compatible',
        [p.padsYarisLate.id]: 'compatible',
        [p.padsCorolla.id]: 'no_compatible',
        [p.padsUnknown.id]: 'no_compatible',
      });
      // Codes too: the Corolla pads' code finds nothing that fits a Yaris.
      const byCode = await get<{ data: PageBody }>('/api/products/search', {
        q: 'PFD-2002',
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(byCode.data.pagination.total).toBe(0);
    });

    it('should filter the suggestions and tell each one how it fits', async () => {
      const all = await get<{ id: number; compatibilidadVehiculo?: Fit }[]>('/api/products/suggestions', {
        q: 'pastillas',
        ...yaris2012(),
      });
      expect(Object.fromEntries(all.map((row) => [row.id, row.compatibilidadVehiculo]))).toEqual({
        [p.padsYaris.id]: 'compatible',
        [p.padsYarisLate.id]: 'compatible',
        [p.padsCorolla.id]: 'no_compatible',
        [p.padsUnknown.id]: 'no_compatible',
      });
      const fitting = await get<{ id: number }[]>('/api/products/suggestions', {
        q: 'pastillas',
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(ids(fitting).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      const words = await get<{ id: number }[]>('/api/products/suggestions', {
        q: 'freno yaris',
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(ids(words).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      const plain = await get<object[]>('/api/products/suggestions', { q: 'pastillas' });
      expect(plain.every((row) => !('compatibilidadVehiculo' in row))).toBe(true);
    });

    it('should filter the brand and model pages', async () => {
      const brand = await get<{ data: PageBody }>(`/api/brands/${toyota.id}/products`, {
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(ids(brand.data.products).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      const corollaPage = await get<{ data: PageBody }>(`/api/models/${corolla.id}/products`, yaris2012());
      expect(fitOf(corollaPage.data.products)).toEqual({
        [p.padsCorolla.id]: 'no_compatible',
        [p.padsUnknown.id]: 'no_compatible',
      });
      const corollaFitting = await get<{ data: PageBody }>(`/api/models/${corolla.id}/products`, {
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(corollaFitting.data.pagination.total).toBe(0);
    });

    it("should search a model's products with the vehicle: fitment on each, soloCompatibles filters", async () => {
      const url = `/api/models/${yaris.id}/products/search`;
      const found = await get<{ data: { products: ProductBody[] } }>(url, { q: 'pastillas', ...yaris2012() });
      expect(fitOf(found.data.products)).toEqual({
        [p.padsYaris.id]: 'compatible',
        [p.padsYarisLate.id]: 'compatible',
        [p.padsCorolla.id]: 'no_compatible',
      });
      const fitting = await get<{ data: { products: ProductBody[]; totalResults: number } }>(url, {
        q: 'pastillas',
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(ids(fitting.data.products).sort()).toEqual([p.padsYaris.id, p.padsYarisLate.id].sort());
      expect(fitting.data.totalResults).toBe(2);
      const plain = await get<{ data: { products: ProductBody[] } }>(url, { q: 'pastillas' });
      expect(plain.data.products).toHaveLength(3);
      expect(plain.data.products.every((product) => !('compatibilidadVehiculo' in product))).toBe(true);
      await get(url, { q: 'pastillas', vehicleModelId: yaris.id }, 400);
    });

    it('should tell how each featured product fits the vehicle, without changing which ones are featured', async () => {
      const featured = [p.padsYaris, p.padsCorolla, p.brakeFluid].map((product) => product.id);
      await t.dataSource.query(`UPDATE products SET featured = true WHERE id = ANY($1)`, [featured]);
      await waitForVersion();
      const plain = await get<ProductBody[]>('/api/products/featured');
      expect(ids(plain)).toEqual([...featured].sort((a, b) => a - b));
      expect(plain.every((product) => !('compatibilidadVehiculo' in product))).toBe(true);
      const forYaris = await get<ProductBody[]>('/api/products/featured', { ...yaris2012(), soloCompatibles: 'true' });
      expect(ids(forYaris)).toEqual(ids(plain));
      expect(fitOf(forYaris)).toEqual({
        [p.padsYaris.id]: 'compatible',
        [p.padsCorolla.id]: 'no_compatible',
        [p.brakeFluid.id]: 'universal',
      });
      await get('/api/products/featured', { vehicleYear: 2012 }, 400);
      await t.dataSource.query(`UPDATE products SET featured = false WHERE id = ANY($1)`, [featured]);
      await waitForVersion();
    });

    it('should see a product marked universal at once (the search version moves)', async () => {
      const before = await get<PageBody>('/api/products', { ...yaris2012(), soloCompatibles: 'true', limit: 50 });
      expect(ids(before.products)).not.toContain(p.padsUnknown.id);
      await t.dataSource.query(`UPDATE products SET universal_fit = true WHERE id = $1`, [p.padsUnknown.id]);
      await waitForVersion();
      const after = await get<PageBody>('/api/products', { ...yaris2012(), soloCompatibles: 'true', limit: 50 });
      expect(fitOf(after.products)[p.padsUnknown.id]).toBe('universal');
      await t.dataSource.query(`UPDATE products SET universal_fit = false WHERE id = $1`, [p.padsUnknown.id]);
      await waitForVersion();
    });
  });

  describe('GET /api/products/{id}', () => {
    it('should mark the compatibility rows that cover the vehicle and say how it fits', async () => {
      const detail = await get<ProductBody>(`/api/products/${p.padsCorolla.id}`, {
        vehicleModelId: yaris.id,
        vehicleYear: thisYear,
      });
      expect(detail.compatibilidadVehiculo).toBe('compatible');
      expect(detail.compatibilidades).toEqual([
        expect.objectContaining({ modelo: 'Corolla', anos: '2008-2020', coincide: false }),
        expect.objectContaining({ modelo: 'Yaris', anos: '1945-1951', coincide: false }),
        expect.objectContaining({ modelo: 'Yaris', anos: `${thisYear}-${thisYear + 5}`, coincide: true }),
      ]);
      const other = await get<ProductBody>(`/api/products/${p.padsYaris.id}`, yaris2012());
      expect(other).toMatchObject({
        compatibilidadVehiculo: 'compatible',
        compatibilidades: [{ marca: 'Toyota', modelo: 'Yaris', anos: '2010-2015', coincide: true }],
      });
      await expect(get<ProductBody>(`/api/products/${p.brakeFluid.id}`, yaris2012())).resolves.toMatchObject({
        compatibilidadVehiculo: 'universal',
        compatibilidades: [],
      });
    });

    it('should leave coincide and the fit out without a vehicle', async () => {
      const detail = await get<ProductBody>(`/api/products/${p.padsYaris.id}`);
      expect(detail).not.toHaveProperty('compatibilidadVehiculo');
      expect(detail.compatibilidades[0]).not.toHaveProperty('coincide');
    });
  });

  describe('equivalent numbers', () => {
    let filter: Product;

    beforeAll(async () => {
      filter = await createProduct(t.dataSource, {
        title: 'Filtro de Aceite Toyota Yaris',
        sku: 'FAC-2001',
        oem: '90915-YZZE1',
        alternativeSku: 'W 68/3',
        manufacturer: 'Mann-Filter',
        application: null,
      });
      // Other makers' numbers, as the seed writes them.
      await t.dataSource.query(
        `INSERT INTO product_cross_references (product_id, code_normalized, code, kind, brand)
         VALUES ($1, 'PH4967', 'PH4967', 'aftermarket', 'Fram'), ($1, '0986452058', '0 986 452 058', 'aftermarket', 'Bosch')`,
        [filter.id],
      );
      await addCompatibility(t.dataSource, filter, yaris, [2006, 2018]);
      await waitForVersion();
    });

    it("should list the product's own codes and other makers' on the product page, OEM first", async () => {
      const detail = await get<ProductBody>(`/api/products/${filter.id}`);
      expect(detail.equivalencias).toEqual([
        { codigo: '90915-YZZE1', tipo: 'oem', marca: null },
        { codigo: '0 986 452 058', tipo: 'aftermarket', marca: 'Bosch' },
        { codigo: 'PH4967', tipo: 'aftermarket', marca: 'Fram' },
        { codigo: 'W 68/3', tipo: 'aftermarket', marca: 'Mann-Filter' },
      ]);
      await expect(get<ProductBody>(`/api/products/${p.padsCorolla.id}`)).resolves.toMatchObject({ equivalencias: [] });
    });

    it('should find the product by any equivalent number, written with dashes, spaces, dots or in lowercase', async () => {
      for (const q of [
        'PH4967',
        'ph-4967',
        'ph 4967',
        '0 986 452 058',
        '0986-452-058',
        '0986.452.058',
        'w68/3',
        '90915yzze1',
      ]) {
        const body = await get<{ data: PageBody }>('/api/products/search', { q });
        expect({ q, first: body.data.products[0]?.id }).toEqual({ q, first: filter.id });
      }
      // An exact equivalent ranks after the products whose own code it is, ahead of prefix matches.
      const exact = await get<{ data: { products: { id: number; relevanceScore: number }[] } }>(
        '/api/products/search',
        {
          q: 'PH4967',
        },
      );
      expect(exact.data.products[0]).toMatchObject({ id: filter.id, relevanceScore: 900 });
      const prefix = await get<{ data: { products: { id: number; relevanceScore: number }[] } }>(
        '/api/products/search',
        {
          q: 'PH49',
        },
      );
      expect(prefix.data.products[0]).toMatchObject({ id: filter.id, relevanceScore: 800 });
      // With the vehicle filter, still found (it fits a Yaris 2012).
      const fitting = await get<{ data: PageBody }>('/api/products/search', {
        q: 'ph4967',
        ...yaris2012(),
        soloCompatibles: 'true',
      });
      expect(ids(fitting.data.products)).toEqual([filter.id]);
    });

    it('should suggest the product while an equivalent number is typed', async () => {
      const rows = await get<{ id: number; matchType: string }[]>('/api/products/suggestions', { q: '0986 452' });
      expect(rows).toEqual([expect.objectContaining({ id: filter.id, matchType: 'oem' })]);
    });

    it('should keep the copies of oem and the alternative code in step with any write, in the database', async () => {
      const codes = async (productId: number) =>
        (
          (await t.dataSource.query(
            `SELECT code, kind::text, brand, derived FROM product_cross_references WHERE product_id = $1 ORDER BY code`,
            [productId],
          )) as { code: string; kind: string; brand: string | null; derived: boolean }[]
        ).map((row) => `${row.kind}:${row.code}:${row.brand ?? '-'}:${row.derived ? 'copia' : 'propia'}`);
      expect(await codes(filter.id)).toEqual([
        'aftermarket:0 986 452 058:Bosch:propia',
        'oem:90915-YZZE1:-:copia',
        'aftermarket:PH4967:Fram:propia',
        'aftermarket:W 68/3:Mann-Filter:copia',
      ]);
      // Plain SQL, several rows in one statement: the new codes replace the old copies only.
      const other = await createProduct(t.dataSource, { sku: 'FAC-2002', oem: '15400-RTA-003', alternativeSku: null });
      await t.dataSource.query(
        `UPDATE products SET oem = CASE id WHEN $1 THEN '90915-10003' ELSE oem END,
           alternative_sku = CASE id WHEN $1 THEN NULL ELSE 'PH6017A' END, manufacturer = 'Fram'
         WHERE id IN ($1, $2)`,
        [filter.id, other.id],
      );
      expect(await codes(filter.id)).toEqual([
        'aftermarket:0 986 452 058:Bosch:propia',
        'oem:90915-10003:-:copia',
        'aftermarket:PH4967:Fram:propia',
      ]);
      expect(await codes(other.id)).toEqual(['oem:15400-RTA-003:-:copia', 'aftermarket:PH6017A:Fram:copia']);
      // A stock change leaves them alone; a code equal to one already there is not repeated.
      await t.dataSource.query(`UPDATE products SET stock = stock + 1, alternative_sku = 'PH-4967' WHERE id = $1`, [
        filter.id,
      ]);
      expect(await codes(filter.id)).toHaveLength(3);
      await waitForVersion();
      const searched = await get<{ data: PageBody }>('/api/products/search', { q: '90915-10003' });
      expect(ids(searched.data.products)[0]).toBe(filter.id);
      await expect(get<{ data: PageBody }>('/api/products/search', { q: '90915-YZZE1' })).resolves.toMatchObject({
        data: { pagination: { total: 0 } },
      });
      // Deleting the product deletes its numbers.
      await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [other.id]);
      await expect(codes(other.id)).resolves.toEqual([]);
    });
  });

  describe('soloCompatibles=true in every sort, with narrower filters', () => {
    // Its own category: the lists without a vehicle are the reference, filtered by what fits.
    const q: Record<string, Product> = {};
    let motor: Category;
    let encendido: Subcategory;

    beforeAll(async () => {
      const ds = t.dataSource;
      motor = await createCategory(ds, { name: 'Motor' });
      encendido = await createSubcategory(ds, motor, { name: 'Encendido' });
      const make = async (key: string, overrides: Partial<Product>) => {
        q[key] = await createProduct(ds, { categoryId: motor.id, subcategoryId: encendido.id, ...overrides });
        // Ratings set apart from the creation order, as the sorts by rating need.
        await ds.query(`UPDATE products SET rating_average = $2, rating_count = $3 WHERE id = $1`, [
          q[key].id,
          overrides.price ? (overrides.price % 5) + 0.5 : 0,
          Object.keys(q).length,
        ]);
      };
      await make('coil', { title: 'Bobina de Encendido Yaris', price: 5000, salePrice: 4000 });
      await make('plug', { title: 'Bujía Yaris 2012', price: 7003 });
      await make('spray', { title: 'Antihumedad Universal', price: 3001, salePrice: 2500, universalFit: true });
      await make('tester', {
        title: 'Zeta Probador de Chispa',
        price: 9004,
        universalFit: true,
        subcategoryId: null,
      });
      await make('cable', { title: 'Cable de Bujía Corolla', price: 1002, salePrice: 900 });
      await make('belt', { title: 'Correa sin Datos', price: 2004, subcategoryId: null });
      await addCompatibility(ds, q.coil, yaris, [2010, 2015]);
      await addCompatibility(ds, q.plug, yaris, [2012, 2012]);
      // Universal and compatible: listed once.
      await addCompatibility(ds, q.spray, yaris, [2011, 2013]);
      await addCompatibility(ds, q.cable, corolla, [2005, 2020]);
      await waitForVersion();
    });

    // Every page of `limit` 2 (and the one after the last), joined.
    const allPages = async (url: string, query: Record<string, string | number>) => {
      const found: number[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const body = await get<PageBody | { data: PageBody }>(url, { ...query, limit: 2, page });
        const { products, pagination } = 'data' in body ? body.data : body;
        total = pagination.total;
        found.push(...ids(products));
        if (products.length === 0) break;
      }
      return { ids: found, total };
    };

    it('should list what fits in the same order as the whole list, for every sort, page and vehicle', async () => {
      const universal = () => [q.spray.id, q.tester.id];
      const vehicles: [Record<string, number>, number[]][] = [
        [yaris2012(), [q.coil.id, q.plug.id, ...universal()]],
        // A year before any compatibility, a model without any, a model whose only part here is another's.
        [{ vehicleModelId: yaris.id, vehicleYear: 1990 }, universal()],
        [{ vehicleModelId: hilux.id, vehicleYear: 2015 }, universal()],
        [{ vehicleModelId: rio.id, vehicleYear: 2012 }, universal()],
      ];
      const filters: Record<string, string | number>[] = [
        { categoryId: motor.id },
        { subcategoryId: encendido.id },
        { categoryId: motor.id, subcategoryId: encendido.id, onSale: 'true' },
        { categoryId: motor.id, onSale: 'true' },
        { onSale: 'true' },
      ];
      for (const sort of PRODUCT_SORTS) {
        for (const filter of filters) {
          const whole = await allPages('/api/products', { ...filter, sort });
          for (const [vehicle, fits] of vehicles) {
            // Only this category's parts are on sale, so the fitting list holds nothing else.
            const fitting = await allPages('/api/products', { ...filter, ...vehicle, sort, soloCompatibles: 'true' });
            expect({ sort, filter, vehicle, ...fitting }).toEqual({
              sort,
              filter,
              vehicle,
              ids: whole.ids.filter((id) => fits.includes(id)),
              total: whole.ids.filter((id) => fits.includes(id)).length,
            });
          }
        }
        // Brand and model pages with the vehicle: what fits among their products (before any year, the universal).
        const toyotaFits = await allPages(`/api/brands/${toyota.id}/products`, {
          ...yaris2012(),
          sort,
          soloCompatibles: 'true',
        });
        const toyotaAll = await allPages(`/api/brands/${toyota.id}/products`, { sort });
        const yarisFits = new Set(
          ids((await get<PageBody>('/api/products', { ...yaris2012(), soloCompatibles: 'true', limit: 100 })).products),
        );
        expect(toyotaFits).toEqual({
          ids: toyotaAll.ids.filter((id) => yarisFits.has(id)),
          total: toyotaAll.ids.filter((id) => yarisFits.has(id)).length,
        });
        await expect(
          allPages(`/api/models/${yaris.id}/products`, {
            vehicleModelId: yaris.id,
            vehicleYear: 1990,
            sort,
            soloCompatibles: 'true',
          }),
        ).resolves.toEqual({ ids: [q.spray.id], total: 1 });
      }
    });

    it('should answer an empty list where nothing fits: a category, a subcategory, a model without parts', async () => {
      const queries: Record<string, string | number>[] = [
        { vehicleModelId: hilux.id, vehicleYear: 2015, categoryId: frenos.id },
        {
          vehicleModelId: yaris.id,
          vehicleYear: 1990,
          subcategoryId: encendido.id,
          onSale: 'false',
          categoryId: frenos.id,
        },
        { vehicleModelId: corolla.id, vehicleYear: 2001, categoryId: frenos.id, onSale: 'true' },
      ];
      for (const sort of PRODUCT_SORTS) {
        for (const query of queries) {
          await expect(allPages('/api/products', { ...query, sort, soloCompatibles: 'true' })).resolves.toEqual({
            ids: [],
            total: 0,
          });
        }
      }
    });
  });
});
