/** Largest value of a PostgreSQL `integer` (int4) column: ids, stock, prices. Beyond it a query fails. */
export const PG_INT4_MAX = 2_147_483_647;
