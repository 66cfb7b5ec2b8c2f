import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderPaymentAttempts } from '../orders';
import { PaymentAttemptsReader } from './payment-attempts.reader';
import { PaymentTransaction } from './payment-transaction.entity';

/**
 * Provides the orders' OrderPaymentAttempts port. Global because orders may not import payments
 * (payments import orders: payments → orders → stock); PaymentsModule imports it, so every process
 * that runs payments answers the orders' questions about them.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PaymentTransaction])],
  providers: [{ provide: OrderPaymentAttempts, useClass: PaymentAttemptsReader }],
  exports: [OrderPaymentAttempts],
})
export class PaymentAttemptsModule {}
