import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SWC_REGISTER = path.join(__dirname, '..', '..', '..', 'test', 'import', 'swc-register.js');

/** Until `done` holds, at most 10 s. */
async function eventually(done: () => boolean): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return done();
}

/** Running, not a zombie waiting to be reaped by whoever adopted it. */
const isAlive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/**
 * Real processes: a supervisor that starts a child with an IPC channel in a session of its own (as
 * npm start does with workers), and the child, which calls stopWithSupervisor() and records its
 * SIGTERM before exiting.
 */
describe('stopWithSupervisor', () => {
  let dir: string;
  const started: number[] = [];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-channel-'));
    fs.writeFileSync(
      path.join(dir, 'child.ts'),
      `import fs from 'node:fs';
import { stopWithSupervisor } from ${JSON.stringify(path.join(__dirname, 'supervisor-channel'))};
process.on('SIGTERM', () => {
  fs.writeFileSync(process.argv[2], 'stopped');
  process.exit(0);
});
setInterval(() => {}, 1000);
stopWithSupervisor();
`,
    );
    fs.writeFileSync(
      path.join(dir, 'supervisor.js'),
      `const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-r', ${JSON.stringify(SWC_REGISTER)}, ${JSON.stringify(path.join(dir, 'child.ts'))}, process.argv[2]], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: process.argv[3] === 'own-session',
});
console.log(child.pid);
setInterval(() => {}, 1000);
`,
    );
  });

  afterAll(() => {
    for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['own-session', 'same-session'])(
    'should stop its child (%s) as on SIGTERM when the supervisor is SIGKILLed',
    async (session) => {
      const marker = path.join(dir, `stopped-${session}`);
      const supervisor = spawn(process.execPath, [path.join(dir, 'supervisor.js'), marker, session], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      started.push(supervisor.pid!);
      const childPid = await new Promise<number>((resolve) =>
        supervisor.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      started.push(childPid);
      // The child has compiled and called stopWithSupervisor() once it is idle; give it that moment.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(isAlive(childPid)).toBe(true);

      supervisor.kill('SIGKILL');

      expect(await eventually(() => !isAlive(childPid))).toBe(true);
      expect(fs.readFileSync(marker, 'utf8')).toBe('stopped');
    },
    20_000,
  );

  it('should change nothing in a process started without a channel', async () => {
    const marker = path.join(dir, 'stopped-no-channel');
    const child = spawn(process.execPath, ['-r', SWC_REGISTER, path.join(dir, 'child.ts'), marker], {
      stdio: 'ignore',
    });
    started.push(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(isAlive(child.pid!)).toBe(true);
    expect(fs.existsSync(marker)).toBe(false);
  }, 20_000);
});
