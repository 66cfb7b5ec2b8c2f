#!/usr/bin/env node
// Server-rendered storefront pages and sitemaps benchmark (issue 17): loads N products into a
// scratch database (as bench/catalog.bench.mjs does), starts the real API serving an index.html,
// and measures the product page's HTML (head tags, JSON-LD, markup) at 50 connections beside the
// cached JSON answer of GET /api/products/{id} for the same products; then the sitemaps' generation
// (index, pages and every products file, cold) with the API process's extra memory, and the same
// files once cached. Targets: ≥ 1,500 product pages per second; all sitemaps of 200,000 products
// in ≤ 10 s and ≤ 100 MB extra memory.
//
//   node bench/seo-pages.bench.mjs [--products 200000] [--duration 10] [--skip-build] [--no-write]
//
// The scratch database, the API and their cleanup: bench/lib/scratch-api.mjs (the PostgreSQL and
// Redis of DATABASE_URL and REDIS_URL when set, else the project's own throwaway services).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/lib/app.mjs';
import { log } from '../scripts/lib/log.mjs';
import { loadCatalog } from './lib/catalog-data.mjs';
import { random } from './lib/load.mjs';
import { scratchBench, throughput } from './lib/scratch-api.mjs';

const HEADING = '## Search engine pages: product HTML and sitemaps';

const bench = scratchBench('seo');
const { products: PRODUCTS, durationS: DURATION_S } = bench;
const CONNECTIONS = 50;
const SAMPLE = 2000;
const SEED = 20240611;
const TARGETS = { pageRps: 1500, sitemapMs: 10_000, sitemapMb: 100 };
const PUBLIC_URL = 'https://tienda.example.cl';
/** The load of both throughput measures. */
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S, seed: SEED + 7 };

const { cleanups } = bench;

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const mark = (ok) => (ok ? '✅' : '❌');

