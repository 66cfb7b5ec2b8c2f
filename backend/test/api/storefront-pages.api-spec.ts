import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CatalogCacheService } from '../../src/modules/catalog/catalog-cache.service';
import type { Product } from '../../src/modules/catalog/product.entity';
import { productPath } from '../../src/modules/storefront-pages/slug';
import {
  addCompatibility,
  createBrand,
  createCategory,
  createModel,
  createProduct,
  createSubSubcategory,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** index.html as Vite writes it (frontend/index.html): a description to replace, an empty root, the bundle. */
const BUILT_INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Tienda online de repuestos automotrices en Chile."
    />
    <title>Repuestos</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <noscript>Necesitas activar JavaScript para usar la tienda de repuestos.</noscript>
    <div id="root"></div>
  </body>
</html>`;
const PUBLIC_URL = 'https://tienda.example.cl';

type JsonLd = Record<string, unknown> & { '@type': string };

/** What a crawler reads from a page: head tags, JSON-LD blocks and the markup inside the root element. */
function parsePage(text: string) {
  const attribute = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? decode(match[1]) : undefined;
  };
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`));
  const jsonLd = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as JsonLd,
  );
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(text)?.[1] ?? '';
  const pageDataBlock = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(text)?.[1];
  return {
    /** The page-data block's JSON as written (undefined without one) and parsed. */
    pageDataBlock,
    pageData: pageDataBlock === undefined ? undefined : (JSON.parse(pageDataBlock) as Record<string, unknown>),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)">/),
    descriptions: text.match(/name="description"/g)?.length ?? 0,
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    meta,
    jsonLd,
    ofType: <T extends object = JsonLd>(type: string) =>
      jsonLd.find((block) => block['@type'] === type) as unknown as T | undefined,
    root,
    /** The root's text, tags dropped and entities decoded, whitespace collapsed. */
    rootText: decode(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '),
  };
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const slugPath = (id: number, slug: string) => `/products/${id}-${slug}`;

