// Client view models of product reviews (storefront.md section 3, Review and Reply).

export type ReviewReply = {
  id: number;
  reviewId: number;
  userName: string;
  comment: string;
  date: string;
  isAdmin: boolean;
};

export type Review = {
  id: number;
  productId: number;
  userName: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  date: string;
  replies: ReviewReply[];
};
