import request from 'supertest';
import { Compatibility } from '../../src/modules/catalog/compatibility.entity';
import { Brand } from '../../src/modules/catalog/brand.entity';
import { VehicleModel } from '../../src/modules/catalog/vehicle-model.entity';
import { createCategory, createProduct, createSubcategory, createSubSubcategory } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('Catalogue (foundation calls)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/categories', () => {
    it('should list categories with subcategories and sub-subcategories, including those directly under a category', async () => {
      const category = await createCategory(t.dataSource, { name: 'Frenos', image: '/demo-images/frenos.svg' });
      const subcategory = await createSubcategory(t.dataSource, category, { name: 'Pastillas' });
      const nested = await createSubSubcategory(t.dataSource, category, subcategory, { name: 'Pastillas cerámicas' });
      const direct = await createSubSubcategory(t.dataSource, category, null, { name: 'Líquido de frenos' });

      const response = await request(t.server).get('/api/categories').expect(200);
      const frenos = response.body.find((item: { id: number }) => item.id === category.id);
      expect(frenos).toMatchObject({
        id: category.id,
        nombre: 'Frenos',
        imagen: '/demo-images/frenos.svg',
        subcategorias: [
          {
            id: subcategory.id,
            nombre: 'Pastillas',
            categoriaId: category.id,
            subSubcategorias: [{ id: nested.id, nombre: 'Pastillas cerámicas', subcategoriaId: subcategory.id }],
          },
        ],
      });
      expect(frenos.subSubcategorias).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: direct.id, nombre: 'Líquido de frenos', subcategoriaId: null }),
          expect.objectContaining({ id: nested.id, subcategoriaId: subcategory.id }),
        ]),
      );
      expect(typeof frenos.fechaCreacion).toBe('string');
    });

    it('should return one category by id, 404 when missing and 400 "ID inválido" when not numeric', async () => {
      const category = await createCategory(t.dataSource, { name: 'Motor' });
      await request(t.server)
        .get(`/api/categories/${category.id}`)
        .expect(200)
        .expect((res) => expect(res.body.nombre).toBe('Motor'));
      const missing = await request(t.server).get('/api/categories/999999').expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Categoría no encontrada' });
      const invalid = await request(t.server).get('/api/categories/abc').expect(400);
      expect(invalid.body).toEqual({ success: false, message: 'ID inválido' });
    });
  });

  describe('products', () => {
    it('should return a product with the spec wire fields, images as imagenPrincipal..imagen5 and compatibilities', async () => {
      const category = await createCategory(t.dataSource, { name: 'Encendido' });
      const product = await createProduct(t.dataSource, {
        title: 'Bujía Iridium Toyota',
        sku: 'BKR6E-11',
        oem: '90919-01253',
        categoryId: category.id,
        images: ['/demo-images/bujia.svg', '/demo-images/bujia-2.svg'],
        stock: 4,
        price: 8990,
      });
      const brand = await t.dataSource.getRepository(Brand).save({ name: 'Toyota' });
      const model = await t.dataSource.getRepository(VehicleModel).save({ name: 'Yaris', brandId: brand.id });
      await t.dataSource
        .getRepository(Compatibility)
        .save({ productId: product.id, modelId: model.id, yearFrom: 2006, yearTo: 2013 });

      const response = await request(t.server).get(`/api/products/${product.id}`).expect(200);
      expect(response.body).toMatchObject({
        id: product.id,
        titulo: 'Bujía Iridium Toyota',
        tituloInsensible: 'bujia iridium toyota',
        precio: 8990,
        sku: 'BKR6E-11',
        oem: '90919-01253',
        existencias: 4,
        categoriaId: category.id,
        categoria: { id: category.id, nombre: 'Encendido' },
        imagenes: { imagenPrincipal: '/demo-images/bujia.svg', imagen2: '/demo-images/bujia-2.svg', imagen3: null },
        compatibilidades: [{ marca: 'Toyota', modelo: 'Yaris', anos: '2006-2013', productId: product.id }],
        calificacion: { productoId: product.id, puntuacion: 0, cantidad: 0 },
      });
    });

    it('should answer the spec messages for a missing product and a non-numeric id', async () => {
      const missing = await request(t.server).get('/api/products/987654').expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Producto no encontrado' });
      const invalid = await request(t.server).get('/api/products/abc').expect(400);
      expect(invalid.body).toEqual({ success: false, message: 'ID de producto inválido' });
    });

    it('should list featured products only', async () => {
      const featured = await createProduct(t.dataSource, { featured: true });
      const plain = await createProduct(t.dataSource, { featured: false });
      const response = await request(t.server).get('/api/products/featured').expect(200);
      const ids = response.body.map((item: { id: number }) => item.id);
      expect(ids).toContain(featured.id);
      expect(ids).not.toContain(plain.id);
    });

    it('should page and filter the product list', async () => {
      const category = await createCategory(t.dataSource, { name: 'Suspensión' });
      for (let i = 0; i < 3; i++)
        await createProduct(t.dataSource, { categoryId: category.id, title: `Amortiguador ${i}` });
      const page = await request(t.server).get(`/api/products?categoryId=${category.id}&page=2&limit=2`).expect(200);
      expect(page.body.pagination).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
      expect(page.body.products).toHaveLength(1);

      const bySearch = await request(t.server).get('/api/products?search=AMORTIGUADOR 1').expect(200);
      expect(bySearch.body.products.map((item: { titulo: string }) => item.titulo)).toEqual(['Amortiguador 1']);
    });

    it('should find a product by SKU or OEM written without dashes', async () => {
      const product = await createProduct(t.dataSource, { sku: 'D1060-ED50A', oem: '04465-0D140' });
      const bySku = await request(t.server).get('/api/products?search=d1060ed50a').expect(200);
      expect(bySku.body.products.map((item: { id: number }) => item.id)).toEqual([product.id]);
      const byOem = await request(t.server).get('/api/products?search=044650D140').expect(200);
      expect(byOem.body.products.map((item: { id: number }) => item.id)).toEqual([product.id]);
    });

    it('should reject an out-of-range limit with 400 and the list of broken rules', async () => {
      const response = await request(t.server).get('/api/products?limit=1000').expect(400);
      expect(response.body).toMatchObject({ success: false, message: 'Los datos enviados no son válidos' });
      expect(response.body.errors).toEqual(['La cantidad de resultados no puede ser mayor que 100']);
    });
  });
});