describe('Storefront pages for crawlers and link previews (issue 17)', () => {
  let t: TestApp;
  let dist: string;
  let storeName: string;
  let settings: { storeName: string; contact: { phone: string; email: string; address: string } };
  let pads: Product;
  let filter: Product;
  let brakes: { id: number; name: string };
  let discs: { id: number; name: string };
  let toyota: { id: number; name: string };
  let yaris: { id: number; name: string };
  const previousPublicUrl = process.env.PUBLIC_URL;

  /** A catalogue write made straight in SQL, seen by the next page at once (as the API's own writes are). */
  const catalogueWrite = async (sql: string, values: unknown[]) => {
    await t.dataSource.query(sql, values);
    t.app.get(CatalogCacheService).changed();
  };
  const page = (url: string, status = 200) =>
    request(t.server).get(url).set('Accept', 'text/html').redirects(0).expect(status);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pages-'));
    fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    t = await createTestApp(__filename, { SPA_DIST_DIR: dist, PUBLIC_URL: `${PUBLIC_URL}/` });
    const ds = t.dataSource;
    const brakesCategory = await createCategory(ds, { name: 'Frenos' });
    brakes = brakesCategory;
    discs = await createSubSubcategory(ds, brakesCategory, null, { name: 'Discos' });
    const toyotaBrand = await createBrand(ds, { name: 'Toyota' });
    toyota = toyotaBrand;
    const yarisModel = await createModel(ds, toyotaBrand, { name: 'Yaris' });
    yaris = yarisModel;
    const corolla = await createModel(ds, toyotaBrand, { name: 'Corolla' });
    pads = await createProduct(ds, {
      title: 'Pastillas Freno Toyota Yaris',
      description: 'Juego de pastillas delanteras cerámicas.',
      sku: 'PF-7788',
      oem: '04465-0D020',
      manufacturer: 'Bosch',
      price: 24990,
      salePrice: 19990,
      stock: 7,
      images: ['/uploads/productos/pf-7788.jpg', 'https://cdn.example.cl/pf-7788-b.jpg'],
      ratingAverage: 4.5,
      ratingCount: 12,
      categoryId: brakesCategory.id,
    });
    await addCompatibility(ds, pads, yarisModel, [2012, 2016]);
    await addCompatibility(ds, pads, corolla, [2014, 2014]);
    filter = await createProduct(ds, {
      title: 'Filtro de aceite Ñuñoa',
      price: 8990,
      stock: 0,
      categoryId: brakesCategory.id,
      subSubcategoryId: discs.id,
    });
    // Enough products in the category for a second page (12 per page).
    for (let n = 0; n < 12; n++)
      await createProduct(ds, { title: `Disco de freno ${n}`, categoryId: brakesCategory.id });
    settings = (await request(t.server).get('/api/settings').expect(200)).body;
    storeName = settings.storeName;
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    if (previousPublicUrl === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = previousPublicUrl;
  });

  describe('product page', () => {
    it('should carry the head tags, JSON-LD and readable text of the catalogue answer', async () => {
      const api = (await request(t.server).get(`/api/products/${pads.id}`).expect(200)).body as {
        titulo: string;
        precio: number;
        precioOferta: number;
        descripcion: string;
        sku: string;
        compatibilidades: { marca: string; modelo: string; anos: string }[];
        calificacion: { puntuacion: number; cantidad: number };
      };
      const url = slugPath(pads.id, 'pastillas-freno-toyota-yaris');
      const response = await page(url);
      const html = parsePage(response.text);

      expect(html.title).toBe(`${api.titulo} | ${storeName}`);
      expect(html.descriptions).toBe(1);
      expect(html.description).toContain('$19.990');
      expect(html.description).toContain(api.descripcion);
      expect(html.canonical).toBe(`${PUBLIC_URL}${url}`);
      expect(html.meta('og:type')).toBe('product');
      expect(html.meta('og:title')).toBe(api.titulo);
      expect(html.meta('og:url')).toBe(`${PUBLIC_URL}${url}`);
      expect(html.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/productos/pf-7788.jpg`);
      expect(html.meta('twitter:card')).toBe('summary_large_image');
      expect(html.meta('product:price:amount')).toBe(String(api.precioOferta));
      expect(html.meta('product:price:currency')).toBe('CLP');

      expect(html.ofType('Product')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: api.titulo,
        url: `${PUBLIC_URL}${url}`,
        sku: api.sku,
        mpn: '04465-0D020',
        description: api.descripcion,
        image: [`${PUBLIC_URL}/uploads/productos/pf-7788.jpg`, 'https://cdn.example.cl/pf-7788-b.jpg'],
        brand: { '@type': 'Brand', name: 'Bosch' },
        category: 'Frenos',
        offers: {
          '@type': 'Offer',
          url: `${PUBLIC_URL}${url}`,
          price: api.precioOferta,
          priceCurrency: 'CLP',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: storeName },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: api.precio,
            priceCurrency: 'CLP',
          },
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: api.calificacion.puntuacion,
          reviewCount: api.calificacion.cantidad,
          bestRating: 5,
          worstRating: 1,
        },
      });
      expect(html.ofType('BreadcrumbList')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${PUBLIC_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'Repuestos', item: `${PUBLIC_URL}/repuestos` },
          { '@type': 'ListItem', position: 3, name: 'Frenos', item: `${PUBLIC_URL}/category/${brakes.id}` },
          { '@type': 'ListItem', position: 4, name: api.titulo },
        ],
      });

      // What the page shows, before any JavaScript: name, the price charged and the list price, description, fitment.
      expect(html.root).toContain(`<h1 class="product-detail__title">${api.titulo}</h1>`);
      expect(html.rootText).toContain('Precio oferta: $19.990');
      expect(html.rootText).toContain('Precio normal: $24.990');
      expect(html.rootText).toContain(api.descripcion);
      expect(html.rootText).toContain('Stock: 7 unidades disponibles');
      expect(html.rootText).toContain(`SKU ${api.sku}`);
      for (const row of api.compatibilidades) expect(html.rootText).toContain(`${row.marca} ${row.modelo} ${row.anos}`);
      expect(api.compatibilidades.map((row) => row.anos)).toEqual(['2014', '2012-2016']);
      // The shop's settings block is still there for the SPA.
      expect(response.text).toContain('<script id="shop-settings" type="application/json">');
    });

    it("should embed the product as GET /api/products/{id} answers it, for the SPA's first render (issue 22)", async () => {
      const api = (await request(t.server).get(`/api/products/${pads.id}`).expect(200)).body as unknown;
      const html = parsePage((await page(slugPath(pads.id, 'pastillas-freno-toyota-yaris'))).text);
      expect(html.pageData).toEqual({ product: api });
    });

    it('should say out of stock, and leave out the rating and the strikethrough price when there are none', async () => {
      const html = parsePage((await page(slugPath(filter.id, 'filtro-de-aceite-nunoa'))).text);
      const product = html.ofType<{ offers: Record<string, unknown>; aggregateRating?: unknown }>('Product')!;
      expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(product.offers.price).toBe(8990);
      expect(product.offers.priceSpecification).toBeUndefined();
      expect(product.aggregateRating).toBeUndefined();
      expect(html.rootText).toContain('Sin stock');
      expect(html.meta('product:availability')).toBe('out of stock');
    });

    it('should answer the address without words, or with old ones, with a 301 to the worded one (query kept)', async () => {
      const target = slugPath(pads.id, 'pastillas-freno-toyota-yaris');
      for (const [url, location] of [
        [`/products/${pads.id}`, target],
        [`/products/${pads.id}/`, target],
        [`/products/${pads.id}-pastillas-viejas`, target],
        [`/products/${pads.id}?utm_source=whatsapp`, `${target}?utm_source=whatsapp`],
      ]) {
        const response = await page(url, 301);
        expect({ url, location: response.headers.location }).toEqual({ url, location });
      }
      // After a new title the old worded address moves to the new one.
      await catalogueWrite(`UPDATE products SET title = 'Pastillas de freno Yaris' WHERE id = $1`, [pads.id]);
      const moved = await page(target, 301);
      expect(moved.headers.location).toBe(slugPath(pads.id, 'pastillas-de-freno-yaris'));
      await catalogueWrite(`UPDATE products SET title = 'Pastillas Freno Toyota Yaris' WHERE id = $1`, [pads.id]);
    });
  });

  describe('status codes', () => {
    it.each([
      ['an unknown product', '/products/999999'],
      ['an unknown product with words', '/products/999999-pastillas'],
      ['a product id that is not a number', '/products/abc'],
      ['a product id with letters after the digits', '/products/12abc'],
      ['a product id beyond PostgreSQL integers', '/products/99999999999'],
      ['an unknown category', '/category/999999'],
      ['a category id that is not a number', '/category/frenos'],
      ['an unknown sub-subcategory of a category', '/category/{brakes}?subcategory=sub-999999'],
      ['an unknown brand', '/brand/999999'],
      ['a brand id that is not a number', '/brand/toyota'],
      ['an unknown model', '/repuestos?brand=1&model=999999'],
      ['a path the SPA has no route for', '/no-existe'],
    ])('should answer %s with 404, the SPA page and no index', async (_case, url) => {
      const response = await page(url.replace('{brakes}', String(brakes.id)), 404);
      const html = parsePage(response.text);
      expect(response.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(html.meta('robots')).toBe('noindex');
      expect(html.canonical).toBeUndefined();
      expect(html.jsonLd).toEqual([]);
      expect(html.pageData).toBeUndefined();
      expect(html.title).toMatch(new RegExp(`^(Página|Producto) no encontrad[ao] \\| ${storeName}$`));
    });

    it("should show the product page's own 'not found' text for an unknown product", async () => {
      const html = parsePage((await page('/products/999999', 404)).text);
      expect(html.rootText).toContain('Producto no encontrado');
      const other = parsePage((await page('/no-existe', 404)).text);
      expect(other.rootText).toContain('Page Not Found');
    });

    it('should keep pages without catalogue data at 200, out of the index', async () => {
      for (const url of [
        '/cart',
        '/checkout',
        '/account/orders',
        '/login',
        '/admin/products',
        '/repuestos?search=freno',
      ]) {
        const html = parsePage((await page(url)).text);
        expect({ url, robots: html.meta('robots') }).toEqual({ url, robots: 'noindex' });
      }
    });

    it('should forward the legacy and bare-brand addresses like the SPA does', async () => {
      expect((await page(`/products?category=${brakes.id}`, 301)).headers.location).toBe(`/category/${brakes.id}`);
      expect((await page(`/repuestos?brand=${toyota.id}`, 301)).headers.location).toBe(`/brand/${toyota.id}`);
    });
  });

  describe('listing pages', () => {
    it('should describe a category with its products, breadcrumbs and a link to the next page', async () => {
      const api = (await request(t.server).get(`/api/products?page=1&limit=12&categoryId=${brakes.id}`).expect(200))
        .body as { products: { id: number; titulo: string }[]; pagination: { total: number } };
      const html = parsePage((await page(`/category/${brakes.id}`)).text);
      expect(html.title).toBe(`Frenos | ${storeName}`);
      expect(html.canonical).toBe(`${PUBLIC_URL}/category/${brakes.id}`);
      expect(html.meta('og:type')).toBe('website');
      expect(html.description).toContain(`${api.pagination.total} repuestos`);
      expect(html.root).toContain('<h1 class="listing-header__title">Frenos</h1>');
      expect(api.products).toHaveLength(12);
      for (const product of api.products) {
        expect(html.rootText).toContain(product.titulo);
        expect(html.root).toContain(`href="${productPath(product.id, product.titulo)}"`);
      }
      expect(html.root).toContain(`href="/category/${brakes.id}?page=2" rel="next"`);
      expect(html.root).toContain(`href="/category/${brakes.id}?subcategory=sub-${discs.id}"`);
      expect(html.ofType('BreadcrumbList')?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${PUBLIC_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Repuestos', item: `${PUBLIC_URL}/repuestos` },
        { '@type': 'ListItem', position: 3, name: 'Frenos' },
      ]);

      const second = parsePage((await page(`/category/${brakes.id}?page=2`)).text);
      expect(second.canonical).toBe(`${PUBLIC_URL}/category/${brakes.id}?page=2`);
      expect(second.root).toContain(`href="/category/${brakes.id}" rel="prev"`);
    });

    it('should describe a sub-subcategory with its own products', async () => {
      const html = parsePage((await page(`/category/${brakes.id}?subcategory=sub-${discs.id}`)).text);
      expect(html.title).toBe(`Discos | ${storeName}`);
      expect(html.canonical).toBe(`${PUBLIC_URL}/category/${brakes.id}?subcategory=sub-${discs.id}`);
      expect(html.rootText).toContain('Filtro de aceite Ñuñoa');
      expect(html.rootText).not.toContain('Pastillas Freno Toyota Yaris');
      expect(html.rootText).toContain('Producto no disponible');
      expect((html.ofType('BreadcrumbList')?.itemListElement as unknown[]).length).toBe(4);
    });

    it('should describe a brand and a model with the products that fit them', async () => {
      const brand = parsePage((await page(`/brand/${toyota.id}`)).text);
      expect(brand.title).toBe(`Toyota | ${storeName}`);
      expect(brand.canonical).toBe(`${PUBLIC_URL}/brand/${toyota.id}`);
      expect(brand.rootText).toContain('Pastillas Freno Toyota Yaris');
      expect(brand.rootText).toContain('1 repuesto disponible');
      const modelLink = `/repuestos?brand=${toyota.id}&amp;brandName=Toyota&amp;model=${yaris.id}&amp;modelName=Yaris`;
      expect(brand.root).toContain(`href="${modelLink}"`);

      const model = parsePage((await page(decode(modelLink))).text);
      expect(model.title).toBe(`Repuestos Toyota Yaris | ${storeName}`);
      expect(model.canonical).toBe(`${PUBLIC_URL}${decode(modelLink)}`);
      expect(model.rootText).toContain('Pastillas Freno Toyota Yaris');
      expect((model.ofType('BreadcrumbList')?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
        'Inicio',
        'Repuestos',
        'Toyota',
        'Yaris',
      ]);
    });

    it('should describe the catalogue and the offers', async () => {
      const catalogue = parsePage((await page('/repuestos')).text);
      expect(catalogue.title).toBe(`Repuestos | ${storeName}`);
      expect(catalogue.canonical).toBe(`${PUBLIC_URL}/repuestos`);
      const offers = parsePage((await page('/ofertas')).text);
      expect(offers.title).toBe(`Ofertas | ${storeName}`);
      expect(offers.rootText).toContain('Pastillas Freno Toyota Yaris');
      expect(offers.rootText).not.toContain('Filtro de aceite Ñuñoa');
    });
  });

  describe("listing pages' data for the SPA (issue 22)", () => {
    const api = async (url: string) => (await request(t.server).get(`/api${url}`).expect(200)).body as unknown;

    it('should embed a category and its first page as GET /categories/{id} and GET /products answer them', async () => {
      const html = parsePage((await page(`/category/${brakes.id}`)).text);
      const query = { page: 1, limit: 12, categoryId: brakes.id };
      expect(html.pageData).toEqual({
        category: await api(`/categories/${brakes.id}`),
        products: { query, answer: await api(`/products?page=1&limit=12&categoryId=${brakes.id}`) },
      });
      const sub = parsePage((await page(`/category/${brakes.id}?subcategory=sub-${discs.id}&page=1`)).text);
      expect((sub.pageData?.products as { query: unknown }).query).toEqual({
        page: 1,
        limit: 12,
        categoryId: brakes.id,
        subSubcategoryId: discs.id,
      });
    });

    it("should embed the catalogue's second page as GET /products answers it", async () => {
      const html = parsePage((await page('/repuestos?page=2')).text);
      expect(html.pageData).toEqual({
        products: { query: { page: 2, limit: 12 }, answer: await api('/products?page=2&limit=12') },
      });
    });

    it("should embed a brand's first page and models as GET /brands/{id}/products and /models answer them", async () => {
      const html = parsePage((await page(`/brand/${toyota.id}`)).text);
      expect(html.pageData).toEqual({
        brandProducts: {
          query: { id: toyota.id, page: 1, limit: 12, sort: 'newest' },
          answer: await api(`/brands/${toyota.id}/products?page=1&limit=12&sort=newest`),
        },
        brandModels: await api(`/brands/${toyota.id}/models`),
      });
    });

    it('should embed search results as GET /products/search answers them, and show them', async () => {
      const html = parsePage((await page('/repuestos?search=freno')).text);
      const answer = (await api('/products/search?q=freno&page=1&limit=12')) as {
        data: { products: { titulo: string }[]; message: string };
      };
      expect(answer.data.products.length).toBeGreaterThan(0);
      expect(html.pageData).toEqual({ search: { query: { q: 'freno', page: 1, limit: 12 }, answer } });
      expect(html.root).toContain('<h1 class="listing-header__title">Resultados de búsqueda</h1>');
      expect(html.rootText).toContain(answer.data.message);
      expect(html.rootText).toContain(answer.data.products[0].titulo);
      // The first row's pictures load at once, as product-grid.tsx renders them.
      expect(html.root).toContain('loading="eager"');
      // Other filters or orders: the screen asks the filtered list, the page carries only its title.
      for (const url of ['/repuestos?search=freno&sort=price-low', '/repuestos?search=f']) {
        expect(parsePage((await page(url)).text).pageData).toBeUndefined();
      }
    });
  });

  describe('home page', () => {
    it('should name the shop with its contact details and list categories and featured products', async () => {
      await catalogueWrite(`UPDATE products SET featured = true WHERE id = $1`, [pads.id]);
      const html = parsePage((await page('/')).text);
      expect(html.title).toBe(`${storeName} | Repuestos automotrices en Chile`);
      expect(html.canonical).toBe(`${PUBLIC_URL}/`);
      expect(html.description).toContain(storeName);
      expect(html.ofType('Store')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: storeName,
        url: `${PUBLIC_URL}/`,
        ...(settings.contact.phone ? { telephone: settings.contact.phone } : {}),
        ...(settings.contact.email ? { email: settings.contact.email } : {}),
        ...(settings.contact.address
          ? { address: { '@type': 'PostalAddress', streetAddress: settings.contact.address, addressCountry: 'CL' } }
          : {}),
        currenciesAccepted: 'CLP',
      });
      expect(settings.contact.phone).toBeTruthy();
      expect(html.ofType('WebSite')).toMatchObject({ name: storeName, url: `${PUBLIC_URL}/` });
      expect(html.root).toContain(`href="/category/${brakes.id}"`);
      expect(html.root).toContain(`href="${slugPath(pads.id, 'pastillas-freno-toyota-yaris')}"`);
    });

    it("should embed the categories, featured products, offers and vehicle brands as the API answers them, for the SPA's first render (issue 22)", async () => {
      await catalogueWrite(`UPDATE products SET featured = true WHERE id = $1`, [pads.id]);
      const [categories, featured, offers, vehicleBrands] = await Promise.all(
        [
          '/api/categories',
          '/api/products/featured',
          '/api/products?page=1&limit=4&onSale=true',
          '/api/vehicles/brands',
        ].map(async (url) => (await request(t.server).get(url).expect(200)).body as unknown),
      );
      expect((featured as unknown[]).length).toBeGreaterThan(0);
      const html = parsePage((await page('/')).text);
      expect(html.pageData).toEqual({
        categories,
        featured,
        offers: { query: { page: 1, limit: 4, onSale: true }, answer: offers },
        vehicleBrands,
      });
    });

    it('should build absolute addresses from PUBLIC_URL, never from the Host header', async () => {
      const response = await request(t.server)
        .get('/')
        .set('Accept', 'text/html')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .expect(200);
      expect(response.text).not.toContain('evil.example');
      expect(parsePage(response.text).canonical).toBe(`${PUBLIC_URL}/`);
    });
  });

  describe('hostile catalogue text', () => {
    it('should keep a title and description with markup and quotes as text in every tag, block and body', async () => {
      const title = '</script><script>alert(1)</script> "Pastillas" <b>O\'Higgins</b> $1 $& <!--';
      const description = '<img src=x onerror=alert(2)> & </title><script>alert(3)</script>';
      const hostile = await createProduct(t.dataSource, { title, description, categoryId: brakes.id });
      t.app.get(CatalogCacheService).changed();
      const first = await page(`/products/${hostile.id}`, 301);
      const location = first.headers.location as string;
      expect(location).toBe(slugPath(hostile.id, 'script-script-alert-1-script-pastillas-b-o-higgins-b-1'));
      const response = await page(location);
      const html = parsePage(response.text);

      expect(response.text).not.toMatch(/<script>alert|<b>|<img src=x|<\/title><script>/);
      // Only the bundle's, the settings', the page data's and the two JSON-LD blocks' script elements, each closed once.
      expect(response.text.match(/<script[\s>]/g)).toHaveLength(5);
      expect(response.text.match(/<\/script>/g)).toHaveLength(5);
      // The page-data block keeps the title as JSON text: no '<' in it, the same title once parsed.
      expect(html.pageDataBlock).not.toContain('<');
      expect((html.pageData?.product as { titulo: string }).titulo).toBe(title);
      expect(html.title).toBe(`${title} | ${storeName}`);
      expect(html.meta('og:title')).toBe(title);
      expect(html.description?.startsWith(`${title}: `)).toBe(true);
      expect(html.ofType<{ name: string; description: string }>('Product')!.name).toBe(title);
      expect(html.ofType<{ name: string; description: string }>('Product')!.description).toBe(description);
      expect(html.rootText).toContain(title);
      expect(html.rootText).toContain(description);
    });
  });

  describe('robots.txt', () => {
    it('should name the sitemap and keep crawlers out of admin, cart, checkout, account, sign-in and search results', async () => {
      const response = await request(t.server).get('/robots.txt').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const lines = response.text.split('\n');
      for (const line of [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /account',
        'Disallow: /login',
        'Disallow: /repuestos?search=',
        'Disallow: /*?*search=',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]) {
        expect(lines).toContain(line);
      }
      // The SPA's own calls stay open: a crawler that runs JavaScript needs them to see the page.
      expect(response.text).not.toMatch(/Disallow: \/(api|uploads|assets)/);
      expect(lines).not.toContain('Disallow: /checkout/success');
    });
  });
});
