// Excel import benchmark (issue 7): a realistic 100,000-row workbook imported end to end through
// the real API process and a real worker process, against exceljs's streaming reader alone.
//
//   node bench/import.bench.mjs            # 100k rows over 3 sheets, then a re-import (all updates)
//   node bench/import.bench.mjs --big      # also 500k rows over 5 sheets, memory compared with 100k
//   node bench/import.bench.mjs --two      # also two imports of half the rows each (other products) at once
//   options: --rows=N  --no-build  --no-write (leave docs/performance.md alone)  --profile
//            --fingerprint (md5 of what each import leaves in the searched tables, to compare two versions)
//            --reader-runs=N (exceljs's reader alone N times, default 3; 1 for quick before/after runs)
//
// Uses DATABASE_URL / REDIS_URL when set, else throwaway servers (scripts/lib/services.mjs).
// exceljs's reader alone runs three times (its time and peak memory vary from run to run): the
// median of each is the baseline. Prints the figures, with the CPU each process used, and writes
// them to the import section of docs/performance.md (replacing the previous run's).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT, waitForHealth } from '../scripts/lib/app.mjs';
import { findFreePort, sleep } from '../scripts/lib/proc.mjs';
import { provideServices } from '../scripts/lib/services.mjs';
import { writeImportWorkbook } from './lib/import-workbook.mjs';
import { foreignCpu } from './lib/load.mjs';
import { writeSection } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const ROWS = option('rows', 100_000);
const BIG_ROWS = 500_000;
const OUT = path.join(ROOT, 'bench/.out');
const READER_RUNS = Math.max(1, option('reader-runs', 3));
/** How to read the figures (written under them in docs/performance.md). */
const NOTES = [
  'How to read them: the reader alone is `ExcelJS.stream.xlsx.WorkbookReader` over the file, as in its README',
  '(`bench/lib/read-workbook.mjs`), in a separate process; it runs three times and the baseline is the median of',
  'each figure (its peak RSS varies a lot from run to run, ≈ 250-620 MB, depending on when V8 collects). The worker',
  'reads the workbook with that same reader in a separate thread, while its main thread writes to PostgreSQL in',
  'batches of 1,000 rows (one statement with a CTE per batch, plus the SKU lookup and the COMMIT). CPU: CPU seconds',
  'of each process during the import ("other threads" of the worker = the reader thread, zlib inflating and V8\'s',
  'collector); on 2 cores, the sum divided by 2 is the shortest possible time. Foreign CPU: what other processes',
  'of the machine used in that span, as a share of the machine. The 500,000-row file shares SKUs with the',
  '100,000-row one (same seed), which is why part of its rows are updates.',
];

const ADMIN = { email: 'bench-import@repuestos.cl', password: 'Bench-Import-2026!' };
const DATABASE = 'repuestos_bench_import';

const log = (...parts) => console.log('[import-bench]', ...parts);
const mb = (kb) => Math.round(kb / 1024);

function readStatus(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { hwmKb: Number(/VmHWM:\s+(\d+)/.exec(status)[1]), rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) };
  } catch {
    return null;
  }
}

/** CPU seconds of a process: all its threads, and its main thread alone (Linux /proc). */
function cpuOf(pid) {
  const seconds = (file) => {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ ticks
  };
  try {
    return { total: seconds(`/proc/${pid}/stat`), main: seconds(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return null;
  }
}

/** Processes whose command line names this port (the throwaway PostgreSQL and Redis servers). */
function serverPid(port, pattern) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (pattern.test(command[0] ?? '') && command.some((part) => part.includes(String(port)))) return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  return null;
}

/**
 * CPU seconds used by a server and its children so far: PostgreSQL runs a process per connection,
 * and the postmaster inherits the time of those that ended (cutime/cstime).
 */
function serverCpu(pid) {
  if (!pid) return null;
  const ticks = (file, withChildren) => {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return { parent: Number(fields[1]), ticks: withChildren ? own + Number(fields[13]) + Number(fields[14]) : own };
  };
  try {
    let total = ticks(`/proc/${pid}/stat`, true).ticks;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
      try {
        const child = ticks(`/proc/${entry}/stat`, false);
        if (child.parent === pid) total += child.ticks;
      } catch {
        // ended meanwhile
      }
    }
    return total / 100;
  } catch {
    return null;
  }
}

function childPids(pid) {
  if (!pid) return [];
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    );
  });
}

