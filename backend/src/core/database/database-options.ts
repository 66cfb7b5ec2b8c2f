import type { DataSourceOptions } from 'typeorm';
import { ALL_ENTITIES } from './entities';
import { ALL_MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming.strategy';

/** Connection options shared by the Nest apps, the CLI and the tests (never `synchronize`). */
export function buildDataSourceOptions(url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ALL_ENTITIES,
    migrations: ALL_MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
    ...overrides,
  } as DataSourceOptions;
}
