import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthProvider } from '../auth-provider.enum';
import { NAME_MAX_LENGTH } from '../auth.constants';
import { AuthError, AuthErrorCode } from '../auth.errors';
import { isUniqueViolation } from '../database-errors';
import { SESSION_USER_COLUMNS, SessionUser } from '../session-user';
import { UserRole } from '../user-role.enum';
import { User } from '../user.entity';
import type { GoogleIdentity } from './google-id-token.verifier';

/**
 * Turns a verified Google identity into a shop account: the account already linked to that Google
 * id; else the account with that (Google-verified) email, which gets linked and keeps its password;
 * else a new customer account without a password. Administrators sign in with their password only.
 */
@Injectable()
export class GoogleAccountsService {
  private readonly logger = new Logger(GoogleAccountsService.name);

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async resolve(identity: GoogleIdentity, retried = false): Promise<SessionUser> {
    const linked = await this.find({ googleId: identity.sub });
    if (linked) return this.signInLinked(linked, identity);

    const byEmail = await this.find({ email: identity.email });
    if (byEmail) return this.link(byEmail, identity);

    try {
      const created = await this.users.save(
        this.users.create({
          email: identity.email,
          name: (identity.name ?? identity.email.split('@')[0]).slice(0, NAME_MAX_LENGTH),
          passwordHash: null,
          role: UserRole.CUSTOMER,
          authProvider: AuthProvider.GOOGLE,
          googleId: identity.sub,
          profilePicture: identity.picture ?? null,
        }),
      );
      return created;
    } catch (error) {
      // Two first sign-ins at once: the other request created the account; use it.
      if (!retried && isUniqueViolation(error)) return this.resolve(identity, true);
      throw error;
    }
  }

  private async signInLinked(user: SessionUser, identity: GoogleIdentity): Promise<SessionUser> {
    this.refuseAdmin(user);
    if (identity.picture && identity.picture !== user.profilePicture) {
      await this.users.update(user.id, { profilePicture: identity.picture });
      return { ...user, profilePicture: identity.picture };
    }
    return user;
  }

  private async link(user: SessionUser, identity: GoogleIdentity): Promise<SessionUser> {
    this.refuseAdmin(user);
    // The email's account is already linked to another Google account: never re-link silently.
    if (user.googleId && user.googleId !== identity.sub) {
      this.logger.warn(`Cuenta ${user.id} ya vinculada a otra cuenta de Google`);
      throw new AuthError(AuthErrorCode.GoogleFailed);
    }
    const profilePicture = user.profilePicture ?? identity.picture ?? null;
    await this.users.update(user.id, { googleId: identity.sub, profilePicture });
    return { ...user, googleId: identity.sub, profilePicture };
  }

  private refuseAdmin(user: SessionUser): void {
    if (user.role === UserRole.ADMIN) {
      this.logger.warn(`Inicio de sesión con Google rechazado para la cuenta de administración ${user.id}`);
      throw new AuthError(AuthErrorCode.GoogleFailed);
    }
  }

  private find(where: { googleId: string } | { email: string }): Promise<SessionUser | null> {
    return this.users.findOne({ where, select: SESSION_USER_COLUMNS });
  }
}
