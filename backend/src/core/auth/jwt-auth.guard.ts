import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt } from 'passport-jwt';
import { AccessError, AccessErrorCode } from './access.errors';
import { JWT_STRATEGY } from './auth.constants';

/** The one place the bearer token is read from; the strategy uses the same extractor. */
export const extractBearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Requires a valid session token. `request.user` becomes the User entity, loaded fresh from the
 * database, so a deleted account or a changed role takes effect on the next request.
 * No token → 401 'Usuario no autenticado'; any rejected token → 401 'Sesión inválida o expirada'.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    // Errors (the database is down) keep their own answer; a missing or rejected user is a 401.
    if (error) throw error;
    if (user) return user;
    const request = context.switchToHttp().getRequest<Request>();
    throw new AccessError(
      extractBearerToken(request) ? AccessErrorCode.InvalidSession : AccessErrorCode.Unauthenticated,
    );
  }
}

/**
 * For calls that work for guests and signed-in users alike (e.g. placing an order): no token
 * leaves `request.user` undefined; a token that is sent but rejected is still a 401, so a client
 * with a stale session learns it instead of silently acting as a guest.
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<Request>();
    if (!extractBearerToken(request)) return true;
    return super.canActivate(context);
  }
}
