import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { WorkerMetricsModule } from './core/metrics/worker-metrics.module';
import { ALL_ENTITIES } from './entities';
import { ImportWorkerModule } from './modules/import/import-worker.module';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { OrdersWorkerModule } from './modules/orders/orders-worker.module';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module';

/**
 * The worker process: the BullMQ processors (registered here only) and the modules they use, on
 * the same infrastructure as the API, without HTTP. Feature modules the processors do not need
 * (controllers, uploads, exceljs for the API's sheet list...) stay out: every worker process,
 * idle or not, would otherwise carry them.
 */
@Module({
  imports: [
    CoreModule.forProcess('worker', ALL_ENTITIES),
    WorkerMetricsModule,
    ImportWorkerModule,
    PaymentsWorkerModule,
    OrdersWorkerModule,
    MailWorkerModule,
  ],
})
export class WorkerModule {}
