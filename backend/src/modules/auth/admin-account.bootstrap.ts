import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { AuthProvider } from './auth-provider.enum';
import { PasswordHasher } from './password-hasher.service';
import { UserRole } from './user-role.enum';
import { User } from './user.entity';

/**
 * Creates or updates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD when the API starts,
 * so an operator can always get in (and rotate the password by changing the environment).
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
    const existing = await this.users.findOne({ where: { email } });
    if (
      existing?.role === UserRole.ADMIN &&
      existing.passwordHash &&
      (await this.hasher.verify(existing.passwordHash, password))
    ) {
      return;
    }
    const passwordHash = await this.hasher.hash(password);
    if (existing) {
      await this.users.update(existing.id, { role: UserRole.ADMIN, passwordHash });
      this.logger.log(`Cuenta de administración actualizada: ${email}`);
    } else {
      await this.users.insert({
        email,
        name: 'Administrador',
        passwordHash,
        role: UserRole.ADMIN,
        authProvider: AuthProvider.EMAIL,
      });
      this.logger.log(`Cuenta de administración creada: ${email}`);
    }
  }
}
