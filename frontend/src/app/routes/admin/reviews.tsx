import { AdminReviewsPage } from '@/features/admin-reviews/components/admin-reviews-page';

/** /admin/reviews: review moderation. */
export function ReviewsRoute() {
  return <AdminReviewsPage />;
}
