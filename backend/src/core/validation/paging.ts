import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
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
