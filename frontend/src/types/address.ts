/** A saved shipping address (storefront.md section 3, Address). */
export type Address = {
  id: number;
  alias: string;
  /** Who receives the parcel. */
  name: string;
  street: string;
  number: string;
  /** Apartment or office; optional. */
  apartment: string | null;
  comuna: string;
  /** Region code such as 'RM' (see `@/lib/chile-regions`). */
  region: string;
  /** Seven digits, e.g. '7500000'. */
  postalCode: string;
  isDefault: boolean;
};

/** The fields sent on create and update (PUT replaces every field). */
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { isDefault?: boolean };
