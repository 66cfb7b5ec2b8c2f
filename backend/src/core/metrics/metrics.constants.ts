/** How often a worker writes its metrics to Redis, and how long they count as alive there. */
export const WORKER_METRICS_PUBLISH_MS = 5_000;
export const WORKER_METRICS_TTL_MS = 15_000;

/** Redis key pattern of a worker's published metrics (under REDIS_PREFIX). */
export const workerMetricsKey = (prefix: string, instance: string) => `${prefix}:metrics:worker:${instance}`;
