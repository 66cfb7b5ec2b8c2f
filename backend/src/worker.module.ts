import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { FEATURE_MODULES } from './feature-modules';
import { ImportWorkerModule } from './modules/import/import-worker.module';
import { PaymentsWorkerModule } from './modules/payments/payments-worker.module';

/**
 * The worker process: the API module minus HTTP (no controllers are served: there is no listener),
 * plus the BullMQ processors, which are registered here only.
 */
@Module({
  imports: [CoreModule, ...FEATURE_MODULES, ImportWorkerModule, PaymentsWorkerModule],
})
export class WorkerModule {}
