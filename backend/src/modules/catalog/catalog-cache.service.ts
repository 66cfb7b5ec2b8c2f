import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MaxAgeValue } from '../../core/cache/max-age-value';
import { SizedLru } from '../../core/cache/sized-lru';
import { AppConfigService } from '../../core/config/app-config.service';
import { shareResponse } from '../../core/http/shared-json';
import { catalogCacheReads } from '../../core/metrics/shop-metrics';
import { REDIS_CLIENT } from '../../core/redis/redis.constants';
import { CatalogSqlRunner } from './catalog-sql.runner';
import { catalogVersionStatement } from './catalog.sql';

/** A catalogue change written elsewhere (the import worker, another instance) shows within this time. */
export const VERSION_MAX_AGE_MS = 100;
/** Redis entries of old versions are never read again; they only wait to expire. */
const REDIS_TTL_SECONDS = 600;
/**
 * Responses kept in this process, the most recently used, up to this much JSON: a list page is
 * about 15-55 KB and a product about 4 KB, so a count of entries either held 110 MB of pages or
 * too few products (a shop's detail pages are read across thousands of ids). In memory an entry
 * takes about three times its JSON (the object and the bytes sent).
 */
const LOCAL_JSON_BYTES = 32 * 1024 * 1024;
/** And at most this many, whatever their size. */
const LOCAL_ENTRIES = 20_000;
/**
 * A Redis write waits at most this long for a read to travel with: under load the next read
 * comes within a millisecond, and nothing waits for a write.
 */
const WRITE_DELAY_MS = 20;

/**
 * What an entry depends on: `all` for anything a response shows (stock, descriptions), `search`
 * for what lists and searches find and how they sort (ids, totals, suggestions): an order changes
 * stock, not the results of a search, so those survive it.
 */
export type CacheScope = 'all' | 'search';

interface Versions {
  all: string;
  search: string;
}

/**
 * A hash of the feature modules' code (the catalogue's and every module that caches through it,
 * such as vehicles): part of every Redis key, so instances of a new build never read entries
 * shaped by the previous one (all instances of one build share them).
 */
function codeFingerprint(): string {
  const modulesDir = path.join(__dirname, '..');
  const hash = createHash('sha1');
  const files = fs.readdirSync(modulesDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.(js|ts)$/.test(name)).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(modulesDir, file)));
  }
  return hash.digest('base64url').slice(0, 12);
}

/**
 * Catalogue responses cached under the catalogue's versions, which the database bumps in every
 * transaction that writes a catalogue table (migration CatalogSearch). An entry is only ever read
 * under the version it was computed at, so no instance needs to tell another to forget anything:
 * a write makes every older entry unreachable, here and in Redis. Two levels: this process (no I/O
 * at all), then Redis (shared by every instance); concurrent requests for a missing entry share
 * one computation. The versions are re-read at most every VERSION_MAX_AGE_MS, and at once after
 * this process's own writes (changed()). Without Redis it still works, each process on its own.
 */
