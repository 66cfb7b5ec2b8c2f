import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ImportCounters, ImportResult, ImportRowOutcomes, progressOf } from './dto/import-progress.event';
import { ImportSession } from './import-session.entity';
import { ACTIVE_STATUSES, FinalStatus, ImportStatus } from './import-status.enum';
import { SESSION_ID_PATTERN } from './import.constants';
import { ImportError, ImportErrorCode } from './import.errors';

/** A session as the upload records it. */
export interface NewImportSession {
  id: string;
  fileName: string;
  fileSize: number;
  /** Null when every sheet is imported. */
  worksheetName: string | null;
  processAllSheets: boolean;
  createdById: number;
}

/** What the sweeper needs to judge an active session. */
export interface ActiveSessionTimes {
  id: string;
  status: ImportStatus;
  heartbeat_at: Date | null;
  started_at: Date | null;
  updated_at: Date;
}

/** A batch's counters and checkpoint, written with the batch (batchCheckpointCte). */
export interface BatchCheckpoint {
  counters: ImportCounters;
  sheet: string;
  row: number;
  /** Compatibilities added before this batch; the statement adds those it inserts. */
  compatibilitiesBefore: number;
  claim: number;
  /** The row total once counted (null until then): stored unless an earlier run stored one. */
  totalRows: number | null;
}

/**
 * The only code that writes `import_sessions`. A session moves QUEUED → RUNNING (claim) → QUEUED
 * (requeue, on shutdown) or an end (finish). Every write of a worker's run is fenced by its claim:
 * the BullMQ activation number of the job (job.attemptsStarted), claimed only upwards, so a run
 * whose job another worker has taken over (it was frozen, then woke up) writes nothing.
 */
@Injectable()
export class ImportSessionStore {
  constructor(
    @InjectRepository(ImportSession) private readonly sessions: Repository<ImportSession>,
    private readonly dataSource: DataSource,
  ) {}

  find(sessionId: string): Promise<ImportSession | null> {
    return this.sessions.findOne({ where: { id: sessionId } });
  }

  /** A session named by a client (a path parameter): 400 for a malformed id, 404 for an unknown one. */
  async findOrFail(sessionId: string): Promise<ImportSession> {
    if (!SESSION_ID_PATTERN.test(sessionId) || sessionId.length > 100)
      throw new ImportError(ImportErrorCode.InvalidSessionId);
    const session = await this.find(sessionId);
    if (!session) throw new ImportError(ImportErrorCode.SessionNotFound);
    return session;
  }

  /** Active sessions and those finished since `since`, newest first. */
  listActiveAndRecent(since: Date, limit: number): Promise<ImportSession[]> {
    return this.sessions
      .createQueryBuilder('s')
      .where(`s.status IN (:...active)`, { active: ACTIVE_STATUSES })
      .orWhere(`s.finishedAt > :since`, { since })
      .orderBy('s.createdAt', 'DESC')
      .limit(limit)
      .getMany();
  }

  listActive(): Promise<ActiveSessionTimes[]> {
    return this.dataSource.query(
      `SELECT "id", "status", "heartbeat_at", "started_at", "updated_at" FROM "import_sessions"
       WHERE "status" IN ('QUEUED', 'RUNNING')`,
    );
  }

