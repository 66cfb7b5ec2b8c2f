import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { UserRole } from './user-role.enum';
import type { SessionUser } from './session-user';
import { AccessError, AccessErrorCode } from './access.errors';
import { ROLES_KEY } from './auth.constants';

/** Runs after JwtAuthGuard: lets the request through only when the user's current role is listed in @Roles(). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<Request & { user?: SessionUser }>().user;
    if (!user) throw new AccessError(AccessErrorCode.Unauthenticated);
    if (!roles.includes(user.role)) throw new AccessError(AccessErrorCode.Forbidden);
    return true;
  }
}
