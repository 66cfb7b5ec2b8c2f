import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.constants';

const PING_TIMEOUT_MS = 1000;

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const check = this.indicator.check(key);
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('sin respuesta en 1 s')), PING_TIMEOUT_MS);
      });
      const reply = await Promise.race([this.redis.ping(), timeout]);
      return reply === 'PONG' ? check.up() : check.down({ message: `respuesta inesperada: ${reply}` });
    } catch (error) {
      return check.down({ message: (error as Error).message });
    } finally {
      clearTimeout(timer);
    }
  }
}
