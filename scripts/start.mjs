// `npm start`: dependencies, PostgreSQL + Redis, build, migrations + demo data, API + WORKERS workers
// (restarted with backoff when they crash), and
// without SMTP_URL a local mail catcher whose page shows every e-mail the shop sends.
// Ctrl-C (or SIGTERM, or closing the terminal) stops every process this script started.
import path from 'node:path';
import { log } from './lib/log.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { ensureDependencies, provideServices } from './lib/services.mjs';
import {
  DEMO_ADMIN,
  ROOT,
  buildApp,
  localSecrets,
  prepareDatabase,
  startProcesses,
  waitForHealth,
} from './lib/app.mjs';

const startedAt = Date.now();
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
const port = Number(process.env.PORT ?? 3000);
const workers = Number(process.env.WORKERS ?? 1);

let services;
let processes;
let catcher;
let stopping = false;

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  log.step('Deteniendo la tienda...');
  await processes?.stop();
  await catcher?.stop();
  await services?.stop();
  log.ok('Detenida.');
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// The terminal closed: the workers run in sessions of their own (startProcesses), so no hang-up reaches them.
process.on('SIGHUP', () => void shutdown(0));

try {
  if (!Number.isInteger(workers) || workers < 1 || workers > 16) {
    throw new Error(`WORKERS debe ser un número entero de 1 a 16 (se recibió "${process.env.WORKERS}")`);
  }
  await ensureDependencies(ROOT);
  services = await provideServices({ dataDir });
  const secrets = localSecrets(dataDir);
  const usingDemoAdmin = !process.env.ADMIN_EMAIL && !process.env.ADMIN_PASSWORD;
  // No SMTP server given: e-mails go to a catcher on loopback (ports 1025/1080 when free), never out.
  if (!process.env.SMTP_URL) {
    catcher = await startMailCatcher({
      smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
      httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080),
    });
  }
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: String(port),
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? secrets.jwtSecret,
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? DEMO_ADMIN.email,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
    SPA_DIST_DIR: process.env.SPA_DIST_DIR ?? path.join(ROOT, 'frontend/dist'),
    UPLOADS_DIR: process.env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    SMTP_URL: process.env.SMTP_URL ?? catcher.smtpUrl,
    // With a real SMTP_URL the operator names the sender (production requires it).
    MAIL_FROM: process.env.MAIL_FROM ?? (catcher ? 'no-reply@tienda.localhost' : undefined),
    // A local demonstration shop: without Webpay credentials it takes demo payments, on purpose
    // (production refuses to start that way unless told, see README).
    PAYMENTS_DEMO_IN_PRODUCTION:
      process.env.PAYMENTS_DEMO_IN_PRODUCTION ??
      String(!process.env.WEBPAY_COMMERCE_CODE || !process.env.WEBPAY_API_KEY),
  };

  await buildApp();
  await prepareDatabase(env);
  processes = startProcesses(env, { workers });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, { exited: processes.firstExit });
  // Started: from now on a process that dies is started again (scripts/lib/app.mjs, RESTART_POLICY).
  processes.supervise();

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log('');
  log.ok(`${log.bold('La tienda está en marcha')} en ${log.bold(baseUrl)} (lista en ${seconds} s)`);
  console.log(`  Administración: ${baseUrl}/admin/login`);
  if (usingDemoAdmin)
    console.log(`  Cuenta de administración de demostración: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  else console.log(`  Cuenta de administración: ${env.ADMIN_EMAIL} (ADMIN_EMAIL / ADMIN_PASSWORD)`);
  console.log(`  API: ${baseUrl}/api  ·  OpenAPI: ${baseUrl}/api/docs  ·  Salud: ${baseUrl}/api/health`);
  if (catcher)
    console.log(
      `  Correos: ${log.bold(catcher.webUrl)} (buzón local, ninguno sale del equipo; SMTP_URL para enviarlos)`,
    );
  else console.log(`  Correos: por ${redactUrl(env.SMTP_URL)} (SMTP_URL)`);
  if (env.PAYMENTS_DEMO_IN_PRODUCTION === 'true')
    console.log('  Pagos: demostración, no se cobra nada (WEBPAY_COMMERCE_CODE / WEBPAY_API_KEY para cobrar)');
  console.log(
    `  Procesos: API y ${workers === 1 ? '1 worker' : `${workers} workers`} (WORKERS=N), reiniciados si se caen`,
  );
  console.log('  Ctrl-C detiene todo.');

  // Resolves only when a process keeps crashing (the supervisor gave up on it).
  await processes.firstExit;
  if (!stopping) {
    log.fail('La tienda se detiene: un proceso no logra mantenerse en marcha.');
    await shutdown(1);
  }
} catch (error) {
  log.fail(error.message);
  await shutdown(1);
}

/** The SMTP URL without its password, for the console. */
function redactUrl(text) {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'SMTP_URL';
  }
}
