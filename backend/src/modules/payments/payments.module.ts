import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { OrdersModule } from '../orders/orders.module';
import { DemoPaymentProvider } from './demo-payment.provider';
import { PaymentMethodsModule } from './payment-methods.module';
import { PaymentMethod } from './payment-method.entity';
import { PAYMENT_PROVIDER } from './payment-provider';
import { PaymentTransaction } from './payment-transaction.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { WebpayPlusProvider } from './webpay-plus.provider';

/** Webpay Plus payments (demo provider without WEBPAY_COMMERCE_CODE / WEBPAY_API_KEY). */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentMethod, PaymentTransaction]), PaymentMethodsModule, OrdersModule],
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [AppConfigService, DataSource],
      useFactory: (config: AppConfigService, dataSource: DataSource) =>
        config.webpay.commerceCode && config.webpay.apiKey
          ? new WebpayPlusProvider(config)
          : new DemoPaymentProvider(dataSource),
    },
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
