import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientKey } from './client-key';
import { RateLimiter, RateLimitPolicy } from './rate-limiter.service';
import { RateLimitError, RateLimitErrorCode } from './rate-limit.errors';

const RATE_LIMIT_KEY = 'rate-limit:policies';

/** Counts each request against every policy given here, per client IP (IPv6: per /64). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policies = this.reflector.getAllAndOverride<RateLimitPolicy[] | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policies) return true;
    const http = context.switchToHttp();
    const subject = clientKey(http.getRequest<Request>().ip);
    for (const policy of policies) {
      const state = await this.limiter.hit(policy, subject);
      if (state.limited) {
        throw new RateLimitError(RateLimitErrorCode.TooManyRequests, policy.message, state.retryAfterMs);
      }
    }
    return true;
  }
}

/**
 * Per-IP limit backed by Redis (holds across API instances). Needs RateLimitModule imported by the
 * controller's module.
 * @example @RateLimit(AUTH_IP_RATE_LIMIT) @Post('login') login(...)
 */
export function RateLimit(...policies: RateLimitPolicy[]) {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, policies),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Demasiadas solicitudes' }),
  );
}
