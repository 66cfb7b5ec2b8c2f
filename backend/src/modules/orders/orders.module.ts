import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../core/rate-limit/rate-limit.module';
import { AuditModule } from '../audit';
import { CartStockModule } from '../cart-stock';
import { ShippingModule } from '../shipping';
import { MailModule } from '../mail';
import { SettingsModule } from '../settings';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { OrderEmails } from './order-emails.service';
import { OrderFigures } from './order-figures.reader';
import { OrderIdempotencyService } from './order-idempotency.service';
import { OrderStockService } from './order-stock.service';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrdersMaintenanceService } from './orders-maintenance.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentMethod } from './payment-method.entity';
import { PaymentMethodsService } from './payment-methods.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, PaymentMethod]),
    RateLimitModule,
    CartStockModule,
    ShippingModule,
    AuditModule,
    SettingsModule,
    MailModule,
  ],
  controllers: [OrdersController, AdminOrdersController],
  providers: [
    AdminOrdersService,
    OrderStockService,
    OrdersService,
    OrderIdempotencyService,
    OrdersMaintenanceService,
    OrderEmails,
    PaymentMethodsService,
    OrderFigures,
  ],
  exports: [OrdersService, OrdersMaintenanceService, OrderFigures],
})
export class OrdersModule {}
