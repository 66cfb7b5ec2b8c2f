// Mixed load (issue 15): simulated shoppers browse, search and check out while a large Excel import
// runs, on the real API and worker processes (NODE_ENV=production, e-mails to a local mail catcher).
//
//   node bench/mixed-load.bench.mjs                 # 50 shoppers, a 100,000-row import
//   options: --rows=N  --shoppers=N  --think-ms=N (mean pause between a shopper's requests, default 500)
//            --idle-seconds=N (each idle window, default 30)  --no-build  --no-write (leave docs alone)
//
// Two shops on fresh copies of one database (migrations + demo catalogue):
//   A  the import alone, nobody shopping: the import's idle time;
//   B  shoppers for a warm-up, then an idle window (no import), then the same import while they keep
//      shopping, then another idle window on the grown catalogue.
// Targets: shopper p95 during the import ≤ 2× the idle p95 before it; every successful checkout
// (201) is an order in PostgreSQL and no order exists that nobody got; import time with shoppers
// ≤ 1.5× alone. Prints the figures and writes them to docs/performance.md (its own section).
//
// A shopper's visit, each step after a think pause (0.5-1.5 × --think-ms), from a client address of
// its own (X-Forwarded-For, trusted from loopback: the per-client order limit must not decide it):
// home page, categories, featured, three suggestions while typing, a search, a category listing, a
// product page, the cart stock check, the shipping quote, and a guest bank-transfer order.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEMO_ADMIN, ROOT, buildApp, prepareDatabase, startProcesses, waitForHealth } from '../scripts/lib/app.mjs';
import { findFreePort, sleep } from '../scripts/lib/proc.mjs';
import { provideServices } from '../scripts/lib/services.mjs';
import { sampleProducts, searchQueries, suggestionQueries } from './lib/catalog-queries.mjs';
import { writeImportWorkbook } from './lib/import-workbook.mjs';
import { BENCH_MAIL_FROM, startCatcherProcess } from './lib/mail-catcher.mjs';
import { foreignCpu, percentile, random } from './lib/load.mjs';
import { writeSection } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const ROWS = option('rows', 100_000);
const SHOPPERS = option('shoppers', 50);
const THINK_MS = option('think-ms', 500);
const IDLE_MS = option('idle-seconds', 30) * 1000;
/** Requests in one shopper's visit (see shoppers()): a visit lasts about VISIT_STEPS × THINK_MS. */
const VISIT_STEPS = 12;
/** Until every shopper has arrived (they arrive over one visit), and at least 10 s. */
const WARMUP_MS = Math.max(10_000, VISIT_STEPS * THINK_MS);
const SHEETS = ['Frenos y Suspensión', 'Motor y Filtros', 'Eléctrico e Iluminación'];
const OUT = path.join(ROOT, 'bench/.out');
const TEMPLATE = 'bench_mixed_template';
const BANK_TRANSFER = 'bank_transfer';
/** Units per product set before shopping starts: stock never refuses a checkout here. */
const PLENTY = 1_000_000;

const log = (...parts) => console.log('[mixed-load]', ...parts);

