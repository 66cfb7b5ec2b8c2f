import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentMethod } from './payment-method.entity';
import { PaymentTransaction } from './payment-transaction.entity';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentMethod, PaymentTransaction])],
})
export class PaymentsModule {}
