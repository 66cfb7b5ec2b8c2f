import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsInt,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ParcelSize } from '../../../core/domain/parcel-size.enum';
import { MAX_SHIPPING_RATE_CLP, MAX_SHIPPING_RATES_PER_SAVE } from '../settings.constants';

export const SHIPPING_RATE_MESSAGES = {
  regionCode: 'La región de la tarifa es obligatoria',
  parcelSize: 'El tamaño del paquete debe ser S, M, L o XL',
  cost: `La tarifa de envío debe ser un número entero de pesos, de 0 a ${MAX_SHIPPING_RATE_CLP}`,
  rates: 'Envía al menos una tarifa de envío',
} as const;

const M = SHIPPING_RATE_MESSAGES;

export class ShippingRateDto {
  @ApiProperty({ example: 'RM' })
  @IsString({ message: M.regionCode })
  regionCode: string;

  @ApiProperty({ enum: ParcelSize, enumName: 'ParcelSize' })
  @IsEnum(ParcelSize, { message: M.parcelSize })
  parcelSize: ParcelSize;

  @ApiProperty({ minimum: 0, maximum: MAX_SHIPPING_RATE_CLP, description: 'CLP' })
  @IsInt({ message: M.cost })
  @Min(0, { message: M.cost })
  @Max(MAX_SHIPPING_RATE_CLP, { message: M.cost })
  cost: number;
}

/** PUT /api/admin/settings/shipping-rates: the rates to change (region × parcel size); all or none are saved. */
export class UpdateShippingRatesDto {
  @ApiProperty({ type: [ShippingRateDto] })
  @IsArray({ message: M.rates })
  @ArrayMinSize(1, { message: M.rates })
  @ArrayMaxSize(MAX_SHIPPING_RATES_PER_SAVE)
  @ValidateNested({ each: true })
  @Type(() => ShippingRateDto)
  rates: ShippingRateDto[];
}
