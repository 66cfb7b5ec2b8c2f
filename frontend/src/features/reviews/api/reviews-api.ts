import { api } from '@/lib/api';
import { toReviewReply, type ReviewReplyWire, type ReviewWire } from '@/lib/review-wire';
import type { Review, ReviewReply } from '@/types/review';

type CreatedWire<T> = { success: boolean; message?: string; data: T };

export function toReview(wire: ReviewWire): Review {
  const rating = Number(wire.calificacion);
  return {
    id: wire.id,
    productId: wire.productoId,
    userName: wire.nombreUsuario,
    rating: Number.isFinite(rating) ? rating : 0,
    comment: wire.comentario,
    date: wire.date ?? wire.fechaCreacion ?? '',
    replies: (wire.respuestas ?? []).map(toReviewReply),
  };
}

export type NewReview = { productId: number; userName: string; comment: string; rating: number };
export type NewReply = { productId: number; reviewId: number; userName: string; comment: string };

const reviewsTag = (productId: number) => ({ type: 'Review' as const, id: `PRODUCT-${productId}` });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<Review[], number>({
      query: (productId) => `/reviews/product/${productId}`,
      transformResponse: (response: ReviewWire[]) => response.map(toReview),
      providesTags: (_result, _error, productId) => [reviewsTag(productId)],
    }),
    // Posting changes the product's rating too, so the product is refetched along with its reviews.
    createReview: build.mutation<Review, NewReview>({
      query: ({ productId, userName, comment, rating }) => ({
        url: `/reviews/product/${productId}`,
        method: 'POST',
        body: { userName, comment, rating },
      }),
      transformResponse: (response: CreatedWire<ReviewWire>) => toReview(response.data),
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [reviewsTag(productId), { type: 'Product', id: productId }],
    }),
    createReply: build.mutation<ReviewReply, NewReply>({
      query: ({ reviewId, userName, comment }) => ({
        url: `/reviews/reply/${reviewId}`,
        method: 'POST',
        body: { userName, comment },
      }),
      transformResponse: (response: CreatedWire<ReviewReplyWire>) => toReviewReply(response.data),
      invalidatesTags: (_result, error, { productId }) =>
        error ? [] : [reviewsTag(productId), { type: 'Product', id: productId }],
    }),
  }),
});

export const { useGetProductReviewsQuery, useCreateReviewMutation, useCreateReplyMutation } = reviewsApi;
