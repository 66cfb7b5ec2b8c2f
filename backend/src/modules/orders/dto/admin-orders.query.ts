import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../../../core/validation/paging';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from '../orders.constants';
import { OrderStatus } from '../order-status.enum';

export class AdminOrdersQuery {
  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page = 1;

  @ApiPropertyOptional({ default: ADMIN_ORDERS_PAGE_SIZE, maximum: ADMIN_ORDERS_MAX_PAGE_SIZE })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ADMIN_ORDERS_MAX_PAGE_SIZE)
  limit = ADMIN_ORDERS_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'Número de pedido, email o nombre del cliente' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: ['all', ...Object.values(OrderStatus)], default: 'all' })
  @IsOptional()
  @IsIn(['all', ...Object.values(OrderStatus)])
  status: OrderStatus | 'all' = 'all';
}
