import type { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming.strategy';

/** The process that opens the pool: each has its own PostgreSQL session settings. */
export type DatabaseRole = 'api' | 'worker' | 'cli';

/** PostgreSQL settings sent when a pooled connection opens (node-postgres startup parameters), in ms. */
export interface SessionTimeouts {
  /** A transaction left idle this long is ended by the server, which releases its locks. */
  idle_in_transaction_session_timeout?: number;
  /** Longest wait for a lock before the statement fails (55P03). */
  lock_timeout?: number;
  /** Longest run of one statement, lock waits included (57014). */
  statement_timeout?: number;
}

/**
 * Session settings per process (docs/operations.md, 'Frozen workers and timeouts').
 * - worker: a worker frozen inside a transaction (SIGSTOP, a long GC pause, a frozen container)
 *   holds its locks for at most 20 s; the payment expiry job waits up to 15 s for Webpay inside its
 *   transaction, so no less. Import batches lower it to 10 s for themselves (import.constants.ts).
 * - api: statements end within 30 s and an abandoned transaction within 60 s (a Webpay commit and
 *   status call, 15 s each, may run inside one), so a request never hangs on the database for ever.
 * - cli: migrations and seeds may legitimately run long: no limits.
 */
export const SESSION_TIMEOUTS: Record<DatabaseRole, SessionTimeouts> = {
  worker: { idle_in_transaction_session_timeout: 20_000, lock_timeout: 20_000, statement_timeout: 60_000 },
  api: { idle_in_transaction_session_timeout: 60_000, statement_timeout: 30_000 },
  cli: {},
};

/**
 * The entity classes of the app: every module's own list, composed by the app (src/entities.ts), so
 * core imports no module. A DataSource that only runs migrations needs none.
 */
export type DatabaseEntities = NonNullable<DataSourceOptions['entities']>;

/** Connection options shared by the Nest apps, the CLI and the tests (never `synchronize`). */
export function buildDataSourceOptions(
  url: string,
  entities: DatabaseEntities,
  overrides: Partial<DataSourceOptions> = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: ALL_MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
    ...overrides,
  } as DataSourceOptions;
}

/**
 * Settings every session of the app starts with (node-postgres `options`). synchronize_seqscans off: a search for a
 * common word ranks the first SEARCH_CANDIDATE_LIMIT matches a scan meets, and with synchronized scans a sequential
 * scan starts wherever another one running on the table is, so the same search (page 1, then page 2) could rank
 * different candidates and show a product twice or never. jit off: the app runs short statements, and a search at
 * 1,000,000 products whose estimated cost crossed jit_above_cost spent 57-115 ms compiling (EXPLAIN ANALYZE) to save
 * less than it cost; the import's batches already ran with it off.
 */
const SESSION_OPTIONS = '-c synchronize_seqscans=off -c jit=off';

/**
 * The options of one process: its session timeouts and settings, and an application_name naming the process
 * ('repuestos-worker-4242'), so pg_stat_activity shows which worker holds a lock.
 */
export function processDataSourceOptions(
  url: string,
  role: DatabaseRole,
  entities: DatabaseEntities,
): DataSourceOptions {
  return buildDataSourceOptions(url, entities, {
    applicationName: `repuestos-${role}-${process.pid}`,
    extra: { max: 20, connectionTimeoutMillis: 5000, options: SESSION_OPTIONS, ...SESSION_TIMEOUTS[role] },
  });
}
