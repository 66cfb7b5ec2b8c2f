/** Most distinct lines in one cart, shipping quote or order. */
export const MAX_CART_LINES = 100;

/** Most units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 999;
