import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import passport from 'passport';
import request from 'supertest';
import { JWT_STRATEGY } from '../../src/core/auth/auth.constants';
import { JwtStrategy } from '../../src/modules/auth/jwt.strategy';
import type { ImportProgressEvent } from '../../src/modules/import/dto/import-progress.event';
import { IMPORT_QUEUE } from '../../src/modules/import/import.queue';
import type { TestApp } from '../support/test-app';
import { HEADER, row } from './workbooks';

let counter = 0;

/** A client-style session id: 'import-' + timestamp + random suffix. */
export function newSessionId(): string {
  return `import-${Date.now()}-${(++counter).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The real WorkerModule in this process, on the test app's database and Redis prefix. Passport
 * strategies are process-wide and the newest Nest instance registers its own, so the API's
 * bearer-token strategy is put back afterwards (in production the worker is another process).
 */
export async function startWorker(t: TestApp): Promise<INestApplicationContext> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { WorkerModule } = require('../../src/worker.module') as typeof import('../../src/worker.module');
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker.init();
  passport.use(JWT_STRATEGY, t.app.get(JwtStrategy));
  return worker;
}

export interface ImportFields {
  sessionId?: string;
  worksheetName?: string;
  processAllSheets?: boolean;
}

/** POST /api/import/excel as the browser sends it. */
export function postExcel(
  t: TestApp,
  auth: Record<string, string>,
  file: Buffer,
  fields: ImportFields = {},
  fileName = 'catalogo.xlsx',
) {
  const call = request(t.server).post('/api/import/excel').set(auth).attach('excel', file, fileName);
  call.field('sessionId', fields.sessionId ?? newSessionId());
  if (fields.worksheetName !== undefined) call.field('worksheetName', fields.worksheetName);
  call.field('processAllSheets', String(fields.processAllSheets ?? false));
  return call;
}

export interface SseMessage {
  id: string | null;
  event: ImportProgressEvent;
}

/** Makes the test app listen on a random port (fetch-based SSE needs a real socket). */
export async function baseUrlOf(t: TestApp): Promise<string> {
  const server = t.server as import('node:http').Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Reads GET /api/import/progress as an EventSource would (with the Authorization header, which
 * fetch allows), until the server ends the stream, `stop` returns true, or the timeout.
 */
export async function readProgress(
  t: TestApp,
  auth: Record<string, string>,
  sessionId: string,
  options: {
    lastEventId?: string;
    stop?: (message: SseMessage, all: SseMessage[]) => boolean;
    timeoutMs?: number;
  } = {},
): Promise<SseMessage[]> {
  const base = await baseUrlOf(t);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 20000);
  const messages: SseMessage[] = [];
  try {
    const response = await fetch(`${base}/api/import/progress?sessionId=${encodeURIComponent(sessionId)}`, {
      headers: {
        ...auth,
        Accept: 'text/event-stream',
        ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`SSE ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let id: string | null = null;
    let data: string[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (data.length > 0) {
            const message = { id, event: JSON.parse(data.join('\n')) as ImportProgressEvent };
            messages.push(message);
            if (options.stop?.(message, messages)) {
              controller.abort();
              return messages;
            }
          }
          data = [];
          id = null;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).trimStart());
        } else if (line.startsWith('id:')) {
          id = line.slice(3).trim();
        }
      }
    }
    return messages;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return messages;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Polls until `check` returns a value (not undefined/false) or the timeout. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('waitFor: tiempo agotado');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * A real worker process (src/worker.ts compiled on the fly by SWC), on the test app's database and
 * Redis prefix: for the tests that kill it.
 */
export function spawnWorker(t: TestApp, env: Record<string, string> = {}): WorkerProcess {
  const backend = path.join(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'swc-register.js'), path.join(backend, 'src', 'worker.ts')],
    {
      cwd: backend,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.IMPORT_TEST_WORKER_LOG ?? 'warn',
        DATABASE_URL: t.database.url,
        REDIS_PREFIX: t.redisPrefix,
        // Normal priority: these tests time take-overs and progress on a box that runs other tests
        // at normal priority. worker-priority.api-spec.ts checks the lowering itself.
        WORKER_NICE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

// ---- several processes on one database and Redis (scale-out and restart tests) -------------------

/** A free TCP port on loopback (the kernel picks one; it stays free unless another process takes it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Sends a signal unless the process has already exited, and waits for its exit. */
export async function stopProcess(
  target: WorkerProcess,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { child } = target;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGCONT'); // a paused (SIGSTOP) process acts on the signal only once resumed
    child.kill(signal);
  }
  return target.exited;
}

export interface ApiProcess extends WorkerProcess {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
}

/**
 * A real API process (src/main.ts, compiled on the fly like spawnWorker's worker) on the test app's
 * database and Redis prefix, listening on loopback; resolves once GET /api/health answers 200.
 */
