/** Saved addresses per customer: plenty for real use, a bound for abuse. */
export const MAX_ADDRESSES_PER_USER = 20;

export const ADDRESS_LIMITS = {
  alias: 40,
  nombre: 80,
  direccion: 120,
  numero: 10,
  depto: 20,
  comuna: 60,
  /** Region codes as stored in `regions` ('RM', 'VS'...); existence is checked by the foreign key. */
  region: 8,
} as const;

/** The storefront's postal-code example has 7 digits (Chile's format). */
export const POSTAL_CODE_PATTERN = /^\d{7}$/;
