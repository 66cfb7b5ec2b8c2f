import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { RateLimitModule } from '../../core/rate-limit/rate-limit.module';
import { OrdersModule } from '../orders';
import { DemoPaymentProvider } from './demo-payment.provider';
import { PaymentAttemptsModule } from './payment-attempts.module';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PaymentTransaction } from './payment-transaction.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { WebpayPlusProvider } from './webpay-plus.provider';

/**
 * Webpay Plus with WEBPAY_COMMERCE_CODE / WEBPAY_API_KEY, the demo provider without them. Production
 * only starts without them when the operator opted in (env.schema.ts), and then says so loudly.
 */
function paymentProvider(config: AppConfigService, dataSource: DataSource): PaymentProvider {
  if (config.webpay.commerceCode && config.webpay.apiKey) return new WebpayPlusProvider(config);
  const logger = new Logger('Payments');
  if (config.isProduction) {
    logger.warn(
      'PAGOS DE DEMOSTRACIÓN en producción (PAYMENTS_DEMO_IN_PRODUCTION=true): no se cobra nada y cualquier ' +
        'comprador puede aprobar su propio pedido. Configura WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY para cobrar.',
    );
  } else {
    logger.log('Pagos Webpay en modo demostración: sin WEBPAY_COMMERCE_CODE ni WEBPAY_API_KEY no se cobra nada');
  }
  return new DemoPaymentProvider(dataSource);
}

@Module({
  imports: [TypeOrmModule.forFeature([PaymentTransaction]), RateLimitModule, PaymentAttemptsModule, OrdersModule],
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    { provide: PAYMENT_PROVIDER, inject: [AppConfigService, DataSource], useFactory: paymentProvider },
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
