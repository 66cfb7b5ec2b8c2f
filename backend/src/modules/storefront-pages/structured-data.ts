import type { BreadcrumbList, Offer, Product, Store, WebSite, WithContext } from 'schema-dts';
import type { ProductResponse } from '../catalog';
import type { PublicSettings } from '../settings';
import { chargedPrice } from './storefront-markup';
import { CURRENCY } from './storefront-pages.constants';

/** schema.org JSON-LD of the storefront's pages (search engines' rich results), typed by schema-dts. */

/** An absolute URL on this shop. */
export type AbsoluteUrl = (path: string) => string;

/**
 * Product with its Offer at the price the page shows (the sale price while on sale, the list price
 * then given as the strikethrough price), availability from stock, the shop as seller, and
 * AggregateRating only when there are reviews.
 */
export function productJsonLd(
  product: ProductResponse,
  { url, absolute, storeName }: { url: string; absolute: AbsoluteUrl; storeName: string },
): WithContext<Product> {
  const offer: Offer = {
    '@type': 'Offer',
    url,
    price: chargedPrice(product),
    priceCurrency: CURRENCY,
    availability: product.existencias > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: storeName },
    ...(product.precioOferta !== null
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: product.precio,
            priceCurrency: CURRENCY,
          },
        }
      : {}),
  };
  const images = Object.values(product.imagenes).filter((image): image is string => !!image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.titulo,
    url,
    sku: product.sku,
    ...(product.oem ? { mpn: product.oem } : {}),
    ...(product.descripcion ? { description: product.descripcion } : {}),
    image: images.map(absolute),
    ...(product.fabricante ? { brand: { '@type': 'Brand', name: product.fabricante } } : {}),
    ...(product.categoria ? { category: product.categoria.nombre } : {}),
    offers: offer,
    ...(product.calificacion.cantidad > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.calificacion.puntuacion,
            reviewCount: product.calificacion.cantidad,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The page's breadcrumb trail; the last item (the page itself) carries no link, as on screen. */
export function breadcrumbJsonLd(
  items: { label: string; href?: string }[],
  absolute: AbsoluteUrl,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href && index < items.length - 1 ? { item: absolute(item.href) } : {}),
    })),
  };
}

/** The shop with its contact details (the owner's settings), on the home page. */
export function storeJsonLd(settings: PublicSettings, absolute: AbsoluteUrl): WithContext<Store> {
  const { contact } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: settings.storeName,
    url: absolute('/'),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.address
      ? { address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'CL' } }
      : {}),
    currenciesAccepted: CURRENCY,
  };
}

/** The site and its search (the catalogue's ?search=), on the home page. */
export function webSiteJsonLd(storeName: string, absolute: AbsoluteUrl): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: storeName,
    url: absolute('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/repuestos')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}
