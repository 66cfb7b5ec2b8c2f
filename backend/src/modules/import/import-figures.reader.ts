import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ImportStatus } from './import-status.enum';

/** An import as the admin overview lists it among the recent activity. */
export interface RecentImport {
  /** When it ended, else started, else was uploaded. */
  at: Date;
  fileName: string;
  status: ImportStatus;
  created: number;
  updated: number;
}

/** An import's run: products created within it are the import's. */
export interface ImportRun {
  startedAt: Date;
  finishedAt: Date | null;
}

/** The imports' figures for the admin overview (dashboard module). */
@Injectable()
export class ImportFigures {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The latest imports, newest first. */
  async recent(limit: number): Promise<RecentImport[]> {
    const rows = await this.dataSource.query<
      Array<Omit<RecentImport, 'created' | 'updated'> & { created: number | null; updated: number | null }>
    >(
      `SELECT coalesce(finished_at, started_at, created_at) AS at, file_name AS "fileName", status::text AS status,
              created_count AS created, updated_count AS updated
         FROM import_sessions ORDER BY coalesce(finished_at, started_at, created_at) DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ ...row, created: row.created ?? 0, updated: row.updated ?? 0 }));
  }

  /** The runs that ended at or after `since`, or still run. */
  runs(since: Date): Promise<ImportRun[]> {
    return this.dataSource.query<ImportRun[]>(
      `SELECT started_at AS "startedAt", finished_at AS "finishedAt" FROM import_sessions
        WHERE started_at IS NOT NULL AND (finished_at IS NULL OR finished_at >= $1)`,
      [since],
    );
  }
}
