import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs lowerProcessPriority() with each of `nices` in a child process (it cannot be undone without privileges), after
 * libuv's pool and a worker thread have started, and reads back every thread's niceness.
 */
function nicenessAfterLowering(...nices: number[]): { before: number[]; after: number[]; later: number } {
  const script = `
    const fs = require('node:fs');
    const { Worker } = require('node:worker_threads');
    const swc = require('@swc/core');
    const { code } = swc.transformFileSync(${JSON.stringify(path.join(__dirname, 'process-priority.ts'))}, {
      swcrc: false, module: { type: 'commonjs' }, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    });
    const mod = { exports: {} };
    new Function('require', 'module', 'exports', code)(require, mod, mod.exports);
    const niceOf = (tid) => {
      const stat = fs.readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const all = () => fs.readdirSync('/proc/self/task').map(niceOf);
    const keepAlive = 'setInterval(() => {}, 1000)';
    const early = new Worker(keepAlive, { eval: true });
    require('node:crypto').pbkdf2(Buffer.alloc(1), Buffer.alloc(1), 1000, 8, 'sha1', () => {
      setTimeout(() => {
        const before = all();
        for (const nice of ${JSON.stringify(nices)}) mod.exports.lowerProcessPriority(nice);
        const after = all();
        const late = new Worker(keepAlive, { eval: true });
        late.once('online', () => {
          setTimeout(() => {
            const later = Math.min(...all());
            process.stdout.write(JSON.stringify({ before, after, later }));
            process.exit(0);
          }, 100);
        });
      }, 100);
    });
  `;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: __dirname, timeout: 30_000 });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as { before: number[]; after: number[]; later: number };
}

const linux = process.platform === 'linux';

describe('lowerProcessPriority', () => {
  (linux ? it : it.skip)('lowers every thread already running, and the threads started afterwards', () => {
    const { before, after, later } = nicenessAfterLowering(7);
    // Node's own threads (libuv pool, V8 platform, the early worker) were there, at the start's niceness.
    expect(before.length).toBeGreaterThan(4);
    expect(Math.min(...before)).toBeLessThan(7);
    expect(after).toHaveLength(before.length);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(7);
    expect(later).toBeGreaterThanOrEqual(7);
  });

  (linux ? it : it.skip)('never raises a priority that is already lower', () => {
    const { after, later } = nicenessAfterLowering(9, 4, 0);
    expect(Math.min(...after)).toBe(9);
    expect(later).toBe(9);
  });
});