export async function spawnApi(t: TestApp, env: Record<string, string> = {}, port?: number): Promise<ApiProcess> {
  const chosen = port ?? (await freePort());
  const backend = path.join(__dirname, '..', '..');
  const child = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'swc-register.js'), path.join(backend, 'src', 'main.ts')],
    {
      cwd: backend,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.IMPORT_TEST_WORKER_LOG ?? 'warn',
        DATABASE_URL: t.database.url,
        REDIS_PREFIX: t.redisPrefix,
        HOST: '127.0.0.1',
        PORT: String(chosen),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const api: ApiProcess = { child, exited, output: () => output, port: chosen, url: `http://127.0.0.1:${chosen}` };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`La API terminó al arrancar:\n${output}`);
    try {
      const response = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(api);
      throw new Error(`La API no respondió en 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until `count` BullMQ workers of the import queue are connected (spawned workers are ready). */
export async function waitForImportWorkers(t: TestApp, count: number, timeoutMs = 90_000): Promise<void> {
  const queue = t.app.get<Queue>(getQueueToken(IMPORT_QUEUE));
  await waitFor(async () => (await queue.getWorkersCount()) >= count, timeoutMs, 200);
}

/**
 * The worker processes (among `workers`) that hold a copy of an import's workbook right now: the
 * runner copies it to `${tmpdir}/repuestos-import-${pid}-*.xlsx` for the whole run, so this names
 * who is running an import without asking BullMQ.
 */
export function workersRunningImports(workers: WorkerProcess[]): WorkerProcess[] {
  const pids = new Set(
    fs
      .readdirSync(os.tmpdir())
      .map((name) => /^repuestos-import-(\d+)-/.exec(name)?.[1])
      .filter((pid): pid is string => pid !== undefined)
      .map(Number),
  );
  // A killed worker leaves its copy behind (the next worker to start removes it): only the living count.
  return workers.filter(
    (worker) =>
      worker.child.exitCode === null &&
      worker.child.signalCode === null &&
      worker.child.pid !== undefined &&
      pids.has(worker.child.pid),
  );
}

/** One server-sent event as a watcher received it. */
export interface WatchedEvent {
  /** The `id:` of the event (the Redis Stream id; 'connected' and 'heartbeat' carry the cursor). */
  id: string | null;
  /** The `event:` field ('message' when absent; Nest sends 'error' when the observable fails). */
  kind: string;
  data: string;
  /** The JSON payload, or null when `data` is not JSON. */
  event: ImportProgressEvent | null;
  /** 1 for the first connection, 2 after the first reconnection, ... */
  connection: number;
}

export interface ProgressWatcher {
  readonly events: WatchedEvent[];
  readonly connections: number;
  readonly lastEventId: string | null;
  /** Why each connection ended: 'closed' (the server ended it), 'network', 'http <status>' or 'cut'. */
  readonly drops: string[];
  /** Resolves with every event once a terminal one arrived; rejects at the deadline. */
  readonly finished: Promise<WatchedEvent[]>;
  /**
   * Drops the current connection as a broken network would; the watcher reconnects after its delay,
   * or once `reconnectWhen` settles.
   */
  cut(reconnectWhen?: Promise<unknown>): void;
  close(): void;
}

/**
 * Follows GET /api/import/progress as the admin page's SseClient does: when the connection drops it
 * waits `retryMs` and reconnects with Last-Event-ID (the id of the last event received), to the
 * address `target()` gives at that moment (another API instance, or the same one restarted).
 */
export function watchProgress(
  target: string | (() => string),
  auth: Record<string, string>,
  sessionId: string,
  options: { retryMs?: number; timeoutMs?: number; lastEventId?: string } = {},
): ProgressWatcher {
  const retryMs = options.retryMs ?? 300;
  const events: WatchedEvent[] = [];
  const drops: string[] = [];
  let lastEventId: string | null = options.lastEventId ?? null;
  let connections = 0;
  let closed = false;
  let current: AbortController | null = null;
  const hold: { reconnectWhen: Promise<unknown> | null } = { reconnectWhen: null };
  let settle!: { resolve: (events: WatchedEvent[]) => void; reject: (error: Error) => void };
  const finished = new Promise<WatchedEvent[]>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);
  const deadline = setTimeout(() => {
    close();
    settle.reject(
      new Error(`watchProgress: sin evento final en ${options.timeoutMs ?? 120_000} ms; caídas: ${drops.join(', ')}`),
    );
  }, options.timeoutMs ?? 120_000);

  function close() {
    closed = true;
    clearTimeout(deadline);
    current?.abort();
  }

  async function connectOnce(): Promise<string> {
    const controller = new AbortController();
    current = controller;
    const base = typeof target === 'function' ? target() : target;
    const connection = ++connections;
    let response: Response;
    try {
      response = await fetch(`${base}/api/import/progress?sessionId=${encodeURIComponent(sessionId)}`, {
        headers: { ...auth, Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal: controller.signal,
      });
    } catch {
      return controller.signal.aborted ? 'cut' : 'network';
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return `http ${response.status}`;
    }
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    let buffer = '';
    let id: string | null = null;
    let kind = 'message';
    let data: string[] = [];
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'closed';
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) !== -1) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (data.length > 0) {
              const text = data.join('\n');
              let event: ImportProgressEvent | null = null;
              try {
                event = JSON.parse(text) as ImportProgressEvent;
              } catch {
                event = null;
              }
              events.push({ id, kind, data: text, event, connection });
              if (id !== null) lastEventId = id;
              if (event && TERMINAL_TYPES.has(event.type)) {
                close();
                settle.resolve(events);
                return 'closed';
              }
            }
            data = [];
            id = null;
            kind = 'message';
          } else if (line.startsWith('data:')) {
            data.push(line.slice(5).replace(/^ /, ''));
          } else if (line.startsWith('id:')) {
            id = line.slice(3).trim();
          } else if (line.startsWith('event:')) {
            kind = line.slice(6).trim();
          }
        }
      }
    } catch {
      return controller.signal.aborted ? 'cut' : 'network';
    }
  }

  void (async () => {
    while (!closed) {
      const reason = await connectOnce();
      if (closed) return;
      drops.push(reason);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      await hold.reconnectWhen?.catch(() => undefined);
      hold.reconnectWhen = null;
    }
  })();

  return {
    events,
    drops,
    finished,
    get connections() {
      return connections;
    },
    get lastEventId() {
      return lastEventId;
    },
    cut: (reconnectWhen) => {
      hold.reconnectWhen = reconnectWhen ?? null;
      current?.abort();
    },
    close,
  };
}

const TERMINAL_TYPES = new Set(['completed', 'error', 'stopped']);

/** The events of an import's Redis Stream, as stored (what every watcher must have received, in order). */
export async function storedProgress(
  redisUrl: string,
  redisPrefix: string,
  sessionId: string,
): Promise<Array<{ id: string; event: ImportProgressEvent }>> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const entries = await redis.xrange(`${redisPrefix}:import:${sessionId}`, '-', '+');
    return entries.map(([id, fields]) => ({
      id,
      event: JSON.parse(fields[fields.indexOf('data') + 1]) as ImportProgressEvent,
    }));
  } finally {
    redis.disconnect();
  }
}

/**
 * A workbook of `count` rows on one sheet, SKUs `${prefix}${n}`; every `badEvery`-th row has no
 * 'modelo' (rejected with a row error). Each valid row is one new product with one fitment.
 */
export async function catalogueWorkbook(
  count: number,
  { prefix, badEvery = 0, sheetName = 'Catálogo' }: { prefix: string; badEvery?: number; sheetName?: string },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: false });
  const sheet = writer.addWorksheet(sheetName);
  sheet.addRow([...HEADER]).commit();
  for (let index = 1; index <= count; index++) {
    const values = row({
      itemCode: `${prefix}${index}`,
      Titulo_web: `Amortiguador trasero reforzado ${prefix}${index} — suspensión`,
      descripcion: `Amortiguador a gas, año ${2000 + (index % 20)}, acción rápida`,
      modelo: badEvery > 0 && index % badEvery === 0 ? '' : `Modelo ${index % 7}`,
      stock: index % 40,
    });
    sheet.addRow(HEADER.map((column) => values[column] ?? null)).commit();
  }
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

/** Products, fitments and row errors whose SKU starts with `prefix`, products and errors also by distinct SKU. */
export async function countImported(
  t: Pick<TestApp, 'dataSource'>,
  prefix: string,
): Promise<{ products: number; productSkus: number; fitments: number; rowErrors: number; rowErrorSkus: number }> {
  const [counts] = await t.dataSource.query(
    `SELECT (SELECT count(*)::int FROM products WHERE sku LIKE $1) AS "products",
            (SELECT count(DISTINCT sku)::int FROM products WHERE sku LIKE $1) AS "productSkus",
            (SELECT count(*)::int FROM compatibilities c JOIN products p ON p.id = c.product_id WHERE p.sku LIKE $1) AS "fitments",
            (SELECT count(*)::int FROM import_row_errors WHERE sku LIKE $1) AS "rowErrors",
            (SELECT count(DISTINCT sku)::int FROM import_row_errors WHERE sku LIKE $1) AS "rowErrorSkus"`,
    [`${prefix}%`],
  );
  return counts;
}

// ---- private PostgreSQL and Redis servers (restart tests) ------------------------------------------

/** A server of this test file's own, which a test may stop and start again without disturbing others. */
export interface PrivateServer {
  port: number;
  /** postgres://user:password@127.0.0.1:port (no database) or redis://:password@127.0.0.1:port */
  url: string;
  /** Stops the server as its service manager would (PostgreSQL: fast shutdown; Redis: SIGTERM). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** stop(), `downMs` later start(). */
  restart(downMs?: number): Promise<void>;
  /** Stops it for good and deletes its data. */
  destroy(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function runCommand(command: string, args: string[], { asPostgres = false } = {}): Promise<void> {
  // PostgreSQL refuses to run as root: as root, its commands run as the postgres system user.
  const [file, argv] =
    asPostgres && isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} terminó con ${code}: ${errors}`)),
    );
  });
}

