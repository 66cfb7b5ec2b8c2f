import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { WorkerMetricsPublisher } from './worker-metrics.publisher';

/** The API's GET /api/metrics (its own figures and the workers'). */
@Module({
  controllers: [MetricsController],
  providers: [MetricsService],
})
export class MetricsModule {}

/** Each worker publishes its figures to Redis for the API to serve. */
@Module({ providers: [WorkerMetricsPublisher] })
export class WorkerMetricsModule {}
