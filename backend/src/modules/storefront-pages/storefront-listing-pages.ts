import { Injectable } from '@nestjs/common';
import {
  type BrandProductsQuery,
  BrandsService,
  CatalogCacheService,
  CatalogError,
  CatalogErrorCode,
  CategoriesService,
  type CategoryResponse,
  type ProductPageQuery,
  ProductsService,
  type SearchProductsQuery,
  type SubSubcategoryResponse,
} from '../catalog';
import { type Crumb, listingPage } from './storefront-markup';
import { searchResultsPage } from './storefront-search-markup';
import {
  type BrandModelsAnswer,
  type BrandProductsAnswer,
  CATALOGUE_CRUMB,
  description,
  HOME_CRUMB,
  isNotFound,
  modelHref,
  NOT_FOUND_PAGE,
  pageParam,
  type SearchAnswer,
  type ShownPage,
  type StorefrontPage,
  withQuery,
} from './storefront-page';
import { DEFAULT_BRAND_SORT, LISTING_PAGE_SIZE, SEARCH_TITLE } from './storefront-pages.constants';

/** A category's sub-subcategories, direct and through subcategories, once each, by name (sub-subcategories.ts). */
function subSubcategoriesOf(category: CategoryResponse): SubSubcategoryResponse[] {
  const byId = new Map<number, SubSubcategoryResponse>();
  for (const item of [...category.subSubcategorias, ...category.subcategorias.flatMap((sub) => sub.subSubcategorias)]) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

/** The catalogue and the offers: the same page over a different product filter. */
interface FlatListing {
  path: string;
  title: string;
  filters: Parameters<ProductsService['listPage']>[0];
  /** The meta description, given the number of products listed. */
  summary: (total: number) => string;
  empty: string;
  withData: boolean;
}

/**
 * The product listings (catalogue, offers, a category, a brand, a vehicle model, search results), each
 * page from the cached catalogue reads the API answers with, and the markup the listing screen shows.
 */
@Injectable()
export class StorefrontListingPages {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly brands: BrandsService,
    private readonly cache: CatalogCacheService,
  ) {}

  catalogue(page: number): Promise<StorefrontPage> {
    return this.flatListing(page, {
      path: '/repuestos',
      title: 'Repuestos',
      filters: {},
      summary: (total) =>
        `Catálogo de repuestos automotrices: ${total} productos con precio, stock y compatibilidad por marca y modelo.`,
      empty: 'No se encontraron productos que coincidan con tus criterios.',
      withData: true,
    });
  }

  offers(page: number): Promise<StorefrontPage> {
    return this.flatListing(page, {
      path: '/ofertas',
      title: 'Ofertas',
      filters: { onSale: true },
      summary: (total) => `Repuestos en oferta: ${total} productos con descuento, el mayor descuento primero.`,
      empty: 'No hay productos en oferta en este momento.',
      withData: false,
    });
  }

  async category(id: number, subSubcategoryId: number | null, page: number): Promise<StorefrontPage> {
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

  async brand(id: number, page: number): Promise<StorefrontPage> {
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

  async model(id: number, page: number): Promise<StorefrontPage> {
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

  /**
   * /repuestos?search=…: GET /products/search's first answer (what product-catalogue.tsx asks for with
   * no other filter), kept out of search engines. With a category, a sale filter or another order the
   * screen asks the listing instead: the page then carries only its title.
   */
  async search(text: string, page: number, plain: boolean): Promise<StorefrontPage> {
    const shown: ShownPage = { kind: 'page', status: 200, title: SEARCH_TITLE, noindex: true };
    if (!plain) return shown;
    const query = { q: text, page, limit: LISTING_PAGE_SIZE };
    let answer: SearchAnswer;
    try {
      answer = await this.products.search({ ...query, sort: 'relevance' } as SearchProductsQuery);
    } catch (error) {
      // A failed search: the screen asks again and shows its own error.
      if (error instanceof CatalogError) return shown;
      throw error;
    }
    const crumbs: Crumb[] = [HOME_CRUMB, CATALOGUE_CRUMB, { label: 'Búsqueda' }];
    return {
      ...shown,
      data: { search: { query, answer } },
      body: searchResultsPage({
        crumbs,
        title: SEARCH_TITLE,
        text,
        answer: answer.data,
        hrefForPage: (pageNumber) => withQuery('/repuestos', { search: text, page: pageParam(pageNumber) }),
      }),
    };
  }

  /**
   * A listing with no entity of its own to look up (the catalogue, the offers): its products by relevance, a
   * page of them under HOME › title. `withData` embeds the answer for the client to start from.
   */
  private async flatListing(page: number, listing: FlatListing): Promise<StorefrontPage> {
    const answer = await this.products.listPage(listing.filters, 'relevance', page, LISTING_PAGE_SIZE);
    const href = (pageNumber: number) => withQuery(listing.path, { page: pageParam(pageNumber) });
    const crumbs: Crumb[] = [HOME_CRUMB, { label: listing.title }];
    return {
      kind: 'page',
      status: 200,
      title: listing.title,
      description: description(listing.summary(answer.pagination.total)),
      canonical: href(page),
      crumbs,
      ...(listing.withData ? { data: { products: { query: { page, limit: LISTING_PAGE_SIZE }, answer } } } : {}),
      body: listingPage({
        crumbs,
        title: listing.title,
        products: answer.products,
        pagination: answer.pagination,
        hrefForPage: href,
        empty: listing.empty,
        gridLabel: listing.title,
      }),
    };
  }
}
