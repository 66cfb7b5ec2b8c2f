import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Statement } from './catalog.sql';

/**
 * Runs the catalogue's read statements on TypeORM's own pg pool. Statements marked `prepared`
 * have a fixed shape (ids, limits and offsets are parameters), so each connection plans them
 * once: planning costs more than running them on the hot paths (detail, list page, rows of a
 * result page). Search statements are planned every time, with their values (a LIKE prefix or a
 * tsquery needs its value to pick the right index).
 */
@Injectable()
export class CatalogSqlRunner {
  private readonly names = new Map<string, string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  async rows<T>(statement: Statement): Promise<T[]> {
    const { text, values } = statement;
    const result = await this.pool.query(
      statement.prepared ? { name: this.nameOf(text), text, values } : { text, values },
    );
    return result.rows as T[];
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
