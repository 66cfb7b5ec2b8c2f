import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFER_CATALOG_VERSION_BUMP_SQL } from '../catalog';
import type { ImportCounters } from './dto/import-progress.event';
import { CatalogLookups, resolveCatalog, Sql } from './import-batch.catalog';
import { BatchConnection, PgClient, QueryResults, SKU_LOCK_CLASS, skuLockKeys } from './import-batch.connection';
import type { ExistingProduct } from './import-batch.plan';
import { completeBatch, planBatch } from './import-batch.planner';
import { columnsOf, PreparedBatch, prepareBatch } from './import-batch.prepare';
import { lookupSql, WRITE_BATCH_SQL, WRITE_BATCH_STATEMENT, writeBatchParams } from './import-batch.sql';
import { IMPORT_IDLE_IN_TRANSACTION_MS, IMPORT_CATALOG_PUBLISH_MS, IMPORT_LOCK_TIMEOUT_MS } from './import.constants';
import type { NewImportEvent } from './import-progress.stream';
import { batchFence } from './import-session.store';

/** What a running import keeps between batches; rebuilt from the session when a worker resumes. */
export interface RunState extends CatalogLookups {
  // brands, models, subSubcategories: lookups of committed rows only (filled after each commit).
  sessionId: string;
  /** The session's fencing token this run claimed (import_sessions.claim); every batch checks it. */
  claim: number;
  counters: ImportCounters;
  /** The row total, once counted (or as an earlier run of the session stored it). */
  totalRows: number | null;
  /**
   * This run's 'parsing' event (it carries the total), from the count until a batch commits it:
   * that batch stores the total and sends the event ahead of its own (it holds the session row
   * locked, so a separate update would have to wait for the batch in flight).
   */
  announcement?: NewImportEvent | null;
  /**
   * When a batch of this run last published the catalogue (bumped its versions); batches in between
   * defer the bump (IMPORT_CATALOG_PUBLISH_MS). 0: the next batch publishes.
   */
  catalogPublishedAt: number;
  /**
   * The next batch's transaction, begun right after this run's last COMMIT (BatchHooks.next): its
   * fence, SKU locks and lookup ran there. Used by the write of that batch; the runner discards it
   * (ImportBatchWriter.discard) when the run stops before writing it.
   */
  opened?: OpenedTransaction | null;
}

/** What the caller does while a batch is in PostgreSQL. */
export interface BatchHooks {
  /**
   * Called once the batch's main statement is on its way to PostgreSQL (the longest wait of the
   * batch: the caller's moment to prepare the next one).
   */
  statementSent?: () => void;
  /**
   * Awaited once the batch's first round trip is back and before anything is written: a check the
   * caller runs meanwhile (the cancel request in Redis) instead of before the batch; if it throws,
   * the batch is rolled back and its error is the batch's.
   */
  proceed?: () => Promise<void>;
  /**
   * Asked just before the COMMIT: the batch the caller writes next, if it is already prepared and
   * nothing stands between this batch and that one's write. Its transaction then begins on this
   * connection as soon as this one has committed (BEGIN, fence, SKU locks and lookup queued behind
   * the COMMIT), so PostgreSQL does not wait for the caller between two batches.
   */
  next?: () => PreparedBatch | null;
}

/** A batch's transaction begun behind the previous batch's COMMIT (RunState.opened). */
export interface OpenedTransaction {
  batch: PreparedBatch;
  connection: BatchConnection;
  publishesCatalog: boolean;
  /** The results of its first message (the fence, the locks and the lookup): see beginStatements. */
  begun: Promise<QueryResults>;
}

export interface BatchResult {
  counters: ImportCounters;
  /** To publish once the transaction has committed (also in import_event_outbox until the import ends). */
  events: NewImportEvent[];
  /** The session's processed rows after this batch: the events' place on the stream (appendBatch). */
  seq: number;
}

/** Raised when the session is no longer running (cancelled by the sweeper): the batch is rolled back. */
export class SessionNotRunningError extends Error {}

/**
 * Raised when another run has claimed the session since this one did (this worker was frozen and
 * its job taken over): the batch is rolled back before it takes any lock or writes anything.
 */
