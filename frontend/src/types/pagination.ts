/** Where a page sits in a paged list (the catalogue's and the admin catalogue's `pagination`). */
export type Pagination = {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** A search that matched more than the server counts: `total` is a lower bound. */
  totalCapped?: true;
};

/** The `pagination` of the server's order lists (GET /admin/orders, the dashboard's recent orders), as sent. */
export type OrdersPaginationWire = {
  currentPage: number;
  totalPages: number;
  totalOrders: number;
  ordersPerPage: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};
