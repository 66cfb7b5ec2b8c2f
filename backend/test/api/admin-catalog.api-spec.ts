import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { Category } from '../../src/modules/catalog/category.entity';
import { Product } from '../../src/modules/catalog/product.entity';
import { SubSubcategory } from '../../src/modules/catalog/sub-subcategory.entity';
import { Subcategory } from '../../src/modules/catalog/subcategory.entity';
import { OrderItem } from '../../src/modules/orders/order-item.entity';
import { fromNewIp, signIn } from '../support/auth';
import { createCategoryTree, filedUnder } from '../support/category-tree';
import { createCategory, createProduct, createSubcategory, createSubSubcategory } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const INVALID = 'Los datos enviados no son válidos';
const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };
const error = (message: string) => ({ success: false, message });
const invalid = (...errors: string[]) => ({ success: false, message: INVALID, errors });

/** One entry of the product form's images field. */
const image = (url: string, isMain = false) => ({ id: 1, url, productId: 0, isMain });

describe('Admin catalogue', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let customer: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    customer = (await signIn(t, UserRole.CUSTOMER)).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => request(t.server);
  /** Requests carrying the administrator's token. */
  const asAdmin = {
    get: (path: string) => api().get(path).set(admin),
    post: (path: string) => api().post(path).set(admin),
    put: (path: string) => api().put(path).set(admin),
    delete: (path: string) => api().delete(path).set(admin),
  };

  describe('guards', () => {
    it.each([
      ['POST', '/api/categories'],
      ['PUT', '/api/categories/1'],
      ['DELETE', '/api/categories/1'],
      ['POST', '/api/subcategories'],
      ['PUT', '/api/subcategories/1'],
      ['DELETE', '/api/subcategories/1'],
      ['POST', '/api/subsubcategories'],
      ['PUT', '/api/subsubcategories/1'],
      ['DELETE', '/api/subsubcategories/1'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
      ['GET', '/api/admin/products'],
    ])('should answer %s %s with 401 without a token and 403 to a customer', async (method, path) => {
      const call = (auth?: { Authorization: string }) => {
        const test = api()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        return auth ? test.set(auth) : test;
      };
      await call().expect(401, NOT_AUTHENTICATED);
      await call(customer).expect(403, FORBIDDEN);
    });

    it('should keep the catalogue reads public', async () => {
      const { category, subcategory, subSubcategory: nested } = await createCategoryTree(t.dataSource);
      await api().get(`/api/categories/${category.id}`).expect(200);
      await api().get(`/api/subcategories?categoryId=${category.id}`).expect(200);
      await api().get(`/api/subcategories/${subcategory.id}`).expect(200);
      await api().get(`/api/subsubcategories?subcategoryId=${subcategory.id}`).expect(200);
      await api().get(`/api/subsubcategories/${nested.id}`).expect(200);
    });
  });

  describe('POST /api/categories', () => {
    it('should create a category from a multipart form with an image URL, visible to the storefront at once', async () => {
      const before = await api().get('/api/categories').expect(200);
      const { body } = await asAdmin
        .post('/api/categories')
        .field('name', '  Frenos  ')
        .field('image', 'https://cdn.example.cl/frenos.jpg')
        .expect(201);
      expect(body).toEqual({
        id: expect.any(Number),
        nombre: 'Frenos',
        imagen: 'https://cdn.example.cl/frenos.jpg',
        subcategorias: [],
        subSubcategorias: [],
        fechaCreacion: expect.any(String),
        fechaActualizacion: expect.any(String),
      });
      const after = await api().get('/api/categories').expect(200);
      expect(after.body).toHaveLength(before.body.length + 1);
      expect(after.body).toContainEqual(body);
    });

    it('should accept a JSON body and a site path as the image', async () => {
      const { body } = await asAdmin
        .post('/api/categories')
        .send({ name: 'Motor', image: '/demo-images/motor.svg' })
        .expect(201);
      expect(body).toMatchObject({ nombre: 'Motor', imagen: '/demo-images/motor.svg' });
    });

    it("should answer 'La imagen es obligatoria' without a file or a URL", async () => {
      await asAdmin.post('/api/categories').field('name', 'Sin imagen').expect(400, error('La imagen es obligatoria'));
      await asAdmin
        .post('/api/categories')
        .send({ name: 'Sin imagen', image: '   ' })
        .expect(400, error('La imagen es obligatoria'));
    });

    it('should refuse image addresses that are not http(s) URLs or site paths', async () => {
      for (const url of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA', 'x.png']) {
        await asAdmin
          .post('/api/categories')
          .send({ name: 'Mala imagen', image: url })
          .expect(400, error('La URL de la imagen debe empezar con http://, https:// o / (una ruta del sitio)'));
      }
      await expect(t.dataSource.getRepository(Category).countBy({ name: 'Mala imagen' })).resolves.toBe(0);
    });

    it('should validate the name: required and at most 100 characters', async () => {
      await asAdmin.post('/api/categories').send({ image: '/a.png' }).expect(400, invalid('El nombre es obligatorio'));
      await asAdmin
        .post('/api/categories')
        .field('name', '   ')
        .field('image', '/a.png')
        .expect(400, invalid('El nombre es obligatorio'));
      await asAdmin
        .post('/api/categories')
        .send({ name: 'x'.repeat(101), image: '/a.png' })
        .expect(400, invalid('El nombre no puede superar los 100 caracteres'));
    });

    it("should answer 409 'Ya existe una categoría con ese nombre' ignoring case and spaces", async () => {
      await createCategory(t.dataSource, { name: 'Suspensión' });
      await asAdmin
        .post('/api/categories')
        .send({ name: ' SUSPENSIÓN ', image: '/a.png' })
        .expect(409, error('Ya existe una categoría con ese nombre'));
    });
  });

  describe('PUT /api/categories/:id', () => {
    it('should rename a category and change its image; the storefront sees it even after reading it before', async () => {
      const category = await createCategory(t.dataSource, { name: 'Filtros', image: '/demo-images/filtros.svg' });
      await api()
        .get(`/api/categories/${category.id}`)
        .expect(200)
        .expect((res) => expect(res.body.nombre).toBe('Filtros'));
      const { body } = await asAdmin
        .put(`/api/categories/${category.id}`)
        .field('name', 'Filtros y aceites')
        .field('image', 'https://cdn.example.cl/filtros.png')
        .expect(200);
      expect(body).toMatchObject({
        id: category.id,
        nombre: 'Filtros y aceites',
        imagen: 'https://cdn.example.cl/filtros.png',
      });
      await api()
        .get(`/api/categories/${category.id}`)
        .expect(200)
        .expect((res) => expect(res.body).toEqual(body));
    });

    it('should change only the fields given (a blank image keeps the stored one)', async () => {
      const category = await createCategory(t.dataSource, { name: 'Embrague', image: '/demo-images/embrague.svg' });
      const { body } = await asAdmin
        .put(`/api/categories/${category.id}`)
        .field('name', 'Embragues')
        .field('image', '')
        .expect(200);
      expect(body).toMatchObject({ nombre: 'Embragues', imagen: '/demo-images/embrague.svg' });
      const renamed = await asAdmin.put(`/api/categories/${category.id}`).send({ image: '/b.png' }).expect(200);
      expect(renamed.body).toMatchObject({ nombre: 'Embragues', imagen: '/b.png' });
    });

    it('should answer 404, 400 for a non-numeric id, 409 for a taken name and 400 for an empty name', async () => {
      await asAdmin.put('/api/categories/999999').send({ name: 'Nada' }).expect(404, error('Categoría no encontrada'));
      await asAdmin.put('/api/categories/abc').send({ name: 'Nada' }).expect(400, error('ID inválido'));
      const first = await createCategory(t.dataSource, { name: 'Escape' });
      const second = await createCategory(t.dataSource, { name: 'Refrigeración' });
      await asAdmin
        .put(`/api/categories/${second.id}`)
        .send({ name: 'escape' })
        .expect(409, error('Ya existe una categoría con ese nombre'));
      await asAdmin
        .put(`/api/categories/${first.id}`)
        .send({ name: '' })
        .expect(400, invalid('El nombre es obligatorio'));
      // Its own name in other capitals is no conflict.
      await asAdmin.put(`/api/categories/${first.id}`).send({ name: 'ESCAPE' }).expect(200);
    });
  });

  describe('DELETE /api/categories/:id', () => {
    it('should answer 409 with the number of products, never a database error', async () => {
      const category = await createCategory(t.dataSource, { name: 'Con productos' });
      await createProduct(t.dataSource, { categoryId: category.id });
      await asAdmin
        .delete(`/api/categories/${category.id}`)
        .expect(409, error('No se puede eliminar la categoría porque tiene 1 producto asociado'));
      await createProduct(t.dataSource, { categoryId: category.id });
      await asAdmin
        .delete(`/api/categories/${category.id}`)
        .expect(409, error('No se puede eliminar la categoría porque tiene 2 productos asociados'));
      await expect(t.dataSource.getRepository(Category).existsBy({ id: category.id })).resolves.toBe(true);
    });

    it('should delete an empty category with its subcategories and sub-subcategories', async () => {
      const { category } = await createCategoryTree(t.dataSource, { category: 'Carrocería' });
      await createSubSubcategory(t.dataSource, category, null);
      await api().get(`/api/categories/${category.id}`).expect(200);

      await asAdmin.delete(`/api/categories/${category.id}`).expect(200, { success: true });
      await api().get(`/api/categories/${category.id}`).expect(404, error('Categoría no encontrada'));
      await expect(t.dataSource.getRepository(Subcategory).countBy({ categoryId: category.id })).resolves.toBe(0);
      await expect(t.dataSource.getRepository(SubSubcategory).countBy({ categoryId: category.id })).resolves.toBe(0);
      await asAdmin.delete(`/api/categories/${category.id}`).expect(404, error('Categoría no encontrada'));
      await asAdmin.delete('/api/categories/0').expect(400, error('ID inválido'));
    });
  });

  describe('subcategories', () => {
    it('should create one from a multipart form and list it under its category', async () => {
      const category = await createCategory(t.dataSource, { name: 'Frenado' });
      const { body } = await asAdmin
        .post('/api/subcategories')
        .field('name', 'Pastillas')
        .field('categoryId', String(category.id))
        .expect(201);
      expect(body).toEqual({
        id: expect.any(Number),
        nombre: 'Pastillas',
        categoriaId: category.id,
        subSubcategorias: [],
        fechaCreacion: expect.any(String),
        fechaActualizacion: expect.any(String),
      });
      await api().get(`/api/subcategories/${body.id}`).expect(200, body);
      await api().get(`/api/subcategories?categoryId=${category.id}`).expect(200, [body]);
      const all = await api().get('/api/subcategories').expect(200);
      expect(all.body).toContainEqual(body);
      const tree = await api().get(`/api/categories/${category.id}`).expect(200);
      expect(tree.body.subcategorias).toEqual([expect.objectContaining({ id: body.id, nombre: 'Pastillas' })]);
    });

    it('should accept JSON and list its sub-subcategories with their timestamps', async () => {
      const category = await createCategory(t.dataSource);
      const { body } = await asAdmin
        .post('/api/subcategories')
        .send({ name: 'Discos', categoryId: category.id })
        .expect(201);
      const nested = await createSubSubcategory(t.dataSource, category, { id: body.id } as Subcategory, {
        name: 'Discos ventilados',
      });
      const { body: read } = await api().get(`/api/subcategories/${body.id}`).expect(200);
      expect(read.subSubcategorias).toEqual([
        {
          id: nested.id,
          nombre: 'Discos ventilados',
          categoriaId: category.id,
          subcategoriaId: body.id,
          fechaCreacion: nested.createdAt.toISOString(),
          fechaActualizacion: nested.updatedAt.toISOString(),
        },
      ]);
    });

    it('should answer the form messages for the category and the name', async () => {
      await asAdmin
        .post('/api/subcategories')
        .field('name', 'Sin categoría')
        .expect(400, error('Debes seleccionar una categoría'));
      await asAdmin
        .post('/api/subcategories')
        .send({ name: 'Sin categoría', categoryId: '' })
        .expect(400, error('Debes seleccionar una categoría'));
      await asAdmin
        .post('/api/subcategories')
        .send({ name: 'Huérfana', categoryId: 999999 })
        .expect(400, error('La categoría no existe'));
      await asAdmin
        .post('/api/subcategories')
        .field('name', 'Huérfana')
        .field('categoryId', 'abc')
        .expect(400, invalid('La categoría no existe'));
      const category = await createCategory(t.dataSource);
      await asAdmin
        .post('/api/subcategories')
        .send({ categoryId: category.id })
        .expect(400, invalid('El nombre es obligatorio'));
    });

    it('should keep names unique within a category (ignoring case and accents) but not across categories', async () => {
      const first = await createCategory(t.dataSource);
      const second = await createCategory(t.dataSource);
      await createSubcategory(t.dataSource, first, { name: 'Bujías' });
      await asAdmin
        .post('/api/subcategories')
        .send({ name: 'BUJIAS', categoryId: first.id })
        .expect(409, error('Ya existe una subcategoría con ese nombre en la categoría'));
      await asAdmin.post('/api/subcategories').send({ name: 'Bujías', categoryId: second.id }).expect(201);
    });

    it('should answer 404 and 400 for unknown and non-numeric ids', async () => {
      await api().get('/api/subcategories/999999').expect(404, error('Subcategoría no encontrada'));
      await api().get('/api/subcategories/abc').expect(400, error('ID inválido'));
      await asAdmin.put('/api/subcategories/999999').send({ name: 'x' }).expect(404);
      await asAdmin.delete('/api/subcategories/999999').expect(404, error('Subcategoría no encontrada'));
    });

    it('should rename and move a subcategory, taking its sub-subcategories and products along', async () => {
      const { subcategory, subSubcategory: nested } = await createCategoryTree(t.dataSource, {
        subcategory: 'Amortiguadores',
      });
      const to = await createCategory(t.dataSource);
      const product = await createProduct(t.dataSource, filedUnder(nested));

      const { body } = await asAdmin
        .put(`/api/subcategories/${subcategory.id}`)
        .field('name', 'Amortiguación')
        .field('categoryId', String(to.id))
        .expect(200);
      expect(body).toMatchObject({ id: subcategory.id, nombre: 'Amortiguación', categoriaId: to.id });
      expect(body.subSubcategorias).toEqual([expect.objectContaining({ id: nested.id, categoriaId: to.id })]);
      const moved = await api().get(`/api/products/${product.id}`).expect(200);
      expect(moved.body).toMatchObject({
        categoriaId: to.id,
        subcategoriaId: subcategory.id,
        subSubcategoriaId: nested.id,
      });

      await asAdmin
        .put(`/api/subcategories/${subcategory.id}`)
        .send({ categoryId: '' })
        .expect(400, error('Debes seleccionar una categoría'));
      await asAdmin
        .put(`/api/subcategories/${subcategory.id}`)
        .send({ categoryId: 999999 })
        .expect(400, error('La categoría no existe'));
    });

    it('should refuse to delete a subcategory its products use, and delete an empty one with its sub-subcategories', async () => {
      const { category, subcategory: used, subSubcategory: usedNested } = await createCategoryTree(t.dataSource);
      await createProduct(t.dataSource, { categoryId: category.id, subcategoryId: used.id });
      await createProduct(t.dataSource, filedUnder(usedNested));
      await asAdmin
        .delete(`/api/subcategories/${used.id}`)
        .expect(409, error('No se puede eliminar la subcategoría porque tiene 2 productos asociados'));

      const empty = await createSubcategory(t.dataSource, category);
      const emptyNested = await createSubSubcategory(t.dataSource, category, empty);
      await asAdmin.delete(`/api/subcategories/${empty.id}`).expect(200, { success: true });
      await api().get(`/api/subcategories/${empty.id}`).expect(404);
      await api().get(`/api/subsubcategories/${emptyNested.id}`).expect(404);
    });
  });

  describe('sub-subcategories', () => {
    it("should create one under a subcategory, taking the subcategory's category", async () => {
      const category = await createCategory(t.dataSource);
      const subcategory = await createSubcategory(t.dataSource, category);
      const { body } = await asAdmin
        .post('/api/subsubcategories')
        .field('name', 'Pastillas cerámicas')
        .field('subcategoryId', String(subcategory.id))
        .expect(201);
      expect(body).toEqual({
        id: expect.any(Number),
        nombre: 'Pastillas cerámicas',
        categoriaId: category.id,
        subcategoriaId: subcategory.id,
        fechaCreacion: expect.any(String),
        fechaActualizacion: expect.any(String),
      });
      await api().get(`/api/subsubcategories/${body.id}`).expect(200, body);
      await api().get(`/api/subsubcategories?subcategoryId=${subcategory.id}`).expect(200, [body]);
      await api().get(`/api/subsubcategories?categoryId=${category.id}`).expect(200, [body]);
      const tree = await api().get(`/api/categories/${category.id}`).expect(200);
      expect(tree.body.subcategorias[0].subSubcategorias).toEqual([expect.objectContaining({ id: body.id })]);
    });

    it('should answer the form messages for the subcategory, the name and duplicates', async () => {
      await asAdmin
        .post('/api/subsubcategories')
        .send({ name: 'Sin padre' })
        .expect(400, error('Debes seleccionar una subcategoría'));
      await asAdmin
        .post('/api/subsubcategories')
        .send({ name: 'Sin padre', subcategoryId: 999999 })
        .expect(400, error('La subcategoría no existe'));
      const category = await createCategory(t.dataSource);
      const subcategory = await createSubcategory(t.dataSource, category);
      await asAdmin
        .post('/api/subsubcategories')
        .send({ subcategoryId: subcategory.id, name: 'x'.repeat(101) })
        .expect(400, invalid('El nombre no puede superar los 100 caracteres'));
      await createSubSubcategory(t.dataSource, category, subcategory, { name: 'Líquido de frenos' });
      await asAdmin
        .post('/api/subsubcategories')
        .send({ name: 'liquido de frenos', subcategoryId: subcategory.id })
        .expect(409, error('Ya existe una sub-subcategoría con ese nombre en la subcategoría'));
      await api().get('/api/subsubcategories/999999').expect(404, error('Sub-subcategoría no encontrada'));
      await api().get('/api/subsubcategories/x1').expect(400, error('ID inválido'));
    });

    it('should move one to another subcategory with its products, and delete it only without products', async () => {
      const { subSubcategory: nested } = await createCategoryTree(t.dataSource, { subSubcategory: 'Correas' });
      const second = await createCategory(t.dataSource);
      const to = await createSubcategory(t.dataSource, second);
      const product = await createProduct(t.dataSource, filedUnder(nested));

      const { body } = await asAdmin
        .put(`/api/subsubcategories/${nested.id}`)
        .send({ name: 'Correas de distribución', subcategoryId: to.id })
        .expect(200);
      expect(body).toMatchObject({
        id: nested.id,
        nombre: 'Correas de distribución',
        categoriaId: second.id,
        subcategoriaId: to.id,
      });
      const moved = await api().get(`/api/products/${product.id}`).expect(200);
      expect(moved.body).toMatchObject({ categoriaId: second.id, subcategoriaId: to.id, subSubcategoriaId: nested.id });
      await asAdmin
        .put(`/api/subsubcategories/${nested.id}`)
        .send({ subcategoryId: null })
        .expect(400, error('Debes seleccionar una subcategoría'));

      await asAdmin
        .delete(`/api/subsubcategories/${nested.id}`)
        .expect(409, error('No se puede eliminar la sub-subcategoría porque tiene 1 producto asociado'));
      await t.dataSource.getRepository(Product).delete(product.id);
      await asAdmin.delete(`/api/subsubcategories/${nested.id}`).expect(200, { success: true });
      await asAdmin.delete(`/api/subsubcategories/${nested.id}`).expect(404);
    });
  });

  describe('POST /api/products', () => {
    it('should create a product from the multipart form and answer it like GET /products/:id', async () => {
      const names = { category: 'Frenos delanteros', subcategory: 'Pastillas', subSubcategory: 'Cerámicas' };
      const { category, subcategory, subSubcategory: nested } = await createCategoryTree(t.dataSource, names);
      const { body } = await asAdmin
        .post('/api/products')
        .field('title', 'Pastillas de Freno Cerámicas Yaris')
        .field('description', 'Juego de 4 pastillas.')
        .field('price', '24990.6')
        .field('salePrice', '19990')
        .field('sku', 'ADM-7781')
        .field('stock', '7')
        .field('categoryId', String(category.id))
        .field('subSubcategoryId', String(nested.id))
        .field(
          'images',
          JSON.stringify([image('/demo-images/a.svg'), image('https://cdn.example.cl/b.jpg', true), image('')]),
        )
        .expect(201);
      expect(body).toMatchObject({
        id: expect.any(Number),
        titulo: 'Pastillas de Freno Cerámicas Yaris',
        tituloInsensible: 'pastillas de freno ceramicas yaris',
        descripcion: 'Juego de 4 pastillas.',
        precio: 24991,
        precioOferta: 19990,
        sku: 'ADM-7781',
        existencias: 7,
        categoriaId: category.id,
        subcategoriaId: subcategory.id,
        subSubcategoriaId: nested.id,
        categoria: { id: category.id, nombre: 'Frenos delanteros' },
        subcategoria: { id: subcategory.id, nombre: 'Pastillas' },
        subSubcategoria: { id: nested.id, nombre: 'Cerámicas' },
        imagenes: {
          imagenPrincipal: 'https://cdn.example.cl/b.jpg',
          imagen2: '/demo-images/a.svg',
          imagen3: null,
          imagen4: null,
          imagen5: null,
        },
        compatibilidades: [],
      });
      await api().get(`/api/products/${body.id}`).expect(200, body);
      const stored = await t.dataSource.getRepository(Product).findOneByOrFail({ id: body.id });
      expect(stored).toMatchObject({ salePrice: 19990, skuNormalized: 'ADM7781' });

      // The storefront search finds it on the next request.
      const search = await api().get('/api/products/search?q=ADM-7781').expect(200);
      expect(search.body.data.products.map((product: { id: number }) => product.id)).toEqual([body.id]);
      const byTitle = await api().get('/api/products/search?q=pastillas ceramicas yaris').expect(200);
      expect(byTitle.body.data.products.map((product: { id: number }) => product.id)).toContain(body.id);
    });

    it('should accept a JSON body with images as an array, defaulting stock to 0', async () => {
      const category = await createCategory(t.dataSource);
      const { body } = await asAdmin
        .post('/api/products')
        .send({
          title: 'Filtro de aire',
          description: 'Filtro.',
          price: 0,
          sku: 'FA-1',
          categoryId: category.id,
          images: [image('/demo-images/filtro.svg')],
        })
        .expect(201);
      expect(body).toMatchObject({ precio: 0, existencias: 0, subcategoriaId: null, subSubcategoriaId: null });
      expect(body.imagenes.imagenPrincipal).toBe('/demo-images/filtro.svg');
    });

    it('should report every broken field rule in Spanish, one message per field', async () => {
      const { body } = await asAdmin
        .post('/api/products')
        .field('price', '-1')
        .field('stock', '1.5')
        .field('salePrice', 'abc')
        .expect(400);
      expect(body).toMatchObject({ success: false, message: INVALID });
      expect([...body.errors].sort()).toEqual(
        [
          'El título es obligatorio',
          'La descripción es obligatoria',
          'El precio debe ser un número mayor o igual a 0',
          'El precio de oferta debe ser un número mayor o igual a 0',
          'El SKU es obligatorio',
          'El stock debe ser un número entero mayor o igual a 0',
        ].sort(),
      );
      const long = await asAdmin
        .post('/api/products')
        .send({ title: 't'.repeat(201), description: 'd', sku: 's'.repeat(61) })
        .expect(400);
      expect([...long.body.errors].sort()).toEqual(
        [
          'El precio es obligatorio',
          'El título no puede superar los 200 caracteres',
          'El SKU no puede superar los 60 caracteres',
        ].sort(),
      );
    });

    describe('category and images', () => {
      let category: Category;
      const form = (fields: Record<string, unknown>) =>
        asAdmin.post('/api/products').send({
          title: 'Producto',
          description: 'Descripción',
          price: 1000,
          sku: 'P-1',
          categoryId: category.id,
          images: JSON.stringify([image('/a.png')]),
          ...fields,
        });

      beforeAll(async () => {
        category = await createCategory(t.dataSource);
      });

      it('should answer the category messages', async () => {
        await form({ categoryId: undefined }).expect(400, error('Debes seleccionar una categoría'));
        await form({ categoryId: '' }).expect(400, error('Debes seleccionar una categoría'));
        await form({ categoryId: 999999 }).expect(400, error('La categoría no existe'));
        await form({ categoryId: 'frenos' }).expect(400, invalid('La categoría no existe'));
        await form({ subcategoryId: 999999 }).expect(400, error('La subcategoría no existe'));
        await form({ subSubcategoryId: 999999 }).expect(400, error('La sub-subcategoría no existe'));
      });

      it('should refuse a subcategory or sub-subcategory of another category', async () => {
        const { subcategory: foreign, subSubcategory: foreignNested } = await createCategoryTree(t.dataSource);
        const own = await createSubcategory(t.dataSource, category);
        await form({ subcategoryId: foreign.id }).expect(
          400,
          error('La subcategoría no pertenece a la categoría seleccionada'),
        );
        await form({ subSubcategoryId: foreignNested.id }).expect(
          400,
          error('La sub-subcategoría no pertenece a la categoría y subcategoría seleccionadas'),
        );
        const ownNested = await createSubSubcategory(t.dataSource, category, own);
        const otherOwn = await createSubcategory(t.dataSource, category);
        await form({ subcategoryId: otherOwn.id, subSubcategoryId: ownNested.id }).expect(
          400,
          error('La sub-subcategoría no pertenece a la categoría y subcategoría seleccionadas'),
        );
      });

      it('should answer the image messages', async () => {
        await form({ images: undefined }).expect(400, error('Debes agregar al menos una imagen'));
        await form({ images: '[]' }).expect(400, error('Debes agregar al menos una imagen'));
        await form({ images: JSON.stringify([image('  ')]) }).expect(400, error('Debes agregar al menos una imagen'));
        await form({ images: '[{"url": "/a.png"' }).expect(
          400,
          error('El campo images debe ser un arreglo JSON de imágenes'),
        );
        await form({ images: '{"url":"/a.png"}' }).expect(
          400,
          error('El campo images debe ser un arreglo JSON de imágenes'),
        );
        await form({ images: JSON.stringify([image('javascript:alert(1)')]) }).expect(
          400,
          error('La URL de la imagen debe empezar con http://, https:// o / (una ruta del sitio)'),
        );
        const six = [1, 2, 3, 4, 5, 6].map((n) => image(`/img-${n}.png`));
        await form({ images: JSON.stringify(six) }).expect(400, error('Puedes agregar hasta 5 imágenes'));
        await form({ images: JSON.stringify(six.slice(0, 5)) }).expect(201);
      });

      it('should refuse a file part in the product form', async () => {
        await asAdmin
          .post('/api/products')
          .field('title', 'Con archivo')
          .attach('images', Buffer.from('GIF89a'), 'x.gif')
          .expect(400, error('La solicitud de subida no es válida'));
      });
    });
  });

  describe('PUT /api/products/:id', () => {
    it('should show a new price in the storefront even after the product was read (cached) before', async () => {
      const category = await createCategory(t.dataSource);
      const product = await createProduct(t.dataSource, { categoryId: category.id, price: 10000 });
      await api()
        .get(`/api/products/${product.id}`)
        .expect(200)
        .expect((res) => expect(res.body.precio).toBe(10000));
      const { body } = await asAdmin.put(`/api/products/${product.id}`).field('price', '12500').expect(200);
      expect(body).toMatchObject({ id: product.id, precio: 12500, titulo: product.title, sku: product.sku });
      await api()
        .get(`/api/products/${product.id}`)
        .expect(200)
        .expect((res) => expect(res.body).toEqual(body));
    });

    it('should replace the fields given, keep the search columns in step and clear the sale price on a blank value', async () => {
      const category = await createCategory(t.dataSource);
      const product = await createProduct(t.dataSource, { categoryId: category.id, salePrice: 5000 });
      const { body } = await asAdmin
        .put(`/api/products/${product.id}`)
        .field('title', 'Radiador Aluminio Hilux')
        .field('sku', 'RAD-HX-01')
        .field('description', 'Radiador de aluminio.')
        .field('stock', '0')
        .field('salePrice', '')
        .field('images', JSON.stringify([image('/r1.png'), image('/r2.png', true)]))
        .expect(200);
      expect(body).toMatchObject({
        titulo: 'Radiador Aluminio Hilux',
        tituloInsensible: 'radiador aluminio hilux',
        sku: 'RAD-HX-01',
        descripcion: 'Radiador de aluminio.',
        existencias: 0,
        imagenes: { imagenPrincipal: '/r2.png', imagen2: '/r1.png' },
      });
      const stored = await t.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
      expect(stored).toMatchObject({
        salePrice: null,
        skuNormalized: 'RADHX01',
        titleNormalized: 'radiador aluminio hilux',
      });
      const search = await api().get('/api/products/search?q=radiador hilux').expect(200);
      expect(search.body.data.products.map((item: { id: number }) => item.id)).toContain(product.id);
      const bySku = await api().get('/api/products/search?q=RADHX01').expect(200);
      expect(bySku.body.data.products.map((item: { id: number }) => item.id)).toEqual([product.id]);
    });

    it('should move a product to another category, clearing the subcategories not given with it', async () => {
      const { subcategory, subSubcategory: nested } = await createCategoryTree(t.dataSource);
      const to = await createCategory(t.dataSource);
      const product = await createProduct(t.dataSource, filedUnder(nested));
      const { body } = await asAdmin.put(`/api/products/${product.id}`).send({ categoryId: to.id }).expect(200);
      expect(body).toMatchObject({ categoriaId: to.id, subcategoriaId: null, subSubcategoriaId: null });
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ categoryId: '' })
        .expect(400, error('Debes seleccionar una categoría'));
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ subcategoryId: subcategory.id })
        .expect(400, error('La subcategoría no pertenece a la categoría seleccionada'));
    });

    it('should keep a long imported title sent back unchanged, but refuse a new one over 200 characters', async () => {
      const longTitle = `Kit ${'completo '.repeat(30)}`.trim();
      const product = await createProduct(t.dataSource, { title: longTitle });
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ title: longTitle, price: 990 })
        .expect(200)
        .expect((res) => expect(res.body).toMatchObject({ titulo: longTitle, precio: 990 }));
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ title: `${longTitle} nuevo` })
        .expect(400, error('El título no puede superar los 200 caracteres'));
    });

    it('should answer 404, 400 for a bad id and the field messages', async () => {
      await asAdmin.put('/api/products/999999').send({ price: 1 }).expect(404, error('Producto no encontrado'));
      await asAdmin.put('/api/products/abc').send({ price: 1 }).expect(400, error('ID de producto inválido'));
      const product = await createProduct(t.dataSource);
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ price: 'mucho', title: '' })
        .expect(400)
        .expect((res) =>
          expect([...res.body.errors].sort()).toEqual(
            ['El precio debe ser un número mayor o igual a 0', 'El título es obligatorio'].sort(),
          ),
        );
      await asAdmin
        .put(`/api/products/${product.id}`)
        .send({ images: '[]' })
        .expect(400, error('Debes agregar al menos una imagen'));
    });
  });

  describe('DELETE /api/products/:id', () => {
    it('should delete a product while past orders keep their line', async () => {
      const product = await createProduct(t.dataSource, {
        title: 'Bomba de agua',
        sku: 'BA-9',
        price: 30000,
        stock: 3,
      });
      const { body: placed } = await fromNewIp(api().post('/api/orders'))
        .send({
          items: [{ productId: product.id, quantity: 1, price: 30000 }],
          guestInfo: { email: 'compra@example.cl', name: 'Ana Compradora', phone: '+56911112222' },
          shippingAddress: 'Av. Providencia 1234',
          paymentMethodId: 2,
          region: 'RM',
        })
        .expect(201);

      await asAdmin.delete(`/api/products/${product.id}`).expect(200, { success: true });
      await api().get(`/api/products/${product.id}`).expect(404, error('Producto no encontrado'));
      await expect(t.dataSource.getRepository(Product).existsBy({ id: product.id })).resolves.toBe(false);
      const lines = await t.dataSource.getRepository(OrderItem).findBy({ orderId: placed.order.id });
      expect(lines).toEqual([
        expect.objectContaining({
          productId: null,
          productTitle: 'Bomba de agua',
          productSku: 'BA-9',
          unitPrice: 30000,
        }),
      ]);
      await asAdmin.delete(`/api/products/${product.id}`).expect(404, error('Producto no encontrado'));
      await asAdmin.delete('/api/products/-1').expect(400, error('ID de producto inválido'));
    });
  });

  describe('GET /api/admin/products', () => {
    let category: Category;
    let others: Category;
    let ids: number[];

    beforeAll(async () => {
      category = await createCategory(t.dataSource, { name: 'Paginado' });
      others = await createCategory(t.dataSource, { name: 'Otra' });
      ids = [];
      for (let n = 1; n <= 10; n++) {
        const product = await createProduct(t.dataSource, {
          categoryId: category.id,
          title: n === 3 ? 'Válvula Térmica Corolla' : `Repuesto paginado ${n}`,
          sku: `PAG-${n}`,
          oem: n === 5 ? '16031-0D030' : null,
        });
        ids.push(product.id);
      }
      await createProduct(t.dataSource, { categoryId: others.id, title: 'Válvula de otra categoría' });
    });

    const page = (query: string) => asAdmin.get(`/api/admin/products?${query}`);
    const idsOf = (body: { products: { id: number }[] }) => body.products.map((product) => product.id);

    it('should page 8 at a time, newest first, with the product wire shape', async () => {
      const first = await page(`categoryId=${category.id}`).expect(200);
      expect(first.body).toMatchObject({
        success: true,
        pagination: { page: 1, limit: 8, total: 10, totalPages: 2 },
      });
      expect(idsOf(first.body)).toEqual([...ids].reverse().slice(0, 8));
      expect(first.body.products[0]).toMatchObject({
        titulo: 'Repuesto paginado 10',
        sku: 'PAG-10',
        categoria: { id: category.id, nombre: 'Paginado' },
        imagenes: { imagenPrincipal: '/demo-images/bujia.svg' },
      });
      const second = await page(`categoryId=${category.id}&page=2`).expect(200);
      expect(idsOf(second.body)).toEqual([ids[1], ids[0]]);
      expect(second.body.pagination).toEqual({ page: 2, limit: 8, total: 10, totalPages: 2 });
      const small = await page(`categoryId=${category.id}&limit=3&page=4`).expect(200);
      expect(idsOf(small.body)).toEqual([ids[0]]);
    });

    it('should search title (ignoring case and accents), SKU and OEM', async () => {
      const byTitle = await page('search=valvula termica').expect(200);
      expect(idsOf(byTitle.body)).toEqual([ids[2]]);
      const bySku = await page(`search=pag-7&categoryId=${category.id}`).expect(200);
      expect(idsOf(bySku.body)).toEqual([ids[6]]);
      const byOem = await page('search=160310D030').expect(200);
      expect(idsOf(byOem.body)).toEqual([ids[4]]);
      const filtered = await page(`search=válvula&categoryId=${others.id}`).expect(200);
      expect(byTitle.body.pagination.total).toBe(1);
      expect(filtered.body.products.map((product: { titulo: string }) => product.titulo)).toEqual([
        'Válvula de otra categoría',
      ]);
      const wildcard = await page('search=%25').expect(200);
      expect(wildcard.body.pagination.total).toBe(0);
    });

    it('should filter by subcategory and sub-subcategory, and treat blank filters as none', async () => {
      const subcategory = await createSubcategory(t.dataSource, others);
      const nested = await createSubSubcategory(t.dataSource, others, subcategory);
      const inside = await createProduct(t.dataSource, filedUnder(nested));
      await page(`subcategoryId=${subcategory.id}`)
        .expect(200)
        .expect((res) => expect(idsOf(res.body)).toEqual([inside.id]));
      await page(`subSubcategoryId=${nested.id}&categoryId=`)
        .expect(200)
        .expect((res) => expect(idsOf(res.body)).toEqual([inside.id]));
    });

    it('should refuse a limit over 100 and bad filters', async () => {
      await page('limit=101')
        .expect(400)
        .expect((res) => expect(res.body.message).toBe(INVALID));
      await page('page=0').expect(400);
      await page('categoryId=abc').expect(400, invalid('El filtro debe ser un ID numérico'));
    });
  });
});
