import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { FEATURE_MODULES } from './feature-modules';

/**
 * The worker process: the API module minus HTTP (no controllers are served: there is no listener),
 * plus the BullMQ processors, which are registered here only.
 */
@Module({
  imports: [CoreModule, ...FEATURE_MODULES],
})
export class WorkerModule {}