function startProcess(name, entry, env) {
  // --profile: CPU profile of the worker in bench/.out (open it in Chrome DevTools).
  const nodeArgs = flag('profile') && name === 'worker' ? ['--cpu-prof', '--cpu-prof-dir', OUT] : [];
  const child = spawn('node', [...nodeArgs, path.join(ROOT, entry)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  if (process.env.DEBUG_WORKER) child.stderr.pipe(process.stderr);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ name, code, signal, errors })));
  return {
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(15000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

async function recreateDatabase(serverUrl) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${DATABASE}"`);
  } finally {
    await client.end();
  }
  return `${serverUrl}/${DATABASE}`;
}

async function query(databaseUrl, sql) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function workbookFile(rows, sheets, { seed = 7, firstProduct = 1 } = {}) {
  const variant = firstProduct === 1 ? '' : `-from${firstProduct}-seed${seed}`;
  const file = path.join(OUT, `import-${rows}-${sheets.length}s${variant}.xlsx`);
  if (!fs.existsSync(file)) {
    log(`Generando ${file} (${rows} filas, ${sheets.length} hojas)...`);
    const started = performance.now();
    await writeImportWorkbook(file, { rows, sheets, seed, firstProduct });
    log(`  generado en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { file, bytes: fs.statSync(file).size };
}

/** exceljs's streaming reader alone, in a process of its own (time and peak RSS). */
async function readerAlone(file) {
  const out = await run('node', [path.join(ROOT, 'bench/lib/read-workbook.mjs'), file], process.env);
  return JSON.parse(out.trim().split('\n').pop());
}

/** The reader READER_RUNS times; the baseline is the median time and the median peak. */
async function readerBaseline(file) {
  const runs = [];
  for (let index = 0; index < READER_RUNS; index++) runs.push(await readerAlone(file));
  return {
    runs,
    ms: median(runs.map((run) => run.ms)),
    peakRssMb: median(runs.map((run) => run.peakRssMb)),
    startRssMb: median(runs.map((run) => run.startRssMb)),
    replacementChars: runs[0].replacementChars,
    rows: runs[0].rows,
  };
}

/** Reads the SSE stream, timestamping each event as it arrives. */
async function watchProgress(baseUrl, token, sessionId, signal) {
  const events = [];
  try {
    const response = await fetch(`${baseUrl}/api/import/progress?sessionId=${sessionId}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal,
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data) events.push({ at: performance.now(), event: JSON.parse(data) });
      }
    }
  } catch (error) {
    if (error.name !== 'AbortError') throw error;
  }
  return events;
}

/**
 * Runs `work` and says how much CPU each of our processes used meanwhile (seconds), and how much
 * other processes of the machine used (share of the machine).
 */
async function withCpu(meter, work) {
  const before = { worker: cpuOf(meter.worker()), api: cpuOf(meter.api), postgres: serverCpu(meter.postgres) };
  const ours = async () => [
    process.pid,
    meter.api,
    meter.worker(),
    ...(meter.postgres ? [meter.postgres, ...childPids(meter.postgres)] : []),
    ...(meter.redis ? [meter.redis] : []),
  ];
  const { result, foreign } = await foreignCpu(ours, work);
  const worker = cpuOf(meter.worker());
  const api = cpuOf(meter.api);
  const postgres = serverCpu(meter.postgres);
  return {
    ...result,
    cpu: {
      workerMain: worker && before.worker ? worker.main - before.worker.main : null,
      workerOther:
        worker && before.worker ? worker.total - worker.main - (before.worker.total - before.worker.main) : null,
      api: api && before.api ? api.total - before.api.total : null,
      postgres: postgres !== null && before.postgres !== null ? postgres - before.postgres : null,
      foreign,
    },
  };
}

function describeCpu(cpu) {
  const s = (value) => (value === null ? '?' : `${value.toFixed(1)} s`);
  return (
    `CPU: worker ${s(cpu.workerMain)} main thread + ${s(cpu.workerOther)} other threads, PostgreSQL ${s(cpu.postgres)}, ` +
    `API ${s(cpu.api)}; foreign CPU ${cpu.foreign === null ? '?' : `${Math.round(cpu.foreign * 100)} %`}`
  );
}

