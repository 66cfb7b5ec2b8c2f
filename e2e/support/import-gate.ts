import { createRequire } from 'node:module';

// pg is a backend dependency, hoisted to the root node_modules.
const require = createRequire(import.meta.url);
const { Client } = require('pg') as typeof import('pg');

/**
 * Every batch of an Excel import is one transaction that writes the rows' fitments, so a SHARE lock
 * on this table makes the worker's next batch wait at its write (readers are not blocked).
 */
const GATED_TABLE = 'compatibilities';
const LOCK = `LOCK TABLE "${GATED_TABLE}" IN SHARE MODE`;
const WRITER_WAIT_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

/**
 * Holds a running import between batches, so a journey can look at it in flight for as long as it
 * needs, however slow the machine: while the gate is held nothing is committed, and each
 * `passOneBatch()` lets exactly one batch through. Needs DATABASE_URL (the e2e stage of `npm test`
 * passes the app's own). Release it in a `finally`: a held gate stalls the import.
 */
export interface ImportGate {
  /**
   * Waits until the worker is blocked at its next batch, then lets that batch (and only that one)
   * commit: the lock is requested again in the same message that frees it, so it queues ahead of
   * the batch after. Resolves once the batch has committed.
   */
  passOneBatch(): Promise<void>;
  /** Lets the import run on (idempotent). */
  release(): Promise<void>;
}

export async function holdImportBatches(): Promise<ImportGate> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error('DATABASE_URL is needed to hold an import between batches (`npm test -- e2e` sets it)');
  }
  const client = new Client({ connectionString });
  await client.connect();
  await client.query(`BEGIN; ${LOCK}`);
  let held = true;

  // A worker's connection (application_name 'repuestos-worker-<pid>', core/database/database-options.ts): an
  // admin saving a product's fitments through the API at the same moment must not be taken for the import.
  const writerWaiting = async (): Promise<boolean> => {
    const { rows } = await client.query<{ waiting: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'relation' AND l.relation = '"${GATED_TABLE}"'::regclass AND NOT l.granted
           AND a.application_name LIKE 'repuestos-worker-%'
       ) AS waiting`,
    );
    return rows[0].waiting;
  };

  return {
    async passOneBatch() {
      const deadline = Date.now() + WRITER_WAIT_TIMEOUT_MS;
      while (!(await writerWaiting())) {
        if (Date.now() > deadline) throw new Error('The import never reached its next batch');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      await client.query(`COMMIT; BEGIN; ${LOCK}`);
    },
    async release() {
      if (!held) return;
      held = false;
      try {
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    },
  };
}
