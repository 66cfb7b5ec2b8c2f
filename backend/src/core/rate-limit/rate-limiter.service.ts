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
  /**
   * When the counters cannot be read (Redis down or reconnecting): 'refuse' answers 503 (sign-in:
   * never unlimited), 'allow' lets the call through unlimited (checkout and reviews must not stop
   * selling because Redis is away). Default 'refuse'.
   */
  readonly whenUnavailable?: 'refuse' | 'allow';
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

const UNCOUNTED: RateLimitState = { count: 0, limited: false, retryAfterMs: 0 };

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

  /**
   * Counts one hit. Redis failures become a 503 (RateLimitError) rather than an unlimited call,
   * unless the policy says `whenUnavailable: 'allow'`: then the call goes through uncounted (and
   * without waiting for a reconnecting Redis).
   */
  async hit(policy: RateLimitPolicy, subject: string): Promise<RateLimitState> {
    const hit = () => this.redis.eval(HIT_SCRIPT, 1, this.keyFor(policy, subject), policy.windowMs);
    if (policy.whenUnavailable === 'allow') {
      if (this.redis.status !== 'ready') return UNCOUNTED;
      try {
        const [count, ttl] = (await hit()) as [number, number];
        return { count, limited: count > policy.limit, retryAfterMs: Math.max(ttl, 0) };
      } catch (error) {
        this.logger.warn(`Contadores de límite no disponibles, ${policy.name} sin límite: ${(error as Error).message}`);
        return UNCOUNTED;
      }
    }
    const [count, ttl] = (await this.run(hit)) as [number, number];
    return { count, limited: count > policy.limit, retryAfterMs: Math.max(ttl, 0) };
  }

  /** Counts one hit and throws the policy's 429 when it is over the limit. */
  async consume(policy: RateLimitPolicy, subject: string): Promise<RateLimitState> {
    const state = await this.hit(policy, subject);
    if (state.limited) {
      throw new RateLimitError(RateLimitErrorCode.TooManyRequests, policy.message, state.retryAfterMs);
    }
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
