import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, ValidateNested } from 'class-validator';
import { stacked } from '../../../core/validation/stacked';
import { MAX_CART_LINES } from '../cart-stock.constants';
import { CartLineDto } from './cart-line.dto';

/** A cart's lines in a body (stock check, shipping quote, order): up to MAX_CART_LINES, each a CartLineDto. */
export function CartLines({ required }: { required: boolean }): PropertyDecorator {
  return stacked(
    ApiProperty({ type: [CartLineDto] }),
    IsArray(),
    ...(required ? [ArrayNotEmpty()] : []),
    ArrayMaxSize(MAX_CART_LINES),
    ValidateNested({ each: true }),
    Type(() => CartLineDto),
  );
}
