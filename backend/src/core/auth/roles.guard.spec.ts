import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UserRole } from './user-role.enum';
import { ROLES_KEY } from './auth.constants';
import { RolesGuard } from './roles.guard';

describe(RolesGuard.name, () => {
  const guard = new RolesGuard(new Reflector());
  const handler = () => undefined;

  function context(roles: UserRole[] | undefined, user?: { role: UserRole }): ExecutionContext {
    if (roles) Reflect.defineMetadata(ROLES_KEY, roles, handler);
    else Reflect.deleteMetadata(ROLES_KEY, handler);
    return {
      getHandler: () => handler,
      getClass: () => class {},
      switchToHttp: () => ({ getRequest: () => ({ user }) }),
    } as unknown as ExecutionContext;
  }

  it('should let a listed role through', () => {
    expect(guard.canActivate(context([UserRole.ADMIN], { role: UserRole.ADMIN }))).toBe(true);
  });

  it("should answer 403 'No tienes permiso para realizar esta acción' to any other role", () => {
    expect(() => guard.canActivate(context([UserRole.ADMIN], { role: UserRole.CUSTOMER }))).toThrow(
      expect.objectContaining({ status: 403, message: 'No tienes permiso para realizar esta acción' }),
    );
  });

  it('should answer 401 when no user was authenticated before it', () => {
    expect(() => guard.canActivate(context([UserRole.ADMIN]))).toThrow(
      expect.objectContaining({ status: 401, message: 'Usuario no autenticado' }),
    );
  });

  it('should not restrict routes without @Roles()', () => {
    expect(guard.canActivate(context(undefined))).toBe(true);
  });
});
