import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** What the shop keeps from a verified Google ID token. */
export interface GoogleIdentity {
  /** Google's stable account id (the user's googleId). */
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

export interface GoogleIdTokenOptions {
  clientId: string;
  issuers: string[];
}

/** Thrown for any token that must not sign anyone in; `reason` is for logs only. */
export class GoogleTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(`Token de Google rechazado: ${reason}`);
  }
}

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies Google ID tokens (from Identity Services or the redirect flow) against Google's published
 * keys: RS256 signature, audience = our client id, Google as issuer, not expired, and a verified
 * email, so an account can safely be linked by email.
 */
export class GoogleIdTokenVerifier {
  constructor(
    private readonly options: GoogleIdTokenOptions,
    private readonly keys: JWTVerifyGetKey,
  ) {}

  async verify(idToken: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        audience: this.options.clientId,
        issuer: this.options.issuers,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new GoogleTokenRejected(error instanceof errors.JOSEError ? error.code : String(error));
    }
    const { sub, email, email_verified: emailVerified, name, picture } = payload;
    if (typeof sub !== 'string' || sub.length === 0) throw new GoogleTokenRejected('sin sub');
    if (typeof email !== 'string' || !email.includes('@')) throw new GoogleTokenRejected('sin email');
    // Google sends a boolean; some older tokens carried the string "true".
    if (emailVerified !== true && emailVerified !== 'true') throw new GoogleTokenRejected('email no verificado');
    return {
      sub,
      email: email.trim().toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
      picture: typeof picture === 'string' && /^https?:\/\//.test(picture) ? picture : undefined,
    };
  }
}
