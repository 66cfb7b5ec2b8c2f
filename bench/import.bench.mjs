// Excel import benchmark (issue 7): a realistic 100,000-row workbook imported end to end through
// the real API process and a real worker process, against exceljs's streaming reader alone.
//
//   node bench/import.bench.mjs            # 100k rows over 3 sheets, then a re-import (all updates)
//   node bench/import.bench.mjs --big      # also 500k rows over 5 sheets, memory compared with 100k
//   options: --rows=N  --no-build  --no-write (do not append to docs/performance.md)  --profile
//
// Uses DATABASE_URL / REDIS_URL when set, else throwaway servers (scripts/lib/services.mjs).
// Prints the figures and appends them, with the command, to docs/performance.md.
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
/** How to read the figures (appended under them in docs/performance.md). */
const NOTES = [
  'Cómo leerlas: el lector solo es `ExcelJS.stream.xlsx.WorkbookReader` sobre el archivo, como en su README',
  '(`bench/lib/read-workbook.mjs`); su pico de RSS varía mucho de una corrida a otra (≈ 250-600 MB, según cuándo',
  'recolecta V8), por eso se da también lo que cada proceso añade sobre su reposo. El worker lee el libro con ese',
  'mismo lector en un hilo con heap acotado y escribe en lotes de 1.000 filas (4 viajes a PostgreSQL por lote);',
  'en una primera importación el tiempo lo marca insertar en `products` (≈ 0,1 s por 1.000 filas: 15 índices y los',
  'triggers de búsqueda del catálogo). El archivo de 500.000 filas comparte SKU con el de 100.000 (misma semilla),',
  'por eso parte de sus filas son actualizaciones.',
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
  const { Client } = require(path.join(ROOT, 'node_modules/pg'));
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
  const { Client } = require(path.join(ROOT, 'node_modules/pg'));
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function workbookFile(rows, sheets) {
  const file = path.join(OUT, `import-${rows}-${sheets.length}s.xlsx`);
  if (!fs.existsSync(file)) {
    log(`Generando ${file} (${rows} filas, ${sheets.length} hojas)...`);
    const started = performance.now();
    await writeImportWorkbook(file, { rows, sheets });
    log(`  generado en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { file, bytes: fs.statSync(file).size };
}

/** exceljs's streaming reader alone, in a process of its own (time and peak RSS). */
async function readerAlone(file) {
  const out = await run('node', [path.join(ROOT, 'bench/lib/read-workbook.mjs'), file], process.env);
  return JSON.parse(out.trim().split('\n').pop());
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
    firstProgressAfterUploadMs: processing[0] ? processing[0].at - started : null,
    maxRowsBetweenEvents: maxGap,
  };
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
      UPLOADS_DIR: path.join(os.tmpdir(), `bench-import-uploads-${process.pid}`),
      // 500k rows make a ~55 MB file with ~450 MB of XML: above the default upload limits.
      ...(big ? { IMPORT_MAX_FILE_MB: '200', IMPORT_MAX_UNCOMPRESSED_MB: '2048' } : {}),
    };
    log('Migraciones y catálogo de demostración...');
    await run('node', [path.join(ROOT, 'backend/dist/cli/migrate.js'), '--seed'], env);

    const sheets3 = ['Frenos y Suspensión', 'Motor y Filtros', 'Eléctrico e Iluminación'];
    const { file, bytes } = await workbookFile(ROWS, sheets3);
    log(`Archivo: ${(bytes / 1024 / 1024).toFixed(1)} MB`);

    log('exceljs (lector en streaming) solo...');
    const reader = await readerAlone(file);
    log(
      `  ${reader.ms} ms, ${reader.rows} filas, pico RSS ${reader.peakRssMb} MB, U+FFFD leídos: ${reader.replacementChars}`,
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

    log('Importación (primera vez)...');
    const first = await importOnce(baseUrl, token, file, 'primera');
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
    log('Reimportación del mismo archivo (todo actualizaciones)...');
    const second = await importOnce(baseUrl, token, file, 'reimportación');
    const secondPeak = readStatus(worker.child.pid);
    log(`  ${describeImport(second)}`);

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
      const bigImport = await importOnce(baseUrl, token, bigFile.file, '500k');
      bigRun = { run: bigImport, peak: readStatus(worker.child.pid), bytes: bigFile.bytes };
      log(`  ${describeImport(bigImport)}`);
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
      `Filas: ${first.result.totalRows} en 3 hojas, archivo ${(bytes / 1024 / 1024).toFixed(1)} MB (20 columnas, texto con tildes, filas inválidas, SKU duplicados, años invertidos)`,
      `exceljs (lector en streaming) solo: ${(reader.ms / 1000).toFixed(1)} s, pico RSS ${reader.peakRssMb} MB, ${reader.replacementChars} celdas con U+FFFD`,
      `Importación completa (API + worker): ${(first.wallMs / 1000).toFixed(1)} s = ${ratio.toFixed(2)}× el lector solo (objetivo ≤ 3× y ≤ 30 s)`,
      `Pico RSS del worker (VmHWM): ${mb(firstPeak.hwmKb)} MB = ${memoryRatio.toFixed(2)}× el lector solo (objetivo ≤ 1,2× y < 512 MB); ` +
        `en reposo ${idle ? mb(idle.rssKb) : '?'} MB (proceso Nest completo), así que la importación añade ${idle ? mb(firstPeak.hwmKb - idle.rssKb) : '?'} MB ` +
        `frente a los ${reader.peakRssMb - reader.startRssMb} MB que el lector solo añade a su proceso (${reader.startRssMb} MB al empezar)`,
      `Primer evento de progreso: ${Math.round(first.firstProgressAfterStartMs)} ms tras el inicio del trabajo ('start'), ${Math.round(first.firstProgressAfterUploadMs)} ms tras empezar la subida (objetivo ≤ 1 s)`,
      `Máximo de filas entre eventos 'processing': ${first.maxRowsBetweenEvents} (objetivo ≤ 100)`,
      `Reimportación (todo actualizaciones): ${(second.wallMs / 1000).toFixed(1)} s = ${(second.wallMs / first.wallMs).toFixed(2)}× la primera (objetivo ≤ 1,5×); pico RSS ${mb(secondPeak.hwmKb)} MB`,
      `U+FFFD en títulos/descripciones importados: ${damage.titles + damage.descriptions} de ${damage.products} productos${big ? ' (tras las tres importaciones)' : ''} (objetivo 0)`,
    ];
    if (bigRun) {
      lines.push(
        `500.000 filas en 5 hojas (${(bigRun.bytes / 1024 / 1024).toFixed(1)} MB): ${(bigRun.run.wallMs / 1000).toFixed(1)} s, ` +
          `pico RSS ${mb(bigRun.peak.hwmKb)} MB = ${(bigRun.peak.hwmKb / firstPeak.hwmKb).toFixed(2)}× el de 100k (objetivo ≤ 1,3×), ` +
          `máx. ${bigRun.run.maxRowsBetweenEvents} filas entre eventos`,
      );
    }
    console.log('\n' + lines.map((line) => `- ${line}`).join('\n'));

    if (!flag('no-write')) {
      const command = `node bench/import.bench.mjs${args.length ? ` ${args.join(' ')}` : ''}`;
      const section = [
        '',
        `## Importación Excel (issue 7) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        '',
        `Comando: \`${command}\` (máquina: ${os.cpus().length} núcleos, Node ${process.version}, carga media al terminar ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' / ')}; API y worker como procesos aparte, PostgreSQL y Redis locales)`,
        '',
        ...lines.map((line) => `- ${line}`),
        '',
        ...NOTES,
        '',
      ].join('\n');
      const doc = path.join(ROOT, 'docs/performance.md');
      if (!fs.existsSync(doc)) fs.writeFileSync(doc, '# Rendimiento\n');
      fs.appendFileSync(doc, section);
      log(`Cifras añadidas a ${path.relative(ROOT, doc)}`);
    }
  } finally {
    for (const process_ of processes.reverse()) await process_.stop();
    await services.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
