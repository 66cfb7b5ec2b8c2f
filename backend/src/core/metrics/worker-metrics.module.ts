import { Module } from '@nestjs/common';
import { WorkerMetricsPublisher } from './worker-metrics.publisher';

/** Each worker publishes its figures to Redis for the API to serve (no HTTP port of its own). */
@Module({ providers: [WorkerMetricsPublisher] })
export class WorkerMetricsModule {}
