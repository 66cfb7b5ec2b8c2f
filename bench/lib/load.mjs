// Closed-loop load: N clients, each sending its next request as soon as the previous one is
// answered, for a fixed time. Latency of every request after the warm-up is kept.
import http from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(latencies, elapsedMs, errors) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    errors,
    rps: (sorted.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Runs `task(worker, n)` from `concurrency` workers for `durationMs` (after `warmupMs` not
 * measured). Bounded: every worker stops at the deadline; a task error counts and goes on.
 */
export async function closedLoop({ concurrency, durationMs, warmupMs = 0, task }) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n++) {
        const t0 = performance.now();
        try {
          await task(worker, n);
          if (t0 >= measureFrom) latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= error;
        }
      }
    }),
  );
  if (firstError && errors > latencies.length / 100) throw firstError;
  return summary(latencies, Math.min(performance.now(), end + 1) - measureFrom, errors);
}

/** GET over keep-alive loopback connections; resolves with the status and the body text. */
export function httpClient(baseUrl, maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.get({ hostname, port, path, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200)
            reject(new Error(`GET ${path} → ${response.statusCode}: ${body.slice(0, 200)}`));
          else resolve(body);
        });
      });
      request.on('error', reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path}: timeout`)));
    });
  return { get, getJson: async (path) => JSON.parse(await get(path)), close: () => agent.destroy() };
}

/** A seeded PRNG (mulberry32), so every run asks the same questions. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/**
 * CPU used by processes other than `pids()` while `work` runs, as a share of the whole machine
 * (Linux /proc; null elsewhere). Other people's builds and tests on a shared machine skew latency:
 * this says by how much they were competing. Our processes are sampled every 250 ms, so database
 * connections opened or closed during the run are counted as ours. `pids()` may name each process's
 * role (`{ pid, role }` instead of a number): `roles` then says how many cores each role used.
 */
export async function foreignCpu(pids, work) {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const ticksOf = (pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null; // ended meanwhile
    }
  };
  const busy = () => {
    try {
      const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7];
    } catch {
      return null;
    }
  };
  const first = new Map();
  const last = new Map();
  const roleOf = new Map();
  const sample = async (initial) => {
    for (const entry of await pids()) {
      const pid = typeof entry === 'number' ? entry : entry.pid;
      const ticks = ticksOf(pid);
      if (ticks === null) continue;
      if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
      last.set(pid, ticks);
      if (typeof entry !== 'number') roleOf.set(pid, entry.role);
    }
  };
  await sample(true);
  const busyBefore = busy();
  const startedAt = performance.now();
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(() => sample(false)).catch(() => undefined)), 250);
  try {
    const result = await work();
    const busyAfter = busy();
    const elapsed = (performance.now() - startedAt) / 1000;
    await sampling;
    await sample(false);
    let ours = 0;
    const roles = new Map();
    for (const [pid, ticks] of last) {
      const used = ticks - (first.get(pid) ?? 0);
      ours += used;
      const role = roleOf.get(pid);
      if (role) roles.set(role, (roles.get(role) ?? 0) + used / 100 / elapsed);
    }
    if (busyBefore === null || busyAfter === null) return { result, foreign: null, roles };
    const capacity = elapsed * 100 * os.cpus().length; // clock ticks (USER_HZ = 100)
    return { result, foreign: Math.max(0, busyAfter - busyBefore - ours) / capacity, roles };
  } finally {
    clearInterval(timer);
  }
}
