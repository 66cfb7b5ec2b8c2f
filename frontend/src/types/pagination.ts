/** Where a page sits in a paged list (the catalogue's and the admin catalogue's `pagination`). */
export type Pagination = {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** A search that matched more than the server counts: `total` is a lower bound. */
  totalCapped?: true;
};

/**
 * Where a page of an admin list sits (users, reviews, orders, e-mails, activity): `total` items in all, `pageSize` a
 * page.
 */
export type ListPage = {
  currentPage: number;
  totalPages: number;
  total: number;
  pageSize: number;
};
