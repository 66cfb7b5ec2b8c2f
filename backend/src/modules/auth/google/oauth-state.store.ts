import type { Request } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Metadata, StateStore, StateStoreStoreCallback, StateStoreVerifyCallback } from 'passport-oauth2';

export const OAUTH_STATE_COOKIE = 'repuestos_oauth_state';
const STATE_TTL_MS = 10 * 60_000;

/** One cookie's value from a Cookie header (no cookie-parser needed for this single cookie). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * passport-oauth2 state store without server sessions: the random `state` sent to Google is also
 * set as an HttpOnly, SameSite=Lax cookie scoped to the Google routes, and the callback must bring
 * both back equal. This binds the callback to the browser that started the sign-in (no login CSRF)
 * and works on any API instance. Method arities matter: passport picks the signature by length.
 */
export class CookieStateStore implements StateStore {
  constructor(private readonly cookie: { path: string; secure: boolean }) {}

  store(req: Request, callback: StateStoreStoreCallback): void;
  store(req: Request, meta: Metadata, callback: StateStoreStoreCallback): void;
  store(req: Request, metaOrCallback: Metadata | StateStoreStoreCallback, callback?: StateStoreStoreCallback): void {
    const done = callback ?? (metaOrCallback as StateStoreStoreCallback);
    const state = randomBytes(32).toString('base64url');
    req.res?.cookie(OAUTH_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.cookie.secure,
      path: this.cookie.path,
      maxAge: STATE_TTL_MS,
    });
    done(null, state);
  }

  verify(req: Request, state: string, callback: StateStoreVerifyCallback): void;
  verify(req: Request, state: string, meta: Metadata, callback: StateStoreVerifyCallback): void;
  verify(
    req: Request,
    state: string,
    metaOrCallback: Metadata | StateStoreVerifyCallback,
    callback?: StateStoreVerifyCallback,
  ): void {
    const done = callback ?? (metaOrCallback as StateStoreVerifyCallback);
    const expected = readCookie(req.headers.cookie, OAUTH_STATE_COOKIE);
    req.res?.clearCookie(OAUTH_STATE_COOKIE, { path: this.cookie.path });
    const ok = typeof state === 'string' && expected !== undefined && sameText(state, expected);
    done(null, ok, ok ? undefined : { message: 'Estado de OAuth inválido' });
  }
}
