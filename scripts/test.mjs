// `npm test`: every check and test, on throwaway PostgreSQL + Redis, ending with one summary line.
// Stages: lint, types and knip, the scripts' own tests, backend Jest (unit + API), frontend Vitest,
// browser journeys (Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { log } from './lib/log.mjs';
import { ensureDependencies, installSystemPackages, provideServices } from './lib/services.mjs';
import { DEMO_ADMIN, ROOT, buildApp, prepareDatabase, startProcesses, waitForHealth } from './lib/app.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { findFreePort } from './lib/proc.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- backend frontend`
const wanted = (stage) => only.length === 0 || only.includes(stage);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repuestos-reports-'));
const results = [];
let services;

/** Runs a command, echoing its output; resolves with the exit code and the captured text. */
function runStage(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const forward = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

function readJsonReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The failed tests of a Jest or Vitest JSON report, each as "file › test: first line of the error".
 * The summary repeats them at the very end, where a CI log cut to its tail still shows them.
 */
function failuresOf(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const relative = path.relative(ROOT, file.name ?? '');
    const failedAssertions = (file.assertionResults ?? []).filter((assertion) => assertion.status === 'failed');
    for (const assertion of failedAssertions) {
      const reason = (assertion.failureMessages ?? []).join(' ').split('\n')[0].slice(0, 300);
      failures.push(`${relative} › ${assertion.fullName}: ${reason}`);
    }
    // A file that failed to load has no failed assertion, only its own message.
    if (failedAssertions.length === 0 && file.status === 'failed')
      failures.push(
        `${relative}: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
  }
  return failures;
}

/** node:test's failed tests: its spec reporter marks them with "✖". */
const failedNodeTests = (output) =>
  [...new Set(output.split('\n').filter((line) => /^\s*✖ /.test(line)))].map((line) => line.trim().slice(0, 300));

function record(name, code, passed, failed, failures = []) {
  // A runner that crashed before reporting still counts as a failure.
  const failedCount = code !== 0 && failed === 0 ? 1 : failed;
  results.push({ name, code, passed, failed: failedCount, failures });
  (code === 0 ? log.ok : log.fail)(`${name}: ${passed} passed, ${failedCount} failed`);
}

async function lintStage() {
  log.step('Lint, formato, tipos y dependencias...');
  const checks = [
    ['npx', ['eslint', '.', '--max-warnings=0']],
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['npm', ['run', 'typecheck', '--silent']],
    // knip.jsonc: imports declared in their own package.json, no unused dependency, file or export.
    ['npx', ['knip', '--no-progress']],
  ];
  let passed = 0;
  let failed = 0;
  for (const [command, args] of checks) {
    const { code } = await runStage(command, args);
    if (code === 0) passed++;
    else failed++;
  }
  record('lint+tipos', failed === 0 ? 0 : 1, passed, failed);
}

/** The start and test scripts' own tests (scripts/test): node:test with real child processes. */
async function scriptsStage() {
  log.step('Scripts: supervisor de npm start (node:test)...');
  const { code, output } = await runStage('node', ['--test', '--test-reporter=spec', 'scripts/test/']);
  record(
    'scripts',
    code,
    summaryCount(output, 'pass'),
    summaryCount(output, 'fail') + summaryCount(output, 'cancelled'),
    failedNodeTests(output),
  );
}

/** node:test's closing summary: "ℹ pass N", "ℹ fail N", "ℹ cancelled N". */
const summaryCount = (output, label) => Number(output.match(new RegExp(`^. ${label} (\\d+)$`, 'm'))?.[1] ?? 0);

async function backendStage(env) {
  log.step('Backend: Jest (unitarias + API sobre PostgreSQL y Redis reales)...');
  const reportFile = path.join(reportDir, 'jest.json');
  const { code } = await runStage('npx', ['jest', '--ci', '--json', `--outputFile=${reportFile}`], {
    cwd: path.join(ROOT, 'backend'),
    env,
  });
  const report = readJsonReport(reportFile);
  record('backend', code, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0, failuresOf(report));
}

async function frontendStage() {
  log.step('Frontend: Vitest...');
  const reportFile = path.join(reportDir, 'vitest.json');
  const { code } = await runStage(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { cwd: path.join(ROOT, 'frontend'), env: { ...process.env, FORCE_COLOR: '0' } },
  );
  const report = readJsonReport(reportFile);
  record('frontend', code, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0, failuresOf(report));
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function journeysStage(baseEnv) {
  log.step('Recorridos en el navegador (Chromium real contra la app compilada)...');
  if (!fs.existsSync(CHROMIUM)) await installSystemPackages(['chromium'], 'Chromium');
  await buildApp();
  const port = await findFreePort();
  // Where the shop's e-mails go; journeys read them from its JSON API (MAIL_CATCHER_URL, e2e/support/mail.ts).
  const catcher = await startMailCatcher();
  const env = {
    ...baseEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: await createDatabase('e2e'),
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    SPA_DIST_DIR: path.join(ROOT, 'frontend/dist'),
    UPLOADS_DIR: path.join(reportDir, 'uploads'),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: 'e2e',
    // The journeys pay on the demo Webpay page: production mode needs the explicit opt-in.
    WEBPAY_COMMERCE_CODE: '',
    WEBPAY_API_KEY: '',
    PAYMENTS_DEMO_IN_PRODUCTION: 'true',
    SMTP_URL: catcher.smtpUrl,
    MAIL_FROM: 'no-reply@tienda.localhost',
  };
  await prepareDatabase(env);
  const processes = startProcesses(env);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, { exited: processes.firstExit });
    const { code, output } = await runStage('npm', ['test', '--silent', '-w', 'e2e'], {
      env: {
        ...env,
        E2E_BASE_URL: `http://127.0.0.1:${port}`,
        CHROMIUM_PATH: CHROMIUM,
        MAIL_CATCHER_URL: catcher.webUrl,
      },
    });
    record(
      'navegador',
      code,
      summaryCount(output, 'pass'),
      summaryCount(output, 'fail') + summaryCount(output, 'cancelled'),
      failedNodeTests(output),
    );
  } finally {
    await processes.stop();
    await catcher.stop();
  }
}

async function createDatabase(name) {
  const { createRequire } = await import('node:module');
  const { Client } = createRequire(import.meta.url)('pg');
  const client = new Client({ connectionString: `${services.serverUrl}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return `${services.serverUrl}/${name}`;
}

async function main() {
  const startedAt = Date.now();
  await ensureDependencies(ROOT);
  if (wanted('lint')) await lintStage();
  if (wanted('scripts')) await scriptsStage();
  if (wanted('frontend')) await frontendStage();

  if (wanted('backend') || wanted('e2e')) {
    services = await provideServices({ ephemeral: true });
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: services.databaseUrl,
      TEST_DATABASE_SERVER_URL: services.serverUrl,
      REDIS_URL: services.redisUrl,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
    };
    if (wanted('backend')) await backendStage(env);
    if (wanted('e2e')) await journeysStage(env);
  }

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log('');
  for (const result of results)
    console.log(`  ${result.name.padEnd(12)} ${result.passed} passed, ${result.failed} failed`);
  for (const result of results) for (const failure of result.failures) console.log(`  ✗ ${result.name}: ${failure}`);
  console.log(`  (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && results.every((result) => result.code === 0) ? 0 : 1;
}

// Ctrl-C still removes the throwaway servers.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void services?.stop().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  log.fail(error.stack ?? error.message);
} finally {
  await services?.stop();
  fs.rmSync(reportDir, { recursive: true, force: true });
}
process.exit(exitCode);
