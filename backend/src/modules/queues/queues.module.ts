import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AdminQueuesController } from './admin-queues.controller';
import { QueueMetrics } from './queue-metrics';
import { CONSOLE_QUEUES } from './queues.constants';
import { QueuesService } from './queues.service';

/** The admin queue console and the queue figures of /api/metrics (API process): it reads and retries jobs, it never processes them. */
@Module({
  imports: [AuditModule, ...CONSOLE_QUEUES.map(({ name }) => BullModule.registerQueue({ name }))],
  controllers: [AdminQueuesController],
  providers: [QueuesService, QueueMetrics],
})
export class QueuesModule {}
