import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedQuery, SearchParam } from '../../../core/validation/paging';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from '../orders.constants';
import { OrderStatus } from '../order-status.enum';

export class AdminOrdersQuery extends PagedQuery(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE) {
  @SearchParam('Número de pedido, email o nombre del cliente', 200)
  search?: string;

  @ApiPropertyOptional({ enum: ['all', ...Object.values(OrderStatus)], default: 'all' })
  @IsOptional()
  @IsIn(['all', ...Object.values(OrderStatus)])
  status: OrderStatus | 'all' = 'all';
}
