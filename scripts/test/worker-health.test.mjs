// The worker containers' health check (scripts/worker-health.mjs) against a real Redis, with stand-in
// worker processes that publish their key the way WorkerMetricsPublisher does (shorter periods): a
// publishing worker is healthy, a frozen one (SIGSTOP) turns unhealthy once its key expires and healthy
// again when resumed; a worker that never published, no worker at all, or no Redis is unhealthy.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../lib/app.mjs';
import { findFreePort, sleep } from '../lib/proc.mjs';
import { provideServices } from '../lib/services.mjs';

const require = createRequire(import.meta.url);
const { Redis } = require('ioredis');

const SCRIPT = path.join(ROOT, 'scripts/worker-health.mjs');
const PREFIX = `health-test-${process.pid}`;
/** The stand-in publishes every PUBLISH_MS with a TTL_MS expiry (the real worker: 5 s and 15 s). */
const PUBLISH_MS = 100;
const TTL_MS = 400;

let dir;
let services;
let redis;
const started = [];

/** A process started from `<dir>/<name>/worker.js`; with `publish` it writes its key like a live worker. */
function standIn(name, { publish }) {
  const file = path.join(dir, name, 'worker.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    publish
      ? `const { Redis } = require(${JSON.stringify(require.resolve('ioredis'))});
const redis = new Redis(process.env.REDIS_URL);
const key = \`\${process.env.REDIS_PREFIX}:metrics:worker:\${require('os').hostname()}:\${process.pid}\`;
const publish = () => redis.set(key, '[]', 'PX', ${TTL_MS}).then(() => process.send?.('published'));
publish();
setInterval(publish, ${PUBLISH_MS});
process.on('SIGTERM', () => process.exit(0));
`
      : `setInterval(() => {}, 1000);\nprocess.on('SIGTERM', () => process.exit(0));\n`,
  );
  const child = spawn('node', [file], {
    env: { ...process.env, REDIS_URL: services.redisUrl, REDIS_PREFIX: PREFIX },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.push(child);
  const ready = publish
    ? new Promise((resolve) => child.once('message', resolve))
    : new Promise((resolve) => setTimeout(resolve, 200));
  return { child, entry: `${name}/worker.js`, ready };
}

function check(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: services.redisUrl, REDIS_PREFIX: PREFIX, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

describe('worker health check', () => {
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-health-'));
    // Only Redis is needed: a DATABASE_URL (never connected to) keeps provideServices from starting PostgreSQL.
    process.env.DATABASE_URL = 'postgres://unused@127.0.0.1:1/unused';
    delete process.env.REDIS_URL;
    services = await provideServices({ ephemeral: true });
    redis = new Redis(services.redisUrl);
  });

  after(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    redis?.disconnect();
    await services?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('should be healthy while the worker publishes, unhealthy once it is frozen, healthy again when resumed', async () => {
    const worker = standIn('publishing', { publish: true });
    await worker.ready;
    const healthy = await check(['--entry', worker.entry]);
    assert.deepEqual(healthy, { code: 0, output: `Worker ${worker.child.pid} activo.` });

    process.kill(worker.child.pid, 'SIGSTOP');
    try {
      await sleep(TTL_MS + 200);
      const frozen = await check(['--entry', worker.entry]);
      assert.equal(frozen.code, 1);
      assert.match(frozen.output, new RegExp(`^Worker ${worker.child.pid} sin métricas en Redis`));
    } finally {
      process.kill(worker.child.pid, 'SIGCONT');
    }
    await sleep(PUBLISH_MS * 3);
    assert.equal((await check(['--pid', String(worker.child.pid)])).code, 0);
  });

  it('should be unhealthy when one of the host workers never published, naming it', async () => {
    const live = standIn('pair', { publish: true });
    const silent = standIn('pair-silent', { publish: false });
    await Promise.all([live.ready, silent.ready]);
    assert.equal((await check(['--pid', String(live.child.pid)])).code, 0);

    const result = await check(['--pid', String(silent.child.pid)]);
    assert.equal(result.code, 1);
    assert.match(result.output, new RegExp(`^Worker ${silent.child.pid} sin métricas`));
    // A key under another prefix (another shop on the same Redis) does not count.
    await redis.set(`other-shop:metrics:worker:${os.hostname()}:${silent.child.pid}`, '[]', 'PX', 5000);
    assert.equal((await check(['--pid', String(silent.child.pid)])).code, 1);
  });

  it('should be unhealthy without a worker process or without Redis', async () => {
    const none = await check(['--entry', 'no-such-dir/worker.js']);
    assert.deepEqual(none, { code: 1, output: 'No hay procesos worker (no-such-dir/worker.js) en este equipo.' });

    const worker = standIn('no-redis', { publish: true });
    await worker.ready;
    const closedPort = await findFreePort();
    const down = await check(['--entry', worker.entry], { REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    assert.equal(down.code, 1);
    assert.match(down.output, /^Redis no responde/);
  });
});
