import { Injectable } from '@nestjs/common';
import type { SafeHtml } from '../../core/http/spa-html';
import {
  type BrandProductsQuery,
  BrandsService,
  CatalogCacheService,
  CatalogError,
  CatalogErrorCode,
  CategoriesService,
  type CategoryResponse,
  type ProductPageQuery,
  type ProductResponse,
  ProductsService,
  type SubSubcategoryResponse,
} from '../catalog';
import { productPath, slugify } from './slug';
import {
  chargedPrice,
  type Crumb,
  formatPrice,
  homePage,
  listingPage,
  notFoundPage,
  productDetail,
  productNotFoundPage,
  truncateText,
} from './storefront-markup';
import { DEFAULT_BRAND_SORT, HOME_TITLE, LISTING_PAGE_SIZE, META_DESCRIPTION_MAX } from './storefront-pages.constants';
import type { StorefrontRoute } from './storefront-routes';

/** An API answer with the query string it answers (the SPA's cache key for that page). */
type AnsweredQuery<Query, Answer> = { query: Query; answer: Answer };
type ListingAnswer = Awaited<ReturnType<ProductsService['listPage']>>;
type BrandProductsAnswer = Awaited<ReturnType<BrandsService['brandProducts']>>;
type BrandModelsAnswer = Awaited<ReturnType<BrandsService['models']>>;

/**
 * The API answers the page was built from, for the SPA's first render (no vehicle chosen): GET
 * /categories and GET /products/featured on the home page, GET /products/{id} on a product page, GET
 * /products (the listing's page) on the catalogue and a category page (with GET /categories/{id}), GET
 * /brands/{id}/products and /brands/{id}/models on a brand page.
 */
export type StorefrontPageData =
  | { categories: CategoryResponse[]; featured: ProductResponse[] }
  | { product: ProductResponse }
  | { category?: CategoryResponse; products: AnsweredQuery<Record<string, number>, ListingAnswer> }
  | {
      brandProducts: AnsweredQuery<BrandProductsQuery & { id: number }, BrandProductsAnswer>;
      brandModels: BrandModelsAnswer;
    };

/** A storefront page as the server describes it; StorefrontPageDataSource turns it into head tags. */
export type StorefrontPage =
  /** `keepQuery`: the request's query string goes along (a shared link's utm_source). */
  | { kind: 'redirect'; to: string; keepQuery?: boolean }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The page's own title ('{page} | {shop}'); null: the shop's name alone. */
      title: string | null;
      /** What the page shows, as the API answers it (written into the page-data block). */
      data?: StorefrontPageData;
      /** The home page's title puts the shop's name first. */
      nameFirst?: boolean;
      description?: string;
      /** Path (and query) of the page's canonical address. */
      canonical?: string;
      /** Kept out of search results (search results, sign-in, cart, account…). */
      noindex?: boolean;
      crumbs?: Crumb[];
      product?: ProductResponse;
      /** og:image: a product's main picture. */
      image?: string;
      body?: SafeHtml;
      /** The shop's Store/WebSite blocks (home page). */
      shopBlocks?: boolean;
    };

const HOME_CRUMB: Crumb = { label: 'Inicio', href: '/' };
const CATALOGUE_CRUMB: Crumb = { label: 'Repuestos', href: '/repuestos' };

/** Is this the catalogue's "not found" for one of the given codes? */
const isNotFound = (error: unknown, code: CatalogErrorCode) => error instanceof CatalogError && error.code === code;

/** Query string of a listing's canonical address and page links (URLSearchParams encoding, as the SPA's links). */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const pageParam = (page: number) => (page > 1 ? page : undefined);

