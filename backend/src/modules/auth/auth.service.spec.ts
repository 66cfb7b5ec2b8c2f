import type { JwtService } from '@nestjs/jwt';
import type { DataSource, Repository } from 'typeorm';
import type { AppConfigService } from '../../core/config/app-config.service';
import type { MailOutboxService } from '../mail';
import { AuthProvider } from '../../core/auth/auth-provider.enum';
import { AuthError } from './auth.errors';
import { AuthService } from './auth.service';
import type { GoogleAccountsService } from './google/google-accounts.service';
import type { LoginThrottle } from './login-throttle.service';
import type { PasswordHasher } from './password-hasher.service';
import { UserRole } from '../../core/auth/user-role.enum';
import type { User } from './user.entity';

const CLIENT = '203.0.113.7';

describe(AuthService.name, () => {
  const stored = {
    id: 4,
    email: 'ana@example.cl',
    name: 'Ana',
    role: UserRole.CUSTOMER,
    authProvider: AuthProvider.EMAIL,
    googleId: null,
    profilePicture: null,
    passwordHash: '$argon2id$real',
  };

  function setUp(user: Partial<User> | null) {
    const users = { findOne: jest.fn().mockResolvedValue(user), update: jest.fn() };
    const hasher = {
      verify: jest.fn().mockResolvedValue(false),
      verifyDummy: jest.fn().mockResolvedValue(false),
      needsRehash: jest.fn().mockReturnValue(false),
      hash: jest.fn(),
    };
    const attempt = { account: 'cuenta', guesser: 'cuenta:203.0.113.7' };
    const throttle = { begin: jest.fn().mockResolvedValue(attempt), succeeded: jest.fn() };
    const jwt = { signAsync: jest.fn().mockResolvedValue('token') };
    const service = new AuthService(
      users as unknown as Repository<User>,
      {} as DataSource,
      {} as MailOutboxService,
      hasher as unknown as PasswordHasher,
      jwt as unknown as JwtService,
      throttle as unknown as LoginThrottle,
      {} as AppConfigService,
      {} as GoogleAccountsService,
      null,
    );
    return { service, users, hasher, throttle, attempt, jwt };
  }

  it('should spend one argon2 verification on an unknown account and answer invalid credentials', async () => {
    const { service, hasher } = setUp(null);
    await expect(service.login({ email: 'nadie@example.cl', password: 'secreta1' }, CLIENT)).rejects.toMatchObject({
      status: 401,
      message: 'Email o contraseña incorrectos',
    });
    expect(hasher.verifyDummy).toHaveBeenCalledWith('secreta1');
    expect(hasher.verify).not.toHaveBeenCalled();
  });

  it('should do the same for an account without a password (Google only)', async () => {
    const { service, hasher } = setUp({ ...stored, passwordHash: null, authProvider: AuthProvider.GOOGLE });
    await expect(service.login({ email: stored.email, password: 'secreta1' }, CLIENT)).rejects.toBeInstanceOf(
      AuthError,
    );
    expect(hasher.verifyDummy).toHaveBeenCalledTimes(1);
  });

  it('should count every attempt first and give it back only when the password is right', async () => {
    const wrong = setUp(stored);
    await expect(wrong.service.login({ email: stored.email, password: 'mala-clave' }, CLIENT)).rejects.toBeInstanceOf(
      AuthError,
    );
    expect(wrong.throttle.begin).toHaveBeenCalledWith(stored.email, CLIENT);
    expect(wrong.throttle.succeeded).not.toHaveBeenCalled();

    const right = setUp(stored);
    right.hasher.verify.mockResolvedValue(true);
    await expect(right.service.login({ email: stored.email, password: 'buena-clave' }, CLIENT)).resolves.toMatchObject({
      success: true,
      token: 'token',
      user: { id: 4, rol: 'CUSTOMER' },
    });
    expect(right.throttle.succeeded).toHaveBeenCalledWith(right.attempt);
    expect(right.jwt.signAsync).toHaveBeenCalledWith({ sub: '4', role: 'CUSTOMER' });
  });

  it('should answer a disabled account with the right password exactly like a wrong password', async () => {
    const { service, hasher, throttle, jwt } = setUp({ ...stored, disabledAt: new Date('2026-01-01T00:00:00Z') });
    hasher.verify.mockResolvedValue(true);
    await expect(service.login({ email: stored.email, password: 'buena-clave' }, CLIENT)).rejects.toMatchObject({
      status: 401,
      message: 'Email o contraseña incorrectos',
    });
    expect(hasher.verify).toHaveBeenCalledTimes(1);
    expect(throttle.succeeded).not.toHaveBeenCalled();
    expect(jwt.signAsync).not.toHaveBeenCalled();
  });

  it('should not look at the password once this client is refused for the account', async () => {
    const { service, throttle, users, hasher } = setUp(stored);
    throttle.begin.mockRejectedValue(new Error('locked'));
    await expect(service.login({ email: stored.email, password: 'buena-clave' }, CLIENT)).rejects.toThrow('locked');
    expect(users.findOne).not.toHaveBeenCalled();
    expect(hasher.verify).not.toHaveBeenCalled();
  });
});
