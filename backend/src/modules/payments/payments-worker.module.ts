import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { PaymentExpiryProcessor } from './payment-expiry.processor';
import { PAYMENT_EXPIRY_QUEUE } from './payments.queue';
import { PaymentsModule } from './payments.module';

/** The payments' processors: imported by WorkerModule, never by the API. */
@Module({
  imports: [PaymentsModule, BullModule.registerQueue({ name: PAYMENT_EXPIRY_QUEUE })],
  providers: [PaymentExpiryProcessor],
})
export class PaymentsWorkerModule {}
