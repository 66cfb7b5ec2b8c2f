import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { configureHttpApp } from '../../src/core/http/configure-app';
import { createTestDatabase, TestDatabase } from './test-db';

export interface TestApp {
  app: INestApplication;
  /** The Node HTTP server, for supertest: `request(t.server).get('/api/...')`. */
  server: ReturnType<INestApplication['getHttpServer']>;
  dataSource: DataSource;
  database: TestDatabase;
  redisPrefix: string;
  /**
   * A second API instance on the same database and Redis prefix, as behind a load balancer.
   * Passport strategies are process-wide (the newest instance's win), so close it in afterAll.
   */
  startAnotherInstance(extra?: Pick<ModuleMetadata, 'controllers'>): Promise<{
    app: INestApplication;
    server: TestApp['server'];
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}

/**
 * The real ApiModule with the real HTTP pipeline, on a fresh database for this test file and a
 * Redis key prefix of its own, so test files can run in parallel without seeing each other.
 */
export async function createTestApp(testFile: string, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(testFile);
  const redisPrefix = `test:${database.name}`;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_PREFIX: redisPrefix,
    ...env,
  });

  // Loaded only now: ConfigModule validates process.env when the module file is first evaluated.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ApiModule } = require('../../src/api.module') as typeof import('../../src/api.module');

  const start = async (extra: Pick<ModuleMetadata, 'controllers'> = {}) => {
    const moduleRef = await Test.createTestingModule({ imports: [ApiModule], ...extra }).compile();
    const instance = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
    configureHttpApp(instance);
    await instance.init();
    return instance;
  };
  const app = await start();

  return {
    app,
    server: app.getHttpServer(),
    dataSource: app.get(DataSource),
    database,
    redisPrefix,
    startAnotherInstance: async (extra) => {
      const other = await start(extra);
      return { app: other, server: other.getHttpServer(), close: () => other.close() };
    },
    close: async () => {
      await app.close();
      await clearRedisPrefix(redisPrefix);
      await database.drop();
    },
  };
}

async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL as string);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
