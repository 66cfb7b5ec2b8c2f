import request from 'supertest';
import { Brand } from '../../src/modules/catalog/brand.entity';
import { Category } from '../../src/modules/catalog/category.entity';
import { Product } from '../../src/modules/catalog/product.entity';
import { VehicleModel } from '../../src/modules/catalog/vehicle-model.entity';
import {
  addCompatibility,
  createBrand,
  createCategory,
  createModel,
  createProduct,
  createSubcategory,
  createSubSubcategory,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const idsOf = (products: { id: number }[]) => products.map((product) => product.id);

describe('Catalogue lists, brands and models', () => {
  let t: TestApp;
  let category: Category;
  let products: Product[];

  beforeAll(async () => {
    t = await createTestApp(__filename);
    category = await createCategory(t.dataSource, { name: 'Orden' });
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const rows: Partial<Product>[] = [
      { title: 'Bomba de Agua', price: 30000, ratingAverage: 4.5, ratingCount: 2, createdAt: day(3) },
      { title: 'Alternador', price: 150000, ratingAverage: 3, ratingCount: 9, createdAt: day(5) },
      { title: 'Correa', price: 30000, ratingAverage: 5, ratingCount: 1, createdAt: day(1), featured: true },
      { title: 'Ábside Radiador', price: 9990, ratingAverage: 4.5, ratingCount: 7, createdAt: day(4) },
      { title: 'Disco', price: 45000, ratingAverage: 0, ratingCount: 0, createdAt: day(2) },
    ];
    products = [];
    for (const row of rows) products.push(await createProduct(t.dataSource, { ...row, categoryId: category.id }));
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/products sort', () => {
    const list = async (query: Record<string, string | number>) =>
      (
        await request(t.server)
          .get('/api/products')
          .query({ categoryId: category.id, ...query })
          .expect(200)
      ).body as { products: { id: number; titulo: string }[]; pagination: Record<string, number> };
    const titles = async (sort?: string) =>
      (await list(sort ? { sort } : {})).products.map((product) => product.titulo);

    it('should default to relevance: featured first, then newest', async () => {
      await expect(titles()).resolves.toEqual(['Correa', 'Alternador', 'Ábside Radiador', 'Bomba de Agua', 'Disco']);
      await expect(titles('relevance')).resolves.toEqual(await titles());
    });

    it('should sort by date, price, rating and name, with id breaking ties', async () => {
      await expect(titles('newest')).resolves.toEqual([
        'Alternador',
        'Ábside Radiador',
        'Bomba de Agua',
        'Disco',
        'Correa',
      ]);
      await expect(titles('oldest')).resolves.toEqual([
        'Correa',
        'Disco',
        'Bomba de Agua',
        'Ábside Radiador',
        'Alternador',
      ]);
      // Bomba and Correa cost the same: the lower id first going up, the higher id first going down.
      await expect(titles('price-low')).resolves.toEqual([
        'Ábside Radiador',
        'Bomba de Agua',
        'Correa',
        'Disco',
        'Alternador',
      ]);
      await expect(titles('price-high')).resolves.toEqual([
        'Alternador',
        'Disco',
        'Correa',
        'Bomba de Agua',
        'Ábside Radiador',
      ]);
      // 4.5 twice: more reviews first.
      await expect(titles('rating')).resolves.toEqual([
        'Correa',
        'Ábside Radiador',
        'Bomba de Agua',
        'Alternador',
        'Disco',
      ]);
      // Accent-insensitive: 'Ábside' sorts as 'abside'.
      await expect(titles('name-az')).resolves.toEqual([
        'Ábside Radiador',
        'Alternador',
        'Bomba de Agua',
        'Correa',
        'Disco',
      ]);
      await expect(titles('name-za')).resolves.toEqual([
        'Disco',
        'Correa',
        'Bomba de Agua',
        'Alternador',
        'Ábside Radiador',
      ]);
    });

    it('should page every sort without repeating or skipping a product', async () => {
      for (const sort of ['relevance', 'newest', 'oldest', 'price-low', 'price-high', 'rating', 'name-az', 'name-za']) {
        const all = idsOf((await list({ sort, limit: 5 })).products);
        const paged: number[] = [];
        for (let page = 1; page <= 3; page++) paged.push(...idsOf((await list({ sort, limit: 2, page })).products));
        expect(paged).toEqual(all);
      }
      await expect(list({ limit: 2, page: 3 })).resolves.toMatchObject({
        pagination: { total: 5, page: 3, limit: 2, totalPages: 3 },
      });
    });

    it('should reject an unknown sort with 400', async () => {
      const response = await request(t.server).get('/api/products').query({ sort: 'cheapest' }).expect(400);
      expect(response.body.message).toBe('Los datos enviados no son válidos');
      expect(response.body.errors).toEqual([
        'El orden debe ser uno de estos valores: relevance, newest, oldest, price-low, price-high, rating, name-az o name-za',
      ]);
    });

    it('should filter by subcategory and sub-subcategory', async () => {
      const sub = await createSubcategory(t.dataSource, category, { name: 'Sub Orden' });
      const leaf = await createSubSubcategory(t.dataSource, category, sub, { name: 'Hoja Orden' });
      const inLeaf = await createProduct(t.dataSource, {
        categoryId: category.id,
        subcategoryId: sub.id,
        subSubcategoryId: leaf.id,
      });
      await expect(list({ subcategoryId: sub.id })).resolves.toMatchObject({
        products: [{ id: inLeaf.id }],
        pagination: { total: 1 },
      });
      await expect(list({ subSubcategoryId: leaf.id })).resolves.toMatchObject({ products: [{ id: inLeaf.id }] });
    });
  });

  describe('brands and models', () => {
    let kia: Brand;
    let audi: Brand;
    let rio: VehicleModel;
    let morning: VehicleModel;
    let fitsBoth: Product;
    let fitsRio: Product;

    beforeAll(async () => {
      kia = await createBrand(t.dataSource, { name: 'Kia' });
      audi = await createBrand(t.dataSource, { name: 'Audi' });
      rio = await createModel(t.dataSource, kia, { name: 'Rio' });
      morning = await createModel(t.dataSource, kia, { name: 'Morning' });
      fitsBoth = await createProduct(t.dataSource, { title: 'Filtro de Aire Kia Rio / Morning', price: 8990 });
      fitsRio = await createProduct(t.dataSource, { title: 'Pastillas de Freno Kia Rio', price: 19990 });
      await addCompatibility(t.dataSource, fitsBoth, rio, [2012, 2017]);
      await addCompatibility(t.dataSource, fitsBoth, rio, [2018, 2022]);
      await addCompatibility(t.dataSource, fitsBoth, morning);
      await addCompatibility(t.dataSource, fitsRio, rio);
    });

    it('GET /api/brands should list brands by name with their model count', async () => {
      const response = await request(t.server).get('/api/brands').expect(200);
      expect(response.body).toEqual({
        success: true,
        data: [
          { id: audi.id, name: 'Audi', modelCount: 0 },
          { id: kia.id, name: 'Kia', modelCount: 2 },
        ],
      });
    });

    it('GET /api/brands/:id/models should list models with their product count', async () => {
      const response = await request(t.server).get(`/api/brands/${kia.id}/models`).expect(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          models: [
            { id: morning.id, name: 'Morning', productCount: 1 },
            { id: rio.id, name: 'Rio', productCount: 2 },
          ],
          brand: { id: kia.id, name: 'Kia' },
        },
      });
    });

    it('GET /api/brands/:id/products should list each compatible product once, 12 per page by default', async () => {
      const response = await request(t.server).get(`/api/brands/${kia.id}/products`).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        data: { pagination: { total: 2, page: 1, limit: 12, totalPages: 1 }, brand: { id: kia.id, name: 'Kia' } },
      });
      expect(idsOf(response.body.data.products).sort()).toEqual([fitsBoth.id, fitsRio.id].sort());
      const cheap = await request(t.server).get(`/api/brands/${kia.id}/products?sort=price-low&limit=1&page=2`);
      expect(idsOf(cheap.body.data.products)).toEqual([fitsRio.id]);
      const none = await request(t.server).get(`/api/brands/${audi.id}/products`).expect(200);
      expect(none.body.data).toMatchObject({ products: [], pagination: { total: 0, totalPages: 0 } });
    });

    it('GET /api/models/:id/products should list the model products with brand and model', async () => {
      const response = await request(t.server).get(`/api/models/${morning.id}/products`).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        data: {
          pagination: { total: 1, page: 1, limit: 10, totalPages: 1 },
          brand: { id: kia.id, name: 'Kia' },
          model: { id: morning.id, name: 'Morning', brandId: kia.id },
        },
      });
      expect(idsOf(response.body.data.products)).toEqual([fitsBoth.id]);
      expect(response.body.data.products[0]).toMatchObject({ titulo: fitsBoth.title, precio: 8990 });
    });

    it('GET /api/models/:id/products/search should search among the model products only', async () => {
      const response = await request(t.server).get(`/api/models/${rio.id}/products/search?q=freno kia`).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        data: {
          searchTerm: 'freno kia',
          totalResults: 1,
          products: [{ id: fitsRio.id, titulo: fitsRio.title, relevanceScore: expect.any(Number) }],
          modelInfo: { id: rio.id, name: 'Rio', brand: { id: kia.id, name: 'Kia' } },
        },
      });
      const all = await request(t.server).get(`/api/models/${rio.id}/products/search?q=kia`).expect(200);
      expect(all.body.data.totalResults).toBe(2);
      const other = await request(t.server).get(`/api/models/${morning.id}/products/search?q=freno`).expect(200);
      expect(other.body.data).toMatchObject({ totalResults: 0, products: [] });
      const typo = await request(t.server).get(`/api/models/${morning.id}/products/search?q=filtor`).expect(200);
      expect(typo.body.data.products.map((product: { id: number }) => product.id)).toEqual([fitsBoth.id]);
    });

    it('should answer the spec errors for brands and models', async () => {
      const cases: [string, number, string][] = [
        ['/api/brands/999999/models', 404, 'Marca no encontrada'],
        ['/api/brands/999999/products', 404, 'Marca no encontrada'],
        ['/api/brands/abc/models', 400, 'ID de marca inválido'],
        ['/api/brands/0/products', 400, 'ID de marca inválido'],
        ['/api/brands/99999999999/products', 400, 'ID de marca inválido'],
        ['/api/models/999999/products', 404, 'Modelo no encontrado'],
        ['/api/models/999999/products/search?q=freno', 404, 'Modelo no encontrado'],
        ['/api/models/x1/products', 400, 'ID de modelo inválido'],
        ['/api/models/x1/products/search?q=freno', 400, 'ID de modelo inválido'],
        [`/api/models/${rio.id}/products/search?q=f`, 400, 'La búsqueda debe tener al menos 2 caracteres'],
        [`/api/models/${rio.id}/products/search`, 400, 'La búsqueda debe tener al menos 2 caracteres'],
      ];
      for (const [url, status, message] of cases) {
        const response = await request(t.server).get(url);
        expect({ url, status: response.status, body: response.body }).toEqual({
          url,
          status,
          body: { success: false, message },
        });
      }
    });
  });
});
