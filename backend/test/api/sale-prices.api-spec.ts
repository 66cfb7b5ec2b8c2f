import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { VERSION_MAX_AGE_MS } from '../../src/modules/catalog/catalog-cache.service';
import type { Category } from '../../src/modules/catalog/category.entity';
import { Product } from '../../src/modules/catalog/product.entity';
import { OrderItem } from '../../src/modules/orders/order-item.entity';
import { fromNewIp, signIn } from '../support/auth';
import { addCompatibility, createBrand, createCategory, createModel, createProduct } from '../support/factories';
import { FakeWebpay } from '../support/fake-webpay';
import { createTestApp, TestApp } from '../support/test-app';

const INVALID = 'Los datos enviados no son válidos';
const NOT_BELOW = 'El precio de oferta debe ser menor que el precio';
const refused = { success: false, message: INVALID, errors: [NOT_BELOW] };

interface WireProduct {
  id: number;
  precio: number;
  precioOferta: number | null;
  descuento: number | null;
}

const idsOf = (products: { id: number }[]) => products.map((product) => product.id);
const pricesOf = (product: WireProduct) => ({
  precio: product.precio,
  precioOferta: product.precioOferta,
  descuento: product.descuento,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sale prices (issue 21): the server charges the sale price while it is lower than the price, in
 * every listing, the cart check, the shipping calculation, orders and the Webpay amount; the
 * catalogue lists products on sale biggest discount first; the admin form refuses a sale price
 * that is not lower.
 */
describe('Sale prices', () => {
  let t: TestApp;
  const webpay = new FakeWebpay();
  let admin: { Authorization: string };

  beforeAll(async () => {
    await webpay.start();
    t = await createTestApp(__filename, {
      WEBPAY_COMMERCE_CODE: webpay.commerceCode,
      WEBPAY_API_KEY: webpay.apiKey,
      WEBPAY_BASE_URL: webpay.baseUrl,
      PUBLIC_URL: 'http://tienda.test',
    });
    admin = (await signIn(t, UserRole.ADMIN)).auth;
  });

  afterAll(async () => {
    await t.close();
    await webpay.stop();
  });

  const api = () => request(t.server);
  const setSalePrice = (id: number, salePrice: number | null) =>
    t.dataSource.query(`UPDATE products SET sale_price = $2 WHERE id = $1`, [id, salePrice]);

  describe('product responses', () => {
    let category: Category;
    let onSale: Product;
    let stale: Product;
    let equal: Product;

    beforeAll(async () => {
      category = await createCategory(t.dataSource);
      const brand = await createBrand(t.dataSource);
      const model = await createModel(t.dataSource, brand);
      onSale = await createProduct(t.dataSource, {
        title: 'Amortiguador Oferta Delantero',
        price: 358990,
        salePrice: 304990,
        categoryId: category.id,
        featured: true,
      });
      // Left behind by an import or written by hand: never shown, never charged.
      stale = await createProduct(t.dataSource, {
        title: 'Amortiguador Oferta Vencida',
        price: 20000,
        salePrice: 25000,
        categoryId: category.id,
      });
      equal = await createProduct(t.dataSource, {
        title: 'Amortiguador Oferta Igual',
        price: 20000,
        salePrice: 20000,
        categoryId: category.id,
      });
      for (const product of [onSale, stale, equal]) await addCompatibility(t.dataSource, product, model);
    });

    const expectPrices = (products: WireProduct[]) => {
      const byId = new Map(products.map((product) => [product.id, pricesOf(product)]));
      expect(byId.get(onSale.id)).toEqual({ precio: 358990, precioOferta: 304990, descuento: 15 });
      expect(byId.get(stale.id)).toEqual({ precio: 20000, precioOferta: null, descuento: null });
      expect(byId.get(equal.id)).toEqual({ precio: 20000, precioOferta: null, descuento: null });
    };

    it('should show precioOferta and descuento only while the sale price is lower, in every product shape', async () => {
      const list = await api().get('/api/products').query({ categoryId: category.id }).expect(200);
      expectPrices(list.body.products);
      const details = [];
      for (const product of [onSale, stale, equal]) {
        details.push((await api().get(`/api/products/${product.id}`).expect(200)).body as WireProduct);
      }
      expectPrices(details);
      const featured = await api().get('/api/products/featured').expect(200);
      expect(pricesOf(featured.body.find((product: WireProduct) => product.id === onSale.id))).toEqual({
        precio: 358990,
        precioOferta: 304990,
        descuento: 15,
      });
      const search = await api().get('/api/products/search').query({ q: 'amortiguador oferta' }).expect(200);
      expectPrices(search.body.data.products);
      const [model] = await t.dataSource.query(`SELECT model_id AS id FROM compatibilities WHERE product_id = $1`, [
        onSale.id,
      ]);
      const byModel = await api().get(`/api/models/${model.id}/products`).expect(200);
      expectPrices(byModel.body.data.products);
    });

    it('should suggest the price charged, with the list price and the percentage while on sale', async () => {
      const { body } = await api().get('/api/products/suggestions').query({ q: 'amortiguador oferta' }).expect(200);
      const byId = new Map(
        (body as Array<{ id: number; price: number; originalPrice: number | null; discount: number | null }>).map(
          (row) => [row.id, { price: row.price, originalPrice: row.originalPrice, discount: row.discount }],
        ),
      );
      expect(byId.get(onSale.id)).toEqual({ price: 304990, originalPrice: 358990, discount: 15 });
      expect(byId.get(stale.id)).toEqual({ price: 20000, originalPrice: null, discount: null });
      expect(byId.get(equal.id)).toEqual({ price: 20000, originalPrice: null, discount: null });
    });
  });

  describe('GET /api/products?onSale=true', () => {
    let category: Category;
    const made: Record<string, Product> = {};

    beforeAll(async () => {
      category = await createCategory(t.dataSource);
      const rows: Array<[string, number, number | null]> = [
        ['tenPercent', 10000, 9000],
        ['thirtyPercent', 10000, 7000],
        ['fifteenA', 20000, 17000],
        ['fifteenB', 40000, 34000],
        ['halfPercent', 20000, 19900], // 0.5% rounds to 1
        ['notOnSale', 5000, null],
        ['stale', 5000, 6000],
        ['equal', 5000, 5000],
      ];
      for (const [key, price, salePrice] of rows) {
        made[key] = await createProduct(t.dataSource, {
          title: `Filtro ${key}`,
          price,
          salePrice,
          categoryId: category.id,
        });
      }
    });

    const list = async (query: Record<string, string | number> = {}) =>
      (
        await api()
          .get('/api/products')
          .query({ categoryId: category.id, onSale: 'true', ...query })
          .expect(200)
      ).body as { products: WireProduct[]; pagination: Record<string, number> };

    it('should list only products on sale, biggest discount first, then newest id, with paging', async () => {
      const all = await list();
      // fifteenB was created after fifteenA: equal percentages go newest first.
      expect(idsOf(all.products)).toEqual(
        ['thirtyPercent', 'fifteenB', 'fifteenA', 'tenPercent', 'halfPercent'].map((key) => made[key].id),
      );
      expect(all.products.map((product) => product.descuento)).toEqual([30, 15, 15, 10, 1]);
      expect(all.pagination).toEqual({ total: 5, page: 1, limit: 10, totalPages: 1 });

      const page2 = await list({ limit: 2, page: 2 });
      expect(idsOf(page2.products)).toEqual([made.fifteenA.id, made.tenPercent.id]);
      expect(page2.pagination).toEqual({ total: 5, page: 2, limit: 2, totalPages: 3 });
      const page3 = await list({ limit: 2, page: 3 });
      expect(idsOf(page3.products)).toEqual([made.halfPercent.id]);
    });

    it('should keep an explicit price sort, by the price charged, and list everything with onSale=false', async () => {
      const cheapest = await list({ sort: 'price-low' });
      expect(idsOf(cheapest.products)).toEqual(
        ['thirtyPercent', 'tenPercent', 'fifteenA', 'halfPercent', 'fifteenB'].map((key) => made[key].id),
      );
      const everything = await list({ onSale: 'false' });
      expect(everything.pagination.total).toBe(8);
    });

    it('should search among products on sale only', async () => {
      const { body } = await api()
        .get('/api/products')
        .query({ onSale: 'true', search: 'filtro', categoryId: category.id, limit: 20 })
        .expect(200);
      expect(idsOf(body.products).sort()).toEqual(
        ['tenPercent', 'thirtyPercent', 'fifteenA', 'fifteenB', 'halfPercent'].map((key) => made[key].id).sort(),
      );
    });

    it("should answer 400 in Spanish for an onSale that is not 'true' or 'false'", async () => {
      const { body } = await api().get('/api/products').query({ onSale: 'si' }).expect(400);
      expect(body).toMatchObject({ success: false, message: INVALID });
      expect(body.errors).toEqual([expect.stringMatching(/^El filtro de ofertas /)]);
    });

    it('should follow a sale price changed by plain SQL within the cache window (search_version bump)', async () => {
      const before = await list();
      expect(idsOf(before.products)).not.toContain(made.notOnSale.id);
      await setSalePrice(made.notOnSale.id, 1000); // 80% off: first
      await wait(VERSION_MAX_AGE_MS + 50);
      const after = await list();
      expect(after.products[0]).toMatchObject({ id: made.notOnSale.id, precioOferta: 1000, descuento: 80 });
      expect(after.pagination.total).toBe(6);
      await setSalePrice(made.notOnSale.id, null);
      await wait(VERSION_MAX_AGE_MS + 50);
      await expect(list()).resolves.toMatchObject({ pagination: { total: 5 } });
    });
  });

  describe('price sorting', () => {
    it('should sort lists and searches by the price charged', async () => {
      const category = await createCategory(t.dataSource);
      // Listed at 50,000 but charged 5,000: the cheapest.
      const bargain = await createProduct(t.dataSource, {
        title: 'Pastilla Orden Rebajada',
        price: 50000,
        salePrice: 5000,
        categoryId: category.id,
      });
      const middle = await createProduct(t.dataSource, {
        title: 'Pastilla Orden Normal',
        price: 10000,
        categoryId: category.id,
      });
      // A stale sale price does not make it cheaper.
      const dear = await createProduct(t.dataSource, {
        title: 'Pastilla Orden Cara',
        price: 20000,
        salePrice: 30000,
        categoryId: category.id,
      });
      const sorted = async (path: string, query: Record<string, string | number>) => {
        const { body } = await api().get(path).query(query).expect(200);
        return idsOf(body.products ?? body.data.products);
      };
      const cheapFirst = [bargain.id, middle.id, dear.id];
      await expect(sorted('/api/products', { categoryId: category.id, sort: 'price-low' })).resolves.toEqual(
        cheapFirst,
      );
      await expect(sorted('/api/products', { categoryId: category.id, sort: 'price-high' })).resolves.toEqual(
        [...cheapFirst].reverse(),
      );
      await expect(sorted('/api/products/search', { q: 'pastilla orden', sort: 'price-low' })).resolves.toEqual(
        cheapFirst,
      );
      await expect(
        sorted('/api/products', { search: 'pastilla orden', sort: 'price-high', categoryId: category.id }),
      ).resolves.toEqual([...cheapFirst].reverse());
    });
  });

  describe('cart, shipping and orders', () => {
    let guests = 0;
    const guestInfo = () => ({ email: `oferta${++guests}@example.cl`, name: 'Comprador Oferta', phone: null });
    const placeOrder = (items: Array<Record<string, unknown>>, paymentMethodId = 2) =>
      fromNewIp(api().post('/api/orders')).send({
        items,
        shippingAddress: 'Av. Matta 100, Santiago',
        paymentMethodId,
        region: 'RM',
        guestInfo: guestInfo(),
      });

    it('should report the price charged in the cart check', async () => {
      const product = await createProduct(t.dataSource, { price: 358990, salePrice: 304990 });
      const stale = await createProduct(t.dataSource, { price: 1000, salePrice: 1000 });
      const { body } = await api()
        .post('/api/cart/stock')
        .send({
          items: [
            { productId: product.id, quantity: 1 },
            { productId: stale.id, quantity: 1 },
          ],
        })
        .expect(200);
      expect(body.data).toEqual([
        expect.objectContaining({ productId: product.id, price: 304990, listPrice: 358990 }),
        expect.objectContaining({ productId: stale.id, price: 1000, listPrice: null }),
      ]);
    });

    it('should calculate shipping with the products at the price charged', async () => {
      const product = await createProduct(t.dataSource, { price: 10000, salePrice: 8000 });
      const other = await createProduct(t.dataSource, { price: 3000 });
      const { body } = await api()
        .post('/api/shipping/calculate')
        .send({
          products: [
            { productId: product.id, quantity: 2 },
            { productId: other.id, quantity: 1 },
          ],
          region: 'RM',
        })
        .expect(200);
      expect(body.data).toMatchObject({
        subtotal: 2 * 8000 + 3000,
        productDetails: [
          expect.objectContaining({ productId: product.id, quantity: 2, price: 8000, listPrice: 10000 }),
          expect.objectContaining({ productId: other.id, quantity: 1, price: 3000, listPrice: null }),
        ],
      });
    });

    it('should charge the sale price on the order lines and total, whatever price the client sends', async () => {
      const product = await createProduct(t.dataSource, { price: 358990, salePrice: 304990, stock: 5 });
      const stale = await createProduct(t.dataSource, { price: 12000, salePrice: 15000, stock: 5 });
      const { body } = await placeOrder([
        { productId: product.id, quantity: 2, price: 1, unitPrice: 1 },
        { productId: stale.id, quantity: 1, price: 1 },
      ]).expect(201);
      const { order } = body;
      expect(order.items).toEqual([
        expect.objectContaining({ productId: product.id, quantity: 2, price: 304990, listPrice: 358990 }),
        expect.objectContaining({ productId: stale.id, quantity: 1, price: 12000, listPrice: null }),
      ]);
      expect(order.subtotal).toBe(2 * 304990 + 12000);
      expect(order.total).toBe(order.subtotal + order.shippingCost);
      const lines = await t.dataSource
        .getRepository(OrderItem)
        .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
      expect(lines.map(({ unitPrice, listUnitPrice, lineTotal }) => ({ unitPrice, listUnitPrice, lineTotal }))).toEqual(
        [
          { unitPrice: 304990, listUnitPrice: 358990, lineTotal: 609980 },
          { unitPrice: 12000, listUnitPrice: null, lineTotal: 12000 },
        ],
      );

      // The shop's view and the guest's lookup show the same lines.
      const guest = await api()
        .get(`/api/orders/guest/${order.id}`)
        .query({ email: order.customerInfo.email })
        .expect(200);
      expect(guest.body.order.items).toEqual(order.items);
      const adminList = await api()
        .get('/api/admin/orders')
        .set(admin)
        .query({ search: `#${order.id}` })
        .expect(200);
      expect(adminList.body.orders[0].items).toEqual([
        expect.objectContaining({ productId: product.id, price: 304990, listPrice: 358990 }),
        expect.objectContaining({ productId: stale.id, price: 12000, listPrice: null }),
      ]);
    });

    it('should keep the price an order was charged after the sale ends', async () => {
      const product = await createProduct(t.dataSource, { price: 10000, salePrice: 7000, stock: 5 });
      const { body } = await placeOrder([{ productId: product.id, quantity: 1 }]).expect(201);
      await setSalePrice(product.id, null);
      const guest = await api()
        .get(`/api/orders/guest/${body.order.id}`)
        .query({ email: body.order.customerInfo.email })
        .expect(200);
      expect(guest.body.order.items[0]).toMatchObject({ price: 7000, listPrice: 10000 });
      const next = await placeOrder([{ productId: product.id, quantity: 1 }]).expect(201);
      expect(next.body.order.items[0]).toMatchObject({ price: 10000, listPrice: null });
    });

    it('should ask Webpay for the order total at the sale price', async () => {
      const product = await createProduct(t.dataSource, { price: 358990, salePrice: 304990, stock: 5 });
      const email = `webpay${++guests}@example.cl`;
      const placed = await fromNewIp(api().post('/api/orders'))
        .send({
          items: [{ productId: product.id, quantity: 1 }],
          shippingAddress: 'Av. Matta 100, Santiago',
          paymentMethodId: 1,
          region: 'RM',
          guestInfo: { email, name: 'Pagador Oferta', phone: null },
        })
        .expect(201);
      const { order } = placed.body;
      expect(order.total).toBe(304990 + order.shippingCost);
      await fromNewIp(api().post('/api/payments/webpay/initiate')).send({ orderId: order.id, email }).expect(200);
      expect(webpay.creates.at(-1)?.body).toMatchObject({ amount: 304990 + order.shippingCost });
    });
  });

  describe('admin product form', () => {
    let category: Category;
    const form = (fields: Record<string, unknown>) =>
      api()
        .post('/api/products')
        .set(admin)
        .send({
          title: 'Producto en oferta',
          description: 'Descripción',
          sku: 'OFR-1',
          categoryId: category.id,
          images: JSON.stringify([{ id: 1, url: '/a.png', productId: 0, isMain: true }]),
          ...fields,
        });
    const stored = (id: number) => t.dataSource.getRepository(Product).findOneByOrFail({ id });

    beforeAll(async () => {
      category = await createCategory(t.dataSource);
    });

    it('should refuse on create a sale price equal to or above the price, as saved (rounded to pesos)', async () => {
      await form({ price: 10000, salePrice: 10000 }).expect(400, refused);
      await form({ price: 10000, salePrice: 12000 }).expect(400, refused);
      // 1000.4 and 999.6 are both saved as 1000.
      await form({ price: '1000.4', salePrice: '999.6' }).expect(400, refused);
      const { body } = await form({ price: '10000.4', salePrice: '8999.5' }).expect(201);
      expect(pricesOf(body)).toEqual({ precio: 10000, precioOferta: 9000, descuento: 10 });
    });

    it('should report the rule with the multipart form, next to the other field errors', async () => {
      const { body } = await api()
        .post('/api/products')
        .set(admin)
        .field('price', '5000')
        .field('salePrice', '5000')
        .expect(400);
      expect(body.errors).toEqual(expect.arrayContaining([NOT_BELOW, 'El título es obligatorio']));
    });

    it('should refuse on update a sale price not lower than the stored price, and a price lowered to the sale price', async () => {
      const product = await createProduct(t.dataSource, { categoryId: category.id, price: 10000, salePrice: 8000 });
      const put = (fields: Record<string, unknown>) => api().put(`/api/products/${product.id}`).set(admin).send(fields);
      await put({ salePrice: 10000 }).expect(400, refused);
      await put({ price: 8000 }).expect(400, refused);
      await put({ price: 7000 }).expect(400, refused);
      await put({ price: 9000, salePrice: 9500 }).expect(400, refused);
      await expect(stored(product.id)).resolves.toMatchObject({ price: 10000, salePrice: 8000 });

      // Ending the sale while lowering the price, or lowering both, is fine.
      await put({ price: 7000, salePrice: 6500 }).expect(200);
      await expect(stored(product.id)).resolves.toMatchObject({ price: 7000, salePrice: 6500 });
      const { body } = await put({ price: 6000, salePrice: null }).expect(200);
      expect(pricesOf(body)).toEqual({ precio: 6000, precioOferta: null, descuento: null });
      // Other fields do not trip over a stale stored value left by an import.
      await t.dataSource.query(`UPDATE products SET sale_price = 9000 WHERE id = $1`, [product.id]);
      await put({ stock: 3 }).expect(200);
    });

    it('should filter the admin list to products on sale, showing the stored sale price', async () => {
      const onSale = await createProduct(t.dataSource, { categoryId: category.id, price: 10000, salePrice: 9000 });
      const stale = await createProduct(t.dataSource, { categoryId: category.id, price: 10000, salePrice: 11000 });
      const plain = await createProduct(t.dataSource, { categoryId: category.id, price: 10000 });
      const all = await api().get('/api/admin/products').set(admin).query({ categoryId: category.id, limit: 50 });
      const byId = new Map((all.body.products as WireProduct[]).map((product) => [product.id, pricesOf(product)]));
      expect(byId.get(stale.id)).toEqual({ precio: 10000, precioOferta: 11000, descuento: null });
      expect(byId.get(plain.id)).toEqual({ precio: 10000, precioOferta: null, descuento: null });

      const filtered = await api()
        .get('/api/admin/products')
        .set(admin)
        .query({ categoryId: category.id, onSale: 'true', limit: 50 })
        .expect(200);
      const ids = idsOf(filtered.body.products);
      expect(ids).toContain(onSale.id);
      expect(ids).not.toContain(stale.id);
      expect(ids).not.toContain(plain.id);
      expect(filtered.body.products.every((product: WireProduct) => product.descuento !== null)).toBe(true);
      await api().get('/api/admin/products').set(admin).query({ onSale: 'yes' }).expect(400);
    });
  });
});
