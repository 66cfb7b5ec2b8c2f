import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { AuthProvider } from '../../core/auth/auth-provider.enum';
import { isUniqueViolation } from '../../core/database/database-errors';
import { PasswordHasher } from './password-hasher.service';
import { UserRole } from '../../core/auth/user-role.enum';
import { User } from './user.entity';

/**
 * Creates or updates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD when the API starts,
 * so an operator can always get in (and rotate the password by changing the environment).
 *
 * The password is applied when the setting changed since the bootstrap last applied it to this
 * account (users.bootstrap_password_hash), not whenever it differs from the account's: a password
 * the owner changed in the admin area, after a leak of the old one say, survives restarts with the
 * same settings. To reset a forgotten password through the environment, set a different one.
 *
 * Promoting an existing account or giving it a new password ends every session signed before
 * (whoever registered ADMIN_EMAIL as a customer first must not find their token turned into an
 * admin session; a rotated password must not leave old admin tokens valid) and unlinks its Google
 * identity (administrators sign in with the password only). The operator chose the address, so it
 * counts as verified. A restart with the same settings changes nothing and ends no session.
 */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAccountBootstrap.name);

  constructor(
    private readonly config: AppConfigService,
    private readonly hasher: PasswordHasher,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.config.admin;
    if (!email || !password) {
      this.logger.warn('ADMIN_EMAIL / ADMIN_PASSWORD no definidos: no se crea la cuenta de administración');
      return;
    }
    await this.ensureAdmin(email, password);
  }

  private async ensureAdmin(email: string, password: string, retried = false): Promise<void> {
    const existing = await this.users.findOne({
      where: { email },
      select: {
        id: true,
        role: true,
        passwordHash: true,
        bootstrapPasswordHash: true,
        googleId: true,
        emailVerifiedAt: true,
      },
    });
    if (!existing) {
      try {
        const passwordHash = await this.hasher.hash(password);
        await this.users.insert({
          email,
          name: 'Administrador',
          passwordHash,
          bootstrapPasswordHash: passwordHash,
          role: UserRole.ADMIN,
          authProvider: AuthProvider.EMAIL,
          emailVerifiedAt: new Date(),
        });
        this.logger.log(`Cuenta de administración creada: ${email}`);
      } catch (error) {
        // Several API instances starting at once: another one created it; check it like any other.
        if (!retried && isUniqueViolation(error)) return this.ensureAdmin(email, password, true);
        throw error;
      }
      return;
    }

    const isAdmin = existing.role === UserRole.ADMIN && existing.googleId === null && existing.passwordHash !== null;
    const settingApplied =
      existing.bootstrapPasswordHash !== null && (await this.hasher.verify(existing.bootstrapPasswordHash, password));
    // An account from before the setting was recorded (or given this password in the admin area): record it.
    const passwordMatches =
      isAdmin && !settingApplied && (await this.hasher.verify(existing.passwordHash as string, password));
    if (isAdmin && (settingApplied || passwordMatches)) {
      const changes = {
        ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
        ...(settingApplied ? {} : { bootstrapPasswordHash: existing.passwordHash }),
      };
      if (Object.keys(changes).length > 0) await this.users.update(existing.id, changes);
      return;
    }

    const passwordHash = await this.hasher.hash(password);
    await this.users
      .createQueryBuilder()
      .update()
      .set({
        role: UserRole.ADMIN,
        passwordHash,
        bootstrapPasswordHash: passwordHash,
        authProvider: AuthProvider.EMAIL,
        googleId: null,
        emailVerifiedAt: () => 'COALESCE(email_verified_at, now())',
        sessionVersion: () => 'session_version + 1',
      })
      .where('id = :id', { id: existing.id })
      .execute();
    this.logger.log(`Cuenta de administración actualizada, sesiones anteriores cerradas: ${email}`);
  }
}