/** Where scripts/lib/services.mjs finds them too: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin. */
function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('No se encontró PostgreSQL (initdb) en /usr/lib/postgresql');
  return path.join(root, versions[0], 'bin');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A throwaway PostgreSQL cluster on loopback (initdb in a temporary directory), as `npm test`'s own
 * is made (scripts/lib/services.mjs), for tests that restart the database.
 */
export async function startPrivatePostgres(): Promise<PrivateServer> {
  const bin = postgresBinDir();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'repuestos-restart-pg-'));
  fs.chmodSync(base, 0o755);
  const data = path.join(base, 'data');
  const password = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const passwordFile = path.join(base, 'pwfile');
  fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  if (isRoot()) {
    const owner = postgresIds();
    fs.chownSync(base, owner.uid, owner.gid);
    fs.chownSync(passwordFile, owner.uid, owner.gid);
  }
  await runCommand(
    path.join(bin, 'initdb'),
    [
      '-D',
      data,
      '-U',
      'repuestos',
      '--pwfile',
      passwordFile,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    { asPostgres: true },
  );
  fs.rmSync(passwordFile, { force: true });
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = () =>
    runCommand(pgCtl, ['-D', data, '-l', path.join(base, 'postgres.log'), '-w', '-t', '60', '-o', settings, 'start'], {
      asPostgres: true,
    });
  const stop = () => runCommand(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], { asPostgres: true });
  await start();
  return {
    port,
    url: `postgres://repuestos:${password}@127.0.0.1:${port}`,
    stop,
    start,
    restart: async (downMs = 0) => {
      await stop();
      await sleep(downMs);
      await start();
    },
    destroy: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('No existe el usuario del sistema postgres');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A throwaway Redis on loopback with the persistence `npm start` gives it (append-only file, fsync
 * every second), so a restart keeps queues and progress streams as a real one does.
 */
export async function startPrivateRedis(): Promise<PrivateServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repuestos-restart-redis-'));
  const password = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const port = await freePort();
  const url = `redis://:${password}@127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const start = async () => {
    const child = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--requirepass',
        password,
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    );
    server = child;
    let failed: Error | null = null;
    child.on('error', (error) => (failed = error)); // e.g. no redis-server on the PATH
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await waitFor(
        async () => {
          if (failed) throw new Error(`No se pudo iniciar redis-server: ${(failed as Error).message}`);
          if (child.exitCode !== null) throw new Error('redis-server terminó al arrancar');
          try {
            if (client.status !== 'ready') await client.connect();
            return (await client.ping()) === 'PONG';
          } catch {
            client.disconnect();
            return false;
          }
        },
        20_000,
        50,
      );
    } finally {
      client.disconnect();
    }
  };
  const stop = async () => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM'); // Redis writes its append-only file and exits, as on a service restart
    await exited;
  };
  await start();
  return {
    port,
    url,
    stop,
    start,
    restart: async (downMs = 0) => {
      await stop();
      await sleep(downMs);
      await start();
    },
    destroy: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Where the progress of an import skips rows: every 'batch-completed' must continue the previous
 * one (processedRows - batchRows = the rows done before it), and a resumed 'start' must begin where
 * the last published batch ended. A committed batch whose events never reached the stream shows up
 * here; the list is empty when nothing was skipped.
 */
export function progressGaps(events: ImportProgressEvent[]): string[] {
  const gaps: string[] = [];
  let done = 0;
  for (const event of events) {
    if (event.type === 'start' && (event.processedRows ?? 0) !== done) {
      gaps.push(`start en ${event.processedRows} tras el lote que terminó en ${done}`);
      done = event.processedRows ?? 0;
    }
    if (event.type === 'batch-completed') {
      const from = (event.processedRows ?? 0) - Number(event.batchRows ?? 0);
      if (from !== done) gaps.push(`lote desde ${from} tras el lote que terminó en ${done}`);
      done = event.processedRows ?? 0;
    }
  }
  return gaps;
}
