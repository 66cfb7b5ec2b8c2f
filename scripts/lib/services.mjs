// Provides PostgreSQL and Redis for `npm start` and `npm test` (the one place that knows how).
// DATABASE_URL / REDIS_URL win when set; otherwise private servers run on loopback from the
// system's binaries (installed with apt-get when missing and we are root).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { log } from './log.mjs';
import { capture, choosePort, commandExists, isProcessAlive, isRoot, run, sleep } from './proc.mjs';

const require = createRequire(import.meta.url);
const DB_USER = 'repuestos';
const APP_DB = 'repuestos';

let aptUpdated = false;

/** Installs Debian packages when we are allowed to; explains what to do otherwise. */
export async function installSystemPackages(packages, why) {
  if (!isRoot() || !commandExists('apt-get')) {
    throw new Error(
      `${why} no está instalado. Instálalo (${packages.join(', ')}) o define la variable de entorno correspondiente.`,
    );
  }
  log.step(`Instalando ${packages.join(', ')} con apt-get (${why})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  await run('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The directory of PostgreSQL's server and client programs (PG_BIN_DIR, Debian's newest, pg_config, PATH), or null. */
export function findPostgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((v) => fs.existsSync(path.join(debianRoot, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(debianRoot, versions[0], 'bin');
  }
  const fromPgConfig = capture('pg_config', ['--bindir']);
  if (fromPgConfig && fs.existsSync(path.join(fromPgConfig, 'initdb'))) return fromPgConfig;
  const initdb = capture('sh', ['-c', 'command -v initdb']);
  return initdb ? path.dirname(fs.realpathSync(initdb)) : null;
}

async function ensurePostgresBinaries() {
  let binDir = findPostgresBinDir();
  if (!binDir) {
    await installSystemPackages(['postgresql', 'postgresql-contrib'], 'PostgreSQL');
    binDir = findPostgresBinDir();
  }
  if (!binDir) throw new Error('No se encontró PostgreSQL (initdb) tras instalarlo.');
  return binDir;
}

async function ensureRedisBinary() {
  const candidates = [
    process.env.REDIS_SERVER_BIN,
    '/usr/bin/redis-server',
    capture('sh', ['-c', 'command -v redis-server']),
  ];
  let found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    await installSystemPackages(['redis-server'], 'Redis');
    found = '/usr/bin/redis-server';
  }
  return found;
}

// PostgreSQL refuses to run as root: as root we run it as the `postgres` system user.
function asPostgresUser(command, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresCanUse(dir) {
  if (!isRoot()) return true;
  return capture('runuser', ['-u', 'postgres', '--', 'test', '-w', dir]) !== null;
}

function ensureOwnedDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot()) capture('chown', ['-R', 'postgres:postgres', dir]);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function writeJson(file, value) {
  fs.writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
}

const secret = () => crypto.randomBytes(18).toString('base64url');

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22), or null off Linux. */
function processStartTime(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return null;
  }
}

/** This process, as the owner of a server it starts or adopts: recorded in services.json. */
const thisProcess = () => ({ pid: process.pid, startTime: processStartTime(process.pid) });

/**
 * Whether the command that started a server (recorded in services.json) still runs: the same pid
 * and the same start time, so a pid the system has since given to another process does not count.
 */
function ownerRuns(owner) {
  if (!owner?.pid || !isProcessAlive(owner.pid)) return false;
  return owner.startTime == null || processStartTime(owner.pid) === owner.startTime;
}

/**
 * A server found running: another command's while that command runs (e.g. `npm run seed` beside
 * `npm start`), left alone; otherwise a leftover of a command that was killed before it could stop
 * it (SIGKILL, a closed terminal), which this command adopts and stops when it ends.
 */
function foundRunning(name, serverState) {
  if (ownerRuns(serverState.owner)) return false;
  log.warn(`${name} seguía en marcha desde un arranque anterior que no terminó bien; se detendrá al salir.`);
  serverState.owner = thisProcess();
  return true;
}

/**
 * Picks the PostgreSQL data directory. As root the cluster must live where the postgres user can
 * write; a project checked out under a private directory (e.g. /root) gets one under /var/lib.
 */
function choosePgDataDir(baseDir) {
  const preferred = path.join(baseDir, 'postgres');
  ensureOwnedDir(preferred);
  if (postgresCanUse(preferred)) return preferred;
  const fallback = path.join(
    '/var/lib/repuestos-postgres',
    crypto.createHash('sha1').update(preferred).digest('hex').slice(0, 12),
  );
  log.warn(`El usuario postgres no puede escribir en ${preferred}; los datos de PostgreSQL irán a ${fallback}.`);
  ensureOwnedDir(fallback);
  return fallback;
}

async function startPostgres({ baseDir, state, ephemeral }) {
  const binDir = await ensurePostgresBinaries();
  const pgData = state.pgData ?? choosePgDataDir(baseDir);
  const pgDataCluster = path.join(pgData, 'data');
  const pgCtl = path.join(binDir, 'pg_ctl');
  state.pgData = pgData;
  state.postgres ??= { password: secret() };

  if (!fs.existsSync(path.join(pgDataCluster, 'PG_VERSION'))) {
    log.step(`Creando un clúster PostgreSQL en ${pgDataCluster}...`);
    const pwFile = path.join(pgData, 'pwfile');
    fs.writeFileSync(pwFile, state.postgres.password, { mode: 0o600 });
    if (isRoot()) capture('chown', ['postgres:postgres', pwFile]);
    const [cmd, args] = asPostgresUser(path.join(binDir, 'initdb'), [
      '-D',
      pgDataCluster,
      '-U',
      DB_USER,
      '--pwfile',
      pwFile,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await run(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    fs.rmSync(pwFile, { force: true });
  }

  const [statusCmd, statusArgs] = asPostgresUser(pgCtl, ['-D', pgDataCluster, 'status']);
  const running = capture(statusCmd, statusArgs) !== null;
  let ours = !running;
  if (running) {
    const pid = fs.readFileSync(path.join(pgDataCluster, 'postmaster.pid'), 'utf8').split('\n');
    state.postgres.port = Number(pid[3]);
    ours = foundRunning('PostgreSQL', state.postgres);
    if (!ours) log.ok(`PostgreSQL ya estaba en marcha en el puerto ${state.postgres.port}`);
  } else {
    state.postgres.owner = thisProcess();
    state.postgres.port = await choosePort(state.postgres.port);
    const settings = [
      `-p ${state.postgres.port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c max_connections=200',
      ...(ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ].join(' ');
    const [cmd, args] = asPostgresUser(pgCtl, [
      '-D',
      pgDataCluster,
      '-l',
      path.join(pgData, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      settings,
      'start',
    ]);
    await run(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    log.ok(`PostgreSQL en 127.0.0.1:${state.postgres.port} (datos en ${pgDataCluster})`);
  }

  const serverUrl = `postgres://${DB_USER}:${encodeURIComponent(state.postgres.password)}@127.0.0.1:${state.postgres.port}`;
  return {
    serverUrl,
    stop: async () => {
      if (!ours) return;
      const [cmd, args] = asPostgresUser(pgCtl, ['-D', pgDataCluster, '-m', 'fast', '-w', 'stop']);
      await run(cmd, args, { stdio: 'ignore' }).catch(() => undefined);
    },
  };
}

async function pingRedis(url) {
  const { Redis } = require('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function startRedis({ baseDir, state, ephemeral }) {
  const redisDir = path.join(baseDir, 'redis');
  fs.mkdirSync(redisDir, { recursive: true, mode: 0o700 });
  const pidFile = path.join(redisDir, 'redis.pid');
  state.redis ??= { password: secret() };
  const urlFor = (port) => `redis://:${encodeURIComponent(state.redis.password)}@127.0.0.1:${port}`;

  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
  const running = Boolean(
    pid && isProcessAlive(pid) && state.redis.port && (await pingRedis(urlFor(state.redis.port))),
  );
  let ours = !running;
  if (running) {
    ours = foundRunning('Redis', state.redis);
    if (!ours) log.ok(`Redis ya estaba en marcha en el puerto ${state.redis.port}`);
  } else {
    state.redis.owner = thisProcess();
    const binary = await ensureRedisBinary();
    state.redis.port = await choosePort(state.redis.port);
    const persistence = ephemeral
      ? ['--save', '', '--appendonly', 'no']
      : ['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec'];
    await run(
      binary,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(state.redis.port),
        '--requirepass',
        state.redis.password,
        '--dir',
        redisDir,
        '--pidfile',
        pidFile,
        '--logfile',
        path.join(redisDir, 'redis.log'),
        '--daemonize',
        'yes',
        ...persistence,
      ],
      { stdio: 'ignore', detached: true },
    );
    for (let attempt = 0; attempt < 50 && !(await pingRedis(urlFor(state.redis.port))); attempt++) await sleep(100);
    log.ok(`Redis en 127.0.0.1:${state.redis.port}`);
  }

  return {
    url: urlFor(state.redis.port),
    stop: async () => {
      if (!ours) return;
      const runningPid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
      if (!runningPid || !isProcessAlive(runningPid)) return;
      process.kill(runningPid, 'SIGTERM');
      for (let attempt = 0; attempt < 50 && isProcessAlive(runningPid); attempt++) await sleep(100);
    },
  };
}

async function ensureDatabase(serverUrl, database) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/**
 * Gives the app a PostgreSQL database URL and a Redis URL.
 * - persistent (npm start): servers keep their data under `<dataDir>`, and are reused next time.
 * - ephemeral (npm test): throwaway servers in a temp directory, deleted by `stop()`.
 * `databaseUrl` points at the app database; `serverUrl` at the server (for tests that create databases).
 */
export async function provideServices({ dataDir, ephemeral = false }) {
  const baseDir = ephemeral ? fs.mkdtempSync(path.join(os.tmpdir(), 'repuestos-test-')) : dataDir;
  fs.mkdirSync(baseDir, { recursive: true });
  if (ephemeral && isRoot()) fs.chmodSync(baseDir, 0o755);
  const stateFile = path.join(baseDir, 'services.json');
  const state = readJson(stateFile);
  const stops = [];
  const result = { databaseUrl: process.env.DATABASE_URL, serverUrl: undefined, redisUrl: process.env.REDIS_URL };

  try {
    if (result.databaseUrl) {
      log.ok('PostgreSQL: se usa DATABASE_URL');
      result.serverUrl = result.databaseUrl.replace(/\/[^/?]*(\?.*)?$/, '');
    } else {
      const postgres = await startPostgres({ baseDir, state, ephemeral });
      stops.push(postgres.stop);
      writeJson(stateFile, state);
      await ensureDatabase(postgres.serverUrl, APP_DB);
      result.serverUrl = postgres.serverUrl;
      result.databaseUrl = `${postgres.serverUrl}/${APP_DB}`;
    }
    if (result.redisUrl) {
      log.ok('Redis: se usa REDIS_URL');
    } else {
      const redis = await startRedis({ baseDir, state, ephemeral });
      stops.push(redis.stop);
      writeJson(stateFile, state);
      result.redisUrl = redis.url;
    }
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }

  return {
    ...result,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
      if (ephemeral) {
        fs.rmSync(baseDir, { recursive: true, force: true });
        if (state.pgData && state.pgData !== path.join(baseDir, 'postgres')) {
          fs.rmSync(state.pgData, { recursive: true, force: true });
        }
      }
    },
  };
}

/** Installs npm dependencies when they are missing or older than the lockfile. */
export async function ensureDependencies(rootDir) {
  const marker = path.join(rootDir, 'node_modules', '.package-lock.json');
  const lock = path.join(rootDir, 'package-lock.json');
  const stale =
    !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs);
  if (!stale) return;
  log.step('Instalando dependencias npm (solo la primera vez)...');
  const ci = fs.existsSync(lock) && !fs.existsSync(path.join(rootDir, 'node_modules'));
  await run('npm', [ci ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: rootDir });
}
