// Child-process helpers: run a command to completion, or find a free loopback port.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a command with inherited output; rejects with the exit code when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? `código ${code}`}`));
    });
  });
}

/** Runs a command and returns its trimmed stdout, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function commandExists(command) {
  return capture('sh', ['-c', `command -v ${command}`]) !== null;
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Keeps a preferred port when it is free, otherwise asks the OS for one. */
export async function choosePort(preferred) {
  if (preferred && (await isPortFree(preferred))) return preferred;
  return findFreePort();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
