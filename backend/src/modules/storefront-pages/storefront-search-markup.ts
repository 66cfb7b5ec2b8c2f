import { html, type SafeHtml } from '../../core/http/spa-html';
import type { PaginationResponse, ProductResponse } from '../catalog';
import { type Crumb, listingPage, productGrid } from './storefront-markup';

export type SearchResultsMarkup = {
  crumbs: Crumb[];
  title: string;
  /** The search text as the shopper typed it. */
  text: string;
  /** GET /products/search's data. */
  answer: {
    products: ProductResponse[];
    suggestions: ProductResponse[];
    pagination: PaginationResponse;
    message: string;
  };
  hrefForPage: (page: number) => string;
};

const NOTHING_FOUND = 'No se encontraron productos que coincidan con tus criterios.';

/**
 * /repuestos?search=… (product-catalogue.tsx): the results with the server's wording once it found
 * something (it may have corrected a typo), or its similar products when nothing matched.
 */
export function searchResultsPage({ crumbs, title, text, answer, hrefForPage }: SearchResultsMarkup): SafeHtml {
  const found = answer.products.length > 0;
  const similar = !found && answer.suggestions.length > 0;
  return listingPage({
    crumbs,
    title,
    subtitle: found && answer.message ? answer.message : `Resultados para «${text}»`,
    products: answer.products,
    pagination: answer.pagination,
    hrefForPage,
    empty: NOTHING_FOUND,
    gridLabel: title,
    results: similar
      ? html`<div class="similar-products">
          <p class="similar-products__message" role="status">${answer.message || NOTHING_FOUND}</p>
          <h2 class="similar-products__title">Productos similares</h2>
          ${productGrid(answer.suggestions, 'Productos similares')}
        </div>`
      : undefined,
  });
}
