import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppConfigService } from '../config/app-config.service';
import { REDIS_CLIENT } from '../redis/redis.constants';
import { workerMetricsKey } from './metrics.constants';
import { METRIC_PREFIX, metricsRegistry } from './shop-metrics';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** Gauges read when scraped, created once per process and pointed at the latest Nest instance's sources. */
const sources: { pool: () => Pool | undefined; workerKeys: () => Promise<string[]> } = {
  pool: () => undefined,
  workerKeys: () => Promise.resolve([]),
};

function gauge(name: string, help: string, labelNames: string[], collect: (this: Gauge) => void | Promise<void>) {
  metricsRegistry.removeSingleMetric(name);
  return new Gauge({ name, help, labelNames, registers: [metricsRegistry], collect });
}

gauge(
  `${METRIC_PREFIX}db_pool_connections`,
  'Conexiones del pool de PostgreSQL del proceso por estado',
  ['state'],
  function () {
    const pool = sources.pool();
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
);

gauge(
  `${METRIC_PREFIX}workers_alive`,
  'Workers que publicaron sus métricas en los últimos 15 s',
  [],
  async function () {
    this.set((await sources.workerKeys()).length);
  },
);

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
    sources.pool = () => (this.dataSource.driver as PostgresDriver).master as Pool | undefined;
    sources.workerKeys = () => this.workerKeys();
  }

  onModuleDestroy(): void {
    sources.pool = () => undefined;
    sources.workerKeys = () => Promise.resolve([]);
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
