/**
 * Normalisation shared by the catalogue writers (admin forms, import, seed) and the search code,
 * so stored `*_normalized` columns and search terms always agree.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const CODE_SEPARATORS = /[\s\-./]+/g;

/** Title form for case- and accent-insensitive search: 'Bujía  IRIDIUM ' → 'bujia iridium'. */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** SKU/OEM form for code search: '04465-0D140' → '044650D140', '0 986 494 123' → '0986494123'. */
export function normalizeCode(value: string | null | undefined): string {
  if (!value) return '';
  return value.toUpperCase().replace(CODE_SEPARATORS, '');
}

/** normalizeCode, but null for an empty code (optional columns such as oem). */
export function normalizeOptionalCode(value: string | null | undefined): string | null {
  const code = normalizeCode(value);
  return code === '' ? null : code;
}
