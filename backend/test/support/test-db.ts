import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/core/database/database-options';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const explicit = process.env.TEST_DATABASE_SERVER_URL;
  if (explicit) return explicit;
  return (process.env.DATABASE_URL ?? '').replace(/\/[^/?]*(\?.*)?$/, '');
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One database per test file, named from the file (STYLE.md #12), with every migration applied. */
export async function createTestDatabase(testFile: string, { migrate = true } = {}): Promise<TestDatabase> {
  const base = path
    .basename(testFile)
    .replace(/\.api-spec\.ts$|\.spec\.ts$/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase();
  const name = `t_${base}_${process.pid}`.slice(0, 63);
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = `${serverUrl()}/${name}`;
  if (migrate) {
    // Migrations only: no entities needed.
    const dataSource = new DataSource(buildDataSourceOptions(url, []));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
  }
  return {
    name,
    url,
    drop: () =>
      withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
