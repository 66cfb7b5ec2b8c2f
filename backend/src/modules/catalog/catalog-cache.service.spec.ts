import type { Redis } from 'ioredis';
import type { AppConfigService } from '../../core/config/app-config.service';
import { CatalogCacheService } from './catalog-cache.service';
import type { CatalogSqlRunner } from './catalog-sql.runner';

/** The cache without Redis (as while it reconnects): this process's level alone. */
function cacheWithoutRedis() {
  const sql = { rows: async () => [{ version: '1', searchVersion: '1' }] } as unknown as CatalogSqlRunner;
  const redis = { status: 'reconnecting' } as unknown as Redis;
  return new CatalogCacheService(redis, sql, { redisPrefix: 'test' } as AppConfigService);
}

/** The cache with a Redis that keeps what it is given, counting its reads. */
function cacheWithRedis() {
  const sql = { rows: async () => [{ version: '1', searchVersion: '1' }] } as unknown as CatalogSqlRunner;
  const stored = new Map<string, string>();
  const redis = {
    status: 'ready',
    reads: 0,
    async get(key: string) {
      this.reads++;
      return stored.get(key) ?? null;
    },
    async set(key: string, value: string) {
      stored.set(key, value);
      return 'OK';
    },
  };
  const cache = new CatalogCacheService(redis as unknown as Redis, sql, { redisPrefix: 'test' } as AppConfigService);
  return { cache, redis };
}

describe(CatalogCacheService.name, () => {
  it('should keep in this process only what is read a second time (a search typed once is not)', async () => {
    const { cache, redis } = cacheWithRedis();
    const read = (q: string) => cache.remember('search', { q }, async () => ({ q, hits: 'x'.repeat(10_000) }));
    for (let n = 0; n < 3000; n++) await read(`unique ${n}`);
    expect((cache as unknown as { localBytes: number }).localBytes).toBe(0);

    await read('popular');
    await read('popular'); // from Redis, and kept from now on
    const readsBefore = redis.reads;
    await read('popular');
    expect(redis.reads).toBe(readsBefore);
  });

  it('should keep many small answers, and forget the oldest once the JSON kept passes its budget', async () => {
    const cache = cacheWithoutRedis();
    const computed: number[] = [];
    const remember = (id: number, size: number) =>
      cache.remember('detail', { id }, async () => {
        computed.push(id);
        return { id, text: 'x'.repeat(size) };
      });

    // Five thousand products of about 4 KB: all stay (a count of 2,000 entries dropped most).
    for (let id = 1; id <= 5000; id++) await remember(id, 4000);
    for (let id = 1; id <= 5000; id++) await remember(id, 4000);
    expect(computed).toHaveLength(5000);

    // Forty answers of 1 MB: only the most recent 32 MB or so stay, the first ones are gone.
    computed.length = 0;
    for (let id = 10_001; id <= 10_040; id++) await remember(id, 1024 * 1024);
    const kept = (cache as unknown as { localBytes: number }).localBytes;
    expect(kept).toBeLessThanOrEqual(32 * 1024 * 1024);
    await remember(10_040, 1024 * 1024);
    await remember(10_001, 1024 * 1024);
    expect(computed.slice(40)).toEqual([10_001]);
  });

  it('should answer a value it keeps without computing it again, whatever the order of reads', async () => {
    const cache = cacheWithoutRedis();
    let computations = 0;
    const read = () => cache.remember('page', { page: 1 }, async () => ({ page: ++computations }));
    const [first, second] = await Promise.all([read(), read()]);
    expect(first).toBe(second);
    await expect(read()).resolves.toBe(first);
    expect(computations).toBe(1);
  });
});
