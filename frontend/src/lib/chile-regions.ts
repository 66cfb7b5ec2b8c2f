import { CHILE_REGIONS, type ChileRegion, type ChileRegionCode } from '@/data/chile-regions';

// Look-ups over the regions and comunas of data/chile-regions.ts.

const REGIONS_BY_CODE = new Map<string, ChileRegion>(CHILE_REGIONS.map((region) => [region.code, region]));

export function isChileRegionCode(value: unknown): value is ChileRegionCode {
  return typeof value === 'string' && REGIONS_BY_CODE.has(value);
}

export function findChileRegion(code: string | null | undefined): ChileRegion | undefined {
  return code ? REGIONS_BY_CODE.get(code.toUpperCase()) : undefined;
}

/** The official name of a region code; an unknown code is returned as received. */
export function chileRegionName(code: string): string {
  return findChileRegion(code)?.name ?? code;
}

/** The comunas of a region (empty for an unknown or missing code). */
export function comunasOf(code: string | null | undefined): readonly string[] {
  return findChileRegion(code)?.comunas ?? [];
}

/** True when the comuna belongs to the region (exact official name). */
export function isComunaOf(code: string | null | undefined, comuna: string): boolean {
  return comunasOf(code).includes(comuna);
}
