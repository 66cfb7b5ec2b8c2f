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

/** A Redis that records the commands it gets, one entry per round trip. */
function recordingRedis() {
  const store = new Map<string, string>();
  const trips: string[][] = [];
  const set = (key: string, value: string) => (store.set(key, value), 'OK');
  const redis = {
    status: 'ready',
    get: async (key: string) => (trips.push([`get`]), store.get(key) ?? null),
    mget: async (keys: string[]) => (trips.push([`mget ${keys.length}`]), keys.map((key) => store.get(key) ?? null)),
    set: async (key: string, value: string) => (trips.push(['set']), set(key, value)),
    pipeline: () => {
      const commands: string[] = [];
      const replies: (() => unknown)[] = [];
      const pipeline = {
        set: (key: string, value: string) => (commands.push('set'), replies.push(() => set(key, value)), pipeline),
        mget: (keys: string[]) => (
          commands.push(`mget ${keys.length}`),
          replies.push(() => keys.map((key) => store.get(key) ?? null)),
          pipeline
        ),
        exec: async () => (trips.push(commands), replies.map((reply) => [null, reply()])),
      };
      return pipeline;
    },
  };
  return { redis: redis as unknown as Redis, trips };
}

describe(CatalogCacheService.name, () => {
  it('should send the Redis reads of concurrent requests together, and the writes with the next read', async () => {
    const { redis, trips } = recordingRedis();
    const sql = { rows: async () => [{ version: '1', searchVersion: '1' }] } as unknown as CatalogSqlRunner;
    const cache = new CatalogCacheService(redis, sql, { redisPrefix: 'test' } as AppConfigService);
    const page = (n: number) => cache.remember('page', { n }, async () => ({ n }));

    await Promise.all([page(1), page(2), page(3)]);
    expect(trips).toEqual([['mget 3']]);
    // The three answers wait to be written, and go with the next read.
    await page(4);
    expect(trips[1]).toEqual(['set', 'set', 'set', 'mget 1']);
    // A write with no read after it goes alone, soon.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trips.slice(2)).toEqual([['set']]);

    // Another process (empty local level) finds them all in Redis.
    const other = new CatalogCacheService(redis, sql, { redisPrefix: 'test' } as AppConfigService);
    const computed: number[] = [];
    const read = (n: number) => other.remember('page', { n }, async () => (computed.push(n), { n }));
    await expect(Promise.all([1, 2, 3, 4].map(read))).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(computed).toEqual([]);
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
    const kept = (cache as unknown as { local: { bytes: number } }).local.bytes;
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
