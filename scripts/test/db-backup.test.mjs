// `npm run backup` (scripts/db-backup.mjs) against a real PostgreSQL server of its own: the dump of the
// local `npm start` database (DATA_DIR) restores with the same row counts in every table; a truncated
// or corrupted dump, or a restore whose counts differ, fails; the throwaway database never stays.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../lib/app.mjs';
import { isRoot } from '../lib/proc.mjs';
import { provideServices } from '../lib/services.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const SCRIPT = path.join(ROOT, 'scripts/db-backup.mjs');
const BRANDS = 20;
const PRODUCTS = 5000;

let dataDir;
let services;
let db;

/** Runs the backup script without DATABASE_URL (the DATA_DIR server) unless `databaseUrl` is given. */
function backup(args, { databaseUrl, dataDir: dir = dataDir } = {}) {
  const env = { ...process.env, DATA_DIR: dir, NO_COLOR: '1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn('node', [SCRIPT, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The line of the comparison table for one table: its two counts and whether it is marked. */
function countsLine(output, table) {
  const match = new RegExp(`^\\s+${table.replace('.', '\\.')}\\s+(\\S+)\\s+(\\S+)(.*)$`, 'm').exec(output);
  return match ? { source: match[1], restored: match[2], marked: match[3].includes('DIFERENTE') } : null;
}

async function leftoverDatabases() {
  const { rows } = await db.query(`SELECT datname FROM pg_database WHERE datname LIKE '%\\_verify\\_%'`);
  return rows.map((row) => row.datname);
}

describe('npm run backup (pg_dump + restore check)', () => {
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-backup-'));
    // As root PostgreSQL runs as the postgres user, which must reach the data directory.
    if (isRoot()) fs.chmodSync(dataDir, 0o755);
    delete process.env.DATABASE_URL;
    delete process.env.REDIS_URL;
    // The servers `npm start` would keep under DATA_DIR: the script finds them running and leaves them so.
    services = await provideServices({ dataDir });
    db = new Client({ connectionString: services.databaseUrl });
    await db.connect();
    // A schema with what the shop's has: an extension, a trigram index, a foreign key, sequences.
    await db.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE brands (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
      CREATE TABLE products (id serial PRIMARY KEY, brand_id int NOT NULL REFERENCES brands(id), title text, stock int);
      CREATE INDEX products_title_trgm ON products USING gin (title gin_trgm_ops);
      CREATE TABLE empty_log (id bigserial PRIMARY KEY, at timestamptz DEFAULT now());
      INSERT INTO brands (name) SELECT 'Marca ' || g FROM generate_series(1, ${BRANDS}) g;
      INSERT INTO products (brand_id, title, stock)
        SELECT 1 + g % ${BRANDS}, 'Pastilla de freno ñandú ' || g, g % 7 FROM generate_series(1, ${PRODUCTS}) g;
    `);
  });

  after(async () => {
    await db?.end();
    await services?.stop();
    if (services) {
      // A cluster that root could not keep under dataDir went to /var/lib (services.mjs choosePgDataDir).
      const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'services.json'), 'utf8'));
      if (state.pgData && !state.pgData.startsWith(dataDir)) fs.rmSync(state.pgData, { recursive: true, force: true });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should dump the DATA_DIR database and restore it into a throwaway database with the same counts', async () => {
    const file = path.join(dataDir, 'backups', 'ok.dump');
    const { code, output } = await backup(['--out', file]);

    assert.equal(code, 0, output);
    assert.deepEqual(countsLine(output, 'public.brands'), { source: '20', restored: '20', marked: false });
    assert.deepEqual(countsLine(output, 'public.products'), { source: '5000', restored: '5000', marked: false });
    assert.deepEqual(countsLine(output, 'public.empty_log'), { source: '0', restored: '0', marked: false });
    const manifest = JSON.parse(fs.readFileSync(`${file}.counts.json`, 'utf8'));
    assert.deepEqual(manifest.tables, { 'public.brands': BRANDS, 'public.empty_log': 0, 'public.products': PRODUCTS });
    // Customers' data: readable by the owner only.
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(await leftoverDatabases(), []);
    // The script found the servers running and left them running.
    assert.equal((await db.query('SELECT 1 AS up')).rows[0].up, 1);
  });

  it('should refuse, creating nothing, when DATA_DIR holds no npm start database and DATABASE_URL is unset', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'db-backup-empty-'));
    try {
      const { code, output } = await backup([], { dataDir: empty });
      assert.equal(code, 1, output);
      assert.match(output, /No hay una base de npm start en .*: define DATABASE_URL o DATA_DIR/);
      assert.deepEqual(fs.readdirSync(empty), []);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('should fail verify on a truncated dump and on a corrupted one, and drop the throwaway database', async () => {
    const good = path.join(dataDir, 'backups', 'source.dump');
    assert.equal((await backup(['--out', good, '--no-verify'])).code, 0);
    const bytes = fs.readFileSync(good);

    const truncated = path.join(dataDir, 'backups', 'truncated.dump');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    fs.copyFileSync(`${good}.counts.json`, `${truncated}.counts.json`);
    const cut = await backup(['verify', truncated]);
    assert.equal(cut.code, 1, cut.output);
    assert.match(cut.output, /pg_restore terminó con código 1/);

    // Bytes flipped in the middle of the products' compressed data.
    const corrupted = path.join(dataDir, 'backups', 'corrupted.dump');
    const damaged = Buffer.from(bytes);
    for (let at = Math.floor(bytes.length / 2); at < Math.floor(bytes.length / 2) + 64; at++) damaged[at] ^= 0x5a;
    fs.writeFileSync(corrupted, damaged);
    fs.copyFileSync(`${good}.counts.json`, `${corrupted}.counts.json`);
    const broken = await backup(['verify', corrupted]);
    assert.equal(broken.code, 1, broken.output);
    assert.match(broken.output, /pg_restore terminó con código 1/);

    assert.deepEqual(await leftoverDatabases(), []);
  });

  it('should exit non-zero and mark the table when the restored counts differ from the source', async () => {
    const { databaseUrl } = services;
    const file = path.join(dataDir, 'backups', 'older.dump');
    assert.equal((await backup(['--out', file, '--no-verify'], { databaseUrl })).code, 0);
    // Without the dump's own counts verify compares with the database now, which has 3 more products.
    fs.rmSync(`${file}.counts.json`);
    await db.query(`INSERT INTO products (brand_id, title, stock) VALUES (1, 'a', 1), (2, 'b', 1), (3, 'c', 1)`);

    const { code, output } = await backup(['verify', file], { databaseUrl });

    assert.equal(code, 1, output);
    assert.deepEqual(countsLine(output, 'public.products'), { source: '5003', restored: '5000', marked: true });
    assert.deepEqual(countsLine(output, 'public.brands'), { source: '20', restored: '20', marked: false });
    assert.match(output, /no coincide en 1 tablas/);
    assert.deepEqual(await leftoverDatabases(), []);
  });

  it('should count and dump one snapshot: a write committed between the counts and pg_dump is in neither', async () => {
    // Holds the products table so the script's counting (brands, empty_log, then products) stops
    // after its snapshot is taken; meanwhile another session commits a new brand. A pg_dump with a
    // snapshot of its own would take that brand, and the copy would have one more than the counts.
    const blocker = new Client({ connectionString: services.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      const before = Number((await db.query('SELECT count(*) AS n FROM brands')).rows[0].n);
      const file = path.join(dataDir, 'backups', 'during-writes.dump');
      const running = backup(['--out', file]);
      for (let tries = 0; ; tries++) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT count(*)%"products"'`,
        );
        if (rows[0].n > 0) break;
        assert.ok(tries < 400, 'the backup never reached the products table');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await db.query(`INSERT INTO brands (name) VALUES ('Marca escrita durante el respaldo')`);
      await blocker.query('COMMIT');

      const { code, output } = await running;

      assert.equal(code, 0, output);
      assert.deepEqual(countsLine(output, 'public.brands'), {
        source: String(before),
        restored: String(before),
        marked: false,
      });
      assert.equal(JSON.parse(fs.readFileSync(`${file}.counts.json`, 'utf8')).tables['public.brands'], before);
    } finally {
      await blocker.end();
    }
  });
});
