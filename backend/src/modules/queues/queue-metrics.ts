import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { METRIC_PREFIX, metricsRegistry } from '../../core/metrics/shop-metrics';
import { QueuesService } from './queues.service';

type Overview = Awaited<ReturnType<QueuesService['overview']>>;

/** Where the gauge reads when scraped: the latest Nest instance's queues (none after it closes). */
let readOverview: () => Promise<Overview | null> = () => Promise.resolve(null);

const QUEUE_JOBS = `${METRIC_PREFIX}queue_jobs`;
metricsRegistry.removeSingleMetric(QUEUE_JOBS);
new Gauge({
  name: QUEUE_JOBS,
  help: 'Trabajos de cada cola BullMQ por estado (en-espera, en-curso, programado, con-error, terminado)',
  labelNames: ['queue', 'state'],
  registers: [metricsRegistry],
  async collect() {
    // Redis down: no figures rather than a failed scrape.
    const overview = await readOverview().catch(() => null);
    for (const queue of overview?.queues ?? []) {
      for (const [state, count] of Object.entries(queue.counts)) this.set({ queue: queue.name, state }, count);
    }
  },
});

/** Points the queue gauge of /api/metrics at this API instance's queues. */
@Injectable()
export class QueueMetrics implements OnModuleInit, OnModuleDestroy {
  constructor(private readonly queues: QueuesService) {}

  onModuleInit(): void {
    readOverview = () => this.queues.overview();
  }

  onModuleDestroy(): void {
    readOverview = () => Promise.resolve(null);
  }
}
