/** A product with this many units or fewer counts as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** Entries of the overview's recent activity list. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** Newest products looked at for the activity list (after leaving out the ones imports created). */
export const PRODUCT_ACTIVITY_SCAN = 100;
