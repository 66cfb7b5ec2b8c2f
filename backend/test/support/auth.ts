import { JwtService } from '@nestjs/jwt';
import { SignJWT } from 'jose';
import type { Test } from 'supertest';
import { AuthProvider } from '../../src/core/auth/auth-provider.enum';
import { PasswordHasher } from '../../src/modules/auth/password-hasher.service';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { User } from '../../src/modules/auth/user.entity';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'clave-secreta-123';

let sequence = 0;

/** A user straight in the database (argon2 hash of TEST_PASSWORD unless `password` is null). */
export async function createUser(
  t: TestApp,
  overrides: Partial<Omit<User, 'passwordHash'>> & { password?: string | null } = {},
): Promise<User> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const n = ++sequence;
  const repository = t.dataSource.getRepository(User);
  return repository.save(
    repository.create({
      email: `cliente${n}.${process.pid}@example.cl`,
      name: `Cliente ${n}`,
      role: UserRole.CUSTOMER,
      authProvider: password === null ? AuthProvider.GOOGLE : AuthProvider.EMAIL,
      passwordHash: password === null ? null : await t.app.get(PasswordHasher).hash(password),
      ...fields,
    }),
  );
}

/** A valid session token for the user, signed by the app's own JwtService (same as POST /auth/login). */
export function tokenFor(t: TestApp, user: Pick<User, 'id' | 'role'>): Promise<string> {
  return t.app.get(JwtService).signAsync({ sub: String(user.id), role: user.role });
}

/** A fresh user of that role with a token and the ready-made Authorization header. */
export async function signIn(
  t: TestApp,
  role: UserRole = UserRole.CUSTOMER,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; token: string; auth: { Authorization: string } }> {
  const user = await createUser(t, { role, ...overrides });
  const token = await tokenFor(t, user);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

/**
 * HS256 token with full control over its claims, for rejection tests. Defaults match the app's
 * tokens (JWT_SECRET, issuer 'repuestos', audience 'repuestos-web', issued a minute ago, 1 h);
 * `expiresAt: null` / `issuedAt: null` leave the claim out.
 */
export function craftToken(
  claims: Record<string, unknown>,
  options: {
    secret?: string;
    issuer?: string;
    audience?: string;
    expiresAt?: number | null;
    issuedAt?: number | null;
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? 'repuestos')
    .setAudience(options.audience ?? 'repuestos-web');
  if (options.issuedAt !== null) token.setIssuedAt(options.issuedAt ?? now - 60);
  if (options.expiresAt !== null) token.setExpirationTime(options.expiresAt ?? now + 3600);
  return token.sign(new TextEncoder().encode(options.secret ?? (process.env.JWT_SECRET as string)));
}

let ipSequence = 0;

/**
 * A client address of its own for one request: the app trusts X-Forwarded-For from loopback, so
 * tests that sign in many times do not share (and exhaust) one per-IP rate-limit bucket.
 */
export function uniqueIp(): string {
  const n = ++ipSequence;
  return `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function fromNewIp<T extends Test>(test: T): T {
  return test.set('X-Forwarded-For', uniqueIp());
}
