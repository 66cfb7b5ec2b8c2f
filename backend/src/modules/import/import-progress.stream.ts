import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfigService } from '../../core/config/app-config.service';
import { REDIS_CLIENT } from '../../core/redis/redis.constants';
import type { ImportProgressEvent } from './dto/import-progress.event';
import { STREAM_MAX_EVENTS, STREAM_TTL_AFTER_FINISH_S } from './import.constants';

/** An event as written by a worker: the stream adds sessionId and timestamp. */
export type NewImportEvent = Omit<ImportProgressEvent, 'sessionId' | 'timestamp'>;

export interface StreamEntry {
  /** Redis Stream id ('1732300000000-0'): the SSE event id, and what Last-Event-ID resumes after. */
  id: string;
  event: ImportProgressEvent;
}

/**
 * The progress of each import, as a Redis Stream per session (`${REDIS_PREFIX}:import:{sessionId}`).
 *
 * @description Workers append events with XADD (capped with MAXLEN ~, expired a day after the
 * import ends); any API instance reads them, so a client that reconnects to another instance with
 * Last-Event-ID gets exactly what it missed. Blocking reads (XREAD BLOCK) use a connection of their
 * own per reader ({@link StreamFollower}), closed when the reader goes away.
 * @example await stream.append(sessionId, [{ type: 'start', message: 'Importación iniciada' }]);
 */
@Injectable()
export class ImportProgressStream {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: AppConfigService,
  ) {}

  key(sessionId: string): string {
    return `${this.config.redisPrefix}:import:${sessionId}`;
  }

  cancelKey(sessionId: string): string {
    return `${this.config.redisPrefix}:import-cancel:${sessionId}`;
  }

  /** Appends events in order, in one round trip. */
  async append(sessionId: string, events: NewImportEvent[]): Promise<void> {
    if (events.length === 0) return;
    const key = this.key(sessionId);
    const timestamp = new Date().toISOString();
    const pipeline = this.redis.pipeline();
    for (const event of events) {
      const data: ImportProgressEvent = { ...event, sessionId, timestamp } as ImportProgressEvent;
      pipeline.xadd(key, 'MAXLEN', '~', STREAM_MAX_EVENTS, '*', 'data', JSON.stringify(data));
    }
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }

  /** A finished import's events stay readable for a day (the database keeps the result for good). */
  async expireLater(sessionId: string): Promise<void> {
    await this.redis.expire(this.key(sessionId), STREAM_TTL_AFTER_FINISH_S);
  }

  async exists(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.key(sessionId))) === 1;
  }

  async requestCancel(sessionId: string): Promise<void> {
    await this.redis.set(this.cancelKey(sessionId), '1', 'EX', STREAM_TTL_AFTER_FINISH_S);
  }

  async isCancelRequested(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.cancelKey(sessionId))) === 1;
  }

  /** Reads the stream from after `afterId` ('0' = from the beginning) on a dedicated connection. */
  follow(sessionId: string, afterId = '0'): StreamFollower {
    return new StreamFollower(this.redis.duplicate({ maxRetriesPerRequest: null }), this.key(sessionId), afterId);
  }
}

/** One reader's cursor over a session stream, with its own Redis connection (XREAD BLOCK holds it). */
export class StreamFollower {
  private closed = false;

  constructor(
    private readonly connection: Redis,
    private readonly key: string,
    private cursor: string,
  ) {
    connection.on('error', () => undefined);
  }

  get position(): string {
    return this.cursor;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * The next events after the cursor, waiting up to blockMs for some (0: do not wait; Redis's own
   * BLOCK 0 would wait for ever); [] on timeout or once closed.
   */
  async next(blockMs: number, count = 500): Promise<StreamEntry[]> {
    if (this.closed) return [];
    const block = blockMs > 0 ? ['BLOCK', Math.ceil(blockMs)] : [];
    let reply: Array<[string, Array<[string, string[]]>]> | null;
    try {
      reply = (await this.connection.call(
        'XREAD',
        'COUNT',
        count,
        ...block,
        'STREAMS',
        this.key,
        this.cursor,
      )) as Array<[string, Array<[string, string[]]>]> | null;
    } catch (error) {
      if (this.closed) return [];
      throw error;
    }
    if (!reply) return [];
    const entries: StreamEntry[] = [];
    for (const [, messages] of reply) {
      for (const [id, fields] of messages) {
        this.cursor = id;
        const index = fields.indexOf('data');
        if (index === -1) continue;
        try {
          entries.push({ id, event: JSON.parse(fields[index + 1]) as ImportProgressEvent });
        } catch {
          // A malformed entry is skipped, not fatal for the reader.
        }
      }
    }
    return entries;
  }

  /** Ends a pending XREAD at once and frees the connection. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.connection.disconnect();
  }
}
