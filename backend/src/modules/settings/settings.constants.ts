/** The one settings row (shop_settings has a CHECK that keeps it the only one). */
export const SETTINGS_ROW_ID = 1;

/**
 * The public settings are kept in each API process for at most this long: a save on another
 * instance shows within this time (a save on this one at once). One primary-key read per period.
 */
export const PUBLIC_SETTINGS_MAX_AGE_MS = 250;

/** Longest text of each field (the column widths of migration ShopSettings). */
export const SETTINGS_LIMITS = {
  storeName: 100,
  legalName: 150,
  rut: 12,
  phone: 20,
  email: 254,
  address: 200,
  openingHours: 300,
  pickupInstructions: 500,
  bankName: 100,
  bankAccountType: 50,
  bankAccountNumber: 30,
  bankAccountHolder: 150,
} as const;

export const HOUR_MS = 3_600_000;

/** Payment window for bank transfers, in hours (default 48; at most 30 days). */
export const BANK_TRANSFER_WINDOW_HOURS = { default: 48, min: 1, max: 720 } as const;

/** Free-shipping threshold in CLP: a whole number of pesos, at most this much. */
export const MAX_FREE_SHIPPING_THRESHOLD_CLP = 100_000_000;

/** Highest shipping rate (CLP) an administrator can set, and most rates changed in one save. */
export const MAX_SHIPPING_RATE_CLP = 10_000_000;
export const MAX_SHIPPING_RATES_PER_SAVE = 400;
