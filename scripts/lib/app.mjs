// Builds and runs the app's processes; shared by `npm start`, `npm test` (browser journeys) and bench/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { log } from './log.mjs';
import { pipeFormatted } from './log-format.mjs';
import { isProcessAlive, run, sleep } from './proc.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const DEMO_ADMIN = { email: 'admin@repuestos.cl', password: 'Repuestos2026!' };

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** Builds a workspace unless its output is newer than every source file (keeps a second start fast). */
async function buildIfStale(workspace, sources, output) {
  const stamp = path.join(ROOT, workspace, 'dist', '.build-stamp');
  const sourceTime = Math.max(...sources.map((source) => newestMtime(path.join(ROOT, workspace, source))));
  const configTime = Math.max(
    ...['package.json', 'tsconfig.json', 'vite.config.ts', 'tsconfig.build.json']
      .map((file) => path.join(ROOT, workspace, file))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.statSync(file).mtimeMs),
  );
  const built =
    fs.existsSync(stamp) && fs.existsSync(path.join(ROOT, workspace, output)) ? fs.statSync(stamp).mtimeMs : 0;
  if (built > Math.max(sourceTime, configTime)) {
    log.ok(`${workspace}: compilación al día`);
    return;
  }
  log.step(`Compilando ${workspace}...`);
  await run('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: ROOT });
  fs.writeFileSync(stamp, new Date().toISOString());
}

/** Serialises builds of this checkout (two shops started side by side share the same dist/). */
async function withBuildLock(work) {
  const lockDir = path.join(ROOT, 'node_modules', '.repuestos-build.lock');
  const deadline = Date.now() + 5 * 60 * 1000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(fs.readFileSync(path.join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      if (owner && !isProcessAlive(owner)) fs.rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error('Otra compilación sigue en curso tras 5 minutos');
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

export function buildApp() {
  return withBuildLock(async () => {
    await buildIfStale('backend', ['src'], 'dist/main.js');
    await buildIfStale('frontend', ['src', 'public', 'index.html'], 'dist/index.html');
  });
}

/** Reads or creates the secrets of a local installation (never committed: they live in DATA_DIR). */
export function localSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  let secrets = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    secrets = { jwtSecret: crypto.randomBytes(48).toString('base64url') };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Applies migrations and, on an empty catalogue, loads the demo data. */
export async function prepareDatabase(env) {
  await new Promise((resolve, reject) => {
    const child = spawn('node', [path.join(ROOT, 'backend/dist/cli/migrate.js'), '--seed'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeFormatted(child.stdout, 'db', process.stdout);
    pipeFormatted(child.stderr, 'db', process.stderr);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Las migraciones fallaron (código ${code})`)),
    );
  });
}

/** Restart policy of `npm start`: backoff doubling from 1 s up to 30 s; more than 5 crashes of one process in a minute stops the shop. */
export const RESTART_POLICY = { firstDelayMs: 1_000, maxDelayMs: 30_000, maxCrashes: 5, windowMs: 60_000 };

/**
 * Starts the API and `workers` workers as separate processes. Until `supervise()` is called, the
 * first exit resolves `firstExit` (a process that dies while starting is an error to show, not to
 * retry). Once supervised, a process that exits is started again after a growing delay, each restart
 * logged, until one crashes more than RESTART_POLICY.maxCrashes times within a minute: then
 * `firstExit` resolves with `gaveUp`. `stop()` sends SIGTERM to every running process (SIGKILL after
 * 15 s) and restarts nothing more.
 */
export function startProcesses(
  env,
  {
    workers = 1,
    entries = { api: 'backend/dist/main.js', worker: 'backend/dist/worker.js' },
    policy = RESTART_POLICY,
  } = {},
) {
  const specs = [
    { name: 'api', entry: entries.api },
    ...Array.from({ length: workers }, (_, index) => ({
      name: workers === 1 ? 'worker' : `worker-${index + 1}`,
      entry: entries.worker,
      // A session of its own: Linux shares the cores between sessions first (autogroups), and the worker
      // lowers its session's priority as well as its own (backend/src/core/process/session-priority.ts).
      // Ctrl-C then reaches it through stop(), not from the terminal.
      ownSession: true,
    })),
  ];
  const running = new Map();
  const crashes = new Map();
  let supervised = false;
  let stopping = false;
  let resolveFirstExit;
  const firstExit = new Promise((resolve) => (resolveFirstExit = resolve));

  const restartAfterCrash = async (spec, info) => {
    const now = Date.now();
    const recent = (crashes.get(spec.name) ?? []).filter((at) => now - at < policy.windowMs);
    recent.push(now);
    crashes.set(spec.name, recent);
    const how = info.signal ?? `código ${info.code}`;
    if (recent.length > policy.maxCrashes) {
      log.fail(
        `El proceso ${spec.name} se cayó ${recent.length} veces en un minuto (última vez: ${how}); no se reinicia más. Revisa sus mensajes de arriba.`,
      );
      resolveFirstExit({ ...info, gaveUp: true });
      return;
    }
    const delay = Math.min(policy.firstDelayMs * 2 ** (recent.length - 1), policy.maxDelayMs);
    log.warn(
      `El proceso ${spec.name} terminó inesperadamente (${how}); se reinicia en ${delay / 1000} s (reinicio ${recent.length} de ${policy.maxCrashes} permitidos por minuto).`,
    );
    await sleep(delay);
    if (!stopping) launch(spec);
  };

  const launch = (spec) => {
    const child = spawn('node', [path.resolve(ROOT, spec.entry)], {
      cwd: ROOT,
      env,
      // The IPC channel closes when this process ends, however it ends: the child then stops
      // (backend/src/core/process/supervisor-channel.ts).
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: spec.ownSession === true,
    });
    pipeFormatted(child.stdout, spec.name, process.stdout);
    pipeFormatted(child.stderr, spec.name, process.stderr);
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ name: spec.name, code, signal })),
    );
    running.set(spec.name, { child, exited });
    void exited.then((info) => {
      if (running.get(spec.name)?.child === child) running.delete(spec.name);
      if (stopping) return;
      if (!supervised) resolveFirstExit(info);
      else void restartAfterCrash(spec, info);
    });
  };

  specs.forEach(launch);
  return {
    /** The processes running now (a restarted one is a new child). */
    get children() {
      return [...running.entries()].map(([name, { child }]) => ({ name, child }));
    },
    firstExit,
    supervise: () => {
      supervised = true;
    },
    stop: async () => {
      stopping = true;
      const current = [...running.values()];
      for (const { child } of current) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const exited = current.map(({ exited }) => exited);
      let timer;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 15000))).then(() =>
        current.forEach(({ child }) => child.kill('SIGKILL')),
      );
      await Promise.race([Promise.all(exited), timeout]);
      clearTimeout(timer);
      await Promise.all(exited);
    },
  };
}

export async function waitForHealth(baseUrl, { timeoutMs = 60000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'sin respuesta';
  let dead = null;
  exited?.then((info) => (dead = info));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`El proceso ${dead.name} terminó al arrancar (código ${dead.code ?? dead.signal})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      lastError = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      lastError = error.message;
    }
    await sleep(250);
  }
  throw new Error(`La API no respondió sana en ${timeoutMs / 1000} s (${lastError})`);
}
