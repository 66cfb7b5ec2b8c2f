import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CartLineDto, MAX_CART_LINES } from '../../cart-stock';
import { PICKUP_REGION } from '../shipping.constants';

export class CalculateShippingDto {
  @ApiProperty({ type: [CartLineDto] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  products: CartLineDto[];

  @ApiProperty({ example: 'RM', description: `Código de región (GET /shipping/regions) o '${PICKUP_REGION}'` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @MaxLength(64)
  region: string;
}
