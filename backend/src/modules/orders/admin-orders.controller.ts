import { Body, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';
import type { SessionUser } from '../../core/auth/session-user';
import { AdminOrdersQuery } from './dto/admin-orders.query';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { OrderError, OrderErrorCode } from './orders.errors';
import { AdminOrdersService } from './admin-orders.service';

const orderIdPipe = new DatabaseIdPipe(() => new OrderError(OrderErrorCode.NotFound));

@AdminRoutes('orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @ApiOperation({ summary: 'Pedidos paginados, con búsqueda por número, email o nombre y filtro por estado' })
  list(@Query() query: AdminOrdersQuery) {
    return this.orders.list(query);
  }

  @Put(':id/status')
  @ApiOperation({
    summary:
      'Cambia el estado (CANCELADO devuelve el stock una sola vez); con ENVIADO, transportista y N° de seguimiento; con CANCELADO, el motivo. Avisa al cliente por correo',
  })
  setStatus(
    @Param('id', orderIdPipe) id: number,
    @Body() dto: UpdateOrderStatusDto,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.orders.setStatus(id, dto.status, admin, dto);
  }

  @Get(':id/history')
  @ApiOperation({
    summary: 'Historial del pedido en el registro de actividad (cambios de estado), lo más nuevo primero',
  })
  history(@Param('id', orderIdPipe) id: number) {
    return this.orders.history(id);
  }
}
