/**
 * Shipping parcel size of a product; an order ships at the size of its largest item. Shared by the
 * catalogue, the shop settings' rate table and orders (PostgreSQL enum parcel_size on products,
 * shipping_rates and orders), so it lives in core.
 */
export enum ParcelSize {
  S = 'S',
  M = 'M',
  L = 'L',
  XL = 'XL',
}

/** Smallest to largest, for comparisons (`PARCEL_SIZE_ORDER.indexOf(a) > PARCEL_SIZE_ORDER.indexOf(b)`). */
export const PARCEL_SIZE_ORDER: readonly ParcelSize[] = [ParcelSize.S, ParcelSize.M, ParcelSize.L, ParcelSize.XL];
