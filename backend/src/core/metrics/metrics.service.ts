import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../config/app-config.service';
import { REDIS_CLIENT } from '../redis/redis.constants';
import { workerMetricsKey } from './metrics.constants';
import { METRIC_PREFIX, metricsRegistry, watchPool } from './shop-metrics';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** Where the API-only gauge reads when scraped: the latest Nest instance's Redis (none after it closes). */
let readWorkerKeys: () => Promise<string[]> = () => Promise.resolve([]);

metricsRegistry.removeSingleMetric(`${METRIC_PREFIX}workers_alive`);
new Gauge({
  name: `${METRIC_PREFIX}workers_alive`,
  help: 'Workers que publicaron sus métricas en los últimos 15 s',
  registers: [metricsRegistry],
  async collect() {
    this.set((await readWorkerKeys()).length);
  },
});

/**
 * GET /api/metrics: this API process's metrics plus those every live worker published to Redis
 * (worker-metrics.publisher.ts), in the Prometheus text format, each series labelled with its
 * process and instance.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MetricsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: AppConfigService,
  ) {}

  onModuleInit(): void {
    watchPool(this.dataSource);
    readWorkerKeys = () => this.workerKeys();
  }

  onModuleDestroy(): void {
    watchPool(null);
    readWorkerKeys = () => Promise.resolve([]);
  }

  get contentType(): string {
    return metricsRegistry.contentType;
  }

  async render(): Promise<string> {
    const own = (await metricsRegistry.getMetricsAsJSON()) as MetricsJson;
    const workers = await this.workerMetrics();
    return AggregatorRegistry.aggregate([own, ...workers]).metrics();
  }

  private async workerKeys(): Promise<string[]> {
    if (this.redis.status !== 'ready') return [];
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(
        cursor,
        'MATCH',
        workerMetricsKey(this.config.redisPrefix, '*'),
        'COUNT',
        200,
      );
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  }

  private async workerMetrics(): Promise<MetricsJson[]> {
    try {
      const keys = await this.workerKeys();
      if (keys.length === 0) return [];
      const values = await this.redis.mget(...keys);
      return values.filter((value): value is string => value !== null).map((value) => JSON.parse(value) as MetricsJson);
    } catch (error) {
      // Redis down: the API's own figures still answer, without the workers'.
      this.logger.warn(`Métricas de workers no disponibles: ${(error as Error).message}`);
      return [];
    }
  }
}
