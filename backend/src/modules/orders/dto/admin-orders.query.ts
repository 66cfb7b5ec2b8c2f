import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PAGE, PositiveWholeParam } from '../../../core/validation/paging';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from '../orders.constants';
import { OrderStatus } from '../order-status.enum';

export class AdminOrdersQuery {
  @PositiveWholeParam(1, MAX_PAGE)
  page = 1;

  @PositiveWholeParam(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE)
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