  /**
   * Records a new QUEUED session in the caller's transaction.
   * @returns false when a session with this id exists already (nothing is written).
   */
  async create(manager: EntityManager, session: NewImportSession): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "import_sessions" ("id", "status", "file_name", "file_size", "worksheet_name", "process_all_sheets", "created_by_id")
         VALUES ($1, 'QUEUED', $2, $3, $4, $5, $6) ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
      [
        session.id,
        session.fileName,
        session.fileSize,
        session.worksheetName,
        session.processAllSheets,
        session.createdById,
      ],
    );
    return inserted.length === 1;
  }

  /**
   * Claims an active session for a run: RUNNING under `claim`, if no run with the same or a higher
   * claim has it. The update waits for the session's row lock, so a batch of a previous run is
   * either committed (its checkpoint read after this) or rolled back; that run's later batches
   * then find the claim changed and stop (batchFence).
   * @returns false when the session ended or a newer run holds it.
   */
  async claim(sessionId: string, claim: number): Promise<boolean> {
    const [, claimed] = (await this.dataSource.query(
      `UPDATE "import_sessions" SET "status" = 'RUNNING', "claim" = $2, "started_at" = COALESCE("started_at", now()),
         "heartbeat_at" = now(), "updated_at" = now()
       WHERE "id" = $1 AND "status" IN ('QUEUED', 'RUNNING') AND "claim" < $2`,
      [sessionId, claim],
    )) as [unknown, number];
    return claimed === 1;
  }

  /** The run is alive (the sweeper ends a RUNNING session whose heartbeat is stale). */
  async heartbeat(sessionId: string, claim: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "import_sessions" SET "heartbeat_at" = now() WHERE "id" = $1 AND "status" = 'RUNNING' AND "claim" = $2`,
      [sessionId, claim],
    );
  }

  /** Back to QUEUED: the run was paused by a shutdown and another worker resumes it. */
  async requeue(sessionId: string, claim: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "import_sessions" SET "status" = 'QUEUED', "updated_at" = now()
       WHERE "id" = $1 AND "status" = 'RUNNING' AND "claim" = $2`,
      [sessionId, claim],
    );
  }

  /**
   * Sets the row total unless an earlier run did (a resumed run counts again, the first count stays).
   * @returns the session's total, or null when the claim is no longer this run's.
   */
  async setTotal(sessionId: string, claim: number, totalRows: number): Promise<number | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "import_sessions" SET "total_rows" = COALESCE("total_rows", $2)
       WHERE "id" = $1 AND "claim" = $3 RETURNING "total_rows"`,
      [sessionId, totalRows, claim],
    )) as [Array<{ total_rows: number }>, number];
    return rows.length === 0 ? null : rows[0].total_rows;
  }

  /**
   * The session, locked for the rest of the caller's transaction, if it may be ended: it is still
   * active, and no run newer than `claim` holds it (a worker's run passes its claim; the API and the
   * sweeper pass none). Callers then write its end with finish().
   */
  async lockActive(manager: EntityManager, sessionId: string, claim?: number): Promise<ImportSession | null> {
    const session = await manager.findOne(ImportSession, {
      where: { id: sessionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!session || !ACTIVE_STATUSES.includes(session.status)) return null;
    if (claim !== undefined && session.claim > claim) return null;
    return session;
  }

  /** Writes the end of a session locked by lockActive() in the same transaction. */
  async finish(manager: EntityManager, sessionId: string, status: FinalStatus, result: ImportResult): Promise<void> {
    await manager.query(
      `UPDATE "import_sessions" SET "status" = $2, "message" = $3, "result" = $4::jsonb, "finished_at" = now(),
         "updated_at" = now()
       WHERE "id" = $1`,
      [sessionId, status, result.message, JSON.stringify(result)],
    );
  }
}

/**
 * The fence of a batch transaction (ImportBatchWriter), as statements for its first round trip:
 * `lock` locks the session row and reads its claim and status; `whileClaimed(expressions)` selects
 * the expressions (the batch's advisory locks) only while the session is RUNNING under `claim`. A
 * newer claim waits for the row lock, so it never lands in the middle of a batch.
 * @param sessionLiteral the session id, already escaped as an SQL literal
 */
export function batchFence(sessionLiteral: string, claim: number) {
  return {
    lock: `SELECT "claim", "status" FROM "import_sessions" WHERE "id" = ${sessionLiteral} FOR UPDATE`,
    whileClaimed: (expressions: string) =>
      `SELECT ${expressions} FROM "import_sessions" WHERE "id" = ${sessionLiteral} AND "status" = 'RUNNING' AND "claim" = ${Number(claim)}`,
  };
}

/** Columns of a batch's checkpoint, in the order of batchCheckpointParams. */
const CHECKPOINT_COLUMNS = [
  'processed_rows',
  'created_count',
  'updated_count',
  'error_count',
  'year_warning_count',
  'sku_warning_count',
  'category_warning_count',
  'checkpoint_sheet',
  'checkpoint_row',
  'products_created',
  'products_updated',
] as const;

/**
 * The session update of the batch's one statement, as a data-modifying CTE: the counters and the
 * checkpoint, committed with the rows they count, and the row total when the run has counted it (a
 * batch holds the session row locked, so the total travels with one instead of waiting for it). It matches only a session still RUNNING under the
 * batch's claim (checked already under the row lock by batchFence), so it returns one row or none.
 * @param session the statement's parameter holding the session id ('$1')
 * @param first the number of the first of the batchCheckpointParams parameters
 * @param fitmentsAdded an SQL expression: the compatibilities the statement inserts
 */
export function batchCheckpointCte(name: string, session: string, first: number, fitmentsAdded: string): string {
  const set = CHECKPOINT_COLUMNS.map((column, index) => `"${column}" = $${first + index}`).join(', ');
  const compatibilities = first + CHECKPOINT_COLUMNS.length;
  return `${name} AS (
    UPDATE "import_sessions" SET ${set},
      "compatibilities_added" = $${compatibilities} + ${fitmentsAdded},
      "total_rows" = COALESCE("total_rows", $${compatibilities + 2}::int),
      "heartbeat_at" = now(), "updated_at" = now()
    WHERE "id" = ${session} AND "status" = 'RUNNING' AND "claim" = $${compatibilities + 1}
    RETURNING 1
  )`;
}

/** The parameters of batchCheckpointCte, in order. */
export function batchCheckpointParams({
  counters,
  sheet,
  row,
  compatibilitiesBefore,
  claim,
  totalRows,
}: BatchCheckpoint) {
  return [
    counters.processedRows,
    counters.successCount,
    counters.updateCount,
    counters.errorCount,
    counters.yearWarningCount,
    counters.skuWarningCount,
    counters.categoryWarningCount,
    sheet,
    row,
    counters.productsCreated,
    counters.productsUpdated,
    compatibilitiesBefore,
    claim,
    totalRows,
  ];
}

/** A session's counters, as events carry them. */
export function sessionCounters(session: ImportSession): ImportCounters {
  return { processedRows: session.processedRows, errorCount: session.errorCount, ...sessionRowOutcomes(session) };
}

/** What a session's rows did, as events and results carry it. */
export function sessionRowOutcomes(session: ImportSession): ImportRowOutcomes {
  return {
    successCount: session.createdCount,
    updateCount: session.updatedCount,
    yearWarningCount: session.yearWarningCount,
    skuWarningCount: session.skuWarningCount,
    categoryWarningCount: session.categoryWarningCount,
    productsCreated: session.productsCreated,
    productsUpdated: session.productsUpdated,
    compatibilitiesAdded: session.compatibilitiesAdded,
  };
}

/** 0-100; 100 only once the import has ended. */
export function sessionProgress(session: Pick<ImportSession, 'status' | 'processedRows' | 'totalRows'>): number {
  if (session.status === ImportStatus.COMPLETED) return 100;
  return progressOf(session.processedRows, session.totalRows);
}
