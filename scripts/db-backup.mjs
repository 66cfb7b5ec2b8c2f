// `npm run backup`: a pg_dump (custom format) of the shop's database, then proof that it restores:
// the dump is restored into a throwaway database on the same server and every table's row count is
// compared with the source's. `npm run backup:verify -- FILE` runs only that proof on an existing dump.
//
//   node scripts/db-backup.mjs [--out FILE] [--no-verify]
//   node scripts/db-backup.mjs verify FILE
//
// The database is DATABASE_URL, or the local server `npm start` keeps under DATA_DIR (default .data),
// started for the occasion when it is not running. Counts are taken inside the dump's own snapshot
// (pg_export_snapshot + pg_dump --snapshot), so a shop taking orders meanwhile cannot make them
// disagree; they are written next to the dump (FILE.counts.json) and `verify` compares against them.
// Without that file, `verify` compares against the database as it is now. Exit code 1 on any failure
// or difference; the throwaway database is always dropped.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from './lib/app.mjs';
import { log } from './lib/log.mjs';
import { capture } from './lib/proc.mjs';
import { findPostgresBinDir, provideServices } from './lib/services.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const COUNTS_SUFFIX = '.counts.json';

/** Tables of every user schema (ordinary and partitioned), as "schema.table". */
const TABLES_SQL = `
  SELECT n.nspname AS schema, c.relname AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg_toast%'
    AND n.nspname NOT LIKE 'pg_temp%'
  ORDER BY 1, 2`;

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Exact row count of every table, read through `client` (inside its transaction, if any). */
async function countRows(client) {
  const counts = {};
  for (const { schema, name } of (await client.query(TABLES_SQL)).rows) {
    const { rows } = await client.query(`SELECT count(*)::bigint AS n FROM ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[`${schema}.${name}`] = Number(rows[0].n);
  }
  return counts;
}

/** A connection URL without its password (given to libpq programs in PGPASSWORD, never on the command line). */
function splitPassword(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

/** The same server's URL for another database (query options such as sslmode kept). */
function withDatabase(databaseUrl, database) {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

function databaseName(databaseUrl) {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** pg_dump / pg_restore from the server's bin directory when we know it, else from PATH. */
function pgProgram(name) {
  const dir = findPostgresBinDir();
  return dir && fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : name;
}

function programMajor(program) {
  const version = capture(program, ['--version']);
  if (version === null)
    throw new Error(`No se encontró ${program}: instala el cliente de PostgreSQL o define PG_BIN_DIR.`);
  return Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
}

/** Runs a libpq program with the password in its environment; rejects with its error output. */
function runPg(program, args, password) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, PGPASSWORD: password },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${path.basename(program)} terminó con ${signal ?? `código ${code}`}${errors ? `:\n${errors.trim()}` : ''}`,
          ),
        );
    });
  });
}

async function connect(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/**
 * Dumps the database in custom format to `file` and returns the row counts of the dump's snapshot
 * (also written to FILE.counts.json).
 */
async function dumpDatabase(databaseUrl, file) {
  const pgDump = pgProgram('pg_dump');
  const source = await connect(databaseUrl);
  try {
    const serverMajor = Math.floor(
      Number((await source.query('SHOW server_version_num')).rows[0].server_version_num) / 10000,
    );
    const dumpMajor = programMajor(pgDump);
    if (dumpMajor < serverMajor) {
      throw new Error(
        `${pgDump} es de PostgreSQL ${dumpMajor} y el servidor es ${serverMajor}: pg_dump debe ser de la misma versión o más nuevo ` +
          '(PG_BIN_DIR=/ruta/a/postgresql/bin, o pg_dump dentro del contenedor: docs/operations.md).',
      );
    }
    // The counts and the dump see the same snapshot: writes made meanwhile are in neither.
    await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { snapshot } = (await source.query('SELECT pg_export_snapshot() AS snapshot')).rows[0];
    const counts = await countRows(source);
    // A dump holds customers' data and password hashes: readable by its owner only.
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, '', { mode: 0o600 });
    const { url, password } = splitPassword(databaseUrl);
    try {
      await runPg(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], password);
    } catch (error) {
      // Half a dump must not pass for a backup.
      fs.rmSync(file, { force: true });
      throw error;
    }
    await source.query('COMMIT');
    const manifest = { database: databaseName(databaseUrl), takenAt: new Date().toISOString(), tables: counts };
    fs.writeFileSync(`${file}${COUNTS_SUFFIX}`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return counts;
  } finally {
    await source.end();
  }
}

/**
 * Restores `file` into a throwaway database on the same server as `databaseUrl`, counts its rows
 * and compares them with `expected` (or with the database itself when null). The throwaway database
 * is dropped whatever happens. Resolves with { ok, rows }.
 */
