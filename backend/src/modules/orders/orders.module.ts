import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../core/rate-limit/rate-limit.module';
import { AuditModule } from '../audit/audit.module';
import { CartStockModule } from '../cart-stock/cart-stock.module';
import { CheckoutModule } from '../checkout/checkout.module';
import { PaymentMethodsModule } from '../payments/payment-methods.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminOrdersController } from './admin-orders.controller';
import { OrderEmails } from './order-emails.service';
import { OrderIdempotencyService } from './order-idempotency.service';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrdersMaintenanceService } from './orders-maintenance.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem]),
    RateLimitModule,
    CartStockModule,
    CheckoutModule,
    PaymentMethodsModule,
    AuditModule,
    SettingsModule,
    MailModule,
  ],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersService, OrderIdempotencyService, OrdersMaintenanceService, OrderEmails],
  exports: [OrdersService, OrdersMaintenanceService],
})
export class OrdersModule {}
