// Shopper-facing web performance: initial JavaScript size and Lighthouse (mobile preset) scores.
//   node bench/storefront-web.bench.mjs [--runs 1] [--no-build]
// Targets (issue 3): initial JS ≤ 170 KB gzip with no admin code; Lighthouse performance ≥ 90 and
// CLS ≤ 0.1 on home, catalogue, product and search pages.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ADMIN, ROOT, buildApp, prepareDatabase, startProcesses, waitForHealth } from '../scripts/lib/app.mjs';
import { findFreePort } from '../scripts/lib/proc.mjs';
import { provideServices } from '../scripts/lib/services.mjs';
import { BENCH_MAIL_FROM, startCatcherProcess } from './lib/mail-catcher.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
const INITIAL_JS_LIMIT_KB = 170;
const dist = path.join(ROOT, 'frontend/dist');

function initialBundle() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
  const rows = [...new Set(files)].map((file) => ({ file, gzipKb: gzipKb(file) }));
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const lazy = assets
    .filter((file) => !rows.some((row) => row.file.endsWith(file)))
    .map((file) => ({ file: `/assets/${file}`, gzipKb: gzipKb(`assets/${file}`) }));
  return { initial: rows, lazy };
}

async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const fmtMs = (value) => `${(value / 1000).toFixed(2)} s`;

let services;
let processes;
let chrome;
let catcher;
try {
  if (!args.includes('--no-build')) await buildApp();
  const bundle = initialBundle();
  const initialKb = bundle.initial.reduce((sum, row) => sum + row.gzipKb, 0);
  const adminInInitial = bundle.initial.some((row) => /admin/i.test(row.file));
  console.log('\nInitial JavaScript (gzip):');
  for (const row of bundle.initial) console.log(`  ${row.file.padEnd(48)} ${row.gzipKb.toFixed(1)} KB`);
  console.log(
    `  total ${initialKb.toFixed(1)} KB (target ≤ ${INITIAL_JS_LIMIT_KB} KB) ${initialKb <= INITIAL_JS_LIMIT_KB ? 'OK' : 'OVER'}`,
  );
  console.log(`  admin code in initial load: ${adminInInitial ? 'YES (wrong)' : 'no'}`);
  console.log(
    `Lazy chunks: ${bundle.lazy.map((row) => `${path.basename(row.file)} ${row.gzipKb.toFixed(1)} KB`).join(', ')}`,
  );

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
    SPA_DIST_DIR: dist,
    UPLOADS_DIR: path.join(ROOT, 'bench/.out/uploads'),
    LOG_LEVEL: 'warn',
    PAYMENTS_DEMO_IN_PRODUCTION: 'true',
    SMTP_URL: catcher.smtpUrl,
    MAIL_FROM: BENCH_MAIL_FROM,
  };
  await prepareDatabase(env);
  processes = startProcesses(env);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, { exited: processes.firstExit });
  const featured = await (await fetch(`${base}/api/products/featured`)).json();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const pages = {
    home: '/',
    catalogue: '/repuestos',
    product: `/products/${featured[0].id}`,
    search: '/repuestos?search=pastillas%20freno',
  };
  console.log(`\nLighthouse ${lighthouse.version ?? ''} mobile preset (simulated slow 4G, 4× CPU), best of ${runs}:`);
  console.log('  page        score   FCP      LCP      TBT      CLS');
  const failures = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    let best;
    for (let run = 0; run < runs; run++) {
      const result = await audit(`${base}${pagePath}`, chrome.port);
      if (!best || result.score > best.score) best = result;
    }
    console.log(
      `  ${name.padEnd(10)}  ${String(best.score).padStart(5)}   ${fmtMs(best.fcp).padEnd(8)} ${fmtMs(best.lcp).padEnd(8)} ${`${Math.round(best.tbt)} ms`.padEnd(8)} ${best.cls.toFixed(3)}`,
    );
    if (best.score < 90 || best.cls > 0.1) failures.push(name);
  }
  if (initialKb > INITIAL_JS_LIMIT_KB || adminInInitial) failures.push('bundle');
  console.log(failures.length === 0 ? '\nAll targets met.' : `\nTargets missed: ${failures.join(', ')}`);
} finally {
  await chrome?.kill();
  await processes?.stop();
  await catcher?.stop();
  await services?.stop();
}
