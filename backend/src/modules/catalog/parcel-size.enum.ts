/** Shipping parcel size of a product; an order ships at the size of its largest item. */
export enum ParcelSize {
  S = 'S',
  M = 'M',
  L = 'L',
  XL = 'XL',
}

/** Smallest to largest, for comparisons (`PARCEL_SIZE_ORDER.indexOf(a) > PARCEL_SIZE_ORDER.indexOf(b)`). */
export const PARCEL_SIZE_ORDER: readonly ParcelSize[] = [ParcelSize.S, ParcelSize.M, ParcelSize.L, ParcelSize.XL];
