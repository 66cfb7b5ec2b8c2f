import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, JWT_STRATEGY } from '../../core/auth/auth.constants';
import { extractBearerToken } from '../../core/auth/jwt-auth.guard';
import { AppConfigService } from '../../core/config/app-config.service';
import type { SessionUser } from '../../core/auth/session-user';
import { SESSION_USER_COLUMNS } from './session-user';
import { User } from './user.entity';
import { PG_INT4_MAX } from '../../core/database/pg-limits';

/**
 * Verifies bearer tokens: HS256 only (so `alg: none` and RS/HS confusion are refused), our issuer
 * and audience, with an expiry that has not passed and issued within the configured lifetime
 * (JWT_EXPIRES_IN: lowering it also cuts tokens signed before). A token without `exp` is refused:
 * the JWT library would otherwise accept it forever. Then loads the account by primary key, so a deleted user is refused
 * and a role change applies at once, and refuses a token signed before the last password change
 * (its session version is older; tokens from before versions existed count as version 0) and any
 * token of an account an administrator has disabled.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: AppConfigService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: extractBearerToken,
      secretOrKey: config.jwt.secret,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
      // Needs `iat`, which every token we sign has.
      jsonWebTokenOptions: { maxAge: config.jwt.expiresInSeconds },
    });
  }

  async validate(payload: { sub?: unknown; ver?: unknown; exp?: unknown }): Promise<SessionUser | false> {
    if (typeof payload.exp !== 'number') return false;
    const id = typeof payload.sub === 'string' && /^\d{1,10}$/.test(payload.sub) ? Number(payload.sub) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > PG_INT4_MAX) return false;
    const version = payload.ver === undefined ? 0 : payload.ver;
    if (typeof version !== 'number' || !Number.isInteger(version)) return false;
    const user = await this.users.findOne({ where: { id }, select: { ...SESSION_USER_COLUMNS, disabledAt: true } });
    if (!user || user.sessionVersion !== version || user.disabledAt) return false;
    const { disabledAt: _disabled, ...session } = user;
    return session;
  }
}
