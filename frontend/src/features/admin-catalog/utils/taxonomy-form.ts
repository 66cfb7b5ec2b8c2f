import { ADMIN_CATALOGUE_NAME_MAX_LENGTH } from '@/config/constants';

import { CATALOG_MESSAGES } from '../messages';

export const NAME_TOO_LONG = `El nombre no puede superar los ${ADMIN_CATALOGUE_NAME_MAX_LENGTH} caracteres`;

/** Names of categories, subcategories and sub-subcategories: required, at most 100 characters. */
export function validateName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return CATALOG_MESSAGES.nameRequired;
  if (trimmed.length > ADMIN_CATALOGUE_NAME_MAX_LENGTH) return NAME_TOO_LONG;
  return undefined;
}
