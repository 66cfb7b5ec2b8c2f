import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfigService } from '../../core/config/app-config.service';
import { REDIS_CLIENT } from '../../core/redis/redis.constants';
import type { ImportProgressEvent } from './dto/import-progress.event';
import { STREAM_MAX_EVENTS, STREAM_TTL_AFTER_FINISH_S } from './import.constants';

/**
 * How long an append waits out a Redis that cannot be reached (a restart takes a few seconds): the
 * events of a committed batch must reach the stream, or watchers would never see those rows.
 */
export const STREAM_APPEND_RETRY_MS = 30_000;
const STREAM_APPEND_RETRY_EVERY_MS = 250;

/**
 * Appends a group of events once: KEYS[1] the stream, KEYS[2] the session's last appended group;
 * ARGV[1] the group's token, ARGV[2] MAXLEN, ARGV[3] the marker's lifetime (s), ARGV[4..] the events.
 * A group sent again (its first try reached Redis but the answer was lost) is not added twice.
 */
const APPEND_ONCE_SCRIPT = `
if redis.call('GET', KEYS[2]) == ARGV[1] then return 0 end
for i = 4, #ARGV do
  redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'data', ARGV[i])
end
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[3])
return #ARGV - 3`;

/**
 * Appends a committed batch's events once: KEYS[1] the stream, KEYS[2] the highest batch seq
 * appended; ARGV[1] this batch's seq, ARGV[2] MAXLEN, ARGV[3] the marker's lifetime (s), ARGV[4..]
 * the events. A batch at or below the marker is already there (appended by its own run, or by the
 * run that took the session over from the outbox), so it is not added twice.
 */
const APPEND_BATCH_ONCE_SCRIPT = `
local appended = tonumber(redis.call('GET', KEYS[2]) or '-1')
if appended >= tonumber(ARGV[1]) then return 0 end
for i = 4, #ARGV do
  redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'data', ARGV[i])
end
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[3])
return #ARGV - 3`;

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

  /**
   * Appends events in order, all or none, in one round trip. While Redis cannot be reached (a
   * restart: the client gives up on a command after a few reconnection attempts) it is tried again
   * for up to STREAM_APPEND_RETRY_MS, so a committed batch's events are not lost; each try carries
   * the same token, so a try that did reach Redis is not added again.
   */
  async append(sessionId: string, events: NewImportEvent[]): Promise<void> {
    await this.appendWith(APPEND_ONCE_SCRIPT, this.appendedKey(sessionId), randomUUID(), sessionId, events);
  }

  /**
   * Appends the events of a committed batch (its seq: the session's processed rows after it), unless
   * a batch with this seq or a later one is already on the stream. Batches are appended in the
   * order they committed, so a group sent again from the outbox (import_event_outbox) after its run
   * was killed, or by a run that woke up after losing its session, is never added twice.
   */
  async appendBatch(sessionId: string, seq: number, events: NewImportEvent[]): Promise<void> {
    await this.appendWith(APPEND_BATCH_ONCE_SCRIPT, this.appendedBatchKey(sessionId), String(seq), sessionId, events);
  }

  /** The seq of the last batch on the stream, -1 when none is (or Redis cannot tell). */
  async appendedBatchSeq(sessionId: string): Promise<number> {
    const value = await this.redis.get(this.appendedBatchKey(sessionId)).catch(() => null);
    return value === null ? -1 : Number(value);
  }

  private async appendWith(
    script: string,
    markerKey: string,
    marker: string,
    sessionId: string,
    events: NewImportEvent[],
  ): Promise<void> {
    if (events.length === 0) return;
    const timestamp = new Date().toISOString();
    const data = events.map((event) => JSON.stringify({ ...event, sessionId, timestamp }));
    const deadline = Date.now() + STREAM_APPEND_RETRY_MS;
    for (;;) {
      try {
        await this.redis.eval(
          script,
          2,
          this.key(sessionId),
          markerKey,
          marker,
          STREAM_MAX_EVENTS,
          STREAM_TTL_AFTER_FINISH_S,
          ...data,
        );
        return;
      } catch (error) {
        // An answer from Redis itself (a wrong key type, out of memory) is not a lost connection.
        if ((error as Error).name === 'ReplyError' || Date.now() >= deadline) throw error;
        await sleep(STREAM_APPEND_RETRY_EVERY_MS);
      }
    }
  }

  private appendedBatchKey(sessionId: string): string {
    return `${this.config.redisPrefix}:import-appended-batch:${sessionId}`;
  }

  private appendedKey(sessionId: string): string {
    return `${this.config.redisPrefix}:import-appended:${sessionId}`;
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
