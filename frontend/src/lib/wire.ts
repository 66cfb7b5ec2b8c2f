import type { ListPage, Pagination } from '@/types/pagination';

// Numbers as the API may send them (a number, a numeric string, or nothing) and the `pagination` block of its lists.

/** A finite number, else 0 (missing, null, blank or garbage). */
export function toNumber(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A finite number, else null (missing, null, blank or garbage). */
export function toOptionalNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** An amount (a finite number, 0 or more), else null (missing, null, blank, negative or garbage). */
export function toOptionalAmount(value: number | string | null | undefined): number | null {
  const parsed = toOptionalNumber(value);
  return parsed !== null && parsed >= 0 ? parsed : null;
}

/** Trimmed text, or null for missing and blank values. */
export function toText(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? text : null;
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

/** A page of a list answered as `{ items, total, page, pageSize }` (the mail outbox and the queue console). */
export type ItemsPageWire<Item> = { items: Item[]; total: number; page: number; pageSize: number };

/** Where such a page sits: a missing total reads as none, a missing page as the first, a page size below 1 as 1. */
export function toItemsListPage(wire: ItemsPageWire<unknown>): ListPage {
  const pageSize = wire.pageSize > 0 ? wire.pageSize : 1;
  const total = wire.total ?? 0;
  return { currentPage: wire.page ?? 1, totalPages: Math.ceil(total / pageSize), total, pageSize };
}

/**
 * The `pagination` block of the admin lists as sent (the backend's `pagination(items, ...)` in
 * core/validation/paging.ts), with the list's own noun in two keys: for 'orders', `{ currentPage, totalPages,
 * totalOrders, ordersPerPage, hasNextPage, hasPrevPage }`.
 */
export type ListPaginationWire<Items extends string> = {
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
} & NamedCounts<Items>;

type NamedCounts<Items extends string> = Record<`total${Capitalize<Items>}` | `${Items}PerPage`, number>;

/**
 * The view of an admin list's `pagination` block named after `items`; what is missing reads as page 1 of none, with
 * `fallbackPageSize` a page.
 */
export function toListPage<Items extends string>(
  wire: ListPaginationWire<Items> | null | undefined,
  items: Items,
  fallbackPageSize: number,
): ListPage {
  const noun = `${items.charAt(0).toUpperCase()}${items.slice(1)}` as Capitalize<Items>;
  const named: NamedCounts<Items> | null | undefined = wire;
  return {
    currentPage: wire?.currentPage ?? 1,
    totalPages: wire?.totalPages ?? 0,
    total: named?.[`total${noun}`] ?? 0,
    pageSize: named?.[`${items}PerPage`] ?? fallbackPageSize,
  };
}
