/** Region value the storefront sends for store pickup: no region, shipping cost 0. */
export const PICKUP_REGION = 'RETIRO_EN_TIENDA';
