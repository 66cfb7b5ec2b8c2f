import { ExecutionContext, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AuthError, AuthErrorCode } from '../auth.errors';
import { GOOGLE_OAUTH_STRATEGY, GOOGLE_OAUTH_STRATEGY_PROVIDER, GoogleOAuthStrategy } from './google-oauth.strategy';

/**
 * Runs passport-google-oauth20: on /redirect it answers the redirect to Google itself; on
 * /callback it leaves the account (or null on any failure) in `request.user`, so the handler can
 * always send the browser back to the SPA instead of showing a JSON error page.
 * 503 'El inicio de sesión con Google no está habilitado' without client id and secret.
 */
@Injectable()
export class GoogleOAuthGuard extends AuthGuard(GOOGLE_OAUTH_STRATEGY) {
  private readonly logger = new Logger(GoogleOAuthGuard.name);

  constructor(
    @Optional() @Inject(GOOGLE_OAUTH_STRATEGY_PROVIDER) private readonly strategy: GoogleOAuthStrategy | null,
  ) {
    super({ session: false });
  }

  override canActivate(context: ExecutionContext) {
    if (!this.strategy) throw new AuthError(AuthErrorCode.GoogleDisabled);
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser | null {
    if (error) this.logger.warn(`Google OAuth: ${error instanceof Error ? error.message : String(error)}`);
    return user || null;
  }
}
