import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_TEXT_LIMITS } from '../order-text.limits';
import { OrderError, OrderErrorCode } from '../orders.errors';
import { OrderStatus } from '../order-status.enum';

/** Trimmed text; blank means "none". */
const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || null : value;

export class UpdateOrderStatusDto {
  @ApiProperty({ enum: OrderStatus })
  @IsEnum(OrderStatus, { message: OrderError.messageOf(OrderErrorCode.InvalidStatus) })
  status: OrderStatus;

  @ApiPropertyOptional({
    description: 'Con ENVIADO: la empresa de transporte (se informa al cliente). Ignorado con otros estados.',
    maxLength: ORDER_TEXT_LIMITS.courier,
    example: 'Starken',
    nullable: true,
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_TEXT_LIMITS.courier)
  courier?: string | null;

  @ApiPropertyOptional({
    description: 'Con ENVIADO: el número de seguimiento del envío. Ignorado con otros estados.',
    maxLength: ORDER_TEXT_LIMITS.trackingNumber,
    example: '1234567890',
    nullable: true,
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_TEXT_LIMITS.trackingNumber)
  trackingNumber?: string | null;

  @ApiPropertyOptional({
    description: 'Con CANCELADO: el motivo que se informa al cliente. Ignorado con otros estados.',
    maxLength: ORDER_TEXT_LIMITS.cancellationReason,
    example: 'Sin stock del proveedor',
    nullable: true,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(ORDER_TEXT_LIMITS.cancellationReason)
  cancellationReason?: string | null;
}
