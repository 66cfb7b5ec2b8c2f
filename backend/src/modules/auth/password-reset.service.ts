import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.service';
import { MailOutboxService } from '../mail';
import { passwordChangedEmail, publicLink } from './account-mail';
import {
  LOGIN_PAGE_PATH,
  PASSWORD_RESET_ANSWER_FLOOR_MS,
  PASSWORD_RESET_EMAIL_LIMIT,
  PASSWORD_RESET_PAGE_PATH,
  PASSWORD_RESET_TOKEN_BYTES,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from './auth.constants';
import { AuthService } from './auth.service';
import type { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { accountSubject } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetError, PasswordResetErrorCode, PASSWORD_RESET_SUCCESS_MESSAGES } from './password-reset.errors';
import type { SessionUser } from '../../core/auth/session-user';
import { User } from './user.entity';
import type { SessionResponse } from './user.response';

/** What is stored of a token: its SHA-256 in hex (a table dump gives no working link). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Password recovery (POST /auth/forgot-password, POST /auth/reset-password).
 *
 * A request always gets the same answer after at least PASSWORD_RESET_ANSWER_FLOOR_MS, and does
 * the same work up to the account lookup (a token is drawn and hashed for every address), so
 * neither the body, the status nor the time tells whether an address has an account. What it
 * does behind that answer: an account with a password gets a link (the token is 32 random bytes,
 * only its SHA-256 is kept, it works once and for an hour, and every older link of the account
 * stops working); a Google-only account gets an e-mail telling it to sign in with Google; a
 * disabled account or an unknown address gets nothing. The e-mail goes through the outbox in the
 * same transaction as the token row.
 *
 * Using a link sets the password, moves the session version on (every session signed before ends),
 * deletes every link of the account, queues the 'password changed' notice and signs the user in.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly hasher: PasswordHasher,
    private readonly auth: AuthService,
    private readonly outbox: MailOutboxService,
    private readonly config: AppConfigService,
  ) {}

  async requestReset(dto: ForgotPasswordDto): Promise<{ success: true; message: string }> {
    const startedAt = performance.now();
    await this.limiter.consume(PASSWORD_RESET_EMAIL_LIMIT, accountSubject(dto.email));
    const token = randomBytes(PASSWORD_RESET_TOKEN_BYTES).toString('base64url');
    const tokenHash = hashResetToken(token);
    await this.dataSource.transaction((manager) => this.issue(manager, dto.email, token, tokenHash));
    await this.answerNoSoonerThan(startedAt + PASSWORD_RESET_ANSWER_FLOOR_MS);
    return { success: true, message: PASSWORD_RESET_SUCCESS_MESSAGES.requested };
  }

  async resetPassword(dto: ResetPasswordDto): Promise<SessionResponse & { message: string }> {
    const tokenHash = hashResetToken(dto.token);
    // A cheap look first, so a dead link costs no argon2 work.
    const [live]: { userId: number }[] = await this.dataSource.query(
      `SELECT user_id AS "userId" FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    if (!live) throw new PasswordResetError(PasswordResetErrorCode.InvalidToken);
    const passwordHash = await this.hasher.hash(dto.password);
    const user = await this.dataSource.transaction((manager) => this.spend(manager, tokenHash, passwordHash));
    if (!user) throw new PasswordResetError(PasswordResetErrorCode.InvalidToken);
    return { ...(await this.auth.session(user)), message: PASSWORD_RESET_SUCCESS_MESSAGES.passwordReset };
  }

  /** Everything a recovery request writes, in one transaction (the e-mail with it, or nothing). */
  private async issue(manager: EntityManager, email: string, token: string, tokenHash: string): Promise<void> {
    // Done for every address, so a request for an unknown one costs the same round trips.
    await manager.query(`DELETE FROM password_reset_tokens WHERE expires_at <= now()`);
    // Locked: two requests at once for one account leave exactly one working link.
    const user = await manager.findOne(User, {
      where: { email },
      select: { id: true, email: true, name: true, passwordHash: true, disabledAt: true },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user || user.disabledAt) return;
    const name = user.name || null;
    if (!user.passwordHash) {
      await this.outbox.add(manager, {
        kind: 'password-reset-google-only',
        to: user.email,
        idempotencyKey: `account:${user.id}:password-reset-google-only:${randomUUID()}`,
        data: { name, loginUrl: publicLink(this.config.publicUrl, LOGIN_PAGE_PATH) },
      });
      return;
    }
    await manager.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [user.id]);
    const [issued]: { id: number; expiresAt: Date }[] = await manager.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       RETURNING id, expires_at AS "expiresAt"`,
      [user.id, tokenHash, PASSWORD_RESET_TOKEN_TTL_MS],
    );
    const resetUrl = `${publicLink(this.config.publicUrl, PASSWORD_RESET_PAGE_PATH)}?token=${token}`;
    await this.outbox.add(manager, {
      kind: 'password-reset',
      to: user.email,
      idempotencyKey: `password-reset:${issued.id}`,
      data: { name, resetUrl, expiresAt: issued.expiresAt.toISOString() },
    });
  }

  /**
   * Uses the link: null when it is gone (used, replaced or expired since the first look) or its
   * account has been disabled. The link is deleted either way.
   */
  private async spend(manager: EntityManager, tokenHash: string, passwordHash: string): Promise<SessionUser | null> {
    // The row lock makes this single use: a second request with the same token waits here, then finds nothing.
    const [spent]: [{ userId: number }[], number] = await manager.query(
      `DELETE FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now() RETURNING user_id AS "userId"`,
      [tokenHash],
    );
    const userId = spent[0]?.userId;
    if (userId === undefined) return null;
    await manager.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
    // The link proved who owns the mailbox: the address counts as verified from now on.
    const [updated]: [SessionUser[], number] = await manager.query(
      `UPDATE users SET password_hash = $2, session_version = session_version + 1,
         email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
       WHERE id = $1 AND disabled_at IS NULL
       RETURNING id, email, name, role, auth_provider AS "authProvider", google_id AS "googleId",
         profile_picture AS "profilePicture", session_version AS "sessionVersion"`,
      [userId, passwordHash],
    );
    const user = updated[0];
    if (!user) return null;
    await this.outbox.add(manager, passwordChangedEmail(user, user.sessionVersion, new Date()));
    return user;
  }

  /** Holds the answer back with a timer (no busy worker) until `at` (performance.now() time). */
  private async answerNoSoonerThan(at: number): Promise<void> {
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
  }
}