@Injectable()
export class CatalogCacheService {
  private readonly logger = new Logger(CatalogCacheService.name);
  private readonly currentVersions = new MaxAgeValue<Versions>(VERSION_MAX_AGE_MS, () =>
    this.sql
      .rows<{ version: string; searchVersion: string }>(catalogVersionStatement())
      .then(([row]) => ({ all: row.version, search: row.searchVersion })),
  );
  /** Responses by key, each counted as the length of its JSON text. */
  private readonly local = new SizedLru<unknown>({ maxBytes: LOCAL_JSON_BYTES, maxEntries: LOCAL_ENTRIES });
  private readonly computing = new Map<string, Promise<unknown>>();
  private readonly fingerprint = codeFingerprint();
  private warned = false;
  /** Redis reads and writes asked for since the last flush: sent together (see flush()). */
  private pendingReads = new Map<string, ((value: string | null) => void)[]>();
  private pendingWrites: [key: string, value: string][] = [];
  private flushSoon = false;
  private flushLater: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly sql: CatalogSqlRunner,
    private readonly config: AppConfigService,
  ) {}

  /** The catalogue versions, read again when the last reading is older than VERSION_MAX_AGE_MS. */
  versions(): Promise<Versions> {
    return this.currentVersions.get();
  }

  /** After this process committed a catalogue write: its next read sees it (a reading under way is not kept). */
  changed(): void {
    this.currentVersions.forget();
  }

  /**
   * The value cached for (current version of `scope`, kind, params), or compute()'s, stored for
   * next time. Callers must not mutate what they get: it is shared.
   */
  async remember<T>(kind: string, params: unknown, compute: () => Promise<T>, scope: CacheScope = 'all'): Promise<T> {
    const version = (await this.versions())[scope];
    const entry = `${kind}:${scope}${version}:`;
    const json = JSON.stringify(params);
    // In this process the key holds the parameters' JSON itself: hashing it on every read cost more than the lookup.
    const key = entry + json;
    const stored = this.local.get(key);
    if (stored !== undefined) {
      catalogCacheReads.inc({ result: 'hit' });
      return stored as T;
    }
    let pending = this.computing.get(key) as Promise<T> | undefined;
    // Joining a read already on its way costs nothing more: a hit.
    if (pending) catalogCacheReads.inc({ result: 'hit' });
    if (!pending) {
      const sharedKey = entry + createHash('sha1').update(json).digest('base64url');
      pending = this.load(key, sharedKey, compute).finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  /** `sharedKey`: `key` with its parameters hashed, as it is written in Redis. */
  private async load<T>(key: string, sharedKey: string, compute: () => Promise<T>): Promise<T> {
    const redisKey = `${this.config.redisPrefix}:catalog:${this.fingerprint}:${sharedKey}`;
    const cached = await this.read(redisKey);
    catalogCacheReads.inc({ result: cached !== null ? 'hit' : 'miss' });
    const value = cached !== null ? (JSON.parse(cached) as T) : await compute();
    const json = cached ?? (this.available() ? JSON.stringify(value) : undefined);
    // Shared by every request that reads this entry: sent as this JSON text, not serialised again.
    shareResponse(value, json);
    this.local.set(key, value, json?.length ?? JSON.stringify(value ?? null).length);
    if (cached === null && json !== undefined) this.write(redisKey, json);
    return value;
  }

  private available(): boolean {
    // While Redis reconnects, commands would queue: answer from the database instead.
    return this.redis.status === 'ready';
  }

  /**
   * A Redis read, sent with the other reads of this turn of the event loop and the writes waiting:
   * an uncached search reads two entries and writes two, and each command on its own cost a round
   * trip (a write, a read callback) in this process and in Redis.
   */
  private read(key: string): Promise<string | null> {
    if (!this.available()) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiting = this.pendingReads.get(key);
      if (waiting) waiting.push(resolve);
      else this.pendingReads.set(key, [resolve]);
      if (this.flushSoon) return;
      this.flushSoon = true;
      // After the I/O callbacks of this turn: the requests they started share one round trip.
      setImmediate(() => void this.flush());
    });
  }

  /** A Redis write: nothing waits for it, so it goes with the next read, or alone after WRITE_DELAY_MS. */
  private write(key: string, value: string): void {
    if (!this.available()) return;
    this.pendingWrites.push([key, value]);
    this.flushLater ??= setTimeout(() => void this.flush(), WRITE_DELAY_MS).unref();
  }

  /** Every pending read as one MGET and every pending write, in one pipeline (a lone command as itself). */
  private async flush(): Promise<void> {
    this.flushSoon = false;
    if (this.flushLater) clearTimeout(this.flushLater);
    this.flushLater = null;
    const reads = this.pendingReads;
    const writes = this.pendingWrites;
    this.pendingReads = new Map();
    this.pendingWrites = [];
    const keys = [...reads.keys()];
    const answer = (values: (string | null)[]) =>
      keys.forEach((key, index) => reads.get(key)?.forEach((resolve) => resolve(values[index] ?? null)));
    if (keys.length === 0 && writes.length === 0) return;
    // Redis went away meanwhile: the commands would queue until it is back.
    if (!this.available()) return answer([]);
    try {
      if (writes.length === 0) {
        answer(keys.length === 1 ? [await this.redis.get(keys[0])] : await this.redis.mget(keys));
        return;
      }
      if (keys.length === 0 && writes.length === 1) {
        await this.redis.set(writes[0][0], writes[0][1], 'EX', REDIS_TTL_SECONDS);
        return;
      }
      // The writes first, so that a read of an entry written meanwhile finds it.
      const pipeline = this.redis.pipeline();
      for (const [key, value] of writes) pipeline.set(key, value, 'EX', REDIS_TTL_SECONDS);
      if (keys.length > 0) pipeline.mget(keys);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) this.warn(failed[0]);
      const [readError, values] = results[writes.length] ?? [];
      if (keys.length > 0) answer(readError ? [] : ((values as (string | null)[] | undefined) ?? []));
    } catch (error) {
      this.warn(error);
      answer([]);
    }
  }

  private warn(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `Caché del catálogo en Redis no disponible: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
