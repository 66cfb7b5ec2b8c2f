import { http, HttpResponse } from 'msw';

import type { ReviewReplyWire, ReviewWire } from '@/lib/review-wire';
import { apiUrl } from '@/testing/mocks/api-url';

// Wire shapes of /reviews/product/{id} and /reviews/reply/{reviewId} (storefront.md section 3, Review and Reply).

export const reviewsFixture: ReviewWire[] = [
  {
    id: 31,
    productoId: 7,
    nombreUsuario: 'Camila Rojas',
    calificacion: 5,
    comentario: 'Llegaron al día siguiente y calzaron perfecto.',
    fechaCreacion: '2025-01-15T17:30:00.000Z',
    date: '2025-01-15T17:30:00.000Z',
    respuestas: [
      {
        id: 41,
        resenaId: 31,
        nombreUsuario: 'Repuestos',
        comentario: '¡Gracias por tu compra, Camila!',
        date: '2025-01-16T13:00:00.000Z',
        fechaCreacion: '2025-01-16T13:00:00.000Z',
        esAdmin: true,
      },
      {
        id: 42,
        resenaId: 31,
        nombreUsuario: 'Pedro',
        comentario: 'Confirmo, muy buenas.',
        date: '2025-01-17T13:00:00.000Z',
        fechaCreacion: '2025-01-17T13:00:00.000Z',
        esAdmin: false,
      },
    ],
  },
  {
    id: 32,
    productoId: 7,
    nombreUsuario: 'Luis <b>Soto</b>',
    calificacion: 4,
    comentario: 'Buen producto <script>alert(1)</script>, algo de ruido al principio.',
    fechaCreacion: '2025-02-01T12:00:00.000Z',
    date: '2025-02-01T12:00:00.000Z',
    respuestas: [],
  },
];

type NewReviewBody = { userName: string; comment: string; rating: number };
type NewReplyBody = { userName: string; comment: string };

export const reviewsHandlers = [
  http.get(apiUrl('/reviews/product/:id'), ({ params }) =>
    HttpResponse.json(reviewsFixture.filter((review) => review.productoId === Number(params.id))),
  ),

  http.post(apiUrl('/reviews/product/:id'), async ({ params, request }) => {
    const body = (await request.json()) as NewReviewBody;
    const now = new Date().toISOString();
    const review: ReviewWire = {
      id: 99,
      productoId: Number(params.id),
      nombreUsuario: body.userName,
      calificacion: body.rating,
      comentario: body.comment,
      fechaCreacion: now,
      date: now,
      respuestas: [],
    };
    return HttpResponse.json({ success: true, message: 'Reseña creada exitosamente', data: review }, { status: 201 });
  }),

  http.post(apiUrl('/reviews/reply/:reviewId'), async ({ params, request }) => {
    const body = (await request.json()) as NewReplyBody;
    const now = new Date().toISOString();
    const reply: ReviewReplyWire = {
      id: 98,
      resenaId: Number(params.reviewId),
      nombreUsuario: body.userName,
      comentario: body.comment,
      date: now,
      fechaCreacion: now,
      esAdmin: false,
    };
    return HttpResponse.json({ success: true, message: 'Respuesta creada exitosamente', data: reply }, { status: 201 });
  }),
];