/** The built SPA's index.html when there is one, else a template of the same shape. */
function spaDist() {
  const built = path.join(ROOT, 'frontend/dist/index.html');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seo-'));
  const template = fs.existsSync(built)
    ? fs.readFileSync(built, 'utf8')
    : '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="Repuestos" />' +
      '<title>Repuestos</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  return { dir, built: fs.existsSync(built) };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Fetches every sitemap file once, in order; time and the API's peak extra memory while it works. */
async function fetchSitemaps(baseUrl, pid) {
  const before = rssMb(pid);
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const startedAt = performance.now();
  const files = [];
  let urls = 0;
  let gzippedBytes = 0;
  try {
    const get = async (file) => {
      const response = await fetch(`${baseUrl}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
      if (response.status !== 200) throw new Error(`${file}: ${response.status}`);
      // fetch inflates gzip itself; the size on the wire is what the header said.
      gzippedBytes += Number(response.headers.get('content-length') ?? 0);
      return response.text();
    };
    const index = await get('/sitemap.xml');
    const locs = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].slice(PUBLIC_URL.length));
    for (const file of locs) {
      const xml = await get(file);
      const count = (xml.match(/<url>/g) ?? []).length;
      files.push({ file, count });
      urls += count;
    }
  } finally {
    clearInterval(poll);
  }
  return { ms: performance.now() - startedAt, extraMb: peak - before, files, urls, gzippedBytes };
}

async function main() {
  log.step(`Benchmark de páginas para buscadores: ${PRODUCTS.toLocaleString('es-CL')} productos`);
  const { client } = await bench.database();
  const { slugify } = await import(path.join(ROOT, 'backend/dist/modules/storefront-pages/slug.js'));
  log.step(`Cargando ${PRODUCTS.toLocaleString('es-CL')} productos...`);
  const loadMs = await loadCatalog(client, { count: PRODUCTS, seed: SEED });
  log.ok(`Cargados en ${(loadMs / 1000).toFixed(1)} s`);

  const dist = spaDist();
  cleanups.push(() => fs.rmSync(dist.dir, { recursive: true, force: true }));
  const { baseUrl, pid } = await bench.startApi({ SPA_DIST_DIR: dist.dir, PUBLIC_URL });
  log.ok(`API en ${baseUrl} (index.html ${dist.built ? 'del build del frontend' : 'de plantilla'})`);

  // ---- sitemaps first, on a cold cache and a quiet process --------------------------------------
  log.step('Sitemaps: generación en frío...');
  const cold = await fetchSitemaps(baseUrl, pid);
  const warm = await fetchSitemaps(baseUrl, pid);
  if (cold.urls < PRODUCTS)
    throw new Error(`Los sitemaps nombran ${cold.urls} direcciones, menos que ${PRODUCTS} productos`);
  log.ok(
    `Sitemaps: ${cold.files.length} archivos, ${cold.urls.toLocaleString('es-CL')} direcciones en ${fmt(cold.ms / 1000, 2)} s, ` +
      `+${fmt(cold.extraMb)} MB; ya guardados ${fmt(warm.ms, 0)} ms`,
  );

  // ---- product pages -----------------------------------------------------------------------------
  const rng = random(SEED);
  const ids = new Set();
  const [{ min, max }] = (await client.query(`SELECT min(id)::int AS min, max(id)::int AS max FROM products`)).rows;
  while (ids.size < Math.min(SAMPLE, PRODUCTS)) ids.add(rng.int(min, max));
  const rows = (await client.query(`SELECT id, title FROM products WHERE id = ANY($1::int[])`, [[...ids]])).rows;
  const pagePaths = rows.map((row) => {
    const slug = slugify(row.title);
    return slug ? `/products/${row.id}-${slug}` : `/products/${row.id}`;
  });
  const apiPaths = rows.map((row) => `/api/products/${row.id}`);
  log.step(`Calentando la caché con ${rows.length} productos...`);
  for (const [index, pagePath] of pagePaths.entries()) {
    const response = await fetch(`${baseUrl}${pagePath}`, { headers: { Accept: 'text/html' } });
    if (response.status !== 200) throw new Error(`${pagePath}: ${response.status}`);
    const html = await response.text();
    if (index === 0 && !html.includes('application/ld+json')) throw new Error('La página no trae JSON-LD');
  }
  const pageBytes = Buffer.byteLength(
    await (await fetch(`${baseUrl}${pagePaths[0]}`, { headers: { Accept: 'text/html' } })).text(),
  );

  log.step(`HTML de producto: ${CONNECTIONS} conexiones, ${DURATION_S} s...`);
  const pages = await throughput(baseUrl, pagePaths, { ...LOAD, headers: { accept: 'text/html' } });
  log.step(`JSON de GET /api/products/{id}: ${CONNECTIONS} conexiones, ${DURATION_S} s...`);
  const json = await throughput(baseUrl, apiPaths, { ...LOAD, headers: { accept: 'application/json' } });
  log.ok(
    `Página ${fmt(pages.rps, 0)} req/s (p50 ${pages.p50} ms, p99 ${pages.p99} ms, non-2xx ${pages.non2xx}); ` +
      `JSON ${fmt(json.rps, 0)} req/s (p50 ${json.p50} ms, p99 ${json.p99} ms)`,
  );

  const report = [
    `\`node bench/seo-pages.bench.mjs --products ${PRODUCTS}\` (${new Date().toISOString().slice(0, 10)}, ` +
      `${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, load ${os.loadavg()[0].toFixed(2)}; ` +
      `index.html ${dist.built ? 'from the frontend build' : 'from the template'}).`,
    '',
    '| Measure | Result | Target |',
    '| --- | --- | --- |',
    `| Product HTML (${CONNECTIONS} connections, ${rows.length} random products, ${Math.round(pageBytes / 1024)} KB) | ` +
      `${fmt(pages.rps, 0)} req/s, p50 ${pages.p50} ms, p99 ${pages.p99} ms, errors ${pages.errors + pages.non2xx} | ` +
      `≥ ${TARGETS.pageRps} req/s ${mark(pages.rps >= TARGETS.pageRps)} |`,
    `| JSON of GET /api/products/{id}, same products | ${fmt(json.rps, 0)} req/s, p50 ${json.p50} ms, p99 ${json.p99} ms | reference |`,
    `| Cold sitemaps (${cold.files.length} files, ${cold.urls.toLocaleString('en-US')} URLs, ` +
      `${Math.round(cold.gzippedBytes / 1024)} KB gzip) | ${fmt(cold.ms / 1000, 2)} s | ≤ ${TARGETS.sitemapMs / 1000} s ` +
      `${mark(cold.ms <= TARGETS.sitemapMs)} |`,
    `| Extra API memory while generating them | ${fmt(cold.extraMb)} MB | ≤ ${TARGETS.sitemapMb} MB ${mark(cold.extraMb <= TARGETS.sitemapMb)} |`,
    `| Sitemaps already stored (same catalogue version) | ${fmt(warm.ms, 0)} ms | — |`,
  ].join('\n');
  console.log(`\n${report}\n`);
  await bench.writeFigures(HEADING, `seo-pages:${PRODUCTS}`, report);
}

await bench.run(main);
