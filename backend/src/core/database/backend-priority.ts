import fs from 'node:fs';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import { LOWEST_NICE, useIdleScheduling } from '../process/idle-scheduling';
import { lowerSessionPriorityPatiently } from '../process/session-priority';

/** What node-postgres knows of a pooled connection: the server process it talks to. */
interface PooledClient {
  processID?: number;
}

interface PoolEvents {
  on(event: 'acquire', listener: (client: PooledClient) => void): void;
  /** pg-pool's open connections (those opened before this was called: TypeORM's first one). */
  _clients?: PooledClient[];
}

const LOCAL_HOSTS = new Set(['', 'localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether the database URL names a server on this machine (a host name alone cannot say more). */
export function isLocalDatabase(url: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Whether a process of this machine is a PostgreSQL server process (its command name). */
function isPostgresProcess(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/**
 * Gives the PostgreSQL server processes of this process's connections the same lower CPU priority
 * as the worker itself (WORKER_NICE, for the process and for the session it leads, see
 * session-priority.ts; at the lowest, the idle scheduling class too). An import spends
 * as much CPU in its backend (indexes, triggers) as in the worker; at the server's default priority
 * that backend took the cores from shoppers' queries as much as ever. Only where the server runs on this machine and the process is
 * a PostgreSQL one (a remote server's process ids mean nothing here); where the OS refuses (another
 * user's processes), it says so once and the work goes on at normal priority.
 */
export function lowerDatabaseBackendPriority(
  dataSource: DataSource,
  url: string,
  nice: number,
  warn: (message: string) => void,
): void {
  if (nice === 0 || !isLocalDatabase(url)) return;
  const pool = (dataSource.driver as unknown as { master?: PoolEvents }).master;
  if (!pool) return;
  const lowered = new WeakSet<PooledClient>();
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    warn(`No se pudo bajar la prioridad de las conexiones a PostgreSQL: ${(error as Error).message}`);
  };
  const lower = (client: PooledClient) => {
    const pid = client.processID;
    // A client still connecting has no server process yet (pg-pool lists it from the start): its 'acquire' comes
    // once connected. Marked as done here, it stayed at the server's priority for good.
    if (!pid || lowered.has(client)) return;
    lowered.add(client);
    if (!isPostgresProcess(pid)) return;
    try {
      os.setPriority(pid, Math.max(os.getPriority(pid), nice));
    } catch (error) {
      warnOnce(error);
      return;
    }
    // Each server process is a session of its own, and sessions share the cores as equals first.
    lowerSessionPriorityPatiently(pid, nice).catch(warnOnce);
    if (nice >= LOWEST_NICE) useIdleScheduling(pid, false).catch(warnOnce);
  };
  for (const client of pool._clients ?? []) lower(client);
  pool.on('acquire', lower);
}
