// The private PostgreSQL and Redis of `npm start` (scripts/lib/services.mjs provideServices) with real servers:
// servers left running by a command that was SIGKILLed are adopted by the next command and stopped when it
// ends; servers of a command that still runs are left to it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../lib/app.mjs';
import { isProcessAlive, isRoot, sleep } from '../lib/proc.mjs';
import { provideServices } from '../lib/services.mjs';

const SERVICES = path.join(ROOT, 'scripts/lib/services.mjs');

let dataDir;

/**
 * Another command using the servers, as `npm start` does: provides them, prints a line once they are up, and
 * stops them on SIGTERM.
 */
function otherCommand() {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const code = `
    const { provideServices } = await import(${JSON.stringify(SERVICES)});
    const services = await provideServices({ dataDir: ${JSON.stringify(dataDir)} });
    process.on('SIGTERM', () => services.stop().then(() => process.exit(0)));
    console.log('SERVICES-UP');
    setInterval(() => {}, 1000);`;
  const child = spawn('node', ['--input-type=module', '-e', code], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const up = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('SERVICES-UP')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (exitCode) => reject(new Error(`the command ended (${exitCode}) before its servers: ${output}`)));
  });
  return { child, up };
}

/** The pids of the running PostgreSQL (postmaster) and Redis under dataDir. */
function serverPids() {
  const state = JSON.parse(fs.readFileSync(path.join(dataDir, 'services.json'), 'utf8'));
  const postmaster = fs.readFileSync(path.join(state.pgData, 'data', 'postmaster.pid'), 'utf8').split('\n')[0];
  const redis = fs.readFileSync(path.join(dataDir, 'redis', 'redis.pid'), 'utf8').trim();
  return { postgres: Number(postmaster), redis: Number(redis) };
}

function serverPidsIfAny() {
  try {
    return serverPids();
  } catch {
    return {};
  }
}

async function waitUntilGone(pid, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid) && Date.now() < deadline) await sleep(50);
  return !isProcessAlive(pid);
}

describe('npm start servers (PostgreSQL and Redis) and the command that owns them', () => {
  before(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-owner-'));
    // As root PostgreSQL runs as the postgres user, which must reach the data directory.
    if (isRoot()) fs.chmodSync(dataDir, 0o755);
    delete process.env.DATABASE_URL;
    delete process.env.REDIS_URL;
  });

  after(async () => {
    const stateFile = path.join(dataDir, 'services.json');
    if (fs.existsSync(stateFile)) {
      // A failed test leaves no server behind.
      const pids = Object.values(serverPidsIfAny());
      for (const pid of pids) if (isProcessAlive(pid)) process.kill(pid, 'SIGTERM');
      for (const pid of pids) await waitUntilGone(pid);
      const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
      // A cluster that root could not keep under dataDir went to /var/lib (services.mjs choosePgDataDir).
      if (state.pgData && !state.pgData.startsWith(dataDir)) fs.rmSync(state.pgData, { recursive: true, force: true });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should leave the servers of a command that still runs to it, which stops them when it ends', async () => {
    const owner = otherCommand();
    await owner.up;
    const pids = serverPids();

    const services = await provideServices({ dataDir });
    await services.stop();
    assert.ok(isProcessAlive(pids.postgres), 'PostgreSQL still runs for its owner');
    assert.ok(isProcessAlive(pids.redis), 'Redis still runs for its owner');

    owner.child.kill('SIGTERM');
    assert.ok(await waitUntilGone(pids.postgres), 'the owner stopped PostgreSQL');
    assert.ok(await waitUntilGone(pids.redis), 'the owner stopped Redis');
  });

  it('should adopt the servers of a command killed with SIGKILL, and stop them when it ends', async () => {
    const killed = otherCommand();
    await killed.up;
    const pids = serverPids();
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    assert.ok(isProcessAlive(pids.postgres) && isProcessAlive(pids.redis), 'SIGKILL left both servers running');

    const services = await provideServices({ dataDir });
    // The same servers, reused (no second cluster or Redis started).
    assert.deepEqual(serverPids(), pids);
    await services.stop();
    assert.ok(await waitUntilGone(pids.postgres), 'PostgreSQL stopped with the command that adopted it');
    assert.ok(await waitUntilGone(pids.redis), 'Redis stopped with the command that adopted it');
  });
});
