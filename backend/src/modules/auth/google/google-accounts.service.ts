import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfigService } from '../../../core/config/app-config.service';
import { MailOutboxService } from '../../mail';
import { welcomeEmail } from '../account-mail';
import { AuthProvider } from '../../../core/auth/auth-provider.enum';
import { NAME_MAX_LENGTH } from '../auth.constants';
import { AuthError, AuthErrorCode } from '../auth.errors';
import { isUniqueViolation } from '../../../core/database/database-errors';
import type { SessionUser } from '../../../core/auth/session-user';
import { SESSION_USER_COLUMNS } from '../session-user';
import { UserRole } from '../../../core/auth/user-role.enum';
import { User } from '../user.entity';
import type { GoogleIdentity } from './google-id-token.verifier';

type Candidate = SessionUser & Pick<User, 'emailVerifiedAt'>;

/** The account changed between reading and updating it (a concurrent sign-in). */
class ConcurrentChange extends Error {}

/**
 * Turns a verified Google identity into a shop account: the account already linked to that Google
 * id; else the account with that (Google-verified) email; else a new verified customer account
 * without a password. Administrators sign in with their password only.
 *
 * An existing account whose email was never verified is taken over rather than shared: anyone can
 * register someone else's address, so its password (and every session signed with it) may belong
 * to a squatter. Google has just proved who owns the address, so the password goes, earlier
 * sessions end and the account becomes Google-only and verified; its owner can set a password
 * afterwards (PUT /auth/password lets Google-only accounts set a first one). A verified account is
 * linked and keeps its password. A new account gets the welcome e-mail, queued in its transaction.
 */
@Injectable()
export class GoogleAccountsService {
  private readonly logger = new Logger(GoogleAccountsService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly config: AppConfigService,
  ) {}

  async resolve(identity: GoogleIdentity, retried = false): Promise<SessionUser> {
    try {
      const linked = await this.find({ googleId: identity.sub });
      if (linked) {
        this.refuseAdmin(linked);
        return linked.emailVerifiedAt ? await this.signInLinked(linked, identity) : await this.claim(linked, identity);
      }

      const byEmail = await this.find({ email: identity.email });
      if (byEmail) {
        this.refuseAdmin(byEmail);
        // The email's account is already linked to another Google account: never re-link silently.
        if (byEmail.googleId && byEmail.googleId !== identity.sub) {
          this.logger.warn(`Cuenta ${byEmail.id} ya vinculada a otra cuenta de Google`);
          throw new AuthError(AuthErrorCode.GoogleFailed);
        }
        return byEmail.emailVerifiedAt ? await this.link(byEmail, identity) : await this.claim(byEmail, identity);
      }

      return await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(User, {
            email: identity.email,
            name: (identity.name ?? identity.email.split('@')[0]).slice(0, NAME_MAX_LENGTH),
            passwordHash: null,
            role: UserRole.CUSTOMER,
            authProvider: AuthProvider.GOOGLE,
            googleId: identity.sub,
            profilePicture: identity.picture ?? null,
            emailVerifiedAt: new Date(),
          }),
        );
        await this.outbox.add(manager, welcomeEmail(created, this.config.publicUrl));
        return created;
      });
    } catch (error) {
      // Two first sign-ins at once (the other request created, linked or took over the account):
      // look again and use what it left.
      if (!retried && (isUniqueViolation(error) || error instanceof ConcurrentChange)) {
        return this.resolve(identity, true);
      }
      if (error instanceof ConcurrentChange) throw new AuthError(AuthErrorCode.GoogleFailed);
      throw error;
    }
  }

  private async signInLinked(user: SessionUser, identity: GoogleIdentity): Promise<SessionUser> {
    if (identity.picture && identity.picture !== user.profilePicture) {
      await this.users.update(user.id, { profilePicture: identity.picture });
      return { ...user, profilePicture: identity.picture };
    }
    return user;
  }

  private async link(user: Candidate, identity: GoogleIdentity): Promise<SessionUser> {
    const profilePicture = user.profilePicture ?? identity.picture ?? null;
    await this.users.update(user.id, { googleId: identity.sub, profilePicture });
    return { ...user, googleId: identity.sub, profilePicture };
  }

  /** One conditional UPDATE, so a concurrent change (another takeover, a verification) is noticed. */
  private async claim(user: Candidate, identity: GoogleIdentity): Promise<SessionUser> {
    const profilePicture = user.profilePicture ?? identity.picture ?? null;
    const [rows]: [{ sessionVersion: number }[], number] = await this.users.query(
      `UPDATE users SET password_hash = NULL, auth_provider = $3, google_id = $2, profile_picture = $4,
         email_verified_at = now(), session_version = session_version + 1
       WHERE id = $1 AND email_verified_at IS NULL AND (google_id IS NULL OR google_id = $2)
       RETURNING session_version AS "sessionVersion"`,
      [user.id, identity.sub, AuthProvider.GOOGLE, profilePicture],
    );
    if (rows.length === 0) throw new ConcurrentChange();
    this.logger.warn(
      `Cuenta ${user.id} sin email verificado tomada por su titular de Google: contraseña y sesiones anteriores eliminadas`,
    );
    return {
      ...user,
      authProvider: AuthProvider.GOOGLE,
      googleId: identity.sub,
      profilePicture,
      sessionVersion: rows[0].sessionVersion,
    };
  }

  private refuseAdmin(user: SessionUser): void {
    if (user.role === UserRole.ADMIN) {
      this.logger.warn(`Inicio de sesión con Google rechazado para la cuenta de administración ${user.id}`);
      throw new AuthError(AuthErrorCode.GoogleFailed);
    }
  }

  private find(where: { googleId: string } | { email: string }): Promise<Candidate | null> {
    return this.users.findOne({ where, select: { ...SESSION_USER_COLUMNS, emailVerifiedAt: true } });
  }
}
