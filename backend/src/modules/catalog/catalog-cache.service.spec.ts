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

describe(CatalogCacheService.name, () => {
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