/** A category's sub-subcategories, direct and through subcategories, once each, by name (sub-subcategories.ts). */
function subSubcategoriesOf(category: CategoryResponse): SubSubcategoryResponse[] {
  const byId = new Map<number, SubSubcategoryResponse>();
  for (const item of [...category.subSubcategorias, ...category.subcategorias.flatMap((sub) => sub.subSubcategorias)]) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

const description = (text: string) => truncateText(text, META_DESCRIPTION_MAX);

const NOT_FOUND_PAGE: Extract<StorefrontPage, { kind: 'page' }> = {
  kind: 'page',
  status: 404,
  title: 'Página no encontrada',
  noindex: true,
  body: notFoundPage(),
};

/**
 * Each storefront page from the same cached catalogue reads the API answers with (the SPA's first
 * requests hit the very entries these fill): title, description, canonical address, breadcrumbs,
 * status and the markup the screen shows.
 */
@Injectable()
export class StorefrontPagesService {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly brands: BrandsService,
    private readonly cache: CatalogCacheService,
  ) {}

  async page(route: StorefrontRoute, storeName: string): Promise<StorefrontPage> {
    switch (route.kind) {
      case 'redirect':
        return route;
      case 'not-found':
        return NOT_FOUND_PAGE;
      case 'private':
        return { kind: 'page', status: 200, title: null, noindex: true };
      case 'search':
        return { kind: 'page', status: 200, title: 'Resultados de búsqueda', noindex: true };
      case 'home':
        return this.home(storeName);
      case 'catalogue':
        return this.catalogue(route.page);
      case 'offers':
        return this.offers(route.page);
      case 'product':
        return this.product(route.id, route.slug);
      case 'category':
        return this.category(route.id, route.subSubcategoryId, route.page);
      case 'brand':
        return this.brand(route.id, route.page);
      case 'model':
        return this.model(route.id, route.page);
    }
  }

  private async home(storeName: string): Promise<StorefrontPage> {
    const [categories, featured] = await Promise.all([this.categoryList(), this.products.featured()]);
    return {
      kind: 'page',
      status: 200,
      title: HOME_TITLE,
      nameFirst: true,
      description: description(
        `${storeName}: repuestos automotrices en Chile. Busca por producto, SKU o código OEM, paga seguro con Webpay y recibe tu pedido en todo Chile.`,
      ),
      canonical: '/',
      shopBlocks: true,
      body: homePage(categories, featured),
      data: { categories, featured },
    };
  }

  private async product(id: number, slug: string | null): Promise<StorefrontPage> {
    let product: ProductResponse;
    try {
      product = await this.products.findOne(id);
    } catch (error) {
      if (!isNotFound(error, CatalogErrorCode.ProductNotFound)) throw error;
      return { ...NOT_FOUND_PAGE, title: 'Producto no encontrado', body: productNotFoundPage() };
    }
    const path = productPath(product.id, product.titulo);
    // /products/{id} and addresses with an old title's words move to the current one.
    if ((slug ?? '') !== slugify(product.titulo)) return { kind: 'redirect', to: path, keepQuery: true };
    const crumbs: Crumb[] = [
      HOME_CRUMB,
      CATALOGUE_CRUMB,
      ...(product.categoria ? [{ label: product.categoria.nombre, href: `/category/${product.categoria.id}` }] : []),
      { label: product.titulo },
    ];
    const facts = [
      formatPrice(chargedPrice(product)),
      product.existencias > 0 ? 'en stock' : 'sin stock',
      `SKU ${product.sku}`,
      product.oem ? `OEM ${product.oem}` : null,
    ].filter(Boolean);
    return {
      kind: 'page',
      status: 200,
      title: product.titulo,
      description: description(
        `${product.titulo}: ${facts.join(', ')}.${product.descripcion ? ` ${product.descripcion}` : ''}`,
      ),
      canonical: path,
      crumbs,
      product,
      image: product.imagenes.imagenPrincipal,
      body: productDetail(product, crumbs),
      data: { product },
    };
  }

  private async category(id: number, subSubcategoryId: number | null, page: number): Promise<StorefrontPage> {
    let category: CategoryResponse;
    try {
      category = await this.cache.remember('seo-category', { id }, () => this.categories.findOne(id));
    } catch (error) {
      if (!isNotFound(error, CatalogErrorCode.CategoryNotFound)) throw error;
      return NOT_FOUND_PAGE;
    }
    const subSubcategories = subSubcategoriesOf(category);
    const subSubcategory =
      subSubcategoryId === null ? null : (subSubcategories.find((item) => item.id === subSubcategoryId) ?? null);
    if (subSubcategoryId !== null && !subSubcategory) return NOT_FOUND_PAGE;
    const filters = { categoryId: id, ...(subSubcategory ? { subSubcategoryId: subSubcategory.id } : {}) };
    const listing = await this.products.listPage(filters, 'relevance', page, LISTING_PAGE_SIZE);
    const title = subSubcategory?.nombre ?? category.nombre;
    const categoryHref = `/category/${id}`;
    const href = (pageNumber: number) =>
      withQuery(categoryHref, {
        subcategory: subSubcategory ? `sub-${subSubcategory.id}` : undefined,
        page: pageParam(pageNumber),
      });
    const crumbs: Crumb[] = [
      HOME_CRUMB,
      CATALOGUE_CRUMB,
      { label: category.nombre, href: categoryHref },
      ...(subSubcategory ? [{ label: subSubcategory.nombre }] : []),
    ];
    return {
      kind: 'page',
      status: 200,
      title,
      description: description(
        `${title}${subSubcategory ? ` (${category.nombre})` : ''}: ${listing.pagination.total} repuestos con precio, stock y compatibilidad, con despacho a todo Chile.`,
      ),
      canonical: href(page),
      crumbs,
      data: { category, products: { query: { page, limit: LISTING_PAGE_SIZE, ...filters }, answer: listing } },
      body: listingPage({
        crumbs,
        separator: '»',
        title,
        subtitle: subSubcategory ? category.nombre : undefined,
        products: listing.products,
        pagination: listing.pagination,
        hrefForPage: href,
        empty: 'No se encontraron productos en esta categoría.',
        gridLabel: `Productos de ${title}`,
        showPriceNotes: true,
        chips: {
          label: 'Subcategorías',
          links: subSubcategories.map((item) => ({
            label: item.nombre,
            href: `${categoryHref}?subcategory=sub-${item.id}`,
          })),
        },
      }),
    };
  }

  private async brand(id: number, page: number): Promise<StorefrontPage> {
    const query = { page, limit: LISTING_PAGE_SIZE, sort: DEFAULT_BRAND_SORT } as BrandProductsQuery;
    let answer: BrandProductsAnswer;
    let models: BrandModelsAnswer;
    try {
      [answer, models] = await Promise.all([this.brands.brandProducts(id, query), this.brands.models(id)]);
    } catch (error) {
      if (!isNotFound(error, CatalogErrorCode.BrandNotFound)) throw error;
      return NOT_FOUND_PAGE;
    }
    const { brand, products, pagination } = answer.data;
    const href = (pageNumber: number) => withQuery(`/brand/${id}`, { page: pageParam(pageNumber) });
    const crumbs: Crumb[] = [HOME_CRUMB, { label: brand.name }];
    return {
      kind: 'page',
      status: 200,
      title: brand.name,
      description: description(
        `Repuestos para ${brand.name}: ${pagination.total} productos compatibles con sus modelos, con precio, stock y despacho a todo Chile.`,
      ),
      canonical: href(page),
      crumbs,
      data: { brandProducts: { query: { id, ...query }, answer }, brandModels: models },
      body: listingPage({
        crumbs,
        separator: '>',
        title: brand.name,
        subtitle:
          pagination.total > 0
            ? `${pagination.total.toLocaleString('es-CL')} ${pagination.total === 1 ? 'repuesto disponible' : 'repuestos disponibles'}`
            : undefined,
        products,
        pagination,
        hrefForPage: href,
        empty: 'Esta marca no tiene productos disponibles en este momento.',
        gridLabel: `Productos de ${brand.name}`,
        chips: {
          label: `Modelos de ${brand.name}`,
          links: models.data.models
            .filter((model) => model.productCount > 0)
            .map((model) => ({ label: model.name, href: modelHref(brand, model) })),
        },
      }),
    };
  }

  private async model(id: number, page: number): Promise<StorefrontPage> {
    let answer: Awaited<ReturnType<BrandsService['modelProducts']>>;
    try {
      answer = await this.brands.modelProducts(id, {
        page,
        limit: LISTING_PAGE_SIZE,
        sort: 'relevance',
      } as ProductPageQuery);
    } catch (error) {
      if (!isNotFound(error, CatalogErrorCode.ModelNotFound)) throw error;
      return NOT_FOUND_PAGE;
    }
    const { brand, model, products, pagination } = answer.data;
    const vehicle = `${brand.name} ${model.name}`;
    const canonical = (pageNumber: number) => modelHref(brand, model, pageNumber);
    const crumbs: Crumb[] = [
      HOME_CRUMB,
      CATALOGUE_CRUMB,
      { label: brand.name, href: `/brand/${brand.id}` },
      { label: model.name },
    ];
    return {
      kind: 'page',
      status: 200,
      title: `Repuestos ${vehicle}`,
      description: description(
        `Repuestos para ${vehicle}: ${pagination.total} productos compatibles, con precio, stock y despacho a todo Chile.`,
      ),
      canonical: canonical(page),
      crumbs,
      body: listingPage({
        crumbs,
        title: `Repuestos ${vehicle}`,
        products,
        pagination,
        hrefForPage: canonical,
        empty: 'No se encontraron productos que coincidan con tus criterios.',
        gridLabel: `Repuestos ${vehicle}`,
      }),
    };
  }

  private async catalogue(page: number): Promise<StorefrontPage> {
    const listing = await this.products.listPage({}, 'relevance', page, LISTING_PAGE_SIZE);
    const href = (pageNumber: number) => withQuery('/repuestos', { page: pageParam(pageNumber) });
    const crumbs: Crumb[] = [HOME_CRUMB, { label: 'Repuestos' }];
    return {
      kind: 'page',
      status: 200,
      title: 'Repuestos',
      description: description(
        `Catálogo de repuestos automotrices: ${listing.pagination.total} productos con precio, stock y compatibilidad por marca y modelo.`,
      ),
      canonical: href(page),
      crumbs,
      data: { products: { query: { page, limit: LISTING_PAGE_SIZE }, answer: listing } },
      body: listingPage({
        crumbs,
        title: 'Repuestos',
        products: listing.products,
        pagination: listing.pagination,
        hrefForPage: href,
        empty: 'No se encontraron productos que coincidan con tus criterios.',
        gridLabel: 'Repuestos',
      }),
    };
  }

  private async offers(page: number): Promise<StorefrontPage> {
    const listing = await this.products.listPage({ onSale: true }, 'relevance', page, LISTING_PAGE_SIZE);
    const href = (pageNumber: number) => withQuery('/ofertas', { page: pageParam(pageNumber) });
    const crumbs: Crumb[] = [HOME_CRUMB, { label: 'Ofertas' }];
    return {
      kind: 'page',
      status: 200,
      title: 'Ofertas',
      description: description(
        `Repuestos en oferta: ${listing.pagination.total} productos con descuento, el mayor descuento primero.`,
      ),
      canonical: href(page),
      crumbs,
      body: listingPage({
        crumbs,
        title: 'Ofertas',
        products: listing.products,
        pagination: listing.pagination,
        hrefForPage: href,
        empty: 'No hay productos en oferta en este momento.',
        gridLabel: 'Ofertas',
      }),
    };
  }

  /** GET /categories's list, cached per catalogue version like the other catalogue reads. */
  private categoryList(): Promise<CategoryResponse[]> {
    return this.cache.remember('seo-categories', {}, () => this.categories.list());
  }
}

/** The model page's address as the SPA links it (paths.catalogue.getHref with brand and model). */
export function modelHref(brand: { id: number; name: string }, model: { id: number; name: string }, page = 1): string {
  return withQuery('/repuestos', {
    brand: brand.id,
    brandName: brand.name,
    model: model.id,
    modelName: model.name,
    page: pageParam(page),
  });
}
