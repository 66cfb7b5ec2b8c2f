/**
 * The highest page number a paged list accepts. Far past the last page of any list the shop has,
 * and small enough that the row offset, (page - 1) × limit, stays an exact integer: without a
 * bound, page=1e20 passes @IsInt and the query fails with a 500.
 */
export const MAX_PAGE = 1_000_000;
