/** Where a page sits in a paged list (the catalogue's and the admin catalogue's `pagination`). */
export type Pagination = {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
};