export class ImportClaimLostError extends SessionNotRunningError {
  constructor(
    readonly sessionId: string,
    readonly claim: number,
    readonly current: number | null,
  ) {
    super(`Importación ${sessionId}: la reclamación ${claim} ya no es la vigente (${current ?? 'sin sesión'})`);
  }
}

/** Serialization failure, deadlock, lock_timeout: the whole batch is tried again. */
const RETRYABLE = new Set(['40001', '40P01', '55P03']);

/**
 * Writes one batch of rows in one transaction, with set-based SQL only (INSERT ... SELECT FROM
 * unnest / json_to_recordset, ON CONFLICT DO NOTHING for brands, models and fitments), together
 * with the session's counters and checkpoint: a batch is either fully committed with its
 * checkpoint or not at all, so a replacement worker resumes exactly after the last committed row.
 *
 * The batch's decisions (which products are created, updated or get a fitment, its warnings,
 * counters and events: admin.md 2.7 and 4.4) are the pure planner's (import-batch.planner.ts); the
 * brands, models and sub-subcategories it names are found or created first (import-batch.catalog.ts).
 */
@Injectable()
export class ImportBatchWriter {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes a batch. A row the database refuses although it passed validation (a value past one of
   * PostgreSQL's limits) fails its whole transaction: the batch is then split in halves until that
   * row is alone, and it is recorded as a rejected row, so one bad row never stops an import.
   */
  async write(state: RunState, batch: PreparedBatch, hooks: BatchHooks = {}): Promise<BatchResult> {
    try {
      return await this.writeWithRetry(state, batch, hooks);
    } catch (error) {
      if (!isRowDataError(error)) throw error;
      // The halves begin no other batch's transaction: the next write is the second half's.
      const { next: _next, ...halfHooks } = hooks;
      const { entries } = batch;
      if (entries.length === 1) {
        const [entry] = entries;
        const message = `Error de base de datos al guardar la fila: ${(error as Error).message}`;
        const data = entry.data ?? (entry.parsed.ok ? columnsOf(entry.parsed.row) : {});
        const rejected = prepareBatch([{ ...entry, parsed: { ok: false, error: message }, data }]);
        return this.writeWithRetry(state, rejected, hooks);
      }
      const half = Math.ceil(entries.length / 2);
      const first = await this.write(state, prepareBatch(entries.slice(0, half)), halfHooks);
      const second = await this.write(state, prepareBatch(entries.slice(half)), hooks);
      return { counters: second.counters, events: [...first.events, ...second.events], seq: second.seq };
    }
  }

  /**
   * Ends the transaction begun for a batch the run will not write (it stopped before it): rolled
   * back, nothing of it written.
   */
  async discard(state: RunState): Promise<void> {
    const opened = state.opened;
    state.opened = null;
    if (!opened) return;
    await opened.begun.catch(() => undefined);
    await opened.connection.rollback();
    opened.connection.release();
  }

  private async writeWithRetry(state: RunState, batch: PreparedBatch, hooks: BatchHooks): Promise<BatchResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeOnce(state, batch, hooks);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 3) continue;
        throw error;
      }
    }
  }

  private async writeOnce(state: RunState, batch: PreparedBatch, hooks: BatchHooks): Promise<BatchResult> {
    const { entries } = batch;
    // A transaction begun for this batch behind the previous COMMIT, or none (one begun for another
    // batch is rolled back: it has written nothing).
    let opened = state.opened ?? null;
    state.opened = null;
    if (opened && opened.batch !== batch) {
      await this.discard({ ...state, opened });
      opened = null;
    }
    const publishesCatalog = opened
      ? opened.publishesCatalog
      : Date.now() - state.catalogPublishedAt >= IMPORT_CATALOG_PUBLISH_MS;

    const {
      found,
      eventsJson: _eventsJson,
      announced,
      ...result
    } = await this.inTransaction(state, batch, publishesCatalog, opened, hooks, async (sql, existing) => {
      // Taken once: a count that arrives while this batch is in PostgreSQL goes with the next one,
      // so no event of this batch carries a total before the 'parsing' event that announces it.
      const { totalRows, announcement = null } = state;
      const catalog = await resolveCatalog(sql, state, batch);
      const plan = planBatch(batch, existing, catalog.refs, { counters: state.counters, totalRows });
      // Everything in one statement (data-modifying CTEs), so one round trip.
      const writing = sql<{ running: number; fitments: number }>(
        WRITE_BATCH_SQL,
        writeBatchParams(state.sessionId, plan, entries, {
          compatibilitiesBefore: state.counters.compatibilitiesAdded,
          claim: state.claim,
          totalRows,
        }),
        WRITE_BATCH_STATEMENT,
      );
      hooks.statementSent?.();
      // The plan's events, serialised while PostgreSQL runs the statement: only the batch's last
      // event (its counters come from the statement) is left for after it.
      const planned = [...(announcement ? [announcement] : []), ...plan.events];
      const plannedJson = JSON.stringify(planned);
      const [outcome] = await writing;
      if (outcome.running !== 1) throw new SessionNotRunningError(state.sessionId);
      const added = state.counters.compatibilitiesAdded + outcome.fitments;
      const { counters, events } = completeBatch(plan, entries, totalRows, added);
      const completed = JSON.stringify(events[events.length - 1]);
      const eventsJson = `${plannedJson.slice(0, -1)}${planned.length > 0 ? ',' : ''}${completed}]`;
      return {
        counters,
        events: announcement ? [announcement, ...events] : events,
        seq: counters.processedRows,
        found: catalog.found,
        eventsJson,
        announced: announcement,
      };
    });

    // Committed: now the lookups may remember what this batch created.
    if (publishesCatalog) state.catalogPublishedAt = Date.now();
    for (const [name, id] of found.brands) state.brands.set(name, id);
    for (const [key, id] of found.models) state.models.set(key, id);
    for (const [name, ref] of found.subSubcategories) state.subSubcategories.set(name, ref);
    state.counters = result.counters;
    if (announced && state.announcement === announced) state.announcement = null;
    return result;
  }

  /**
   * The first message of a batch's transaction, in as few round trips as possible (the batch is
   * latency-bound): BEGIN, the fencing check, the SKU locks and the lookup in one simple-protocol
   * message. Two imports writing the same SKUs wait for each other instead of both creating them.
   *
   * Fencing: the session row is locked first (FOR UPDATE) and its claim compared with this run's,
   * so a run whose job was taken over by another worker (it was frozen, then woke up) stops here:
   * the SKU locks are taken only while the claim matches, and the batch is rolled back. A newer
   * claim waits for this row lock, so it never lands in the middle of a batch.
   */
  private beginStatements(client: PgClient, state: RunState, batch: PreparedBatch, publishesCatalog: boolean): string {
    const keys = skuLockKeys(batch.skus);
    const sessionFence = batchFence(client.escapeLiteral(state.sessionId), state.claim);
    // Taken in the array's order (ascending), and only if the fence's row qualifies.
    const locks = `(SELECT count(pg_advisory_xact_lock(${SKU_LOCK_CLASS}, k)) FROM unnest('{${keys.join(',')}}'::int[]) AS k)`;
    // One message, one round trip: each statement of it sees what was committed before it ran, so
    // the lookup (after the locks) sees everything another import wrote to these SKUs.
    // synchronous_commit off: COMMIT returns before the WAL reaches the disk (no flush wait per
    // batch). A server crash can then lose the last batches committed (under a second), but the
    // WAL is replayed in order, so what survives is a prefix of the batches, each with its own
    // checkpoint: the resumed import writes the lost ones again and nothing is lost or written
    // twice (at worst, some progress events are sent again). The session's end is committed
    // normally, which also flushes every batch before it.
    // Sequential scans off: while an import fills the catalogue, the statistics of products are
    // those of a much smaller table, and the planner would read every product to find a batch's
    // SKUs or the products it updates (a parallel sequential scan per batch: 100,000 new rows
    // took twice as long). Every statement of the batch has an index to use. JIT off: the same
    // wrong estimates made PostgreSQL compile the lookup for every batch (≈ 80 ms each), and
    // these statements touch a few thousand rows, far too few for compiling to pay off.
    // Timeouts: a worker frozen inside this transaction holds everything above for at most
    // IMPORT_IDLE_IN_TRANSACTION_MS, and no lock is waited for longer than IMPORT_LOCK_TIMEOUT_MS.
    // Catalogue versions: most batches do not bump them (catalog-versions.sql.ts), or every
    // batch would retire every cached storefront page while shoppers browse during the import;
    // one batch every IMPORT_CATALOG_PUBLISH_MS does, and the session's end does.
    return [
      'BEGIN',
      'SET LOCAL synchronous_commit TO off',
      'SET LOCAL enable_seqscan TO off',
      'SET LOCAL jit TO off',
      `SET LOCAL idle_in_transaction_session_timeout TO ${IMPORT_IDLE_IN_TRANSACTION_MS}`,
      `SET LOCAL lock_timeout TO ${IMPORT_LOCK_TIMEOUT_MS}`,
      ...(publishesCatalog ? [] : [DEFER_CATALOG_VERSION_BUMP_SQL]),
      sessionFence.lock,
      sessionFence.whileClaimed(locks),
      lookupSql(state.sessionId, batch.skus)((text) => client.escapeLiteral(text)),
    ].join('; ');
  }

  /**
   * A batch's transaction on a connection of its own (or the one begun for it behind the previous
   * batch's COMMIT): its first message (beginStatements), the caller's work, then the events'
   * outbox row and the COMMIT in one message, behind which the next batch's first message is
   * queued when the caller has it ready (BatchHooks.next).
   */
  private async inTransaction<T extends BatchResult>(
    state: RunState,
    batch: PreparedBatch,
    publishesCatalog: boolean,
    opened: OpenedTransaction | null,
    hooks: BatchHooks,
    work: (sql: Sql, existing: ExistingProduct[]) => Promise<T & { eventsJson: string }>,
  ): Promise<T> {
    const connection = opened?.connection ?? (await BatchConnection.obtain(this.dataSource));
    const { client } = connection;
    const sql: Sql = async <R>(text: string, params?: unknown[], name?: string) =>
      (await (name ? client.query({ name, text, values: params }) : client.query(text, params))).rows as R[];
    let chained: OpenedTransaction | null = null;
    try {
      const results = await (opened?.begun ??
        (client.query(
          this.beginStatements(client, state, batch, publishesCatalog),
        ) as unknown as Promise<QueryResults>));
      const [current] = results[results.length - 3].rows as Array<{ claim: number; status: string }>;
      if (!current || current.claim !== state.claim) {
        throw new ImportClaimLostError(state.sessionId, state.claim, current?.claim ?? null);
      }
      if (current.status !== 'RUNNING') throw new SessionNotRunningError(state.sessionId);
      await hooks.proceed?.();
      const result = await work(sql, results[results.length - 1].rows as ExistingProduct[]);
      // The batch's events go into the outbox with it, in the COMMIT's round trip.
      const committing = client.query(
        `INSERT INTO "import_event_outbox" ("session_id", "seq", "events")
         VALUES (${client.escapeLiteral(state.sessionId)}, ${Number(result.seq)}, ${client.escapeLiteral(result.eventsJson)}::jsonb); COMMIT`,
      );
      // The next batch's first message, sent by the driver as soon as the COMMIT is answered: a
      // transaction of its own, whose statements see this batch committed. If this one fails
      // instead, the ROLLBACK below (queued after it) ends that one too.
      const next = hooks.next?.() ?? null;
      if (next) {
        const nextPublishes = !publishesCatalog && Date.now() - state.catalogPublishedAt >= IMPORT_CATALOG_PUBLISH_MS;
        const begun = client.query(
          this.beginStatements(client, state, next, nextPublishes),
        ) as unknown as Promise<QueryResults>;
        begun.catch(() => undefined);
        chained = { batch: next, connection, publishesCatalog: nextPublishes, begun };
      }
      await committing;
      state.opened = chained;
      return result;
    } catch (error) {
      await connection.rollback();
      chained = null;
      throw error;
    } finally {
      if (!chained) connection.release();
    }
  }
}

/** Data exceptions (22), integrity violations (23), limits exceeded (54): the row, not the database. */
function isRowDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}
