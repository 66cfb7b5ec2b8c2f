import { Injectable } from '@nestjs/common';
import {
  CatalogCacheService,
  CatalogErrorCode,
  CategoriesService,
  type CategoryResponse,
  type ProductResponse,
  ProductsService,
} from '../catalog';
import { VehiclesService } from '../vehicles';
import { productPath, slugify } from './slug';
import { StorefrontListingPages } from './storefront-listing-pages';
import { formatPesos } from '../../core/format/pesos';
import { chargedPrice, type Crumb, homePage, productDetail, productNotFoundPage } from './storefront-markup';
import {
  CATALOGUE_CRUMB,
  description,
  HOME_CRUMB,
  isNotFound,
  NOT_FOUND_PAGE,
  type StorefrontPage,
} from './storefront-page';
import { HOME_OFFERS_COUNT, HOME_TITLE } from './storefront-pages.constants';
import type { StorefrontRoute } from './storefront-routes';

/**
 * Each storefront page from the same cached catalogue reads the API answers with (the SPA's first
 * requests hit the very entries these fill): title, description, canonical address, breadcrumbs,
 * status and the markup the screen shows. The listings are StorefrontListingPages'.
 */
@Injectable()
export class StorefrontPagesService {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly cache: CatalogCacheService,
    private readonly listings: StorefrontListingPages,
    private readonly vehicles: VehiclesService,
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
        return this.listings.search(route.text, route.page, route.plain);
      case 'home':
        return this.home(storeName);
      case 'catalogue':
        return this.listings.catalogue(route.page);
      case 'offers':
        return this.listings.offers(route.page);
      case 'product':
        return this.product(route.id, route.slug);
      case 'category':
        return this.listings.category(route.id, route.subSubcategoryId, route.page);
      case 'brand':
        return this.listings.brand(route.id, route.page);
      case 'model':
        return this.listings.model(route.id, route.page);
    }
  }

  private async home(storeName: string): Promise<StorefrontPage> {
    const offersQuery = { page: 1, limit: HOME_OFFERS_COUNT, onSale: true as const };
    const [categories, featured, offers, vehicleBrands] = await Promise.all([
      this.categoryList(),
      this.products.featured(),
      // GET /products?onSale=true's first answer, in its default order (the 'Ofertas' section).
      this.products.listPage({ onSale: true }, 'relevance', 1, HOME_OFFERS_COUNT),
      this.vehicles.brands(),
    ]);
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
      data: { categories, featured, offers: { query: offersQuery, answer: offers }, vehicleBrands },
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
      formatPesos(chargedPrice(product)),
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

  /** GET /categories's list, cached per catalogue version like the other catalogue reads. */
  private categoryList(): Promise<CategoryResponse[]> {
    return this.cache.remember('seo-categories', {}, () => this.categories.list());
  }
}
