import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OrdersMaintenanceProcessor } from './orders-maintenance.processor';
import { ORDERS_MAINTENANCE_QUEUE } from './orders-maintenance.queue';
import { OrdersModule } from './orders.module';

/** The orders' processors: imported by WorkerModule, never by the API. */
@Module({
  imports: [OrdersModule, BullModule.registerQueue({ name: ORDERS_MAINTENANCE_QUEUE })],
  providers: [OrdersMaintenanceProcessor],
})
export class OrdersWorkerModule {}
