import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientKey } from './client-key';

/**
 * The caller's rate-limit bucket, as RateLimitGuard counts it (IPv4 address or IPv6 /64; the
 * address comes through TRUST_PROXY), for services that keep limits of their own.
 * @example login(@Body() dto: LoginDto, @ClientKey() client: string)
 */
export const ClientKey = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientKey(context.switchToHttp().getRequest<Request>().ip),
);
