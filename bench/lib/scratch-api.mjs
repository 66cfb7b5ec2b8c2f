// The set-up the catalogue and SEO pages benches share: a scratch database (on the PostgreSQL of
// DATABASE_URL and the Redis of REDIS_URL when set, else the project's throwaway services), the
// compiled backend migrated into it, and the real API started on it in production mode. Everything
// started is undone, last first, by the cleanups (also on Ctrl+C).
import crypto from 'node:crypto';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ROOT, waitForHealth } from '../../scripts/lib/app.mjs';
import { log } from '../../scripts/lib/log.mjs';
import { findFreePort, run, sleep } from '../../scripts/lib/proc.mjs';
import { provideServices } from '../../scripts/lib/services.mjs';
import { random } from './load.mjs';
import { BENCH_MAIL_FROM } from './mail-catcher.mjs';
import { writeSection } from './report.mjs';

/**
 * The options these benches take (`--products 200000 --duration 10 --skip-build --no-write`) and
 * the scratch database and Redis key prefix of this run of bench `name`.
 */
function scratchBenchOptions(name) {
  const { values: args } = parseArgs({
    options: {
      products: { type: 'string', default: '200000' },
      duration: { type: 'string', default: '10' },
      'skip-build': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  return {
    args,
    products: Number(args.products),
    durationS: Number(args.duration),
    database: `bench_${name}_${runId}`,
    redisPrefix: `bench-${name}-${runId}`,
  };
}

/** What to undo at the end, last first; `run` also runs on Ctrl+C. */
function createCleanups() {
  const steps = [];
  const runAll = async () => {
    while (steps.length > 0) {
      try {
        await steps.pop()();
      } catch (error) {
        log.warn(`Limpieza: ${error.message}`);
      }
    }
  };
  process.on('SIGINT', () => void runAll().then(() => process.exit(130)));
  return { push: (step) => steps.push(step), run: runAll };
}

/**
 * The run's database (of scratchBenchOptions), migrated by the backend (built first unless
 * --skip-build), and a client connected to it (`admin`: one to the server's postgres database).
 * `baseEnv` is the environment the backend's processes run with.
 */
async function scratchDatabase({ args, database, redisPrefix }, cleanups) {
  const services = await provideServices({ ephemeral: true });
  cleanups.push(() => services.stop());
  const databaseUrl = `${services.serverUrl}/${database}`;
  const admin = new pg.Client({ connectionString: `${services.serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  if (!args['skip-build']) {
    log.step('Compilando el backend...');
    await run('npm', ['run', 'build', '--silent', '-w', 'backend'], { cwd: ROOT });
  }
  const baseEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: redisPrefix,
  };
  await run('node', [path.join(ROOT, 'backend/dist/cli/migrate.js')], {
    cwd: ROOT,
    env: { ...baseEnv, JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  return { services, databaseUrl, baseEnv, client, admin };
}

function spawnApi(env) {
  const child = spawn('node', [path.join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ name: 'api', code, signal, stderr })),
  );
  return {
    pid: child.pid,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** Removes every key under the prefix. */
async function clearRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  for (let round = 0; round < 10_000; round++) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  redis.disconnect();
}

/**
 * The API on the scratch database (production mode, demo payments, no worker), with `env` on top,
 * once healthy; stopped and its Redis keys removed by the cleanups. Returns its URL and process id.
 */
async function startScratchApi({ scratch, cleanups, env = {} }) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawnApi({
    ...scratch.baseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    PAYMENTS_DEMO_IN_PRODUCTION: 'true',
    // Production requires a mail server; these benches run no worker, so nothing is ever sent to it.
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: BENCH_MAIL_FROM,
    LOG_LEVEL: 'warn',
    ...env,
  });
  cleanups.push(() => api.stop());
  cleanups.push(() => clearRedisPrefix(scratch.services.redisUrl, scratch.baseEnv.REDIS_PREFIX));
  await waitForHealth(baseUrl, { timeoutMs: 60_000, exited: api.exited });
  return { baseUrl, pid: api.pid };
}

/** GET requests on random `paths` (a seeded pick) at `connections` for `durationS` seconds (autocannon). */
export async function throughput(baseUrl, paths, { connections, durationS, seed, headers }) {
  const rng = random(seed);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    ...(headers ? { headers } : {}),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: rng.pick(paths) }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: result.throughput.average,
  };
}

/** The report into docs/performance.md, under `heading` as block `key`, unless --no-write. */
async function writeFigures(args, heading, key, report) {
  if (args['no-write']) return;
  const file = path.join(ROOT, 'docs/performance.md');
  await writeSection(file, heading, key, report);
  log.ok(`Cifras escritas en ${path.relative(ROOT, file)}`);
}

/** Runs the bench: a failure is logged and sets the exit code; the cleanups run either way. */
async function runBench(main, cleanups) {
  try {
    await main();
  } catch (error) {
    log.fail(error.stack ?? String(error));
    process.exitCode = 1;
  } finally {
    await cleanups.run();
  }
}

/**
 * One run of bench `name`: its options (`args`, `products`, `durationS`), the name of its scratch
 * database (`databaseName`), its cleanups, and the steps that use them: `database()`, then
 * `startApi(env)`; `writeFigures(heading, key, report)`; `run(main)` runs the bench and cleans up.
 */
export function scratchBench(name) {
  const options = scratchBenchOptions(name);
  const cleanups = createCleanups();
  let scratch = null;
  return {
    args: options.args,
    products: options.products,
    durationS: options.durationS,
    databaseName: options.database,
    cleanups,
    database: async () => (scratch = await scratchDatabase(options, cleanups)),
    startApi: (env) => startScratchApi({ scratch, cleanups, env }),
    writeFigures: (heading, key, report) => writeFigures(options.args, heading, key, report),
    run: (main) => runBench(main, cleanups),
  };
}
