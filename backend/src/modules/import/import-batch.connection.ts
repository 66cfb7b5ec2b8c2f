import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/* The connection a batch's transaction runs on, and the SKU locks it takes there. */

/** First key of the SKU locks (pg_advisory_xact_lock(class, key)): any constant unique in the app. */
export const SKU_LOCK_CLASS = 7107;

export type QueryResults = Array<{ rows: unknown[] }>;

export interface PgClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  query(config: { name: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  escapeLiteral(text: string): string;
  on(event: 'error', listener: (error: Error) => void): void;
  removeListener(event: 'error', listener: (error: Error) => void): void;
}

/**
 * The second keys of a batch's SKU locks: one per SKU (a 32-bit FNV-1a hash of its normalised
 * form), without repeats and in ascending order, the order every batch takes them in, so two
 * batches never wait for each other in a cycle. One lock per SKU, not a few shared buckets: with
 * 16 buckets every batch of 1,000 SKUs took all of them, and two imports of different products
 * (two workers) wrote one batch at a time. Two SKUs sharing a hash only make one wait for the other.
 * A batch holds up to IMPORT_BATCH_SIZE of these (docs/operations.md: PostgreSQL's lock table).
 */
export function skuLockKeys(skusNormalized: string[]): number[] {
  const keys = new Set<number>();
  for (const sku of skusNormalized) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < sku.length; index++) hash = Math.imul(hash ^ sku.charCodeAt(index), 0x01000193);
    keys.add(hash | 0);
  }
  return [...keys].sort((a, b) => a - b);
}

/** A pooled connection of the import's batches (the master's pool), with its state. */
export class BatchConnection {
  /** The connection failed, or its ROLLBACK did: the pool must discard it. */
  private broken = false;
  // The server may end the connection while no query is pending (idle_in_transaction_session_timeout
  // after this process was frozen): without a listener that 'error' would crash the process.
  private readonly onError = () => (this.broken = true);

  private constructor(
    readonly client: PgClient,
    private readonly releaseClient: (error?: unknown) => void,
  ) {
    client.on('error', this.onError);
  }

  static async obtain(dataSource: DataSource): Promise<BatchConnection> {
    const driver = dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PgClient, (error?: unknown) => void];
    return new BatchConnection(client, release);
  }

  async rollback(): Promise<void> {
    if (!this.broken) await this.client.query('ROLLBACK').catch(() => (this.broken = true));
  }

  release(): void {
    this.client.removeListener('error', this.onError);
    // A connection that failed, or whose ROLLBACK failed, is broken: the pool discards it.
    this.releaseClient(this.broken ? new Error('Conexión de importación interrumpida') : undefined);
  }
}
