import os from 'node:os';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The process's Prometheus registry and the shop's own metrics. One registry per process (API or
 * worker), filled by whatever code observes the event: module-level like prom-client's own default
 * registry, so a counter is one import away and never depends on Nest wiring.
 */
export const metricsRegistry = new Registry();

export const METRIC_PREFIX = 'repuestos_';

/** Names the process in every series: the API and each worker report separately. */
export function labelProcess(role: 'api' | 'worker'): void {
  metricsRegistry.setDefaultLabels({ process: role, instance: `${os.hostname()}:${process.pid}` });
}

collectDefaultMetrics({ register: metricsRegistry, prefix: METRIC_PREFIX });

export const httpRequestDuration = new Histogram({
  name: `${METRIC_PREFIX}http_request_duration_seconds`,
  help: 'Duración de las peticiones HTTP por ruta, método y código de estado',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const catalogCacheReads = new Counter({
  name: `${METRIC_PREFIX}catalog_cache_reads_total`,
  help: 'Lecturas del caché del catálogo: hit (memoria del proceso o Redis) o miss (consulta a PostgreSQL)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const ordersCreated = new Counter({
  name: `${METRIC_PREFIX}orders_created_total`,
  help: 'Pedidos creados por medio de pago y tipo de entrega',
  labelNames: ['payment_method', 'delivery'] as const,
  registers: [metricsRegistry],
});

export const paymentOutcomes = new Counter({
  name: `${METRIC_PREFIX}payments_total`,
  help: 'Resultados de pagos Webpay (approved, rejected, cancelled, ...)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** The PostgreSQL pool the gauge below reads when scraped: this process's latest DataSource. */
let pool: () => Pool | undefined = () => undefined;

/** Points the pool gauge at a DataSource (null when it closes). */
export function watchPool(dataSource: DataSource | null): void {
  pool = () => (dataSource ? ((dataSource.driver as PostgresDriver).master as Pool | undefined) : undefined);
}

new Gauge({
  name: `${METRIC_PREFIX}db_pool_connections`,
  help: 'Conexiones del pool de PostgreSQL del proceso por estado',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const current = pool();
    if (!current) return;
    this.set({ state: 'total' }, current.totalCount);
    this.set({ state: 'idle' }, current.idleCount);
    this.set({ state: 'waiting' }, current.waitingCount);
  },
});

export const importRows = new Counter({
  name: `${METRIC_PREFIX}import_rows_total`,
  help: 'Filas de Excel escritas por las importaciones, al confirmarse cada lote (rate() da filas por segundo)',
  registers: [metricsRegistry],
});

export const importDuration = new Histogram({
  name: `${METRIC_PREFIX}import_duration_seconds`,
  help: 'Duración de las importaciones terminadas, desde su inicio, por estado final',
  labelNames: ['status'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 3600],
  registers: [metricsRegistry],
});
