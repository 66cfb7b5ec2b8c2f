import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { adminLogin } from '../support/shop.ts';

/** A common phone width (the journeys' PHONE is 375 px). */
const PHONE_390 = { width: 390, height: 844 };

interface ProductRating {
  puntuacion: number;
  cantidad: number;
}

async function productRating(productId: number): Promise<ProductRating> {
  const product = (await (await fetch(`${BASE_URL}/api/products/${productId}`)).json()) as {
    calificacion: ProductRating;
  };
  return product.calificacion;
}

/** A customer's review, posted through the API as a guest (the storefront journey drives the review form). */
async function postGuestReview(productId: number, userName: string): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/reviews/product/${productId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, comment: '¿Sirve también para la versión 2019?', rating: 2 }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('Admin reviews: the shop answers a customer, then moderates the review', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('admin replies on the product page → Admin badge for everyone → hides the review in /admin/reviews → gone', async () => {
    const products = (await (await fetch(`${BASE_URL}/api/products?limit=5&sort=newest`)).json()) as {
      products: Array<{ id: number; titulo: string }>;
    };
    const product = products.products[0];
    assert.ok(product, 'the demo catalogue has products');
    const author = `Cliente Recorrido ${Date.now()}`;
    await postGuestReview(product.id, author);
    const before = await productRating(product.id);

    // The administrator signs in at /admin/login; the storefront sends that session with the reply.
    const { context, page } = await newPage(browser, DESKTOP);
    await adminLogin(page);
    await page.goto(`/products/${product.id}`);
    const review = page.getByRole('article', { name: `Reseña de ${author}` });
    await review.getByRole('button', { name: 'Responder' }).click();
    const form = page.getByRole('form', { name: `Responder a ${author}` });
    await form.getByText('Respondes como administrador: tu respuesta llevará la insignia Admin.').waitFor();
    await form.getByLabel('Nombre').fill('Tienda Repuestos');
    await form.getByLabel('Respuesta').fill('Sí, calza desde 2015 en adelante. ¡Gracias por preguntar!');
    await form.getByRole('button', { name: 'Enviar respuesta' }).click();
    await form.waitFor({ state: 'detached' });
    const replies = review.getByRole('list', { name: `Respuestas a ${author}` });
    await replies.getByText('Admin', { exact: true }).waitFor();

    // A visitor sees the shop's answer with the badge; a visitor signing as the shop is refused.
    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto(`/products/${product.id}`);
    const visitorReview = visitor.page.getByRole('article', { name: `Reseña de ${author}` });
    const visitorReplies = visitorReview.getByRole('list', { name: `Respuestas a ${author}` });
    await visitorReplies.getByText('Tienda Repuestos').waitFor();
    await visitorReplies.getByText('Admin', { exact: true }).waitFor();
    await snapshot(visitor.page, 'admin-reviews-storefront-badge');
    await visitorReview.getByRole('button', { name: 'Responder' }).click();
    const impostor = visitor.page.getByRole('form', { name: `Responder a ${author}` });
    await impostor.getByLabel('Nombre').fill('El Admin');
    await impostor.getByLabel('Respuesta').fill('Escríbeme por WhatsApp para un descuento');
    await impostor.getByRole('button', { name: 'Enviar respuesta' }).click();
    await impostor
      .getByRole('alert')
      .getByText('Ese nombre está reservado para la tienda.', { exact: false })
      .waitFor();

    // Moderation: find the review, hide it.
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Reseñas', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/reviews`);
    await page.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
    await page.getByRole('list', { name: 'Reseñas de los clientes' }).waitFor();
    await snapshot(page, 'admin-reviews');
    await page.getByRole('searchbox', { name: 'Buscar en reseñas' }).fill(author);
    const card = page.getByRole('article', { name: author, exact: true });
    await card.waitFor();
    await card.getByText('Admin', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Ocultar reseña de ${author}` }).click();
    await page.getByText('Reseña ocultada: ya no aparece en la tienda ni cuenta en la calificación.').waitFor();
    await card.getByRole('button', { name: `Mostrar reseña de ${author}` }).waitFor();
    await snapshot(page, 'admin-reviews-hidden');

    await page.setViewportSize(PHONE_390);
    await page.getByRole('searchbox', { name: 'Buscar en reseñas' }).fill('');
    await page.getByText(/^Mostrando 1-\d+ de \d+ reseñas$/).waitFor();
    await snapshot(page, 'admin-reviews-phone');
    await context.close();

    // Gone from the product page, and the product's rating no longer counts it.
    const reviewsLoaded = visitor.page.waitForResponse((response) =>
      response.url().endsWith(`/api/reviews/product/${product.id}`),
    );
    await visitor.page.reload();
    await reviewsLoaded;
    await visitor.page.getByRole('heading', { level: 2, name: 'Reseñas' }).waitFor();
    assert.equal(await visitor.page.getByRole('article', { name: `Reseña de ${author}` }).count(), 0);
    const after = await productRating(product.id);
    assert.equal(after.cantidad, before.cantidad - 1);
    await visitor.context.close();
  });
});
