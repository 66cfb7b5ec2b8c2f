import { Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { MailOutboxService } from '../mail';
import { passwordChangedEmail, welcomeEmail } from './account-mail';
import { AuthProvider } from '../../core/auth/auth-provider.enum';
import { AUTH_SUCCESS_MESSAGES, AuthError, AuthErrorCode } from './auth.errors';
import { isUniqueViolation } from '../../core/database/database-errors';
import type { ChangePasswordDto, LoginDto, RegisterDto, UpdateProfileDto } from './dto/account.dto';
import { GoogleAccountsService } from './google/google-accounts.service';
import { GoogleIdTokenVerifier, GoogleTokenRejected } from './google/google-id-token.verifier';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import type { SessionUser } from '../../core/auth/session-user';
import { SESSION_USER_COLUMNS } from './session-user';
import { UserRole } from '../../core/auth/user-role.enum';
import { User } from './user.entity';
import { SessionResponse, toUserResponse, UserResponse } from './user.response';

/** Injection token of the Google ID-token verifier; null when GOOGLE_CLIENT_ID is not set. */
export const GOOGLE_ID_TOKEN_VERIFIER = Symbol('GOOGLE_ID_TOKEN_VERIFIER');

/** JWT payload: the role is informative; guards use the role loaded from the database. */
export interface SessionTokenPayload {
  sub: string;
  role: UserRole;
  /** The account's session version when signed: a later password change makes the token invalid. */
  ver: number;
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly config: AppConfigService,
    private readonly googleAccounts: GoogleAccountsService,
    @Optional() @Inject(GOOGLE_ID_TOKEN_VERIFIER) private readonly google: GoogleIdTokenVerifier | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.hasher.warmUp();
  }

  publicConfig(): { success: true; googleClientId: string | null } {
    return { success: true, googleClientId: this.google ? (this.config.google.clientId ?? null) : null };
  }

  /** The welcome e-mail is queued in the account's own transaction: both exist, or neither. */
  async register(dto: RegisterDto): Promise<SessionResponse> {
    const passwordHash = await this.hasher.hash(dto.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(User, {
            email: dto.email,
            name: dto.nombre,
            passwordHash,
            role: UserRole.CUSTOMER,
            authProvider: AuthProvider.EMAIL,
          }),
        );
        await this.outbox.add(manager, welcomeEmail(created, this.config.publicUrl));
        return created;
      });
      return this.session(user);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw new AuthError(AuthErrorCode.EmailTaken);
      throw error;
    }
  }

  /**
   * Wrong password, unknown account and password-less (Google-only) account give the same 401
   * after the same argon2 work. `client` is the caller's rate-limit key (LoginThrottle's rules).
   */
  async login(dto: LoginDto, client: string): Promise<SessionResponse> {
    const attempt = await this.throttle.begin(dto.email, client);
    const user = await this.users.findOne({
      where: { email: dto.email },
      select: { ...SESSION_USER_COLUMNS, passwordHash: true, disabledAt: true },
    });
    const valid = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, dto.password)
      : await this.hasher.verifyDummy(dto.password);
    if (!user?.passwordHash || !valid) throw new AuthError(AuthErrorCode.InvalidCredentials);
    // A disabled account gets the wrong-password answer (checked after the same argon2 work), so
    // the login form never tells anyone which addresses have an account or which were disabled.
    if (user.disabledAt) throw new AuthError(AuthErrorCode.InvalidCredentials);
    await this.throttle.succeeded(attempt);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(user.id, { passwordHash: await this.hasher.hash(dto.password) });
    }
    const { passwordHash: _hash, disabledAt: _disabled, ...session } = user;
    return this.session(session);
  }

  me(user: SessionUser): { success: true; user: UserResponse } {
    return { success: true, user: toUserResponse(user) };
  }

  async updateProfile(
    user: SessionUser,
    dto: UpdateProfileDto,
  ): Promise<{ success: true; message: string; user: UserResponse }> {
    await this.users.update(user.id, { name: dto.nombre });
    return {
      success: true,
      message: AUTH_SUCCESS_MESSAGES.profileUpdated,
      user: toUserResponse({ ...user, name: dto.nombre }),
    };
  }

  /**
   * Accounts with a password must confirm the current one (wrong guesses count towards the login
   * limits of this client and account). Google-only accounts have none to confirm: they set their first password with the
   * session alone, and can then also sign in with email + password. Every session signed before
   * ends (other devices, a stolen token); this one goes on with the new token in the answer. The
   * 'password changed' e-mail is queued in the same transaction as the change.
   */
  async changePassword(
    user: SessionUser,
    dto: ChangePasswordDto,
    client: string,
  ): Promise<{ success: true; message: string; token: string }> {
    const { passwordHash } = await this.users.findOneOrFail({
      where: { id: user.id },
      select: { id: true, passwordHash: true },
    });
    if (passwordHash) {
      if (!dto.currentPassword) throw new AuthError(AuthErrorCode.CurrentPasswordRequired);
      const attempt = await this.throttle.begin(user.email, client);
      if (!(await this.hasher.verify(passwordHash, dto.currentPassword))) {
        throw new AuthError(AuthErrorCode.WrongCurrentPassword);
      }
      await this.throttle.succeeded(attempt);
    }
    const newHash = await this.hasher.hash(dto.newPassword);
    const changed = await this.dataSource.transaction(async (manager) => {
      const [[row]]: [[{ sessionVersion: number }], number] = await manager.query(
        `UPDATE users SET password_hash = $2, session_version = session_version + 1
         WHERE id = $1 RETURNING session_version AS "sessionVersion"`,
        [user.id, newHash],
      );
      await this.outbox.add(manager, passwordChangedEmail(user, row.sessionVersion, new Date()));
      return row;
    });
    const token = await this.sign({ ...user, sessionVersion: changed.sessionVersion });
    return { success: true, message: AUTH_SUCCESS_MESSAGES.passwordUpdated, token };
  }

  async signInWithGoogle(idToken: string): Promise<SessionResponse> {
    return this.session(await this.googleUser(idToken));
  }

  /** Verified Google ID token → account (shared by POST /auth/google and the redirect flow). */
  async googleUser(idToken: string): Promise<SessionUser> {
    if (!this.google) throw new AuthError(AuthErrorCode.GoogleDisabled);
    try {
      const user = await this.googleAccounts.resolve(await this.google.verify(idToken));
      // A disabled account cannot sign in with Google either (same answer as any refused token).
      if (await this.users.exists({ where: { id: user.id, disabledAt: Not(IsNull()) } })) {
        throw new AuthError(AuthErrorCode.GoogleFailed);
      }
      return user;
    } catch (error) {
      if (error instanceof GoogleTokenRejected) {
        this.logger.debug(error.message);
        throw new AuthError(AuthErrorCode.GoogleFailed);
      }
      throw error;
    }
  }

  /**
   * Where the redirect flow sends the browser. The token travels in the fragment, which browsers
   * never send to servers, so it stays out of access logs, proxies and Referer headers; the SPA
   * reads it on /login and removes it from the address bar.
   */
  async googleLanding(user: SessionUser | null | undefined): Promise<{ url: string }> {
    const base = `${this.config.publicUrl.replace(/\/+$/, '')}/login`;
    if (!user) return { url: `${base}#error=google` };
    return { url: `${base}#token=${encodeURIComponent(await this.sign(user))}` };
  }

  /** A signed-in answer for the account, as login gives (also used after a password reset). */
  async session(user: SessionUser): Promise<SessionResponse> {
    return { success: true, token: await this.sign(user), user: toUserResponse(user) };
  }

  private sign(user: SessionUser): Promise<string> {
    const payload: SessionTokenPayload = { sub: String(user.id), role: user.role, ver: user.sessionVersion };
    return this.jwt.signAsync(payload);
  }
}