async function verifyDump(databaseUrl, file, expected = null) {
  if (!fs.existsSync(file)) throw new Error(`No existe el archivo ${file}`);
  const throwaway = `${databaseName(databaseUrl).slice(0, 30)}_verify_${Date.now().toString(36)}_${process.pid}`;
  const throwawayUrl = withDatabase(databaseUrl, throwaway);
  const admin = await connect(databaseUrl);
  try {
    const reference = expected ?? (await countRows(admin));
    await admin.query(`CREATE DATABASE ${quoteIdent(throwaway)}`);
    let restored;
    try {
      const { url, password } = splitPassword(throwawayUrl);
      // Objects owned by roles this server may not have: restored as the connecting user.
      await runPg(
        pgProgram('pg_restore'),
        ['--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`, file],
        password,
      );
      const copy = await connect(throwawayUrl);
      try {
        restored = await countRows(copy);
      } finally {
        await copy.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(throwaway)} WITH (FORCE)`);
    }
    const tables = [...new Set([...Object.keys(reference), ...Object.keys(restored)])].sort();
    const rows = tables.map((table) => ({
      table,
      source: reference[table] ?? null,
      restored: restored[table] ?? null,
    }));
    return { ok: rows.every((row) => row.source === row.restored), rows };
  } finally {
    await admin.end();
  }
}

function printComparison(rows, sourceLabel) {
  const width = Math.max(5, ...rows.map((row) => row.table.length));
  const show = (value) => (value === null ? 'falta' : String(value));
  console.log(`  ${'Tabla'.padEnd(width)}  ${sourceLabel.padStart(10)}  ${'Copia'.padStart(10)}`);
  for (const row of rows) {
    const mark = row.source === row.restored ? '' : '  ← DIFERENTE';
    console.log(
      `  ${row.table.padEnd(width)}  ${show(row.source).padStart(10)}  ${show(row.restored).padStart(10)}${mark}`,
    );
  }
}

function readManifest(file) {
  try {
    return JSON.parse(fs.readFileSync(`${file}${COUNTS_SUFFIX}`, 'utf8'));
  } catch {
    return null;
  }
}

async function verifyAndReport(databaseUrl, file) {
  const manifest = readManifest(file);
  if (manifest) log.step(`Restaurando ${file} en una base desechable (conteos del respaldo: ${manifest.takenAt})...`);
  else
    log.warn(
      `Sin ${path.basename(file)}${COUNTS_SUFFIX}: se compara con la base tal como está ahora (lo escrito después del respaldo aparecerá como diferencia).`,
    );
  const { ok, rows } = await verifyDump(databaseUrl, file, manifest?.tables ?? null);
  printComparison(rows, manifest ? 'Respaldo' : 'Base');
  if (ok) log.ok(`Restauración verificada: ${rows.length} tablas con los mismos conteos.`);
  else
    log.fail(`La copia restaurada no coincide en ${rows.filter((row) => row.source !== row.restored).length} tablas.`);
  return ok;
}

/** Whether `npm start` has created its PostgreSQL cluster under dataDir (services.mjs keeps its place in services.json). */
function hasLocalCluster(dataDir) {
  try {
    const { pgData } = JSON.parse(fs.readFileSync(path.join(dataDir, 'services.json'), 'utf8'));
    return Boolean(pgData) && fs.existsSync(path.join(pgData, 'data', 'PG_VERSION'));
  } catch {
    return false;
  }
}

const sizeText = (bytes) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const timestamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function main(argv) {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const verifyOnly = argv[0] === 'verify';
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const file = verifyOnly
    ? argv[1]
    : (option('--out') ?? path.join(dataDir, 'backups', `repuestos-${timestamp()}.dump`));
  if (!file) throw new Error('Indica el archivo: npm run backup:verify -- ruta/al/respaldo.dump');

  if (!process.env.DATABASE_URL && !hasLocalCluster(dataDir)) {
    // Backing up a brand-new empty server would look like success.
    throw new Error(`No hay una base de npm start en ${dataDir}: define DATABASE_URL o DATA_DIR.`);
  }
  const services = process.env.DATABASE_URL ? null : await provideServices({ dataDir });
  try {
    const databaseUrl = process.env.DATABASE_URL ?? services.databaseUrl;
    if (verifyOnly) return await verifyAndReport(databaseUrl, file);
    log.step(`Respaldando la base ${databaseName(databaseUrl)} en ${file}...`);
    const counts = await dumpDatabase(databaseUrl, file);
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    log.ok(
      `Respaldo listo: ${file} (${sizeText(fs.statSync(file).size)}, ${Object.keys(counts).length} tablas, ${rows} filas)`,
    );
    if (argv.includes('--no-verify')) return true;
    return await verifyAndReport(databaseUrl, file);
  } finally {
    await services?.stop();
  }
}

try {
  process.exitCode = (await main(process.argv.slice(2))) ? 0 : 1;
} catch (error) {
  log.fail(error.message);
  process.exitCode = 1;
}
