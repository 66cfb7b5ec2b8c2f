import type { Pagination } from '@/types/pagination';

// Numbers as the API may send them (a number, a numeric string, or nothing) and the `pagination` block of its lists.

/** A finite number, else 0 (missing, null, blank or garbage). */
export function toNumber(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export type PaginationWire = {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** Searches only: the total stopped at the server's search limit (at least that many match). */
  totalCapped?: boolean;
};

/**
 * The view of a `pagination` block: page at least 1, limit at least 1 (`fallbackLimit`, e.g. the limit asked for or
 * the items received, when the server sent none) and totalPages worked out from the total when missing.
 */
export function toPagination(wire: PaginationWire | null | undefined, fallbackLimit = 0): Pagination {
  const limit = Math.max(1, toNumber(wire?.limit) || fallbackLimit);
  const total = Math.max(0, toNumber(wire?.total));
  return {
    total,
    page: Math.max(1, toNumber(wire?.page) || 1),
    limit,
    totalPages: Math.max(0, toNumber(wire?.totalPages) || Math.ceil(total / limit)),
    ...(wire?.totalCapped === true ? { totalCapped: true } : {}),
  };
}
