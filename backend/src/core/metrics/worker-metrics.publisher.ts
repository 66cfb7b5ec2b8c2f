import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import os from 'node:os';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../config/app-config.service';
import { repeatWithoutOverlap } from '../process/repeat';
import { REDIS_CLIENT } from '../redis/redis.constants';
import { WORKER_METRICS_PUBLISH_MS, WORKER_METRICS_TTL_MS, workerMetricsKey } from './metrics.constants';
import { metricsRegistry, watchPool } from './shop-metrics';

/**
 * A worker has no HTTP port to scrape: every few seconds it writes its metrics to Redis with a
 * short expiry, the API serves them beside its own, and a worker that dies (or freezes) drops out
 * of `workers_alive` within WORKER_METRICS_TTL_MS.
 */
@Injectable()
export class WorkerMetricsPublisher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WorkerMetricsPublisher.name);
  private readonly key: string;
  private stopPublishing: (() => void) | undefined;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @InjectDataSource() private readonly dataSource: DataSource,
    config: AppConfigService,
  ) {
    this.key = workerMetricsKey(config.redisPrefix, `${os.hostname()}:${process.pid}`);
  }

  onApplicationBootstrap(): void {
    watchPool(this.dataSource);
    void this.publish();
    this.stopPublishing = repeatWithoutOverlap(() => this.publish(), WORKER_METRICS_PUBLISH_MS);
  }

  /** Before the Redis client closes (RedisModule quits on application shutdown): a stopped worker leaves at once. */
  async onModuleDestroy(): Promise<void> {
    this.stopPublishing?.();
    watchPool(null);
    if (this.redis.status === 'ready') await this.redis.del(this.key).catch(() => undefined);
  }

  private async publish(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    try {
      const metrics = await metricsRegistry.getMetricsAsJSON();
      await this.redis.set(this.key, JSON.stringify(metrics), 'PX', WORKER_METRICS_TTL_MS);
    } catch (error) {
      this.logger.warn(`No se pudieron publicar las métricas del worker: ${(error as Error).message}`);
    }
  }
}
