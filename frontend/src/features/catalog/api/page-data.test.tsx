import { onTestFinished } from 'vitest';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import { HOME_OFFERS_COUNT } from '@/config/constants';
import { seedPageData } from '@/features/catalog/api/page-data';
import { PAGE_DATA_ID } from '@/lib/page-data';
import { apiUrl } from '@/testing/mocks/api-url';
import { categoriesFixture } from '@/testing/mocks/handlers/categories';
import { featuredProductsFixture } from '@/testing/mocks/handlers/products';
import { recordRequests } from '@/testing/mocks/request-log';
import { renderApp, screen } from '@/testing/test-utils';

/** The block the server writes into a storefront page (backend storefront-page-data.source.ts). */
function writePageData(text: string) {
  const block = document.createElement('script');
  block.id = PAGE_DATA_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
  onTestFinished(() => block.remove());
}

function seededStore() {
  const store = makeStore();
  seedPageData(store.dispatch);
  return store;
}

describe("the server's page data (issue 22)", () => {
  it('shows the embedded product without asking the API for it', async () => {
    // A title the API mock does not have: what shows can only come from the page.
    const product = { ...featuredProductsFixture[0], titulo: 'Pastillas Yaris (escritas por el servidor)' };
    writePageData(JSON.stringify({ product }));
    const requests = recordRequests();

    renderApp(`/products/${product.id}`, { store: seededStore() });

    expect(await screen.findByRole('heading', { level: 1, name: product.titulo })).toBeVisible();
    expect(requests.to(`/products/${product.id}`)).toEqual([]);
  });

  it('shows the embedded categories and featured products on the home page without asking the API', async () => {
    const featured = [{ ...featuredProductsFixture[0], titulo: 'Destacado escrito por el servidor' }];
    writePageData(JSON.stringify({ categories: categoriesFixture, featured }));
    const requests = recordRequests();

    renderApp('/', { store: seededStore() });

    expect(await screen.findByText('Destacado escrito por el servidor')).toBeVisible();
    expect(requests.to('/products/featured')).toEqual([]);
    expect(requests.to('/categories')).toEqual([]);
  });

  it("shows the home page's embedded offers without asking the API for them", async () => {
    const answer = (await (await fetch(apiUrl('/products?page=1&limit=4&onSale=true'))).json()) as {
      products: { titulo: string }[];
    };
    answer.products[0].titulo = 'Oferta escrita por el servidor';
    const offers = { query: { page: 1, limit: HOME_OFFERS_COUNT, onSale: true }, answer };
    writePageData(JSON.stringify({ categories: categoriesFixture, featured: featuredProductsFixture, offers }));
    const requests = recordRequests();

    renderApp('/', { store: seededStore() });

    expect(await screen.findByText('Oferta escrita por el servidor')).toBeVisible();
    expect(requests.to('/products')).toEqual([]);
  });

  it('shows the embedded first page of a category without asking the API for it', async () => {
    const read = async (path: string) => (await fetch(apiUrl(path))).json() as Promise<Record<string, unknown>>;
    const category = { ...(await read('/categories/1')), nombre: 'Frenos (escrito por el servidor)' };
    const answer = (await read('/products?page=1&limit=12&categoryId=1')) as { products: { titulo: string }[] };
    answer.products[0].titulo = 'Producto de categoría escrito por el servidor';
    writePageData(JSON.stringify({ category, products: { query: { page: 1, limit: 12, categoryId: 1 }, answer } }));
    const requests = recordRequests();

    renderApp('/category/1', { store: seededStore() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frenos (escrito por el servidor)' })).toBeVisible();
    expect(screen.getByText('Producto de categoría escrito por el servidor')).toBeVisible();
    expect(requests.to('/products')).toEqual([]);
    expect(requests.to('/categories/1')).toEqual([]);
  });

  it('shows the embedded first page of a brand and its models without asking the API for them', async () => {
    const read = async (path: string) => (await fetch(apiUrl(path))).json() as Promise<Record<string, unknown>>;
    const answer = (await read('/brands/1/products?page=1&limit=12&sort=newest')) as {
      data: { products: { titulo: string }[] };
    };
    answer.data.products[0].titulo = 'Producto de marca escrito por el servidor';
    const brandModels = await read('/brands/1/models');
    writePageData(
      JSON.stringify({
        brandProducts: { query: { id: 1, page: 1, limit: 12, sort: 'newest' }, answer },
        brandModels,
      }),
    );
    const requests = recordRequests();

    renderApp('/brand/1', { store: seededStore() });

    expect(await screen.findByText('Producto de marca escrito por el servidor')).toBeVisible();
    expect(requests.to('/brands/1/products')).toEqual([]);
    expect(requests.to('/brands/1/models')).toEqual([]);
  });

  it('shows the embedded search results without asking the API for them', async () => {
    const read = async (path: string) => (await fetch(apiUrl(path))).json() as Promise<Record<string, unknown>>;
    const answer = (await read('/products/search?q=freno&page=1&limit=12')) as {
      data: { products: { titulo: string }[] };
    };
    answer.data.products[0].titulo = 'Resultado escrito por el servidor';
    writePageData(JSON.stringify({ search: { query: { q: 'freno', page: 1, limit: 12 }, answer } }));
    const requests = recordRequests();

    renderApp('/repuestos?search=freno', { store: seededStore() });

    expect(await screen.findByText('Resultado escrito por el servidor')).toBeVisible();
    expect(requests.to('/products/search')).toEqual([]);
  });

  it('asks the API as usual when the block is damaged', async () => {
    writePageData('{"product": {"id": 7, "titulo": "rota"');
    const requests = recordRequests();

    renderApp('/products/7', { store: seededStore() });

    expect(await screen.findByRole('heading', { level: 1, name: featuredProductsFixture[0].titulo })).toBeVisible();
    expect(requests.to('/products/7')).toHaveLength(1);
  });
});
