import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { stacked } from './stacked';

/**
 * The highest page number a paged list accepts. Far past the last page of any list the shop has,
 * and small enough that the row offset, (page - 1) × limit, stays an exact integer: without a
 * bound, page=1e20 passes @IsInt and the query fails with a 500.
 */
export const MAX_PAGE = 1_000_000;

/** Spanish messages for the three rules of a whole-number parameter, where a DTO words its own. */
export interface WholeNumberMessages {
  notWhole: string;
  tooSmall: string;
  tooLarge: string;
}

/** The admin lists' own wording for the page number (users, queues, reviews). */
export const pageMessages = (max: number): WholeNumberMessages => ({
  notWhole: 'La página debe ser un número entero',
  tooSmall: 'La página debe ser 1 o mayor',
  tooLarge: `La página no puede ser mayor que ${max}`,
});

/**
 * An optional whole-number query parameter from 1 to `max`, `byDefault` when absent: a page number
 * or a page size. The rules are checked, and reported, in this order: whole, at least 1, at most max.
 *
 * @example
 * @PositiveWholeParam(1, MAX_PAGE)
 * page = 1;
 */
export function PositiveWholeParam(byDefault: number, max: number, messages?: WholeNumberMessages): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ default: byDefault, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt(messages && { message: messages.notWhole }),
    Min(1, messages && { message: messages.tooSmall }),
    Max(max, messages && { message: messages.tooLarge }),
  );
}

/**
 * The base of an admin list's query: its first two parameters, `page` (1 to MAX_PAGE, 1 when absent)
 * and `limit` (1 to `maxPageSize`, `pageSize` when absent). The list adds its filters after them.
 *
 * @example export class AdminOrdersQuery extends PagedQuery(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE) {}
 */
export function PagedQuery(pageSize: number, maxPageSize: number) {
  class Paged {
    @PositiveWholeParam(1, MAX_PAGE)
    page = 1;

    @PositiveWholeParam(pageSize, maxPageSize)
    limit = pageSize;
  }
  return Paged;
}

/** An admin list's optional search box: a trimmed text of at most `max` characters. */
export function SearchParam(description: string, max: number): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ description }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );
}

/** The `pagination` object of a paged list's answer, with the list's own noun in two of its keys. */
export type Pagination<Items extends string> = {
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
} & Record<`total${Capitalize<Items>}` | `${Items}PerPage`, number>;

/**
 * `{ currentPage, totalPages, totalOrders, ordersPerPage, hasNextPage, hasPrevPage }` for
 * `pagination('orders', page, perPage, total)`: page `page` of `total` items, `perPage` a page.
 */
export function pagination<Items extends string>(
  items: Items,
  page: number,
  perPage: number,
  total: number,
): Pagination<Items> {
  const totalPages = Math.ceil(total / perPage);
  const noun = `${items.charAt(0).toUpperCase()}${items.slice(1)}`;
  return {
    currentPage: page,
    totalPages,
    [`total${noun}`]: total,
    [`${items}PerPage`]: perPage,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  } as Pagination<Items>;
}
