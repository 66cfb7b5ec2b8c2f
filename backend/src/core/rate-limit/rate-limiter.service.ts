import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfigService } from '../config/app-config.service';
import { REDIS_CLIENT } from '../redis/redis.constants';
import { RateLimitError, RateLimitErrorCode } from './rate-limit.errors';

/** At most `limit` hits per `windowMs` per subject; the window starts at the subject's first hit. */
export interface RateLimitPolicy {
  /** Part of the Redis key: `{REDIS_PREFIX}:rl:{name}:{subject}`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** 429 message; the common Spanish one when unset. */
  readonly message?: string;
}

export interface RateLimitState {
  /** Hits in the current window, this one included. */
  count: number;
  limited: boolean;
  /** Until the window ends. */
  retryAfterMs: number;
}

// INCR and PEXPIRE in one atomic step, so every API instance shares the same fixed window and a
// crash between the two commands can never leave a counter without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Gives a hit back, but never creates a key or goes below zero.
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** Fixed-window counters in Redis: they hold across API instances and restarts (ARCHITECTURE.md). */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly config: AppConfigService,
  ) {}

  keyFor(policy: RateLimitPolicy, subject: string): string {
    return `${this.config.redisPrefix}:rl:${policy.name}:${subject}`;
  }

  /** Counts one hit. Redis failures become a 503 (RateLimitError) rather than an unlimited call. */
  async hit(policy: RateLimitPolicy, subject: string): Promise<RateLimitState> {
    const [count, ttl] = (await this.run(() =>
      this.redis.eval(HIT_SCRIPT, 1, this.keyFor(policy, subject), policy.windowMs),
    )) as [number, number];
    return { count, limited: count > policy.limit, retryAfterMs: Math.max(ttl, 0) };
  }

  /** Counts one hit and throws the policy's 429 when it is over the limit. */
  async consume(policy: RateLimitPolicy, subject: string): Promise<RateLimitState> {
    const state = await this.hit(policy, subject);
    if (state.limited) throw new RateLimitError(RateLimitErrorCode.TooManyRequests, policy.message);
    return state;
  }

  /** Takes back one hit (e.g. a login attempt that turned out to be right). */
  async undo(policy: RateLimitPolicy, subject: string): Promise<void> {
    await this.run(() => this.redis.eval(UNDO_SCRIPT, 1, this.keyFor(policy, subject)));
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.logger.error(`Contadores de límite no disponibles: ${(error as Error).message}`);
      throw new RateLimitError(RateLimitErrorCode.Unavailable);
    }
  }
}
