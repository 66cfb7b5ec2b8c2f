import { ADMIN_REVIEWS_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api';
import { toReviewReply, type ReviewReplyWire, type ReviewWire } from '@/lib/review-wire';
import { toListPage, toNumber, type ListPaginationWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';
import type { Review, ReviewReply } from '@/types/review';

// ---------------------------------------------------------------------------
// Wire shapes of /admin/reviews (the backend's AdminReviewResponse): a storefront review and reply
// (lib/review-wire.ts) with the admin's fields. Numbers may arrive as numeric strings; the mappers absorb that.
// ---------------------------------------------------------------------------

export type AdminReplyWire = ReviewReplyWire & { oculta?: boolean | null };

export type AdminReviewWire = Omit<ReviewWire, 'respuestas'> & {
  oculta?: boolean | null;
  producto?: {
    id: number;
    titulo?: string | null;
    sku?: string | null;
    calificacion?: { puntuacion?: number | string | null; cantidad?: number | string | null } | null;
  } | null;
  respuestas?: AdminReplyWire[] | null;
};

export type AdminReviewsResponseWire = {
  success: boolean;
  message?: string;
  reviews: AdminReviewWire[];
  pagination: ListPaginationWire<'reviews'>;
};

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

/** A reply as the storefront shows it, and whether staff hid it. */
export type AdminReply = ReviewReply & { hidden: boolean };

/** A review as the storefront shows it (without its product id), whether staff hid it, and its product. */
export type AdminReview = Omit<Review, 'productId' | 'replies'> & {
  hidden: boolean;
  product: {
    id: number;
    title: string;
    sku: string;
    /** The product's rating as the storefront shows it now (hidden reviews left out). */
    ratingAverage: number;
    ratingCount: number;
  };
  replies: AdminReply[];
};

export type AdminReviewsPage = ListPage & { reviews: AdminReview[] };

export type AdminReviewVisibility = 'all' | 'visible' | 'hidden';

export type AdminReviewsArgs = {
  page: number;
  search: string;
  product: string;
  visibility: AdminReviewVisibility;
};

export function toAdminReply(wire: AdminReplyWire): AdminReply {
  return { ...toReviewReply(wire), hidden: wire.oculta === true };
}

export function toAdminReview(wire: AdminReviewWire): AdminReview {
  const product = wire.producto;
  return {
    id: wire.id,
    userName: wire.nombreUsuario,
    rating: toNumber(wire.calificacion),
    comment: wire.comentario,
    date: wire.date ?? wire.fechaCreacion ?? '',
    hidden: wire.oculta === true,
    product: {
      id: product?.id ?? wire.productoId,
      title: product?.titulo?.trim() || `Producto #${wire.productoId}`,
      sku: product?.sku ?? '',
      ratingAverage: toNumber(product?.calificacion?.puntuacion),
      ratingCount: toNumber(product?.calificacion?.cantidad),
    },
    replies: (wire.respuestas ?? []).map(toAdminReply),
  };
}

export function toAdminReviewsPage(wire: AdminReviewsResponseWire): AdminReviewsPage {
  return {
    reviews: Array.isArray(wire.reviews) ? wire.reviews.map(toAdminReview) : [],
    ...toListPage(wire.pagination, 'reviews', ADMIN_REVIEWS_PAGE_SIZE),
  };
}

/**
 * Every moderation call changes what a product page shows (and usually its rating), so besides the admin list it
 * invalidates every cached review list and the product: a storefront tab in the same session shows the change.
 */
const afterModeration = (productId: number) => ['Review' as const, { type: 'Product' as const, id: productId }];

export type VisibilityChange = { id: number; productId: number; hidden: boolean };
export type Removal = { id: number; productId: number };

export const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<AdminReviewsPage, AdminReviewsArgs>({
      query: ({ page, search, product, visibility }) => ({
        url: '/admin/reviews',
        params: {
          page,
          limit: ADMIN_REVIEWS_PAGE_SIZE,
          visibility,
          ...(search ? { search } : {}),
          ...(product ? { product } : {}),
        },
      }),
      transformResponse: toAdminReviewsPage,
      providesTags: [{ type: 'Review', id: 'ADMIN_LIST' }],
    }),
    setReviewHidden: build.mutation<void, VisibilityChange>({
      query: ({ id, hidden }) => ({ url: `/admin/reviews/${id}/visibility`, method: 'PUT', body: { oculta: hidden } }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { productId }) => (error ? [] : afterModeration(productId)),
    }),
    deleteReview: build.mutation<void, Removal>({
      query: ({ id }) => ({ url: `/admin/reviews/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { productId }) => (error ? [] : afterModeration(productId)),
    }),
    setReplyHidden: build.mutation<void, VisibilityChange>({
      query: ({ id, hidden }) => ({
        url: `/admin/reviews/replies/${id}/visibility`,
        method: 'PUT',
        body: { oculta: hidden },
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { productId }) => (error ? [] : afterModeration(productId)),
    }),
    deleteReply: build.mutation<void, Removal>({
      query: ({ id }) => ({ url: `/admin/reviews/replies/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { productId }) => (error ? [] : afterModeration(productId)),
    }),
  }),
});

export const {
  useGetAdminReviewsQuery,
  useSetReviewHiddenMutation,
  useDeleteReviewMutation,
  useSetReplyHiddenMutation,
  useDeleteReplyMutation,
} = adminReviewsApi;
