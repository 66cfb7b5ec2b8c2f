import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createRemoteJWKSet } from 'jose';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../../core/auth/auth.constants';
import { AppConfigService } from '../../core/config/app-config.service';
import { RateLimitModule } from '../../core/rate-limit/rate-limit.module';
import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { AdminController } from './admin.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AuthController } from './auth.controller';
import { AuthService, GOOGLE_ID_TOKEN_VERIFIER } from './auth.service';
import { GoogleAccountsService } from './google/google-accounts.service';
import { GoogleIdTokenVerifier } from './google/google-id-token.verifier';
import { GoogleOAuthGuard } from './google/google-oauth.guard';
import { GOOGLE_OAUTH_STRATEGY_PROVIDER, GoogleOAuthStrategy } from './google/google-oauth.strategy';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetService } from './password-reset.service';
import { User } from './user.entity';

const JWKS_TIMEOUT_MS = 5_000;

@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    PassportModule,
    RateLimitModule,
    AuditModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        secret: config.jwt.secret,
        signOptions: {
          algorithm: JWT_ALGORITHM,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          expiresIn: config.jwt.expiresInSeconds,
        },
        verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  controllers: [AuthController, AdminController, AdminUsersController],
  providers: [
    PasswordHasher,
    AuthService,
    AdminUsersService,
    LoginThrottle,
    PasswordResetService,
    GoogleAccountsService,
    JwtStrategy,
    GoogleOAuthGuard,
    {
      provide: GOOGLE_ID_TOKEN_VERIFIER,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => {
        const { clientId, issuers, jwksUrl } = config.google;
        if (!clientId) return null;
        // Keys are cached and refetched when Google rotates them (unknown kid), at most every 30 s.
        return new GoogleIdTokenVerifier(
          { clientId, issuers },
          createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS }),
        );
      },
    },
    {
      provide: GOOGLE_OAUTH_STRATEGY_PROVIDER,
      inject: [AppConfigService, AuthService],
      useFactory: (config: AppConfigService, auth: AuthService) => {
        const { clientId, clientSecret } = config.google;
        if (!clientId || !clientSecret) return null;
        const publicUrl = config.publicUrl.replace(/\/+$/, '');
        return new GoogleOAuthStrategy(
          {
            clientID: clientId,
            clientSecret,
            callbackURL: `${publicUrl}/api/auth/google/callback`,
            secureCookie: publicUrl.startsWith('https://'),
          },
          auth,
        );
      },
    },
  ],
  exports: [PasswordHasher, AuthService],
})
export class AuthModule {}