async function importOnce(baseUrl, token, file, label) {
  const sessionId = `import-${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
  const abort = new AbortController();
  const progress = watchProgress(baseUrl, token, sessionId, abort.signal);
  await sleep(50);
  const form = new FormData();
  form.append('excel', new Blob([fs.readFileSync(file)]), path.basename(file));
  form.append('sessionId', sessionId);
  form.append('processAllSheets', 'true');
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/import/excel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const result = JSON.parse(await response.text());
  const wallMs = performance.now() - started;
  await Promise.race([progress, sleep(3000)]);
  abort.abort();
  const events = await progress;
  if (!response.ok || !result.success)
    throw new Error(`${label}: ${response.status} ${JSON.stringify(result).slice(0, 500)}`);

  const start = events.find((entry) => entry.event.type === 'start');
  const parsing = events.find((entry) => entry.event.type === 'parsing');
  const processing = events.filter((entry) => entry.event.type === 'processing');
  let maxGap = processing.length > 0 ? processing[0].event.currentRow : Infinity;
  for (let index = 1; index < processing.length; index++) {
    maxGap = Math.max(maxGap, processing[index].event.currentRow - processing[index - 1].event.currentRow);
  }
  const lastProcessing = processing.at(-1)?.event.currentRow ?? 0;
  maxGap = Math.max(maxGap, result.totalRows - lastProcessing);
  return {
    label,
    sessionId,
    wallMs,
    result,
    events: events.length,
    firstProgressAfterStartMs: start && processing[0] ? processing[0].at - start.at : null,
    totalKnownAfterStartMs: start && parsing ? parsing.at - start.at : null,
    firstProgressAfterUploadMs: processing[0] ? processing[0].at - started : null,
    maxRowsBetweenEvents: maxGap,
  };
}

/**
 * md5 of what an import leaves in the tables search reads, each ordered by a key that does not
 * depend on the ids the sequences handed out: two versions of the import fed the same workbook
 * must print the same lines.
 */
async function fingerprint(databaseUrl) {
  const product = `p."sku_normalized", p."title_normalized", p."price"`;
  const tables = {
    products: `SELECT ${product}, p."search_vector"::text, p."alternative_sku_normalized", p."oem_normalized", p."title",
                 p."manufacturer", p."application", p."description", p."stock", p."sale_price", p."discount_percent"
               FROM "products" p`,
    search_words: `SELECT "word" FROM "search_words"`,
    product_cross_references: `SELECT ${product}, x."code_normalized", x."code", x."kind", x."brand", x."derived"
               FROM "product_cross_references" x JOIN "products" p ON p."id" = x."product_id"`,
    compatibilities: `SELECT ${product}, m."name", c."year_from", c."year_to"
               FROM "compatibilities" c JOIN "products" p ON p."id" = c."product_id" JOIN "vehicle_models" m ON m."id" = c."model_id"`,
  };
  const lines = [];
  for (const [name, sql] of Object.entries(tables)) {
    const [row] = await query(
      databaseUrl,
      `SELECT count(*)::int AS "rows", md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS "md5" FROM (${sql}) r`,
    );
    lines.push(`${name}: ${row.rows} rows, md5 ${row.md5}`);
  }
  return lines;
}

function describeImport(run) {
  const r = run.result;
  return (
    `${(run.wallMs / 1000).toFixed(1)} s; ${r.totalRows} filas: ${r.successCount} nuevas, ${r.updateCount} actualizadas, ` +
    `${r.errorRows} con errores, ${r.yearWarningCount} advertencias de año, ${r.skuWarningCount} de SKU, ` +
    `${r.categoryWarningCount} sub-subcategorías creadas; ${run.events} eventos SSE`
  );
}

async function main() {
  const big = flag('big');
  if (!flag('no-build')) {
    log('Compilando el backend (npm run build -w backend)...');
    await run('npm', ['run', 'build', '--silent', '-w', 'backend'], process.env);
  }
  const services = await provideServices({ dataDir: path.join(ROOT, '.data'), ephemeral: true });
  const processes = [];
  const uploadsDir = path.join(os.tmpdir(), `bench-import-uploads-${process.pid}`);
  try {
    const databaseUrl = await recreateDatabase(services.serverUrl);
    const port = await findFreePort();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: `bench-import-${process.pid}`,
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOADS_DIR: uploadsDir,
      // 500k rows make a ~55 MB file with ~450 MB of XML: above the default upload limits.
      ...(big ? { IMPORT_MAX_FILE_MB: '200', IMPORT_MAX_UNCOMPRESSED_MB: '2048' } : {}),
      // --two: both imports on the one worker, each with its own parse thread and batch connection.
      ...(flag('two') ? { WORKER_CONCURRENCY: '2' } : {}),
    };
    log('Migraciones y catálogo de demostración...');
    await run('node', [path.join(ROOT, 'backend/dist/cli/migrate.js'), '--seed'], env);

    const sheets3 = ['Frenos y Suspensión', 'Motor y Filtros', 'Eléctrico e Iluminación'];
    const { file, bytes } = await workbookFile(ROWS, sheets3);
    log(`Archivo: ${(bytes / 1024 / 1024).toFixed(1)} MB`);

    log(`exceljs (lector en streaming) solo, ${READER_RUNS} veces...`);
    const reader = await readerBaseline(file);
    for (const one of reader.runs) log(`  ${one.ms} ms, pico RSS ${one.peakRssMb} MB`);
    log(
      `  mediana ${reader.ms} ms y ${reader.peakRssMb} MB; ${reader.rows} filas, U+FFFD leídos: ${reader.replacementChars}`,
    );

    const api = startProcess('api', 'backend/dist/main.js', env);
    processes.push(api);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, { exited: api.exited });
    let worker = startProcess('worker', 'backend/dist/worker.js', env);
    processes.push(worker);
    await sleep(2500);
    const idle = readStatus(worker.child.pid);

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`Login falló: ${login.status}`);

    const portOf = (url) => Number(new URL(url).port);
    const meter = {
      worker: () => worker.child.pid,
      api: api.child.pid,
      postgres: serverPid(portOf(services.serverUrl), /postgres$/),
      redis: serverPid(portOf(services.redisUrl), /redis-server/),
    };
    const loadAtStart = os.loadavg()[0];

    log('Importación (primera vez)...');
    const first = await withCpu(meter, () => importOnce(baseUrl, token, file, 'primera'));
    const firstPeak = readStatus(worker.child.pid);
    if (process.env.DEBUG_WORKER) {
      const smaps = fs.readFileSync(`/proc/${worker.child.pid}/smaps`, 'utf8').split('\n');
      const sizes = {};
      let name = '';
      for (const line of smaps) {
        const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
        if (header) name = header[1] || '[anon]';
        const rss = /^Rss:\s+(\d+)/.exec(line);
        if (rss) sizes[name] = (sizes[name] ?? 0) + Number(rss[1]);
      }
      console.log(
        Object.entries(sizes)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, v]) => `${k}: ${v >> 10} MB`)
          .join('\n'),
      );
    }
    log(`  ${describeImport(first)}`);
    log(`  ${describeCpu(first.cpu)}`);
    if (flag('fingerprint')) for (const line of await fingerprint(databaseUrl)) log(`  huella ${line}`);
    log('Reimportación del mismo archivo (todo actualizaciones)...');
    const second = await withCpu(meter, () => importOnce(baseUrl, token, file, 'reimportación'));
    const secondPeak = readStatus(worker.child.pid);
    log(`  ${describeImport(second)}`);
    log(`  ${describeCpu(second.cpu)}`);
    if (flag('fingerprint')) for (const line of await fingerprint(databaseUrl)) log(`  huella ${line}`);

    let twoRun = null;
    if (flag('two')) {
      const half = Math.ceil(ROWS / 2);
      // Other products than the first file's (SKU numbers from 10,000,001 and 20,000,001), other data.
      const halves = [
        await workbookFile(half, sheets3, { seed: 11, firstProduct: 10_000_001 }),
        await workbookFile(half, sheets3, { seed: 13, firstProduct: 20_000_001 }),
      ];
      log(`Dos importaciones a la vez (${half} filas cada una, otros productos)...`);
      const started = performance.now();
      const both = await withCpu(meter, async () => ({
        runs: await Promise.all(
          halves.map((half_, index) => importOnce(baseUrl, token, half_.file, `mitad ${index + 1}`)),
        ),
      }));
      twoRun = { ...both, wallMs: performance.now() - started, rows: half };
      for (const one of both.runs) log(`  ${describeImport(one)}`);
      log(`  ambas en ${(twoRun.wallMs / 1000).toFixed(1)} s; ${describeCpu(both.cpu)}`);
    }

    let bigRun = null;
    if (big) {
      const sheets5 = ['Frenos', 'Suspensión y Dirección', 'Motor', 'Filtros y Refrigeración', 'Eléctrico'];
      const bigFile = await workbookFile(BIG_ROWS, sheets5);
      log(`Archivo grande: ${(bigFile.bytes / 1024 / 1024).toFixed(1)} MB`);
      await worker.stop();
      worker = startProcess('worker', 'backend/dist/worker.js', env);
      processes.push(worker);
      await sleep(2500);
      log('Importación de 500.000 filas en 5 hojas (worker nuevo)...');
      const bigImport = await withCpu(meter, () => importOnce(baseUrl, token, bigFile.file, '500k'));
      bigRun = { run: bigImport, peak: readStatus(worker.child.pid), bytes: bigFile.bytes };
      log(`  ${describeImport(bigImport)}`);
      log(`  ${describeCpu(bigImport.cpu)}`);
    }

    const [damage] = await query(
      databaseUrl,
      `SELECT count(*) FILTER (WHERE position(chr(65533) IN title) > 0)::int AS titles,
              count(*) FILTER (WHERE position(chr(65533) IN description) > 0)::int AS descriptions,
              count(*)::int AS products
       FROM products`,
    );

    const ratio = first.wallMs / reader.ms;
    const memoryRatio = firstPeak.hwmKb / 1024 / reader.peakRssMb;
    const lines = [
      `Rows: ${first.result.totalRows} in 3 sheets, file ${(bytes / 1024 / 1024).toFixed(1)} MB (20 columns, accented text, invalid rows, duplicate SKUs, reversed years)`,
      `exceljs (streaming reader) alone, ${reader.runs.length} runs: ${reader.runs.map((one) => `${(one.ms / 1000).toFixed(1)} s`).join(', ')} ` +
        `(median ${(reader.ms / 1000).toFixed(1)} s); peak RSS ${reader.runs.map((one) => one.peakRssMb).join(', ')} MB (median ${reader.peakRssMb} MB); ` +
        `${reader.replacementChars} cells with U+FFFD`,
      `Full import (API + worker): ${(first.wallMs / 1000).toFixed(1)} s = ${ratio.toFixed(2)}× the reader's median (target ≤ 3× and ≤ 30 s); ${describeCpu(first.cpu)}`,
      `Worker peak RSS (VmHWM): ${mb(firstPeak.hwmKb)} MB = ${memoryRatio.toFixed(2)}× the reader's median (target ≤ 1.2× and < 512 MB); ` +
        `${idle ? mb(idle.rssKb) : '?'} MB idle, so the import adds ${idle ? mb(firstPeak.hwmKb - idle.rssKb) : '?'} MB ` +
        `against the ${reader.peakRssMb - reader.startRssMb} MB the reader alone adds to its process (${reader.startRssMb} MB at start)`,
      `First progress event: ${Math.round(first.firstProgressAfterStartMs)} ms after the job started ('start'), ${Math.round(first.firstProgressAfterUploadMs)} ms after the upload started (target ≤ 1 s); ` +
        `row total ('parsing') at ${Math.round(first.totalKnownAfterStartMs)} ms`,
      `Most rows between 'processing' events: ${first.maxRowsBetweenEvents} (target ≤ 100)`,
      `Re-import (all updates): ${(second.wallMs / 1000).toFixed(1)} s = ${(second.wallMs / first.wallMs).toFixed(2)}× the first (target ≤ 1.5×); peak RSS ${mb(secondPeak.hwmKb)} MB; ${describeCpu(second.cpu)}`,
      `U+FFFD in imported titles/descriptions: ${damage.titles + damage.descriptions} of ${damage.products} products${big ? ' (after the three imports)' : ''} (target 0)`,
    ];
    if (twoRun) {
      lines.push(
        `Two imports at once (${twoRun.rows} rows each, other products, two jobs of one worker): both done in ` +
          `${(twoRun.wallMs / 1000).toFixed(1)} s = ${(twoRun.wallMs / first.wallMs).toFixed(2)}× the first import of ${first.result.totalRows} rows; ${describeCpu(twoRun.cpu)}`,
      );
    }
    if (bigRun) {
      lines.push(
        `500,000 rows in 5 sheets (${(bigRun.bytes / 1024 / 1024).toFixed(1)} MB): ${(bigRun.run.wallMs / 1000).toFixed(1)} s, ` +
          `peak RSS ${mb(bigRun.peak.hwmKb)} MB = ${(bigRun.peak.hwmKb / firstPeak.hwmKb).toFixed(2)}× that of 100k (target ≤ 1.3×), ` +
          `at most ${bigRun.run.maxRowsBetweenEvents} rows between events; ${describeCpu(bigRun.run.cpu)}`,
      );
    }
    console.log('\n' + lines.map((line) => `- ${line}`).join('\n'));

    if (!flag('no-write')) {
      const command = `node bench/import.bench.mjs${args.length ? ` ${args.join(' ')}` : ''}`;
      const load = (value) => value.toFixed(1);
      const body = [
        '```',
        command,
        '```',
        '',
        `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}; ` +
          `API and worker as separate processes, local PostgreSQL and Redis; machine load average ${load(loadAtStart)} ` +
          `when the imports started and ${load(os.loadavg()[0])} when they ended.`,
        '',
        ...lines.map((line) => `- ${line}`),
        '',
        ...NOTES,
      ].join('\n');
      const doc = path.join(ROOT, 'docs/performance.md');
      await writeSection(doc, '## Excel import (issue 7)', 'import', body);
      log(`Cifras escritas en ${path.relative(ROOT, doc)}`);
    }
  } finally {
    for (const process_ of processes.reverse()) await process_.stop();
    await services.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
