// Overselling proof: many buyers race for a few units through the real API on real PostgreSQL.
//   node bench/orders-race.bench.mjs [--rounds 20] [--buyers 200] [--units 10] [--warmup 3]
// Each round resets a product to `units` and fires `buyers` concurrent orders in four shapes:
//   single     one line of 1 unit                                → exactly `units` succeed
//   same-twice two lines of the same product (merged to 2 units)  → exactly units/2 succeed
//   crossed    two products, half the buyers list them B,A        → no deadlock, exact counts
//   webpay     4 units held by unpaid Webpay orders first         → exactly units-4 more succeed
// Every loser must get 409 with the available quantity; stock must end at 0, never below.
// Target: p95 ≤ 500 ms during the race. Before the measured rounds every shape runs `warmup` unmeasured
// rounds, so the figures describe a running shop (JIT-compiled code, open pool connections), not a cold start.
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEMO_ADMIN, ROOT, buildApp, prepareDatabase, startProcesses, waitForHealth } from '../scripts/lib/app.mjs';
import { findFreePort } from '../scripts/lib/proc.mjs';
import { provideServices } from '../scripts/lib/services.mjs';
import { BENCH_MAIL_FROM, startCatcherProcess } from './lib/mail-catcher.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const ROUNDS = option('rounds', 20);
const BUYERS = option('buyers', 200);
const UNITS = option('units', 10);
const WARMUP_ROUNDS = args.includes('--warmup') ? Number(args[args.indexOf('--warmup') + 1]) : 3;
const HELD_AT_WEBPAY = 4;
const BANK_TRANSFER = 'bank_transfer';
const WEBPAY = 'webpay';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

