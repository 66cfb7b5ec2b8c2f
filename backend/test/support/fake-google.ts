import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_GOOGLE_CLIENT_ID = 'tienda-test.apps.googleusercontent.com';
export const FAKE_GOOGLE_CLIENT_SECRET = 'secreto-de-prueba';
const KEY_ID = 'clave-de-prueba-1';

export interface IdTokenOptions {
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  /** Sign with a key Google never published (same kid): the signature must not verify. */
  foreignKey?: boolean;
}

/**
 * A stand-in for Google on loopback, so no test needs the internet: a JWKS endpoint with a local
 * RSA key (GOOGLE_JWKS_URL points here) and an OAuth token endpoint for the redirect flow.
 */
export interface FakeGoogle {
  jwksUrl: string;
  tokenUrl: string;
  /** Form bodies received by the token endpoint. */
  tokenRequests: URLSearchParams[];
  /** The ID token the token endpoint hands out next. */
  nextIdToken?: string;
  signIdToken(claims: Record<string, unknown>, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const googleKey = await generateKeyPair('RS256');
  const foreignKey = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(googleKey.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
  const tokenRequests: URLSearchParams[] = [];

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/certs') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
      return;
    }
    if (req.method === 'POST' && req.url === '/token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        tokenRequests.push(new URLSearchParams(body));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            access_token: 'ya29.token-de-prueba',
            expires_in: 3599,
            token_type: 'Bearer',
            scope: 'openid email profile',
            id_token: fake.nextIdToken,
          }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeGoogle = {
    jwksUrl: `${base}/certs`,
    tokenUrl: `${base}/token`,
    tokenRequests,
    async signIdToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: KeyLike = options.foreignKey ? foreignKey.privateKey : googleKey.privateKey;
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? FAKE_GOOGLE_CLIENT_ID)
        .setIssuedAt(now - 60)
        .setExpirationTime(options.expiresAt ?? now + 3600)
        .sign(key);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return fake;
}
