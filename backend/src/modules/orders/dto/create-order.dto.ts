import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, MaxLength, Max, Min, ValidateNested } from 'class-validator';
import { CartLineDto, CartLines } from '../../cart-stock';
import { PICKUP_REGION } from '../../shipping';
import { OrderError, OrderErrorCode } from '../orders.errors';
import { PG_INT4_MAX } from '../../../core/database/pg-limits';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const SHIPPING_REQUIRED = OrderError.messageOf(OrderErrorCode.ShippingInfoRequired);

export class GuestInfoDto {
  @ApiProperty({ example: 'ana@example.cl' })
  @Transform(trim)
  // No message of its own: a typo reads 'El email no es válido', not 'completa todos los campos'.
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Ana Pérez' })
  @Transform(trim)
  @IsString({ message: SHIPPING_REQUIRED })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ example: '+56912345678', nullable: true })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string | null;
}

export class CreateOrderDto {
  @CartLines({ required: true })
  items: CartLineDto[];

  @ApiPropertyOptional({
    example: 'Av. Providencia 1234, depto 502, Providencia, RM',
    description: 'Vacío en retiro en tienda',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  shippingAddress?: string | null;

  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PG_INT4_MAX)
  paymentMethodId: number;

  @ApiProperty({ example: 'RM', description: `Código de región o '${PICKUP_REGION}'` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @MaxLength(64)
  region: string;

  @ApiPropertyOptional({ type: GuestInfoDto, description: 'Obligatorio sin sesión iniciada' })
  @IsOptional()
  @ValidateNested()
  @Type(() => GuestInfoDto)
  guestInfo?: GuestInfoDto;
}
