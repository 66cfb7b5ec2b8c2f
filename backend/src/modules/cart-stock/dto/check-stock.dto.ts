import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { MAX_CART_LINES } from '../cart-stock.constants';
import { CartLineDto } from './cart-line.dto';

export class CheckStockDto {
  @ApiProperty({ type: [CartLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];
}
