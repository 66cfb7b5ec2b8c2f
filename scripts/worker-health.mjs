// Health check of the import/e-mail workers, which have no HTTP port: a live worker writes its metrics
// to Redis every 5 s under `${REDIS_PREFIX}:metrics:worker:${hostname}:${pid}` with a 15 s expiry
// (backend/src/core/metrics/worker-metrics.publisher.ts). Healthy (exit 0) when every worker process
// of this host has that key; unhealthy (exit 1) when one has none (dead, frozen for 15 s, or unable to
// reach Redis), when no worker process runs here, or when Redis does not answer.
//   node scripts/worker-health.mjs              # every `backend/dist/worker.js` process of this host
//   node scripts/worker-health.mjs --pid 1234   # one given process
//   node scripts/worker-health.mjs --entry path/to/worker.js   # workers started from another file
// docker-compose.yml runs it as the worker container's health check (REDIS_URL, REDIS_PREFIX).
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Redis } = require('ioredis');

const DEFAULT_ENTRY = 'backend/dist/worker.js';
/** REDIS_PREFIX's default (backend/src/core/config/env.schema.ts). */
const DEFAULT_PREFIX = 'repuestos';

/** Processes of this host (this container) whose command line runs the worker's entry file. */
function workerPids(entryFile) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (command.some((part) => part.endsWith(entryFile))) found.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return found;
}

async function main(argv) {
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const entryFile = option('--entry') ?? DEFAULT_ENTRY;
  const pids = option('--pid') ? [Number(option('--pid'))] : workerPids(entryFile);
  if (pids.length === 0 || pids.some((pid) => !Number.isInteger(pid) || pid <= 0)) {
    console.error(`No hay procesos worker (${entryFile}) en este equipo.`);
    return false;
  }
  const prefix = process.env.REDIS_PREFIX || DEFAULT_PREFIX;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error says more than the command's ('Connection is closed').
  let connectionError = null;
  redis.on('error', (error) => (connectionError = error));
  try {
    await redis.connect();
    const keys = pids.map((pid) => `${prefix}:metrics:worker:${os.hostname()}:${pid}`);
    const present = await Promise.all(keys.map((key) => redis.exists(key)));
    const stale = pids.filter((_, index) => present[index] === 0);
    if (stale.length > 0) {
      console.error(
        `Worker ${stale.join(', ')} sin métricas en Redis en los últimos 15 s (detenido, congelado o sin Redis).`,
      );
      return false;
    }
    console.log(`Worker ${pids.join(', ')} activo.`);
    return true;
  } catch (error) {
    console.error(`Redis no responde: ${(connectionError ?? error).message}`);
    return false;
  } finally {
    redis.disconnect();
  }
}

process.exitCode = (await main(process.argv.slice(2))) ? 0 : 1;
