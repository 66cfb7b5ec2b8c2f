import {
  applyDecorators,
  Controller,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { UserRole } from './user-role.enum';
import type { SessionUser } from './session-user';
import { ROLES_KEY } from './auth.constants';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';
import { RolesGuard } from './roles.guard';

/** Roles allowed on a route or controller; enforced by RolesGuard (use @AdminOnly() for admin routes). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** Any signed-in user (customer or admin): 401 without a valid bearer token. */
export function Authenticated() {
  return applyDecorators(
    UseGuards(JwtAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Usuario no autenticado / Sesión inválida o expirada' }),
  );
}

/** Guests and signed-in users; @CurrentUser() is undefined for guests, a rejected token is still a 401. */
export function OptionalAuth() {
  return applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth());
}

/**
 * Administrators only: 401 without a valid token, 403 'No tienes permiso para realizar esta acción'
 * for any other role. Put it on every admin controller or handler (catalogue writes, /admin/*,
 * /import/*); test/api/admin-guard.api-spec.ts walks every registered route and fails when one is open.
 */
export function AdminOnly() {
  return applyDecorators(
    Roles(UserRole.ADMIN),
    UseGuards(JwtAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Usuario no autenticado / Sesión inválida o expirada' }),
    ApiForbiddenResponse({ description: 'No tienes permiso para realizar esta acción' }),
  );
}

/**
 * Makes a class a controller of the admin area: routes under /admin/<path>, the 'admin' OpenAPI tag
 * and @AdminOnly().
 * @example @AdminRoutes('users') export class AdminUsersController { ... }
 */
export function AdminRoutes(path?: string) {
  return applyDecorators(ApiTags('admin'), Controller(path ? `admin/${path}` : 'admin'), AdminOnly());
}

/**
 * The signed-in account, fresh from the database (id, email, name, role, authProvider, googleId,
 * profilePicture; never the password hash). Undefined only behind @OptionalAuth().
 * @example me(@CurrentUser() user: SessionUser) { ... }
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<Request & { user?: SessionUser }>().user,
);
