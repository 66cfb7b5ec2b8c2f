import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import { createUser, fromNewIp, signIn, tokenFor } from '../support/auth';
import { Product } from '../../src/modules/catalog/product.entity';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

interface ReviewBody {
  id: number;
  productoId: number;
  nombreUsuario: string;
  calificacion: number;
  comentario: string;
  fechaCreacion: string;
  date: string;
  respuestas: { id: number; esAdmin: boolean; comentario: string }[];
}

describe('Reviews', () => {
  let t: TestApp;

  const post = (productId: number, body: object) =>
    fromNewIp(request(t.server).post(`/api/reviews/product/${productId}`)).send(body);
  const list = async (productId: number) =>
    (await request(t.server).get(`/api/reviews/product/${productId}`).expect(200)).body as ReviewBody[];
  const rating = async (productId: number) =>
    (await request(t.server).get(`/api/products/${productId}`).expect(200)).body.calificacion as {
      puntuacion: number;
      cantidad: number;
    };

  beforeAll(async () => {
    t = await createTestApp(__filename);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/reviews/product/:id', () => {
    let product: Product;

    beforeAll(async () => {
      product = await createProduct(t.dataSource);
    });

    it('should publish a review and answer it in the spec shape', async () => {
      const response = await post(product.id, {
        userName: '  Ana Pérez ',
        comment: ' Excelentes, frenan muy bien. ',
        rating: 4,
      }).expect(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Reseña publicada',
        data: {
          id: expect.any(Number),
          productoId: product.id,
          nombreUsuario: 'Ana Pérez',
          calificacion: 4,
          comentario: 'Excelentes, frenan muy bien.',
          fechaCreacion: expect.any(String),
          date: response.body.data.fechaCreacion,
          respuestas: [],
        },
      });
      expect(new Date(response.body.data.date).toISOString()).toBe(response.body.data.date);
    });

    it("should update the product's rating average and count", async () => {
      await expect(rating(product.id)).resolves.toMatchObject({ puntuacion: 4, cantidad: 1 });
      await post(product.id, { userName: 'Luis', comment: 'Regular', rating: 1 }).expect(201);
      await post(product.id, { userName: 'Marta', comment: 'Buenas' }).expect(201); // rating defaults to 5
      await expect(rating(product.id)).resolves.toEqual(expect.objectContaining({ puntuacion: 3.33, cantidad: 3 }));
    });

    it('should keep the rating exact under concurrent reviews', async () => {
      const target = await createProduct(t.dataSource);
      const ratings = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3, 5, 2];
      await Promise.all(
        ratings.map((value, i) =>
          post(target.id, { userName: `Cliente ${i}`, comment: 'Ok', rating: value }).expect(201),
        ),
      );
      const average = Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100;
      await expect(rating(target.id)).resolves.toMatchObject({ puntuacion: average, cantidad: ratings.length });
    });

    it('should store plain text: control characters removed, markup kept as text', async () => {
      const response = await post(product.id, {
        userName: 'Eve\u0000\u202E',
        comment: '<img src=x onerror=alert(1)>\r\nLínea 2\u0007',
        rating: 5,
      }).expect(201);
      expect(response.body.data).toMatchObject({
        nombreUsuario: 'Eve',
        comentario: '<img src=x onerror=alert(1)>\nLínea 2',
      });
    });

    it('should reject invalid reviews with 400 and the broken rules', async () => {
      const invalid: object[] = [
        {},
        { comment: 'Sin nombre', rating: 5 },
        { userName: 'Ana', rating: 5 },
        { userName: '   ', comment: 'x' },
        { userName: 'Ana', comment: '  \n ' },
        { userName: 'x'.repeat(81), comment: 'Largo' },
        { userName: 'Ana', comment: 'x'.repeat(2001) },
        { userName: 'Ana', comment: 'Ok', rating: 0 },
        { userName: 'Ana', comment: 'Ok', rating: 6 },
        { userName: 'Ana', comment: 'Ok', rating: 4.5 },
        { userName: 'Ana', comment: 'Ok', rating: 'cinco' },
        { userName: 'Ana', comment: 'Ok', rating: null },
        { userName: 42, comment: 'Ok' },
      ];
      for (const body of invalid) {
        const response = await post(product.id, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(response.body).toMatchObject({ success: false, message: 'Los datos enviados no son válidos' });
        expect(response.body.errors.length).toBeGreaterThan(0);
      }
      await post(product.id, { userName: 'x'.repeat(80), comment: 'x'.repeat(2000), rating: '3' }).expect(201);
    });

    it('should answer 404 for an unknown product and 400 for a non-numeric id', async () => {
      const missing = await post(987654, { userName: 'Ana', comment: 'Ok' }).expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Producto no encontrado' });
      const invalid = await request(t.server).post('/api/reviews/product/abc').send({ userName: 'Ana', comment: 'Ok' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ success: false, message: 'ID de producto inválido' });
    });
  });

  describe('GET /api/reviews/product/:id', () => {
    it('should list reviews newest first with their replies oldest first', async () => {
      const product = await createProduct(t.dataSource);
      const first = (await post(product.id, { userName: 'Primera', comment: 'Uno', rating: 5 }).expect(201)).body.data;
      const second = (await post(product.id, { userName: 'Segunda', comment: 'Dos', rating: 3 }).expect(201)).body.data;
      const reply1 = await fromNewIp(request(t.server).post(`/api/reviews/reply/${first.id}`))
        .send({ userName: 'Pedro', comment: 'Gracias' })
        .expect(201);
      const reply2 = await fromNewIp(request(t.server).post(`/api/reviews/reply/${first.id}`))
        .send({ userName: 'Primera', comment: 'De nada' })
        .expect(201);

      const reviews = await list(product.id);
      expect(reviews.map((review) => review.id)).toEqual([second.id, first.id]);
      expect(reviews[1]).toEqual({
        ...first,
        respuestas: [reply1.body.data, reply2.body.data],
      });
      expect(reviews[0].respuestas).toEqual([]);
    });

    it('should answer [] for a product without reviews, 404 for an unknown one, 400 for a bad id', async () => {
      const product = await createProduct(t.dataSource);
      await expect(list(product.id)).resolves.toEqual([]);
      const missing = await request(t.server).get('/api/reviews/product/987654').expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Producto no encontrado' });
      const invalid = await request(t.server).get('/api/reviews/product/1.5').expect(400);
      expect(invalid.body).toEqual({ success: false, message: 'ID de producto inválido' });
    });
  });

  describe('POST /api/reviews/reply/:reviewId', () => {
    let reviewId: number;

    beforeAll(async () => {
      const product = await createProduct(t.dataSource);
      reviewId = (await post(product.id, { userName: 'Ana', comment: '¿Sirve para 2015?' }).expect(201)).body.data.id;
    });

    it('should publish a reply in the spec shape', async () => {
      const response = await fromNewIp(request(t.server).post(`/api/reviews/reply/${reviewId}`))
        .send({ userName: ' Pedro ', comment: ' Sí, calza. ' })
        .expect(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Respuesta publicada',
        data: {
          id: expect.any(Number),
          resenaId: reviewId,
          nombreUsuario: 'Pedro',
          comentario: 'Sí, calza.',
          date: expect.any(String),
          fechaCreacion: response.body.data.date,
          esAdmin: false,
        },
      });
    });

    it('should never take esAdmin from the body', async () => {
      const response = await fromNewIp(request(t.server).post(`/api/reviews/reply/${reviewId}`))
        .send({ userName: 'Impostor', comment: 'Soy el admin', esAdmin: true, isAdmin: true })
        .expect(201);
      expect(response.body.data.esAdmin).toBe(false);
      const [stored] = await t.dataSource.query(`SELECT is_admin FROM review_replies WHERE id = $1`, [
        response.body.data.id,
      ]);
      expect(stored.is_admin).toBe(false);
    });

    it('should answer 404 for an unknown review, 400 for a bad id or body', async () => {
      const missing = await request(t.server)
        .post('/api/reviews/reply/987654')
        .send({ userName: 'Ana', comment: 'Hola' })
        .expect(404);
      expect(missing.body).toEqual({ success: false, message: 'Reseña no encontrada' });
      const badId = await request(t.server).post('/api/reviews/reply/abc').send({ userName: 'Ana', comment: 'Hola' });
      expect(badId.status).toBe(400);
      expect(badId.body).toEqual({ success: false, message: 'ID de reseña inválido' });
      const badBody = await fromNewIp(request(t.server).post(`/api/reviews/reply/${reviewId}`)).send({
        userName: 'Ana',
      });
      expect(badBody.status).toBe(400);
      expect(badBody.body.errors).toEqual(expect.arrayContaining([expect.stringContaining('comentario')]));
    });
  });
  describe('Who speaks for the shop', () => {
    const RESERVED_NAME = {
      success: false,
      message: 'Ese nombre está reservado para la tienda. Escribe tu propio nombre.',
    };
    let productId: number;
    let reviewId: number;

    const reply = (body: object, auth: Record<string, string> = {}) =>
      fromNewIp(request(t.server).post(`/api/reviews/reply/${reviewId}`))
        .set(auth)
        .send(body);
    const storedReply = async (id: number) =>
      (
        await t.dataSource.query(
          `SELECT is_admin AS "isAdmin", user_id AS "userId" FROM review_replies WHERE id = $1`,
          [id],
        )
      )[0] as { isAdmin: boolean; userId: number | null };

    beforeAll(async () => {
      productId = (await createProduct(t.dataSource)).id;
      reviewId = (await post(productId, { userName: 'Ana', comment: '¿Tienen stock?' }).expect(201)).body.data.id;
    });

    it("should mark an administrator's reply esAdmin, whatever name it is signed with", async () => {
      const { user, auth } = await signIn(t, UserRole.ADMIN);
      const response = await reply({ userName: 'Admin', comment: 'Sí, quedan 10.' }, auth).expect(201);
      expect(response.body.data).toMatchObject({ nombreUsuario: 'Admin', esAdmin: true });
      await expect(storedReply(response.body.data.id)).resolves.toEqual({ isAdmin: true, userId: user.id });
      const other = await reply({ userName: 'Carolina', comment: 'Te escribimos.' }, auth).expect(201);
      expect(other.body.data.esAdmin).toBe(true);

      const [listed] = await list(productId);
      expect(listed.respuestas.map((item) => item.esAdmin)).toEqual([true, true]);
    });

    it("should never mark a customer's reply, even with esAdmin in the body", async () => {
      const { user, auth } = await signIn(t, UserRole.CUSTOMER);
      const response = await reply({ userName: 'Rosa', comment: 'Yo también', esAdmin: true, isAdmin: true }, auth);
      expect(response.status).toBe(201);
      expect(response.body.data.esAdmin).toBe(false);
      await expect(storedReply(response.body.data.id)).resolves.toEqual({ isAdmin: false, userId: user.id });
    });

    it('should take the role from the account as it is now, not from the token', async () => {
      // A customer's token that claims the ADMIN role.
      const customer = await createUser(t, { role: UserRole.CUSTOMER });
      const forged = await tokenFor(t, { id: customer.id, role: UserRole.ADMIN });
      const claimed = await reply({ userName: 'Rosa', comment: 'Hola' }, { Authorization: `Bearer ${forged}` });
      expect(claimed.status).toBe(201);
      expect(claimed.body.data.esAdmin).toBe(false);
      await reply({ userName: 'Admin', comment: 'Hola' }, { Authorization: `Bearer ${forged}` }).expect(400);

      // An administrator demoted after signing in.
      const { user, auth } = await signIn(t, UserRole.ADMIN);
      await t.dataSource.getRepository(User).update({ id: user.id }, { role: UserRole.CUSTOMER });
      const demoted = await reply({ userName: 'Carolina', comment: 'Hola' }, auth).expect(201);
      expect(demoted.body.data.esAdmin).toBe(false);
    });

    it('should answer 401 for a rejected token instead of posting as a guest', async () => {
      const response = await reply({ userName: 'Ana', comment: 'Hola' }, { Authorization: 'Bearer no-es-un-token' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Sesión inválida o expirada' });
      const review = await post(productId, { userName: 'Ana', comment: 'Hola' }).set({
        Authorization: 'Bearer no-es-un-token',
      });
      expect(review.status).toBe(401);
    });

    const IMPOSTORS = [
      'Admin',
      'admin123',
      'El Admin',
      'ADMINISTRACIÓN',
      'Administrador',
      ' a.d.m.i.n ',
      'Ａｄｍｉｎ',
      '4dm1n',
      'Tienda',
      'La tienda',
      'Repuestos',
      'Tienda Repuestos',
      'Soporte',
    ];

    it('should refuse a name that imitates the shop in a guest reply or review, and store nothing', async () => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM review_replies`);
      for (const userName of IMPOSTORS) {
        const answer = await reply({ userName, comment: 'Aprovecha esta oferta' });
        expect({ userName, status: answer.status, body: answer.body }).toEqual({
          userName,
          status: 400,
          body: RESERVED_NAME,
        });
        const review = await post(productId, { userName, comment: 'Producto oficial', rating: 5 });
        expect({ userName, status: review.status, body: review.body }).toEqual({
          userName,
          status: 400,
          body: RESERVED_NAME,
        });
      }
      await expect(t.dataSource.query(`SELECT count(*)::int AS n FROM review_replies`)).resolves.toEqual(before);
      await expect(rating(productId)).resolves.toMatchObject({ cantidad: 1 });
    });

    it("should refuse the shop's saved name once the owner renames the shop", async () => {
      const admin = await signIn(t, UserRole.ADMIN);
      const settings = (await request(t.server).get('/api/admin/settings').set(admin.auth).expect(200)).body.settings;
      const { demoValues: _demo, updatedAt: _updated, ...editable } = settings as Record<string, unknown>;
      const rename = (storeName: string) =>
        request(t.server)
          .put('/api/admin/settings')
          .set(admin.auth)
          .send({ ...editable, storeName })
          .expect(200);

      await reply({ userName: 'Frenos del Sur', comment: 'Antes del cambio' }).expect(201);
      await rename('Frenos del Sur');
      try {
        const answer = await reply({ userName: 'Fr3nos-del-Sur oficial', comment: 'Aprovecha esta oferta' });
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: RESERVED_NAME });
        const review = await post(productId, { userName: 'FRENOS DEL SUR', comment: 'Oficial', rating: 5 });
        expect(review.status).toBe(400);
        await reply({ userName: 'Frenos del Sur', comment: 'Respuesta de la tienda' }, admin.auth).expect(201);
      } finally {
        await rename(settings.storeName as string);
      }
    });

    it("should refuse the shop's names to a signed-in customer too, but not to an administrator", async () => {
      const customer = await signIn(t, UserRole.CUSTOMER);
      await reply({ userName: 'Tienda', comment: 'Hola' }, customer.auth).expect(400);
      await post(productId, { userName: 'Admin', comment: 'Hola' }).set(customer.auth).expect(400);

      const admin = await signIn(t, UserRole.ADMIN);
      const review = await post(productId, { userName: 'Tienda Repuestos', comment: 'Stock renovado' })
        .set(admin.auth)
        .expect(201);
      const [stored] = await t.dataSource.query(`SELECT user_id AS "userId" FROM reviews WHERE id = $1`, [
        review.body.data.id,
      ]);
      expect(stored.userId).toBe(admin.user.id);
    });

    it('should still accept ordinary names', async () => {
      for (const userName of ['Ana Pérez', 'Juan 1990', 'Camila Dmitrovic']) {
        await reply({ userName, comment: 'Gracias' }).expect(201);
      }
    });
  });
});