async function withClient(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(serverUrl, name, template) {
  await withClient(`${serverUrl}/postgres`, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
  return `${serverUrl}/${name}`;
}

async function dropDatabases(serverUrl, names) {
  await withClient(`${serverUrl}/postgres`, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** PostgreSQL's postmaster (by its port) with its backends, and redis-server: the servers' share of the CPU is ours. */
function serverPids(ports) {
  const stats = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      stats.push({ pid: Number(entry), parent, command });
    } catch {
      // ended meanwhile
    }
  }
  const roots = stats
    .filter(({ command }) => ports.some((port) => command.some((part) => part.includes(String(port)))))
    .map(({ pid }) => pid);
  return [...roots, ...stats.filter(({ parent }) => roots.includes(parent)).map(({ pid }) => pid)];
}

/**
 * What each server process is: Redis, or PostgreSQL working for the API, for a worker (by the
 * application_name each process gives its connections) or for itself (checkpointer, WAL writer...).
 */
async function serverRoles(pids, observer) {
  const owners = await observer
    .query(`SELECT pid, application_name AS name FROM pg_stat_activity`)
    .then(
      ({ rows }) => new Map(rows.map((row) => [row.pid, /^repuestos-(api|worker)-/.exec(row.name)?.[1] ?? 'other'])),
    )
    .catch(() => new Map());
  return pids.map((pid) => {
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      // ended meanwhile
    }
    if (command.startsWith('redis')) return { pid, role: 'Redis' };
    const owner = owners.get(pid);
    return { pid, role: owner && owner !== 'other' ? `PostgreSQL for ${owner}` : 'PostgreSQL, other' };
  });
}

async function workbook() {
  const file = path.join(OUT, `import-${ROWS}-${SHEETS.length}s.xlsx`);
  if (!fs.existsSync(file)) {
    log(`Generando ${path.relative(ROOT, file)} (${ROWS} filas, ${SHEETS.length} hojas)...`);
    fs.mkdirSync(OUT, { recursive: true });
    await writeImportWorkbook(file, { rows: ROWS, sheets: SHEETS });
  }
  return file;
}

/**
 * Whether Linux shares the cores between sessions first (autogroups): the worker's priority depends on it
 * (docs/operations.md, Workers).
 */
function autogroupState() {
  try {
    const enabled = fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
    return `Linux autogroups ${enabled ? 'on' : 'off'}`;
  } catch {
    return 'no Linux autogroups';
  }
}

/** One shop (API + one worker) on `databaseUrl`. */
async function startShop(label, databaseUrl, shared) {
  const port = await findFreePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: shared.redisUrl,
    REDIS_PREFIX: `bench-mixed-${label}-${process.pid}`,
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    SPA_DIST_DIR: path.join(ROOT, 'frontend/dist'),
    UPLOADS_DIR: shared.uploadsDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    PAYMENTS_DEMO_IN_PRODUCTION: 'true',
    WEBPAY_COMMERCE_CODE: '',
    WEBPAY_API_KEY: '',
    SMTP_URL: shared.smtpUrl,
    MAIL_FROM: BENCH_MAIL_FROM,
  };
  const processes = startProcesses(env);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, { exited: processes.firstExit });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`Inicio de sesión del administrador: ${login.status}`);
  // One connection kept for asking which PostgreSQL process serves whom while CPU is sampled.
  const observer = new Client({ connectionString: databaseUrl, application_name: 'bench-observer' });
  await observer.connect();
  const stop = async () => {
    await observer.end().catch(() => undefined);
    await processes.stop();
  };
  return { base, token, processes, observer, stop };
}

/** POST /api/import/excel, which answers when the import has finished; returns its wall time and result. */
async function runImport(shop, file) {
  const form = new FormData();
  form.append('excel', new Blob([fs.readFileSync(file)]), path.basename(file));
  form.append('sessionId', `import-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`);
  form.append('processAllSheets', 'true');
  const started = performance.now();
  const response = await fetch(`${shop.base}/api/import/excel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${shop.token}` },
    body: form,
  });
  const result = JSON.parse(await response.text());
  const ms = performance.now() - started;
  if (!response.ok || !result.success)
    throw new Error(`Importación: ${response.status} ${JSON.stringify(result).slice(0, 400)}`);
  return { ms, result };
}

/** What shoppers ask for, from the demo catalogue (every query has answers). */
async function shoppingList(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const products = await sampleProducts(client, 60, 15);
    await client.query('UPDATE products SET stock = $1 WHERE id = ANY($2)', [PLENTY, products.map((p) => p.id)]);
    const categories = (await client.query('SELECT id FROM categories ORDER BY id')).rows.map((row) => row.id);
    return {
      products: products.map((p) => p.id),
      categories,
      searches: searchQueries(products, 300, 15),
      suggestions: suggestionQueries(products, 300, 15),
    };
  });
}

/**
 * `count` shoppers visiting the shop until stop() is called. Every request is kept with its kind,
 * start time and latency; checkouts that answered 201 keep their order id.
 */
