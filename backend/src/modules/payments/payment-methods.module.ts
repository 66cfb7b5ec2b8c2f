import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentMethod } from './payment-method.entity';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentTransaction } from './payment-transaction.entity';

/** Payment methods and attempt summaries for orders; kept apart from PaymentsModule, which imports orders. */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentMethod, PaymentTransaction])],
  providers: [PaymentMethodsService],
  exports: [PaymentMethodsService],
})
export class PaymentMethodsModule {}
