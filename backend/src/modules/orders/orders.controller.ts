import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, OptionalAuth } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import type { SessionUser } from '../../core/auth/session-user';
import { CreateOrderDto } from './dto/create-order.dto';
import { ApiIdempotencyKey, IdempotencyKey } from './idempotency-key.decorator';
import { GUEST_LOOKUP_RATE_LIMIT, ORDER_CREATION_RATE_LIMIT } from './orders.constants';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('payment-methods')
  @ApiOperation({ summary: 'Medios de pago activos, en orden' })
  paymentMethods() {
    return this.orders.paymentMethodList();
  }

  @Post()
  @OptionalAuth()
  @RateLimit(ORDER_CREATION_RATE_LIMIT)
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: 'Crea un pedido (invitado con guestInfo o cliente con sesión); precios y envío del servidor',
  })
  create(@Body() dto: CreateOrderDto, @CurrentUser() user?: SessionUser, @IdempotencyKey() key?: string) {
    return this.orders.create(dto, user, key);
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Pedidos del cliente, los más nuevos primero' })
  list(@CurrentUser() user: SessionUser) {
    return this.orders.listMine(user);
  }

  @Get('guest/:id')
  @RateLimit(GUEST_LOOKUP_RATE_LIMIT)
  @ApiQuery({ name: 'email', required: true })
  @ApiOperation({ summary: 'Seguimiento: pedido por número y email de compra (mismo 404 para todo lo que no calce)' })
  guest(@Param('id') id: string, @Query('email') email: unknown) {
    return this.orders.findForGuest(id, email);
  }
}
