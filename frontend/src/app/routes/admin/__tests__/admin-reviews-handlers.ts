import { http, HttpResponse } from 'msw';

import type { AdminReplyWire, AdminReviewWire } from '@/features/admin-reviews/api/admin-reviews-api';
import type { ReviewWire } from '@/lib/review-wire';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { requireAdmin } from '@/testing/mocks/handlers/auth';

// /admin/reviews with the server's rules (backend AdminReviewsService): newest first, ten per page, product filter
// by id, title or SKU, text search in names and comments (replies too), visibility filter, ADMIN role required;
// hide/show and delete keep the product's rating (visible reviews only) up to date. Kept in memory per test.

type Product = { id: number; titulo: string; sku: string };
const PRODUCTS: Product[] = [
  { id: 7, titulo: 'Filtro de aceite Hyundai Accent', sku: 'FA-100' },
  { id: 3, titulo: 'Pastillas de freno delanteras Toyota Yaris', sku: 'PF-7788' },
];

type StoredReply = Omit<AdminReplyWire, 'oculta'> & { oculta: boolean };
type StoredReview = Omit<AdminReviewWire, 'producto' | 'respuestas' | 'oculta'> & {
  oculta: boolean;
  respuestas: StoredReply[];
};

const NEWEST = Date.parse('2025-03-20T14:30:00.000Z');
const at = (hoursAgo: number) => new Date(NEWEST - hoursAgo * 3_600_000).toISOString();

function reply(
  id: number,
  resenaId: number,
  nombreUsuario: string,
  comentario: string,
  extra: Partial<StoredReply> = {},
) {
  return { id, resenaId, nombreUsuario, comentario, fechaCreacion: at(0), esAdmin: false, oculta: false, ...extra };
}

/** 23 reviews: the first two are the ones the tests look at; the rest fill three pages. */
function freshReviews(): StoredReview[] {
  const reviews: StoredReview[] = [
    {
      id: 123,
      productoId: 7,
      nombreUsuario: 'Camila Rojas',
      calificacion: 5,
      comentario: 'Llegó rápido y calza perfecto.',
      fechaCreacion: at(0),
      oculta: false,
      respuestas: [
        reply(901, 123, 'Admin', '¡Gracias por tu compra!', { esAdmin: true }),
        reply(902, 123, 'Compra aquí', 'Visita mi sitio con ofertas', { oculta: true }),
      ],
    },
    {
      id: 122,
      productoId: 3,
      nombreUsuario: 'Troll',
      calificacion: 1,
      comentario: 'Spam <b>spam</b>',
      fechaCreacion: at(1),
      oculta: true,
      respuestas: [],
    },
  ];
  for (let n = 0; n < 21; n += 1) {
    const id = 121 - n;
    reviews.push({
      id,
      productoId: n % 2 === 0 ? 7 : 3,
      nombreUsuario: `Cliente ${id}`,
      calificacion: (n % 5) + 1,
      comentario: `Comentario ${id}`,
      fechaCreacion: at(2 + n),
      oculta: false,
      respuestas: [],
    });
  }
  return reviews;
}

let reviews = freshReviews();

export function resetAdminReviews() {
  reviews = freshReviews();
}

/** What the storefront would show for a product now. */
export function visibleReviews(productId: number): ReviewWire[] {
  return reviews
    .filter((review) => review.productoId === productId && !review.oculta)
    .map((review) => ({ ...review, respuestas: review.respuestas.filter((item) => !item.oculta) }));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function toWire(review: StoredReview): AdminReviewWire {
  const product = PRODUCTS.find((item) => item.id === review.productoId)!;
  const counted = reviews.filter((item) => item.productoId === product.id && !item.oculta);
  const sum = counted.reduce((total, item) => total + Number(item.calificacion), 0);
  return {
    ...review,
    producto: {
      ...product,
      calificacion: {
        puntuacion: counted.length ? Math.round((sum / counted.length) * 100) / 100 : 0,
        cantidad: counted.length,
      },
    },
  };
}

function findReply(id: number) {
  for (const review of reviews) {
    const found = review.respuestas.find((item) => item.id === id);
    if (found) return { review, reply: found };
  }
  return null;
}

export const adminReviewsHandlers = [
  http.get(apiUrl('/admin/reviews'), ({ request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 10);
    const search = fold(params.get('search') ?? '');
    const product = fold(params.get('product') ?? '');
    const visibility = params.get('visibility') ?? 'all';
    const matches = reviews.filter((review) => {
      if (visibility === 'visible' && review.oculta) return false;
      if (visibility === 'hidden' && !review.oculta) return false;
      if (product) {
        const item = PRODUCTS.find((candidate) => candidate.id === review.productoId)!;
        const hit =
          String(item.id) === product || fold(item.titulo).includes(product) || fold(item.sku).includes(product);
        if (!hit) return false;
      }
      if (search) {
        const texts = [review, ...review.respuestas].flatMap((item) => [item.nombreUsuario, item.comentario]);
        if (!texts.some((text) => fold(text).includes(search))) return false;
      }
      return true;
    });
    const totalPages = Math.ceil(matches.length / limit);
    return HttpResponse.json({
      success: true,
      message: matches.length ? 'Reseñas obtenidas' : 'No hay reseñas',
      reviews: matches.slice((page - 1) * limit, page * limit).map(toWire),
      pagination: {
        currentPage: page,
        totalPages,
        totalReviews: matches.length,
        reviewsPerPage: limit,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
    });
  }),

  http.put(apiUrl('/admin/reviews/:id/visibility'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const review = reviews.find((item) => item.id === Number(params.id));
    if (!review) return fail(404, 'Reseña no encontrada');
    const { oculta } = (await request.json()) as { oculta: unknown };
    if (typeof oculta !== 'boolean')
      return fail(400, 'Los datos enviados no son válidos', ['oculta debe ser true o false']);
    review.oculta = oculta;
    return HttpResponse.json({
      success: true,
      message: oculta ? 'Reseña ocultada' : 'Reseña visible',
      data: toWire(review),
    });
  }),

  http.delete(apiUrl('/admin/reviews/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const before = reviews.length;
    reviews = reviews.filter((item) => item.id !== Number(params.id));
    if (reviews.length === before) return fail(404, 'Reseña no encontrada');
    return HttpResponse.json({ success: true, message: 'Reseña eliminada' });
  }),

  http.put(apiUrl('/admin/reviews/replies/:id/visibility'), async ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const found = findReply(Number(params.id));
    if (!found) return fail(404, 'Respuesta no encontrada');
    const { oculta } = (await request.json()) as { oculta: boolean };
    found.reply.oculta = oculta;
    return HttpResponse.json({ success: true, message: 'Respuesta ocultada', data: toWire(found.review) });
  }),

  http.delete(apiUrl('/admin/reviews/replies/:id'), ({ params, request }) => {
    const denied = requireAdmin(request);
    if (denied) return denied;
    const found = findReply(Number(params.id));
    if (!found) return fail(404, 'Respuesta no encontrada');
    found.review.respuestas = found.review.respuestas.filter((item) => item.id !== found.reply.id);
    return HttpResponse.json({ success: true, message: 'Respuesta eliminada', data: toWire(found.review) });
  }),
];
