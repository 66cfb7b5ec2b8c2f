import { Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-google-oauth20';
import { DomainError } from '../../../core/errors/domain-error';
import type { AuthService } from '../auth.service';
import type { SessionUser } from '../../../core/auth/session-user';
import { CookieStateStore } from './oauth-state.store';

export const GOOGLE_OAUTH_STRATEGY = 'google';
/** Injection token of the redirect-flow strategy; null unless client id and secret are both set. */
export const GOOGLE_OAUTH_STRATEGY_PROVIDER = Symbol('GOOGLE_OAUTH_STRATEGY');
export const GOOGLE_OAUTH_COOKIE_PATH = '/api/auth/google';

export interface GoogleOAuthOptions {
  clientID: string;
  clientSecret: string;
  callbackURL: string;
  secureCookie: boolean;
}

/**
 * Redirect flow (for browsers where Google Identity Services cannot run): passport-google-oauth20
 * exchanges the code, and we sign in with the ID token of that exchange, verified exactly like
 * POST /auth/google, instead of a second call to Google's profile endpoint.
 */
export class GoogleOAuthStrategy extends PassportStrategy(Strategy, GOOGLE_OAUTH_STRATEGY, 5) {
  private readonly logger = new Logger(GoogleOAuthStrategy.name);

  constructor(
    options: GoogleOAuthOptions,
    private readonly auth: AuthService,
  ) {
    super({
      clientID: options.clientID,
      clientSecret: options.clientSecret,
      callbackURL: options.callbackURL,
      scope: ['openid', 'email', 'profile'],
      skipUserProfile: true,
      store: new CookieStateStore({ path: GOOGLE_OAUTH_COOKIE_PATH, secure: options.secureCookie }),
    });
  }

  async validate(
    _accessToken: string,
    _refreshToken: string | undefined,
    params: { id_token?: unknown },
    _profile: unknown,
  ): Promise<SessionUser | false> {
    if (typeof params.id_token !== 'string') return false;
    try {
      return await this.auth.googleUser(params.id_token);
    } catch (error) {
      if (error instanceof DomainError) {
        this.logger.debug(`Inicio de sesión con Google (redirección) rechazado: ${error.code}`);
        return false;
      }
      throw error;
    }
  }
}
