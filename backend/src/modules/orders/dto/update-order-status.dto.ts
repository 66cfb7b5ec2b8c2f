import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { ORDER_MESSAGES, OrderErrorCode } from '../orders.errors';
import { OrderStatus } from '../order-status.enum';

export class UpdateOrderStatusDto {
  @ApiProperty({ enum: OrderStatus })
  @IsEnum(OrderStatus, { message: ORDER_MESSAGES[OrderErrorCode.InvalidStatus] })
  status: OrderStatus;
}
