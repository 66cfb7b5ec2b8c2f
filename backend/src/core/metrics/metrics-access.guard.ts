import { ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { AppConfigService } from '../config/app-config.service';
import { UserRole } from '../auth/user-role.enum';
import type { SessionUser } from '../auth/session-user';
import { AccessError, AccessErrorCode } from '../auth/access.errors';
import { extractBearerToken, JwtAuthGuard } from '../auth/jwt-auth.guard';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/metrics: a scraper's METRICS_TOKEN (compared in constant time) or an administrator's
 * session; anyone else gets the usual 401/403.
 */
@Injectable()
export class MetricsAccessGuard extends JwtAuthGuard {
  constructor(private readonly config: AppConfigService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = extractBearerToken(request);
    const metricsToken = this.config.metricsToken;
    if (token && metricsToken && sameSecret(token, metricsToken)) return true;
    await super.canActivate(context);
    if ((request.user as SessionUser | undefined)?.role !== UserRole.ADMIN) {
      throw new AccessError(AccessErrorCode.Forbidden);
    }
    return true;
  }
}
