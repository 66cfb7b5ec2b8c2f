/** Region value the storefront sends for store pickup: no region, shipping cost 0. */
export const PICKUP_REGION = 'RETIRO_EN_TIENDA';

/** Most distinct lines in one cart, shipping quote or order. */
export const MAX_CART_LINES = 100;

/** Most units of one product in one cart line. */
export const MAX_LINE_QUANTITY = 999;

/**
 * What one order without an account may hold: every order keeps its units until it is paid or
 * cancelled, so an anonymous script must not take a product's whole stock with a few orders.
 * The storefront's cart offers at most 10 units per line; signed-in customers keep the limits above.
 */
export const GUEST_MAX_ORDER_LINES = 20;
export const GUEST_MAX_LINE_QUANTITY = 10;
