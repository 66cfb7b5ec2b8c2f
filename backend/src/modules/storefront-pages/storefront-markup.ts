import { formatPesos } from '../../core/format/pesos';
import { html, type SafeHtml } from '../../core/http/spa-html';
import type { CategoryResponse, PaginationResponse, ProductResponse } from '../catalog';
import { productPath } from './slug';
import { DESCRIPTION_TRUNCATE, FREE_SHIPPING_NOTICE, VAT_NOTICE } from './storefront-pages.constants';

/**
 * What the storefront's screens show, as plain server markup with the SPA's class names, so a crawler
 * (or a browser before the bundle runs) reads the page the shopper will see. createRoot replaces it.
 * Keep it in step with the components named beside each function.
 */

/** The price the shopper pays: the sale price while on sale (precioOferta is only set while lower). */
export const chargedPrice = (product: ProductResponse) => product.precioOferta ?? product.precio;

/** Cuts at a word boundary when possible and adds an ellipsis (utils/format.ts truncateText). */
export function truncateText(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export type Crumb = { label: string; href?: string };

/** components/ui/breadcrumbs.tsx */
export function breadcrumbs(items: Crumb[], separator = '›'): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="Ruta de navegación">
    <ol class="breadcrumbs__list">
      ${items.map((item, index) => {
        const isLast = index === items.length - 1;
        return html`<li class="breadcrumbs__item">
          ${
            item.href && !isLast
              ? html`<a href="${item.href}">${item.label}</a>`
              : html`<span${isLast ? html` aria-current="page"` : ''}>${item.label}</span>`
          }${isLast ? '' : html`<span class="breadcrumbs__separator" aria-hidden="true">${separator}</span>`}
        </li>`;
      })}
    </ol>
  </nav>`;
}

/** components/ui/price.tsx: the charged price, and while on sale the list price struck through and the discount. */
export function price(product: ProductResponse): SafeHtml {
  if (product.precioOferta === null) {
    return html`<span class="price"><span class="price__current">${formatPesos(product.precio)}</span></span>`;
  }
  const discount = product.descuento ?? Math.max(1, Math.round((1 - product.precioOferta / product.precio) * 100));
  return html`<span class="price price--sale"
    ><span class="price__current"
      ><span class="visually-hidden">Precio oferta:</span> ${formatPesos(product.precioOferta)}</span
    >
    <s class="price__list"><span class="visually-hidden">Precio normal:</span> ${formatPesos(product.precio)}</s>
    <span class="price__badge"
      ><span aria-hidden="true">-${discount}%</span><span class="visually-hidden">${discount}% de descuento</span></span
    ></span
  >`;
}

/** features/catalog/components/product-card.tsx */
function productCard(
  product: ProductResponse,
  { showPriceNotes, eager, first }: { showPriceNotes: boolean; eager: boolean; first: boolean },
): SafeHtml {
  const outOfStock = product.existencias <= 0;
  const href = productPath(product.id, product.titulo);
  return html`<li>
    <article class="product-card${outOfStock ? ' product-card--unavailable' : ''}">
      <div class="product-card__media">
        <img
          src="${product.imagenes.imagenPrincipal}"
          alt="${product.titulo}"
          width="320"
          height="320"
          class="product-card__image"
          loading="${eager ? 'eager' : 'lazy'}"
          ${first ? html`fetchpriority="high"` : ''}
        />${outOfStock ? html`<span class="product-card__flag">Producto no disponible</span>` : ''}
      </div>
      <div class="product-card__body">
        ${product.categoria ? html`<p class="product-card__category">${product.categoria.nombre}</p>` : ''}
        <h3 class="product-card__title"><a href="${href}" class="product-card__link">${product.titulo}</a></h3>
        <p class="product-card__sku">SKU: ${product.sku}</p>
        ${
          product.descripcion
            ? html`<p class="product-card__description">${truncateText(product.descripcion, DESCRIPTION_TRUNCATE)}</p>`
            : ''
        }
        <div class="product-card__footer">
          <p class="product-card__price">${price(product)}</p>
          ${outOfStock ? '' : html`<p class="product-card__stock">En stock</p>`}
        </div>
        ${
          showPriceNotes
            ? html`<div class="product-card__notes">
                <p class="product-card__vat">${VAT_NOTICE}</p>
                <p class="product-card__shipping">${FREE_SHIPPING_NOTICE}</p>
              </div>`
            : ''
        }
      </div>
    </article>
  </li>`;
}

/** Cards of the first row load eagerly, the rest when they scroll into view (product-grid.tsx EAGER_CARDS). */
const EAGER_CARDS = 4;

/** features/catalog/components/product-grid.tsx */
export function productGrid(
  products: ProductResponse[],
  label: string,
  options: { showPriceNotes?: boolean } = {},
): SafeHtml {
  return html`<ul class="product-grid" aria-label="${label}">
    ${products.map((product, index) =>
      productCard(product, {
        showPriceNotes: options.showPriceNotes ?? false,
        eager: index < EAGER_CARDS,
        // The listing's largest paint: fetched before the other pictures.
        first: index === 0,
      }),
    )}
  </ul>`;
}

/** Links to the previous and next pages, so a crawler reaches every product of a listing. */
function pageLinks(pagination: PaginationResponse, hrefForPage: (page: number) => string): SafeHtml {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return html``;
  return html`<nav class="pagination" aria-label="Paginación">
    <p>Página ${page} de ${totalPages}</p>
    ${
      page > 1 ? html`<a href="${hrefForPage(page - 1)}" rel="prev">Anterior</a> ` : ''
    }${page < totalPages ? html`<a href="${hrefForPage(page + 1)}" rel="next">Siguiente</a>` : ''}
  </nav>`;
}

export type ListingMarkup = {
  crumbs: Crumb[];
  separator?: string;
  title: string;
  subtitle?: string;
  products: ProductResponse[];
  pagination: PaginationResponse;
  hrefForPage: (page: number) => string;
  empty: string;
  gridLabel: string;
  showPriceNotes?: boolean;
  /** Links under the title (a category's sub-subcategories, a brand's models). */
  chips?: { label: string; links: { label: string; href: string }[] };
  /** Shown instead of the products (search results' similar products). */
  results?: SafeHtml;
};

/** Category, brand, model, catalogue and offers listings (category-listing.tsx, brand-listing.tsx, …). */
export function listingPage(listing: ListingMarkup): SafeHtml {
  const chips = listing.chips && listing.chips.links.length > 0 ? listing.chips : null;
  return html`<div class="container listing">
    <div class="listing-header">
      ${breadcrumbs(listing.crumbs, listing.separator)}
      <h1 class="listing-header__title">${listing.title}</h1>
      ${listing.subtitle ? html`<p class="listing-header__subtitle">${listing.subtitle}</p>` : ''}
    </div>
    ${
      chips
        ? html`<nav class="chip-nav" aria-label="${chips.label}">
            <ul class="chip-list chip-nav__list">
              ${chips.links.map((link) => html`<li><a href="${link.href}" class="chip">${link.label}</a></li>`)}
            </ul>
          </nav>`
        : ''
    }${
      listing.results ??
      (listing.products.length === 0
        ? html`<p class="empty-state">${listing.empty}</p>`
        : html`${productGrid(listing.products, listing.gridLabel, {
            showPriceNotes: listing.showPriceNotes,
          })}${pageLinks(listing.pagination, listing.hrefForPage)}`)
    }
  </div>`;
}

const metaRow = (label: string, value: SafeHtml | string) =>
  html`<div class="product-meta__row">
    <dt>${label}</dt>
    <dd>${value}</dd>
  </div>`;

/** features/catalog/components/product-detail.tsx and product-compatibility.tsx */
export function productDetail(product: ProductResponse, crumbs: Crumb[]): SafeHtml {
  const inStock = product.existencias > 0;
  const categoryLink = product.categoria
    ? html`<a href="/category/${product.categoria.id}">${product.categoria.nombre}</a>`
    : '—';
  const equivalents = product.equivalencias ?? [];
  return html`<article class="container product-detail">
    ${breadcrumbs(crumbs)}
    <div class="product-detail__main">
      <div class="gallery">
        <div class="gallery__stage">
          <img
            src="${product.imagenes.imagenPrincipal}"
            alt="${product.titulo}"
            width="640"
            height="640"
            class="gallery__image"
            loading="eager"
            fetchpriority="high"
          />
        </div>
      </div>
      <div class="product-detail__info">
        ${product.categoria ? html`<p class="product-detail__eyebrow">${product.categoria.nombre}</p>` : ''}
        <h1 class="product-detail__title">${product.titulo}</h1>
        ${
          product.calificacion.cantidad > 0
            ? html`<p class="product-detail__rating">
                Calificación: ${product.calificacion.puntuacion.toLocaleString('es-CL')} de 5
                (${product.calificacion.cantidad} ${product.calificacion.cantidad === 1 ? 'reseña' : 'reseñas'})
              </p>`
            : ''
        }
        <div class="product-detail__price-block">
          <p class="product-detail__price">${price(product)}</p>
          <p class="product-detail__vat">${VAT_NOTICE}</p>
        </div>
        <p class="product-detail__stock product-detail__stock--${inStock ? 'in' : 'out'}">
          ${
            inStock
              ? `Stock: ${product.existencias} ${product.existencias === 1 ? 'unidad disponible' : 'unidades disponibles'}`
              : 'Sin stock'
          }
        </p>
        ${
          product.descripcion
            ? html`<div class="product-detail__description">
                <h2 class="visually-hidden">Descripción</h2>
                <p>${product.descripcion}</p>
              </div>`
            : ''
        }
        <dl class="product-meta">
          ${metaRow('Categoría', categoryLink)}${metaRow('SKU', product.sku)}${
            product.skuAlternativo ? metaRow('SKU alternativo', product.skuAlternativo) : ''
          }${product.oem ? metaRow('OEM', product.oem) : ''}${metaRow('Fabricante', product.fabricante ?? '—')}${metaRow(
            'Origen',
            product.origen ?? '—',
          )}${metaRow('Stock', inStock ? String(product.existencias) : 'Sin stock')}
        </dl>
        ${
          product.aplicacion
            ? html`<div class="product-detail__application">
                <h2 class="product-detail__subheading">Aplicación</h2>
                <p>${product.aplicacion}</p>
              </div>`
            : ''
        }
      </div>
    </div>
    <section class="detail-section">
      <h2 class="detail-section__title">Compatibilidad de vehículos</h2>
      ${
        product.compatibilidades.length === 0
          ? html`<p class="detail-section__empty">Este producto no tiene compatibilidades registradas.</p>`
          : html`<div class="compatibility">
              <table class="compatibility__table">
                <thead>
                  <tr>
                    <th scope="col">Marca</th>
                    <th scope="col">Modelo</th>
                    <th scope="col">Años</th>
                  </tr>
                </thead>
                <tbody>
                  ${product.compatibilidades.map(
                    (row) =>
                      html`<tr>
                        <td>${row.marca}</td>
                        <td>${row.modelo}</td>
                        <td>${row.anos}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    </section>
    ${
      equivalents.length > 0
        ? html`<section class="detail-section">
            <h2 class="detail-section__title">Números equivalentes</h2>
            <div class="compatibility">
              <table class="compatibility__table">
                <thead>
                  <tr>
                    <th scope="col">Código</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Marca</th>
                  </tr>
                </thead>
                <tbody>
                  ${equivalents.map(
                    (row) =>
                      html`<tr>
                        <td class="equivalents__code">${row.codigo}</td>
                        <td>${row.tipo === 'oem' ? 'OEM' : 'Alternativo'}</td>
                        <td>${row.marca ?? '—'}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>
          </section>`
        : ''
    }
  </article>`;
}

/** features/home/components/hero-banner.tsx, category-slider.tsx and featured-products.tsx */
export function homePage(categories: CategoryResponse[], featured: ProductResponse[]): SafeHtml {
  return html`<section class="hero" aria-labelledby="hero-title">
      <div class="container hero__inner">
        <div class="hero__content">
          <p class="hero__eyebrow">Despacho a todo Chile</p>
          <h1 id="hero-title" class="hero__title">Repuestos para tu vehículo, <span>al mejor precio</span></h1>
          <p class="hero__lead">
            Encuentra la pieza exacta buscando por producto, SKU o código OEM. Stock real, garantía de fábrica y pago
            seguro con Webpay.
          </p>
          <div class="hero__actions">
            <a href="/repuestos" class="button button--primary hero__button">Ver catálogo</a>
            <a href="/order-tracking" class="button button--outline-light hero__button">Seguir mi pedido</a>
          </div>
        </div>
      </div>
    </section>
    ${
      categories.length > 0
        ? html`<section class="section">
            <div class="container">
              <h2 class="section__title">Categorías</h2>
              <ul class="category-links">
                ${categories.map(
                  (category) => html`<li><a href="/category/${category.id}">${category.nombre}</a></li>`,
                )}
              </ul>
            </div>
          </section>`
        : ''
    }
    <section class="section featured-products">
      <div class="container">
        <div class="section__header">
          <div>
            <h2 class="section__title">Productos Destacados</h2>
            <p class="section__subtitle">Los repuestos más buscados por nuestros clientes.</p>
          </div>
          <a href="/repuestos" class="section__link">Ir al Catálogo</a>
        </div>
        ${productGrid(featured, 'Productos destacados')}
      </div>
    </section>`;
}

/** app/routes/storefront/not-found.tsx */
export function notFoundPage(): SafeHtml {
  return html`<section class="message-card not-found" aria-labelledby="not-found-title">
    <p class="not-found__code" aria-hidden="true">404</p>
    <h1 id="not-found-title" class="not-found__title"><span class="visually-hidden">404 · </span>Page Not Found</h1>
    <p class="not-found__text">La página que buscas no existe o fue movida.</p>
    <a href="/" class="button button--primary">Volver al inicio</a>
  </section>`;
}

/** The product page's 'Producto no encontrado' (product-detail.tsx ProductNotFound). */
export function productNotFoundPage(): SafeHtml {
  return html`<section class="container detail-message" role="alert">
    <h1 class="detail-message__title">Producto no encontrado</h1>
    <p class="detail-message__text">Te llevaremos al catálogo en unos segundos.</p>
    <a href="/repuestos" class="button button--primary">Ir al catálogo ahora</a>
  </section>`;
}

/** The storefront layout's main landmark (storefront-layout.tsx), around a page's markup. */
export const storefrontMain = (content: SafeHtml) =>
  html`<main id="main-content" class="storefront__main" tabindex="-1">${content}</main>`;
