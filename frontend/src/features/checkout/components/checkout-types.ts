import type { Product } from '@/types/catalog';

/** A cart line as checkout needs it (the app layer passes the cart's lines). */
export type CheckoutItem = { product: Product; quantity: number };

/** The cart's stock check, run by the app layer and passed in (storefront.md section 3, Stock check). */
export type CheckoutStockCheck = {
  errors: readonly string[];
  warnings: ReadonlyArray<{ productId: number; message: string }>;
  isChecking: boolean;
  /** Asks the server again; resolves with the errors found. */
  verify: () => Promise<string[]>;
};

/** The signed-in customer, for prefilling the form; null for guests. */
export type CheckoutCustomer = { email: string; name: string };
