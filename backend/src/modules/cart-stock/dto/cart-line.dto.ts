import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_LINE_QUANTITY } from '../cart-stock.constants';
import { PG_INT4_MAX } from '../../../core/database/pg-limits';

/** One cart line as the storefront sends it (shipping quote, stock check, order). */
export class CartLineDto {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PG_INT4_MAX)
  productId: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}

/** Lines of the same product added up, in product id order (the order rows are locked in). */
export function mergeLines(lines: ReadonlyArray<Pick<CartLineDto, 'productId' | 'quantity'>>): CartLineDto[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => Object.assign(new CartLineDto(), { productId, quantity }));
}
