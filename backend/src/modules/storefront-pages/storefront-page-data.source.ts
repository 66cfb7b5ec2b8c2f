import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../core/config/app-config.service';
import type { SpaMetaTag, SpaPageData, SpaPageDataSource, SpaSiteFile } from '../../core/http/spa-page-data';
import { SettingsService, ShopPageDataSource } from '../settings';
import { formatPesos } from '../../core/format/pesos';
import { chargedPrice, storefrontMain } from './storefront-markup';
import { CURRENCY, PAGE_DATA_EMBED_ID, SITE_LOCALE } from './storefront-pages.constants';
import type { StorefrontPage } from './storefront-page';
import { StorefrontPagesService } from './storefront-pages.service';
import { storefrontRoute } from './storefront-routes';
import { SiteFilesService } from './site-files.service';
import { breadcrumbJsonLd, productJsonLd, storeJsonLd, webSiteJsonLd } from './structured-data';

/**
 * Every storefront page's first HTML: the shop's settings block (ShopPageDataSource), then per
 * route the status (404 for unknown products, categories, brands and models), the 301 to a
 * product's worded address, title, description, canonical URL, Open Graph and Twitter tags, JSON-LD,
 * the screen's text as markup and the API answers it was built from (page-data block). Absolute URLs are built from PUBLIC_URL, never from the request's
 * Host header (which a client chooses).
 */
@Injectable()
export class StorefrontPageDataSource implements SpaPageDataSource {
  private readonly origin: string;

  constructor(
    private readonly shop: ShopPageDataSource,
    private readonly settings: SettingsService,
    private readonly pages: StorefrontPagesService,
    private readonly files: SiteFilesService,
    config: AppConfigService,
  ) {
    this.origin = config.publicUrl.replace(/\/+$/, '');
  }

  /** An absolute URL on this shop for a path ('/x') or an image address (kept when already absolute). */
  private readonly absolute = (path: string) =>
    /^https?:\/\//i.test(path) ? path : `${this.origin}${path.startsWith('/') ? '' : '/'}${path}`;

  siteFile(path: string): Promise<SpaSiteFile | null> {
    return this.files.file(path);
  }

  async forPage(path: string, query: URLSearchParams = new URLSearchParams()): Promise<SpaPageData> {
    const [shop, settings] = await Promise.all([this.shop.forPage(), this.settings.forStorefront()]);
    const page = await this.pages.page(storefrontRoute(path, query), settings.storeName);
    if (page.kind === 'redirect') {
      const search = page.keepQuery ? query.toString() : '';
      return { ...shop, redirect: search ? `${page.to}?${search}` : page.to };
    }
    const storeName = settings.storeName;
    const title =
      page.title === null
        ? storeName
        : page.nameFirst
          ? `${storeName} | ${page.title}`
          : `${page.title} | ${storeName}`;
    const jsonLd: object[] = [];
    if (page.product && page.canonical) {
      jsonLd.push(
        productJsonLd(page.product, { url: this.absolute(page.canonical), absolute: this.absolute, storeName }),
      );
    }
    if (page.crumbs) jsonLd.push(breadcrumbJsonLd(page.crumbs, this.absolute));
    if (page.shopBlocks) jsonLd.push(storeJsonLd(settings, this.absolute), webSiteJsonLd(storeName, this.absolute));
    return {
      ...shop,
      title,
      embeds: page.data ? { ...shop.embeds, [PAGE_DATA_EMBED_ID]: page.data } : shop.embeds,
      status: page.status,
      head: {
        description: page.description,
        canonical: page.canonical && page.status === 200 ? this.absolute(page.canonical) : undefined,
        meta: this.metaTags(page, title, storeName),
        jsonLd,
      },
      body: page.body ? storefrontMain(page.body) : undefined,
    };
  }

  /** robots, Open Graph (what WhatsApp and social networks show for a shared link) and Twitter card tags. */
  private metaTags(page: Extract<StorefrontPage, { kind: 'page' }>, title: string, storeName: string): SpaMetaTag[] {
    if (page.noindex || page.status !== 200) return [{ name: 'robots', content: 'noindex' }];
    const image = page.image ? this.absolute(page.image) : undefined;
    const tags: SpaMetaTag[] = [
      { property: 'og:site_name', content: storeName },
      { property: 'og:locale', content: SITE_LOCALE },
      { property: 'og:type', content: page.product ? 'product' : 'website' },
      { property: 'og:title', content: page.product?.titulo ?? title },
      ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
      ...(page.canonical ? [{ property: 'og:url', content: this.absolute(page.canonical) }] : []),
      ...(image
        ? [
            { property: 'og:image', content: image },
            { property: 'og:image:alt', content: page.product?.titulo ?? title },
          ]
        : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: page.product?.titulo ?? title },
      ...(page.description ? [{ name: 'twitter:description', content: page.description }] : []),
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ];
    if (page.product) {
      const product = page.product;
      tags.push(
        { property: 'product:price:amount', content: String(chargedPrice(product)) },
        { property: 'product:price:currency', content: CURRENCY },
        { property: 'product:availability', content: product.existencias > 0 ? 'in stock' : 'out of stock' },
        { name: 'twitter:label1', content: 'Precio' },
        { name: 'twitter:data1', content: formatPesos(chargedPrice(product)) },
      );
    }
    return tags;
  }
}
