import type { Request } from 'express';
import { CookieStateStore, OAUTH_STATE_COOKIE, readCookie } from './oauth-state.store';

describe(readCookie.name, () => {
  it('should find one cookie among several and decode it', () => {
    expect(readCookie('a=1; repuestos_oauth_state=abc%3D; b=2', OAUTH_STATE_COOKIE)).toBe('abc=');
    expect(readCookie('a=1', OAUTH_STATE_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, OAUTH_STATE_COOKIE)).toBeUndefined();
  });
});

describe(CookieStateStore.name, () => {
  const store = new CookieStateStore({ path: '/api/auth/google', secure: true });

  function fakeRequest(cookie?: string) {
    const res = { cookie: jest.fn(), clearCookie: jest.fn() };
    return { req: { headers: { cookie }, res } as unknown as Request, res };
  }

  it('should keep the arities passport-oauth2 dispatches on (store/3, verify/4)', () => {
    expect(store.store.length).toBe(3);
    expect(store.verify.length).toBe(4);
  });

  it('should set a random state as an HttpOnly, SameSite=Lax, path-scoped cookie', () => {
    const { req, res } = fakeRequest();
    const callback = jest.fn();
    store.store(req, {} as never, callback);
    const state = callback.mock.calls[0][1] as string;
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(res.cookie).toHaveBeenCalledWith(OAUTH_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/api/auth/google',
      maxAge: 600_000,
    });
  });

  it('should accept only the state that matches the cookie, and clear the cookie either way', () => {
    const matching = fakeRequest(`${OAUTH_STATE_COOKIE}=s3cr3t`);
    const ok = jest.fn();
    store.verify(matching.req, 's3cr3t', {} as never, ok);
    expect(ok).toHaveBeenCalledWith(null, true, undefined);
    expect(matching.res.clearCookie).toHaveBeenCalledWith(OAUTH_STATE_COOKIE, { path: '/api/auth/google' });

    for (const [cookie, state] of [
      [`${OAUTH_STATE_COOKIE}=s3cr3t`, 'otro'],
      [undefined, 's3cr3t'],
      [`${OAUTH_STATE_COOKIE}=s3cr3t`, undefined],
    ] as const) {
      const failed = jest.fn();
      store.verify(fakeRequest(cookie).req, state as unknown as string, {} as never, failed);
      expect(failed).toHaveBeenCalledWith(null, false, { message: 'Estado de OAuth inválido' });
    }
  });
});
