/** Wire shapes of reviews (storefront spec section 3), Spanish field names, and their mappers. */
import type { ProductSummary } from '../catalog';
import type { ReviewReply } from './review-reply.entity';
import type { Review } from './review.entity';

export interface ReplyResponse {
  id: number;
  resenaId: number;
  nombreUsuario: string;
  comentario: string;
  /** Same ISO instant as fechaCreacion (the SPA reads either). */
  date: string;
  fechaCreacion: string;
  esAdmin: boolean;
}

export interface ReviewResponse {
  id: number;
  productoId: number;
  nombreUsuario: string;
  calificacion: number;
  comentario: string;
  fechaCreacion: string;
  date: string;
  /** Oldest first. */
  respuestas: ReplyResponse[];
}

/** A reply as the moderation page sees it: hidden ones too, marked. */
export interface AdminReplyResponse extends ReplyResponse {
  oculta: boolean;
}

/** The reviewed product, with its rating as the storefront shows it now. */
export interface AdminReviewProductResponse {
  id: number;
  titulo: string;
  sku: string;
  calificacion: { puntuacion: number; cantidad: number };
}

export interface AdminReviewResponse extends Omit<ReviewResponse, 'respuestas'> {
  oculta: boolean;
  producto: AdminReviewProductResponse;
  /** Oldest first, hidden ones included. */
  respuestas: AdminReplyResponse[];
}

export interface AdminReviewsPageResponse {
  success: true;
  message: string;
  reviews: AdminReviewResponse[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalReviews: number;
    reviewsPerPage: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

export function toReplyResponse(reply: ReviewReply): ReplyResponse {
  const date = reply.createdAt.toISOString();
  return {
    id: reply.id,
    resenaId: reply.reviewId,
    nombreUsuario: reply.userName,
    comentario: reply.comment,
    date,
    fechaCreacion: date,
    esAdmin: reply.isAdmin,
  };
}

export function toReviewResponse(review: Review): ReviewResponse {
  const date = review.createdAt.toISOString();
  return {
    id: review.id,
    productoId: review.productId,
    nombreUsuario: review.userName,
    calificacion: review.rating,
    comentario: review.comment,
    fechaCreacion: date,
    date,
    respuestas: review.replies.map(toReplyResponse),
  };
}

/** Needs the review loaded with every reply, and its product. */
export function toAdminReviewResponse(review: Review, product: ProductSummary): AdminReviewResponse {
  return {
    ...toReviewResponse({ ...review, replies: [] }),
    oculta: review.hiddenAt !== null,
    producto: {
      id: product.id,
      titulo: product.title,
      sku: product.sku,
      calificacion: { puntuacion: product.ratingAverage, cantidad: product.ratingCount },
    },
    respuestas: review.replies.map((reply) => ({ ...toReplyResponse(reply), oculta: reply.hiddenAt !== null })),
  };
}
