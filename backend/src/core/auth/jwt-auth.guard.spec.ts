import type { ExecutionContext } from '@nestjs/common';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard';

describe(JwtAuthGuard.name, () => {
  const guard = new JwtAuthGuard();
  const context = (authorization?: string) =>
    ({
      switchToHttp: () => ({ getRequest: () => ({ headers: authorization ? { authorization } : {} }) }),
    }) as unknown as ExecutionContext;

  it('should pass the user on', () => {
    const user = { id: 1 };
    expect(guard.handleRequest(null, user, undefined, context('Bearer x'))).toBe(user);
  });

  it("should answer 401 'Usuario no autenticado' when no bearer token was sent", () => {
    for (const header of [undefined, 'Basic YTpi', 'Bearer']) {
      expect(() => guard.handleRequest(null, false, undefined, context(header))).toThrow(
        expect.objectContaining({ status: 401, message: 'Usuario no autenticado' }),
      );
    }
  });

  it("should answer 401 'Sesión inválida o expirada' when a token was sent but rejected", () => {
    expect(() => guard.handleRequest(null, false, new Error('jwt expired'), context('Bearer abc.def.ghi'))).toThrow(
      expect.objectContaining({ status: 401, message: 'Sesión inválida o expirada' }),
    );
  });

  it('should keep unexpected errors (e.g. the database is down) as they are', () => {
    const error = new Error('connection refused');
    expect(() => guard.handleRequest(error, false, undefined, context('Bearer x'))).toThrow(error);
  });
});

describe(OptionalJwtAuthGuard.name, () => {
  it('should let a request without a token through as a guest', async () => {
    const guard = new OptionalJwtAuthGuard();
    const request: { headers: object; user?: unknown } = { headers: {} };
    const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
    await expect(Promise.resolve(guard.canActivate(context))).resolves.toBe(true);
    expect(request.user).toBeUndefined();
  });
});
