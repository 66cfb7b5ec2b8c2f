import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { CartLineDto, CartLines } from '../../cart-stock';
import { PICKUP_REGION } from '../shipping.constants';

export class CalculateShippingDto {
  @CartLines({ required: true })
  products: CartLineDto[];

  @ApiProperty({ example: 'RM', description: `Código de región (GET /shipping/regions) o '${PICKUP_REGION}'` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @MaxLength(64)
  region: string;
}
