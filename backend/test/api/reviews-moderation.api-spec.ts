import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { Product } from '../../src/modules/catalog/product.entity';
import { fromNewIp, signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

interface AdminReply {
  id: number;
  resenaId: number;
  nombreUsuario: string;
  comentario: string;
  esAdmin: boolean;
  oculta: boolean;
}

interface AdminReview {
  id: number;
  productoId: number;
  nombreUsuario: string;
  calificacion: number;
  comentario: string;
  fechaCreacion: string;
  oculta: boolean;
  producto: { id: number; titulo: string; sku: string; calificacion: { puntuacion: number; cantidad: number } };
  respuestas: AdminReply[];
}

interface AdminPage {
  success: true;
  message: string;
  reviews: AdminReview[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalReviews: number;
    reviewsPerPage: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

const NOT_AUTHENTICATED = { success: false, message: 'Usuario no autenticado' };
const FORBIDDEN = { success: false, message: 'No tienes permiso para realizar esta acción' };
const REVIEW_NOT_FOUND = { success: false, message: 'Reseña no encontrada' };
const REPLY_NOT_FOUND = { success: false, message: 'Respuesta no encontrada' };

describe('Review moderation (/api/admin/reviews)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  const postReview = async (productId: number, userName: string, rating: number, comment = 'Buen producto') =>
    (
      await fromNewIp(request(t.server).post(`/api/reviews/product/${productId}`))
        .send({ userName, comment, rating })
        .expect(201)
    ).body.data as { id: number };
  const postReply = async (reviewId: number, userName: string, comment = 'Gracias', auth = {}) =>
    (
      await fromNewIp(request(t.server).post(`/api/reviews/reply/${reviewId}`))
        .set(auth)
        .send({ userName, comment })
        .expect(201)
    ).body.data as { id: number };
  const publicList = async (productId: number) =>
    (await request(t.server).get(`/api/reviews/product/${productId}`).expect(200)).body as {
      id: number;
      respuestas: { id: number }[];
    }[];
  /** Read through the catalogue cache, as the storefront does. */
  const rating = async (productId: number) =>
    (await request(t.server).get(`/api/products/${productId}`).expect(200)).body.calificacion as {
      puntuacion: number;
      cantidad: number;
    };
  const adminList = async (query: Record<string, string | number> = {}) =>
    (await request(t.server).get('/api/admin/reviews').query(query).set(admin).expect(200)).body as AdminPage;
  const hideReview = (id: number | string, oculta = true) =>
    request(t.server).put(`/api/admin/reviews/${id}/visibility`).set(admin).send({ oculta });
  const hideReply = (id: number | string, oculta = true) =>
    request(t.server).put(`/api/admin/reviews/replies/${id}/visibility`).set(admin).send({ oculta });

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
    customer = (await signIn(t, UserRole.CUSTOMER)).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const calls = [
      ['GET', '/api/admin/reviews'],
      ['PUT', '/api/admin/reviews/1/visibility'],
      ['DELETE', '/api/admin/reviews/1'],
      ['PUT', '/api/admin/reviews/replies/1/visibility'],
      ['DELETE', '/api/admin/reviews/replies/1'],
    ] as const;

    it.each(calls)('should answer %s %s with 401 without a session and 403 for a customer', async (method, url) => {
      const call = () => request(t.server)[method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'delete'](url);
      const anonymous = await call().send({ oculta: true });
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: NOT_AUTHENTICATED });
      const asCustomer = await call().set(customer).send({ oculta: true });
      expect({ status: asCustomer.status, body: asCustomer.body }).toEqual({ status: 403, body: FORBIDDEN });
    });

    it('should leave a review alone when a customer tries to hide or delete it', async () => {
      const product = await createProduct(t.dataSource);
      const review = await postReview(product.id, 'Ana', 5);
      await request(t.server).put(`/api/admin/reviews/${review.id}/visibility`).set(customer).send({ oculta: true });
      await request(t.server).delete(`/api/admin/reviews/${review.id}`).set(customer);
      await expect(publicList(product.id)).resolves.toHaveLength(1);
    });
  });

  describe('GET /api/admin/reviews', () => {
    let brakes: Product;
    let filter: Product;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      brakes = await createProduct(t.dataSource, { title: 'Pastillas de freno Cerámicas', sku: 'PF-7788' });
      filter = await createProduct(t.dataSource, { title: 'Filtro de aceite', sku: 'FA-100' });
      ids.first = (await postReview(brakes.id, 'Ana Pérez', 5, 'Frenan muy bien')).id;
      ids.second = (await postReview(filter.id, 'Luis', 2, 'Llegó tarde')).id;
      ids.third = (await postReview(brakes.id, 'Marta', 4, 'Buen precio')).id;
      ids.adminReply = (await postReply(ids.first, 'Admin', 'Gracias por tu compra', admin)).id;
      ids.guestReply = (await postReply(ids.first, 'Pedro', 'A mí también me sirvieron')).id;
    });

    it('should list every review newest first with its product, rating and replies oldest first', async () => {
      const page = await adminList({ product: brakes.id });
      expect(page).toMatchObject({
        success: true,
        message: 'Reseñas obtenidas',
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalReviews: 2,
          reviewsPerPage: 10,
          hasNextPage: false,
          hasPrevPage: false,
        },
      });
      expect(page.reviews.map((review) => review.id)).toEqual([ids.third, ids.first]);
      expect(page.reviews[1]).toEqual({
        id: ids.first,
        productoId: brakes.id,
        nombreUsuario: 'Ana Pérez',
        calificacion: 5,
        comentario: 'Frenan muy bien',
        fechaCreacion: expect.any(String),
        date: expect.any(String),
        oculta: false,
        producto: {
          id: brakes.id,
          titulo: 'Pastillas de freno Cerámicas',
          sku: 'PF-7788',
          calificacion: { puntuacion: 4.5, cantidad: 2 },
        },
        respuestas: [
          expect.objectContaining({ id: ids.adminReply, nombreUsuario: 'Admin', esAdmin: true, oculta: false }),
          expect.objectContaining({ id: ids.guestReply, nombreUsuario: 'Pedro', esAdmin: false, oculta: false }),
        ],
      });
    });

    it('should page newest first without repeating or skipping a review', async () => {
      const all = (await adminList({ limit: 50 })).reviews.map((review) => review.id);
      expect(all.slice(0, 3)).toEqual([ids.third, ids.second, ids.first]);
      const first = await adminList({ limit: 2, page: 1 });
      const second = await adminList({ limit: 2, page: 2 });
      expect(first.pagination).toMatchObject({ totalReviews: all.length, hasNextPage: true, hasPrevPage: false });
      expect(second.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true });
      expect([...first.reviews, ...second.reviews].map((review) => review.id)).toEqual(all.slice(0, 4));
      const beyond = await adminList({ page: 999 });
      expect(beyond.reviews).toEqual([]);
    });

    it('should filter by product id, title (any case and accents) or SKU', async () => {
      const byTitle = await adminList({ product: 'PASTILLAS DE FRENO CERAMICAS' });
      expect(byTitle.reviews.map((review) => review.id)).toEqual([ids.third, ids.first]);
      const bySku = await adminList({ product: 'fa100' });
      expect(bySku.reviews.map((review) => review.id)).toEqual([ids.second]);
      const byId = await adminList({ product: String(filter.id) });
      expect(byId.reviews.map((review) => review.id)).toContain(ids.second);
      expect(byId.reviews.map((review) => review.productoId)).not.toContain(brakes.id);
      const none = await adminList({ product: 'Amortiguador' });
      expect(none).toMatchObject({ message: 'No hay reseñas', reviews: [], pagination: { totalReviews: 0 } });
    });

    it("should search the text in names and comments, the replies' included", async () => {
      const byComment = await adminList({ search: 'LLEGO tarde' });
      expect(byComment.reviews.map((review) => review.id)).toEqual([ids.second]);
      const byName = await adminList({ search: 'perez' });
      expect(byName.reviews.map((review) => review.id)).toEqual([ids.first]);
      const byReply = await adminList({ search: 'me sirvieron' });
      expect(byReply.reviews.map((review) => review.id)).toEqual([ids.first]);
      const combined = await adminList({ search: 'precio', product: 'filtro' });
      expect(combined.reviews).toEqual([]);
      // LIKE wildcards are plain text.
      await expect(adminList({ search: '%' })).resolves.toMatchObject({ reviews: [] });
      await expect(adminList({ search: '_' })).resolves.toMatchObject({ reviews: [] });
    });

    it('should answer odd input with 400 or an empty page, never 500', async () => {
      const bad = [
        { page: 0 },
        { page: '1e20' },
        { page: 'dos' },
        { limit: 51 },
        { limit: 0 },
        { visibility: 'borradas' },
      ];
      for (const query of bad) {
        const response = await request(t.server).get('/api/admin/reviews').query(query).set(admin);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body).toMatchObject({ success: false, message: 'Los datos enviados no son válidos' });
      }
      for (const text of [
        'a\u0000b',
        '\u0000',
        '%E0%A4%A',
        'x'.repeat(5000),
        '99999999999',
        "'; DROP TABLE reviews; --",
      ]) {
        const search = await request(t.server).get('/api/admin/reviews').query({ search: text }).set(admin);
        expect({ text, status: search.status }).toEqual({ text, status: 200 });
        const product = await request(t.server).get('/api/admin/reviews').query({ product: text }).set(admin);
        expect({ text, status: product.status }).toEqual({ text, status: 200 });
      }
      const repeated = await request(t.server).get('/api/admin/reviews?product=a&product=b').set(admin);
      expect(repeated.status).toBe(400);
    });
  });

  describe('hiding and showing', () => {
    it('should take a hidden review off the product page and out of its average, and bring it back', async () => {
      const product = await createProduct(t.dataSource);
      const good = await postReview(product.id, 'Ana', 5);
      const bad = await postReview(product.id, 'Troll', 1, 'Spam spam spam');
      await postReply(bad.id, 'Otro troll', 'Spam');
      // Warm the catalogue cache: the change below must not be hidden behind it.
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 3, cantidad: 2 });

      const hidden = await hideReview(bad.id).expect(200);
      expect(hidden.body).toMatchObject({
        success: true,
        message: 'Reseña ocultada',
        data: { id: bad.id, oculta: true, producto: { calificacion: { puntuacion: 5, cantidad: 1 } } },
      });
      await expect(publicList(product.id)).resolves.toEqual([expect.objectContaining({ id: good.id })]);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 5, cantidad: 1 });
      // Hidden for the public: it takes no more replies.
      const late = await fromNewIp(request(t.server).post(`/api/reviews/reply/${bad.id}`)).send({
        userName: 'Troll',
        comment: '¿Dónde está mi reseña?',
      });
      expect({ status: late.status, body: late.body }).toEqual({ status: 404, body: REVIEW_NOT_FOUND });
      // Still listed for the admin, marked.
      const listed = await adminList({ product: product.id, visibility: 'hidden' });
      expect(listed.reviews.map((review) => [review.id, review.oculta])).toEqual([[bad.id, true]]);
      const visible = await adminList({ product: product.id, visibility: 'visible' });
      expect(visible.reviews.map((review) => review.id)).toEqual([good.id]);

      // Hiding twice changes nothing.
      await hideReview(bad.id).expect(200);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 5, cantidad: 1 });

      const shown = await hideReview(bad.id, false).expect(200);
      expect(shown.body).toMatchObject({ message: 'Reseña visible', data: { oculta: false } });
      expect((await publicList(product.id)).map((review) => review.id)).toEqual([bad.id, good.id]);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 3, cantidad: 2 });
    });

    it('should keep the rating of a product with only hidden reviews at zero', async () => {
      const product = await createProduct(t.dataSource);
      const only = await postReview(product.id, 'Ana', 4);
      await hideReview(only.id).expect(200);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 0, cantidad: 0 });
      await expect(publicList(product.id)).resolves.toEqual([]);
      // A new review counts on its own, the hidden one still does not.
      await postReview(product.id, 'Luis', 2);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 2, cantidad: 1 });
    });

    it('should take a hidden reply off the product page and bring it back', async () => {
      const product = await createProduct(t.dataSource);
      const review = await postReview(product.id, 'Ana', 5);
      const kept = await postReply(review.id, 'Luis', 'Coincido');
      const spam = await postReply(review.id, 'Vendo', 'Compra en otro sitio');

      const hidden = await hideReply(spam.id).expect(200);
      expect(hidden.body).toMatchObject({ success: true, message: 'Respuesta ocultada', data: { id: review.id } });
      expect(hidden.body.data.respuestas.map((reply: AdminReply) => [reply.id, reply.oculta])).toEqual([
        [kept.id, false],
        [spam.id, true],
      ]);
      const [listed] = await publicList(product.id);
      expect(listed.respuestas.map((reply) => reply.id)).toEqual([kept.id]);
      // Replies do not count in the rating.
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 5, cantidad: 1 });

      await hideReply(spam.id, false).expect(200);
      const [again] = await publicList(product.id);
      expect(again.respuestas.map((reply) => reply.id)).toEqual([kept.id, spam.id]);
    });

    it('should answer 404 for unknown ids and 400 for bad ids or bodies', async () => {
      const product = await createProduct(t.dataSource);
      const review = await postReview(product.id, 'Ana', 5);
      const reply = await postReply(review.id, 'Luis');

      const missingReview = await hideReview(987654);
      expect({ status: missingReview.status, body: missingReview.body }).toEqual({
        status: 404,
        body: REVIEW_NOT_FOUND,
      });
      const missingReply = await hideReply(987654);
      expect({ status: missingReply.status, body: missingReply.body }).toEqual({ status: 404, body: REPLY_NOT_FOUND });

      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const badReview = await hideReview(id);
        expect({ id, status: badReview.status, body: badReview.body }).toEqual({
          id,
          status: 400,
          body: { success: false, message: 'ID de reseña inválido' },
        });
        const badReply = await hideReply(id);
        expect({ id, status: badReply.status, body: badReply.body }).toEqual({
          id,
          status: 400,
          body: { success: false, message: 'ID de respuesta inválido' },
        });
      }
      for (const body of [{}, { oculta: 'true' }, { oculta: 1 }, { oculta: null }]) {
        const badReview = await request(t.server)
          .put(`/api/admin/reviews/${review.id}/visibility`)
          .set(admin)
          .send(body);
        expect({ body, status: badReview.status }).toEqual({ body, status: 400 });
        expect(badReview.body.errors).toEqual(['oculta debe ser true o false']);
        const badReply = await request(t.server)
          .put(`/api/admin/reviews/replies/${reply.id}/visibility`)
          .set(admin)
          .send(body);
        expect({ body, status: badReply.status }).toEqual({ body, status: 400 });
      }
      await expect(publicList(product.id)).resolves.toHaveLength(1);
    });
  });

  describe('deleting', () => {
    it('should delete a review with its replies, and the rating follows', async () => {
      const product = await createProduct(t.dataSource);
      const kept = await postReview(product.id, 'Ana', 4);
      const doomed = await postReview(product.id, 'Troll', 1);
      const reply = await postReply(doomed.id, 'Luis');
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 2.5, cantidad: 2 });

      const response = await request(t.server).delete(`/api/admin/reviews/${doomed.id}`).set(admin).expect(200);
      expect(response.body).toEqual({ success: true, message: 'Reseña eliminada' });
      await expect(publicList(product.id)).resolves.toEqual([expect.objectContaining({ id: kept.id })]);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 4, cantidad: 1 });
      await expect(
        t.dataSource.query(`SELECT id FROM review_replies WHERE id = $1 OR review_id = $2`, [reply.id, doomed.id]),
      ).resolves.toEqual([]);

      const again = await request(t.server).delete(`/api/admin/reviews/${doomed.id}`).set(admin);
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: REVIEW_NOT_FOUND });
      const badId = await request(t.server).delete('/api/admin/reviews/abc').set(admin);
      expect({ status: badId.status, body: badId.body }).toEqual({
        status: 400,
        body: { success: false, message: 'ID de reseña inválido' },
      });
    });

    it('should delete a hidden review without changing the rating', async () => {
      const product = await createProduct(t.dataSource);
      await postReview(product.id, 'Ana', 4);
      const hidden = await postReview(product.id, 'Troll', 1);
      await hideReview(hidden.id).expect(200);
      await request(t.server).delete(`/api/admin/reviews/${hidden.id}`).set(admin).expect(200);
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 4, cantidad: 1 });
      expect((await adminList({ product: product.id })).reviews).toHaveLength(1);
    });

    it('should delete one reply and leave the review and the other replies', async () => {
      const product = await createProduct(t.dataSource);
      const review = await postReview(product.id, 'Ana', 5);
      const kept = await postReply(review.id, 'Luis');
      const doomed = await postReply(review.id, 'Vendo', 'Spam');

      const response = await request(t.server).delete(`/api/admin/reviews/replies/${doomed.id}`).set(admin).expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Respuesta eliminada', data: { id: review.id } });
      expect(response.body.data.respuestas.map((reply: AdminReply) => reply.id)).toEqual([kept.id]);
      const [listed] = await publicList(product.id);
      expect(listed.respuestas.map((reply) => reply.id)).toEqual([kept.id]);

      const again = await request(t.server).delete(`/api/admin/reviews/replies/${doomed.id}`).set(admin);
      expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: REPLY_NOT_FOUND });
      const badId = await request(t.server).delete('/api/admin/reviews/replies/0').set(admin);
      expect({ status: badId.status, body: badId.body }).toEqual({
        status: 400,
        body: { success: false, message: 'ID de respuesta inválido' },
      });
    });

    it('should keep the rating exact when reviews are posted, hidden and deleted at once', async () => {
      const product = await createProduct(t.dataSource);
      const existing = await Promise.all(
        [5, 4, 3, 2, 1, 5].map((value, i) => postReview(product.id, `Cliente ${i}`, value)),
      );
      await Promise.all([
        hideReview(existing[0].id).expect(200),
        request(t.server).delete(`/api/admin/reviews/${existing[4].id}`).set(admin).expect(200),
        postReview(product.id, 'Nuevo', 3),
        hideReview(existing[2].id).expect(200),
        postReview(product.id, 'Otro', 5),
      ]);
      // Counted: 4, 2, 5 (existing) + 3, 5 (new).
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 3.8, cantidad: 5 });
    });
  });
});