let services;
let processes;
let db;
let catcher;
try {
  await buildApp();
  services = await provideServices({ ephemeral: true });
  catcher = await startCatcherProcess();
  const port = await findFreePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    UPLOADS_DIR: path.join(ROOT, 'bench/.out/uploads'),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `bench-orders-${process.pid}`,
    PAYMENTS_DEMO_IN_PRODUCTION: 'true',
    SMTP_URL: catcher.smtpUrl,
    MAIL_FROM: BENCH_MAIL_FROM,
  };
  await prepareDatabase(env);
  processes = startProcesses(env);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, { exited: processes.firstExit });

  db = new Client({ connectionString: services.databaseUrl });
  await db.connect();
  const { rows: products } = await db.query('SELECT id FROM products ORDER BY id LIMIT 2');
  const [productA, productB] = products.map((row) => row.id);
  const methods = (await (await fetch(`${base}/api/orders/payment-methods`)).json()).paymentMethods;
  const methodId = (code) => methods.find((method) => method.code === code).id;

  // Every attempt comes from a client address of its own, as 200 different shoppers would (the API
  // trusts X-Forwarded-For from loopback): the per-client order limit must not decide the race.
  let attempts = 0;
  const clientAddress = () => {
    const n = ++attempts;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  const order = async (items, buyer, code = BANK_TRANSFER) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
      body: JSON.stringify({
        items,
        shippingAddress: 'Av. Providencia 1234, Providencia',
        paymentMethodId: methodId(code),
        region: 'RM',
        guestInfo: { email: `comprador${buyer}@example.cl`, name: `Comprador ${buyer}`, phone: '+56911111111' },
      }),
    });
    const body = await response.json();
    return { status: response.status, ms: performance.now() - started, body };
  };

  const shapes = {
    single: { expected: UNITS, items: () => [{ productId: productA, quantity: 1 }] },
    'same-twice': {
      expected: Math.floor(UNITS / 2),
      items: () => [
        { productId: productA, quantity: 1 },
        { productId: productA, quantity: 1 },
      ],
    },
    crossed: {
      expected: UNITS,
      items: (buyer) =>
        buyer % 2 === 0
          ? [
              { productId: productA, quantity: 1 },
              { productId: productB, quantity: 1 },
            ]
          : [
              { productId: productB, quantity: 1 },
              { productId: productA, quantity: 1 },
            ],
    },
    webpay: {
      expected: UNITS - HELD_AT_WEBPAY,
      items: () => [{ productId: productA, quantity: 1 }],
      held: HELD_AT_WEBPAY,
    },
  };

  console.log(
    `\n${ROUNDS} rounds × ${BUYERS} concurrent buyers for ${UNITS} units (bank transfer orders, guest checkout; ${WARMUP_ROUNDS} unmeasured warm-up rounds per shape first)`,
  );
  console.log('shape        rounds ok   wins/round   409 with available   min stock   orders/s   p50 ms   p95 ms');
  const resetStock = () => db.query('UPDATE products SET stock = $1 WHERE id = ANY($2)', [UNITS, [productA, productB]]);
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const shape of Object.values(shapes)) {
      await resetStock();
      await Promise.all(Array.from({ length: BUYERS }, (_, buyer) => order(shape.items(buyer), `warmup-${buyer}`)));
    }
  }
  let allOk = true;
  for (const [name, shape] of Object.entries(shapes)) {
    const latencies = [];
    let okRounds = 0;
    let winsSeen = new Set();
    let conflictsWithAvailable = 0;
    let conflicts = 0;
    let minStock = Infinity;
    let raceMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await resetStock();
      for (let held = 0; held < (shape.held ?? 0); held++) {
        const pending = await order([{ productId: productA, quantity: 1 }], `held-${held}`, WEBPAY);
        const initiate = await fetch(`${base}/api/payments/webpay/initiate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
          body: JSON.stringify({ orderId: pending.body.order.id, email: `compradorheld-${held}@example.cl` }),
        });
        if (!initiate.ok) throw new Error(`No se pudo iniciar el pago: ${initiate.status}`);
      }
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: BUYERS }, (_, buyer) => order(shape.items(buyer), buyer)));
      raceMs += performance.now() - started;
      const wins = results.filter((result) => result.status === 201).length;
      const losers = results.filter((result) => result.status === 409);
      conflicts += losers.length;
      conflictsWithAvailable += losers.filter((result) =>
        result.body.errors?.every((error) => typeof error.available === 'number'),
      ).length;
      const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409);
      if (unexpected.length > 0)
        throw new Error(`Respuesta inesperada: ${unexpected[0].status} ${JSON.stringify(unexpected[0].body)}`);
      const { rows } = await db.query('SELECT min(stock)::int AS stock FROM products WHERE id = ANY($1)', [
        [productA, productB],
      ]);
      minStock = Math.min(minStock, rows[0].stock);
      winsSeen.add(wins);
      if (wins === shape.expected && wins + losers.length === BUYERS && rows[0].stock >= 0) okRounds++;
      latencies.push(...results.map((result) => result.ms));
    }
    const ordersPerSecond = (ROUNDS * BUYERS) / (raceMs / 1000);
    const ok = okRounds === ROUNDS && conflictsWithAvailable === conflicts && minStock >= 0;
    allOk &&= ok;
    console.log(
      `${name.padEnd(12)} ${`${okRounds}/${ROUNDS}`.padEnd(11)} ${[...winsSeen].join(',').padEnd(12)} ${`${conflictsWithAvailable}/${conflicts}`.padEnd(20)} ${String(minStock).padEnd(11)} ${ordersPerSecond.toFixed(0).padEnd(10)} ${percentile(latencies, 50).toFixed(0).padEnd(8)} ${percentile(latencies, 95).toFixed(0)}`,
    );
  }
  console.log(allOk ? '\nNo oversell in any round.' : '\nFAILED: see the rows above.');
  process.exitCode = allOk ? 0 : 1;
} finally {
  await db?.end();
  await processes?.stop();
  await catcher?.stop();
  await services?.stop();
}
