import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { GoogleIdTokenVerifier, GoogleTokenRejected } from './google-id-token.verifier';

const CLIENT_ID = 'tienda.apps.googleusercontent.com';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

describe(GoogleIdTokenVerifier.name, () => {
  let key: KeyLike;
  let verifier: GoogleIdTokenVerifier;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
    verifier = new GoogleIdTokenVerifier({ clientId: CLIENT_ID, issuers: ISSUERS }, createLocalJWKSet(jwks));
  });

  const sign = (claims: Record<string, unknown>, { audience = CLIENT_ID, issuer = ISSUERS[1], exp = '1h' } = {}) =>
    new SignJWT({ sub: '1234567890', email: 'Ana@Gmail.com', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt()
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime(exp)
      .sign(key);

  it('should return the identity with a lower-cased email, name and picture', async () => {
    const token = await sign({ name: ' Ana Pérez ', picture: 'https://lh3.googleusercontent.com/a/x' });
    await expect(verifier.verify(token)).resolves.toEqual({
      sub: '1234567890',
      email: 'ana@gmail.com',
      name: 'Ana Pérez',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it('should accept the legacy string "true" for email_verified and drop a picture that is not http(s)', async () => {
    const identity = await verifier.verify(await sign({ email_verified: 'true', picture: 'javascript:alert(1)' }));
    expect(identity.picture).toBeUndefined();
  });

  it.each([
    ['another audience', () => sign({}, { audience: 'otra.apps.googleusercontent.com' })],
    ['another issuer', () => sign({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => sign({}, { exp: '-1h' })],
    ['an unverified email', () => sign({ email_verified: false })],
    ['no email', () => sign({ email: undefined })],
    ['an empty subject', () => sign({ sub: '' })],
  ])('should reject %s', async (_case, token) => {
    await expect(verifier.verify(await token())).rejects.toBeInstanceOf(GoogleTokenRejected);
  });

  it('should reject an HS256 token even when signed with the public key material', async () => {
    const token = await new SignJWT({ sub: '1', email: 'a@b.cl', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(ISSUERS[1])
      .setAudience(CLIENT_ID)
      .setExpirationTime('1h')
      .setIssuedAt()
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(GoogleTokenRejected);
  });
});