function shoppers(shop, list, count, paymentMethodId) {
  const requests = [];
  const orders = [];
  const failures = new Map();
  let stopping = false;
  let visits = 0;

  const call = async (kind, visitor, urlPath, body) => {
    if (stopping) throw new Error('stop');
    const startedAt = performance.now();
    let status = 0;
    let payload = null;
    try {
      const response = await fetch(`${shop.base}${urlPath}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'X-Forwarded-For': visitor,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(kind === 'order' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      const text = await response.text();
      if (kind === 'order' && status === 201) payload = JSON.parse(text);
    } catch (error) {
      status = `error: ${error.message}`;
    }
    const ms = performance.now() - startedAt;
    requests.push({ kind, startedAt, ms, status });
    if (typeof status !== 'number' || status >= 400) {
      const key = `${kind} → ${status}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
    return { status, payload };
  };

  const visit = async (rng) => {
    const n = ++visits;
    const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const think = () => sleep(THINK_MS * (0.5 + rng.next()));
    const search = rng.pick(list.searches);
    const typed = rng.pick(list.suggestions);
    const lines = Array.from({ length: rng.int(1, 3) }, () => ({
      productId: rng.pick(list.products),
      quantity: rng.int(1, 2),
    }));
    const steps = [
      () => call('page', visitor, '/'),
      () => call('browse', visitor, '/api/categories'),
      () => call('browse', visitor, '/api/products/featured'),
      ...[3, 5, typed.length].map(
        (length) => () =>
          call('search', visitor, `/api/products/suggestions?q=${encodeURIComponent(typed.slice(0, length))}`),
      ),
      () => call('search', visitor, `/api/products/search?q=${encodeURIComponent(search)}&page=1`),
      () => call('browse', visitor, `/api/products?categoryId=${rng.pick(list.categories)}&page=1`),
      () => call('browse', visitor, `/api/products/${lines[0].productId}`),
      () => call('checkout', visitor, '/api/cart/stock', { items: lines }),
      () => call('checkout', visitor, '/api/shipping/calculate', { products: lines, region: 'RM' }),
      async () => {
        const { status, payload } = await call('order', visitor, '/api/orders', {
          items: lines,
          shippingAddress: 'Av. Providencia 1234, Providencia',
          paymentMethodId,
          region: 'RM',
          guestInfo: { email: `comprador${n}@example.cl`, name: `Comprador ${n}`, phone: '+56911111111' },
        });
        if (status === 201) orders.push(payload.order.id);
      },
    ];
    if (steps.length !== VISIT_STEPS) throw new Error(`A visit has ${steps.length} steps, not ${VISIT_STEPS}`);
    for (const step of steps) {
      await think();
      await step();
    }
  };

  const running = Array.from({ length: count }, async (_, index) => {
    const rng = random(1000 + index);
    // Shoppers arrive spread over one whole visit, as independent shoppers do. (Spread over one
    // think period, they went through their visits nearly in step: all 50 placed their order within
    // the same second every 6 s, a burst of orders for the same products that no shop sees.)
    await sleep(VISIT_STEPS * THINK_MS * rng.next());
    while (!stopping) await visit(rng).catch((error) => error.message === 'stop' || Promise.reject(error));
  });

  return {
    requests,
    orders,
    failures,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** The shop's catalogue cache reads so far, hits and misses (GET /api/metrics, every process of the shop). */
async function cacheReads(shop) {
  const response = await fetch(`${shop.base}/api/metrics`, { headers: { Authorization: `Bearer ${shop.token}` } });
  const text = await response.text();
  const reads = { hit: 0, miss: 0 };
  for (const [, result, value] of text.matchAll(/catalog_cache_reads_total\{[^}]*result="(hit|miss)"[^}]*\}\s+(\S+)/g))
    reads[result] += Number(value);
  return reads;
}

/** The share of catalogue cache reads between two readings that missed (were computed by PostgreSQL). */
function missShare(from, to) {
  const hits = to.hit - from.hit;
  const misses = to.miss - from.miss;
  return hits + misses > 0 ? `${Math.round((100 * misses) / (hits + misses))} % of ${hits + misses}` : '–';
}

/** Latency figures of the requests started in [from, to). */
function latencyWindow(requests, from, to) {
  const inside = requests.filter((request) => request.startedAt >= from && request.startedAt < to);
  const stats = (items) => {
    const sorted = Float64Array.from(items.map((item) => item.ms)).sort();
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  };
  const kinds = ['page', 'browse', 'search', 'checkout', 'order'];
  return {
    all: stats(inside),
    kinds: Object.fromEntries(kinds.map((kind) => [kind, stats(inside.filter((request) => request.kind === kind))])),
    seconds: (to - from) / 1000,
  };
}

async function main() {
  if (!flag('no-build')) await buildApp();
  const file = await workbook();
  const services = await provideServices({ ephemeral: true });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-uploads-'));
  const catcher = await startCatcherProcess();
  const databases = [TEMPLATE, 'bench_mixed_alone', 'bench_mixed_shoppers'];
  const shared = { redisUrl: services.redisUrl, smtpUrl: catcher.smtpUrl, uploadsDir };
  const ports = [services.serverUrl, services.redisUrl].map((url) => Number(new URL(url).port));
  const ours = (shop) => async () => [
    { pid: process.pid, role: 'load generator' },
    { pid: catcher.pid, role: 'mail catcher' },
    ...shop.processes.children.map(({ name, child }) => ({ pid: child.pid, role: name })),
    ...(await serverRoles(serverPids(ports), shop.observer)),
  ];
  let shop = null;
  try {
    log('Base de plantilla: migraciones y catálogo de demostración...');
    const templateUrl = await createDatabase(services.serverUrl, TEMPLATE);
    await prepareDatabase({
      ...process.env,
      DATABASE_URL: templateUrl,
      REDIS_URL: services.redisUrl,
      JWT_SECRET: 'x'.repeat(48),
      LOG_LEVEL: 'warn',
    });

    // A: the import alone.
    log(`A: importación de ${ROWS} filas sin compradores...`);
    shop = await startShop('alone', await createDatabase(services.serverUrl, 'bench_mixed_alone', TEMPLATE), shared);
    await sleep(2000);
    const alone = await foreignCpu(ours(shop), () => runImport(shop, file));
    log(`  ${(alone.result.ms / 1000).toFixed(1)} s, ${alone.result.result.totalRows} filas`);
    await shop.stop();
    shop = null;

    // B: shoppers, idle then during the import.
    const databaseUrl = await createDatabase(services.serverUrl, 'bench_mixed_shoppers', TEMPLATE);
    const list = await shoppingList(databaseUrl);
    shop = await startShop('shoppers', databaseUrl, shared);
    const methods = (await (await fetch(`${shop.base}/api/orders/payment-methods`)).json()).paymentMethods;
    const paymentMethodId = methods.find((method) => method.code === BANK_TRANSFER).id;
    const ordersBefore = await withClient(databaseUrl, async (c) =>
      Number((await c.query('SELECT count(*) FROM orders')).rows[0].count),
    );

    log(`B: ${SHOPPERS} compradores (pausa media ${THINK_MS} ms): ${WARMUP_MS / 1000} s de calentamiento...`);
    const crowd = shoppers(shop, list, SHOPPERS, paymentMethodId);
    await sleep(WARMUP_MS);
    log(`  ${IDLE_MS / 1000} s sin importación...`);
    const idleFrom = performance.now();
    const readsBefore = await cacheReads(shop);
    const idleCpu = await foreignCpu(ours(shop), () => sleep(IDLE_MS));
    const idleTo = performance.now();
    const readsIdle = await cacheReads(shop);
    log(`  importación de ${ROWS} filas con los compradores...`);
    const during = await foreignCpu(ours(shop), () => runImport(shop, file));
    const importTo = performance.now();
    const importFrom = importTo - during.result.ms;
    const readsImport = await cacheReads(shop);
    log(
      `  ${(during.result.ms / 1000).toFixed(1)} s; ${IDLE_MS / 1000} s más sin importación (catálogo ya crecido)...`,
    );
    const afterCpu = await foreignCpu(ours(shop), () => sleep(IDLE_MS));
    const afterTo = performance.now();
    const readsAfter = await cacheReads(shop);
    await crowd.stop();

    const returned = crowd.orders;
    const stored = await withClient(databaseUrl, async (client) => ({
      total: Number((await client.query('SELECT count(*) FROM orders')).rows[0].count) - ordersBefore,
      found: Number((await client.query('SELECT count(*) FROM orders WHERE id = ANY($1)', [returned])).rows[0].count),
    }));
    const distinct = new Set(returned).size;

    const idle = latencyWindow(crowd.requests, idleFrom, idleTo);
    const busy = latencyWindow(crowd.requests, importFrom, importTo);
    const after = latencyWindow(crowd.requests, importTo, afterTo);
    const ratio = busy.all.p95 / idle.all.p95;
    const importRatio = during.result.ms / alone.result.ms;
    const orderAttempts = crowd.requests.filter((request) => request.kind === 'order').length;
    const lost = distinct - stored.found;
    const unclaimed = stored.total - distinct;
    const failures = [...crowd.failures.entries()].map(([key, n]) => `${key}: ${n}`).join(', ') || 'none';
    const cores = (roles) =>
      [...roles]
        .filter(([, used]) => used >= 0.005)
        .sort((a, b) => b[1] - a[1])
        .map(([role, used]) => `${role} ${used.toFixed(2)}`)
        .join(', ');
    const pct = (value) => (value === null ? '?' : `${Math.round(value * 100)} %`);
    const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(0));

    const kindRows = ['all', 'page', 'browse', 'search', 'checkout', 'order'].map((kind) => {
      const pick = (w) => (kind === 'all' ? w.all : w.kinds[kind]);
      return `| ${kind.padEnd(8)} | ${[idle, busy, after].map((w) => `${pick(w).count} | ${ms(pick(w).p50)} | ${ms(pick(w).p95)}`).join(' | ')} |`;
    });
    const table = [
      '| Requests | Idle before: n | p50 ms | p95 ms | During import: n | p50 ms | p95 ms | Idle after: n | p50 ms | p95 ms |',
      '| -------- | -------------: | -----: | -----: | ---------------: | -----: | -----: | ------------: | -----: | -----: |',
      ...kindRows,
    ];
    const lines = [
      `Shopper p95 during the import: ${ms(busy.all.p95)} ms = ${ratio.toFixed(2)}× the idle p95 of ${ms(idle.all.p95)} ms (target ≤ 2×): ${ratio <= 2 ? 'met' : 'NOT met'}; ` +
        `on the grown catalogue afterwards, idle p95 ${ms(after.all.p95)} ms (the p95 during the import is ${(busy.all.p95 / after.all.p95).toFixed(2)}× that)`,
      `Orders: ${returned.length} checkouts answered 201 out of ${orderAttempts} attempts; ${stored.found} of the ${distinct} order ids are in PostgreSQL ` +
        `and it holds ${stored.total} new orders: ${lost === 0 && unclaimed === 0 ? 'no order lost or unaccounted for' : `${lost} lost, ${unclaimed} nobody was told about`}`,
      `Import of ${during.result.result.totalRows} rows: ${(during.result.ms / 1000).toFixed(1)} s with shoppers vs ${(alone.result.ms / 1000).toFixed(1)} s alone = ` +
        `${importRatio.toFixed(2)}× (target ≤ 1.5×): ${importRatio <= 1.5 ? 'met' : 'NOT met'}`,
      `Catalogue cache reads that missed: idle window ${missShare(readsBefore, readsIdle)}, during the import ` +
        `${missShare(readsIdle, readsImport)}, idle after ${missShare(readsImport, readsAfter)}`,
      `Failed requests: ${failures}`,
      `CPU used by other processes of the machine (share of all cores): import alone ${pct(alone.foreign)}, idle window ${pct(idleCpu.foreign)}, ` +
        `import with shoppers ${pct(during.foreign)}, idle after ${pct(afterCpu.foreign)}`,
      `Cores used by each process of the shop (of ${os.cpus().length}): import alone: ${cores(alone.roles)}; idle window: ${cores(idleCpu.roles)}; ` +
        `import with shoppers: ${cores(during.roles)}; idle after: ${cores(afterCpu.roles)}`,
    ];
    console.log(`\n${table.join('\n')}\n\n${lines.map((line) => `- ${line}`).join('\n')}`);

    if (!flag('no-write')) {
      const command = `node bench/mixed-load.bench.mjs${args.length ? ` ${args.join(' ')}` : ''}`;
      const body = [
        '```',
        command,
        '```',
        '',
        `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}; ` +
          `API and one worker as separate processes (NODE_ENV=production), local PostgreSQL and Redis, e-mails to a local ` +
          `catcher; ${SHOPPERS} shoppers, mean think time ${THINK_MS} ms, ${IDLE_MS / 1000} s idle windows, ` +
          `${(idle.all.count / idle.seconds).toFixed(0)} requests/s while idle. The load generator runs on the same machine; ` +
          `${autogroupState()}.`,
        '',
        ...table,
        '',
        ...lines.map((line) => `- ${line}`),
      ].join('\n');
      const doc = path.join(ROOT, 'docs/performance.md');
      await writeSection(doc, '## Mixed load: shoppers during a large import (issue 15)', 'mixed-load', body);
      log(`Figures written to ${path.relative(ROOT, doc)}`);
    }
    process.exitCode = lost === 0 && unclaimed === 0 ? 0 : 1;
  } finally {
    await shop?.stop();
    await catcher.stop();
    await dropDatabases(services.serverUrl, databases).catch(() => undefined);
    await services.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
