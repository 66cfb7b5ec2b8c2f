import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PG_INT4_MAX } from '../../../core/database/pg-limits';

export class InitiatePaymentDto {
  @ApiProperty({ example: 42 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PG_INT4_MAX)
  orderId: number;

  @ApiPropertyOptional({
    example: 'ana@example.cl',
    description:
      'Email de la compra, obligatorio para pagar un pedido de invitado (se compara sin espacios ni ' +
      'mayúsculas, como el seguimiento; uno distinto o ausente responde 404 igual que un pedido ' +
      'inexistente). Un pedido de una cuenta se paga solo con el token de esa cuenta y no lo necesita.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string;
}
