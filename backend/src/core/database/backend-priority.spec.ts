import { isLocalDatabase } from './backend-priority';

describe(isLocalDatabase.name, () => {
  it('should take only servers on this machine for local ones', () => {
    expect(isLocalDatabase('postgres://shop:secret@127.0.0.1:5432/shop')).toBe(true);
    expect(isLocalDatabase('postgres://shop@localhost/shop')).toBe(true);
    expect(isLocalDatabase('postgres://shop@[::1]:5432/shop')).toBe(true);
    expect(isLocalDatabase('postgres://shop@db:5432/shop')).toBe(false);
    expect(isLocalDatabase('postgres://shop@10.0.0.7/shop')).toBe(false);
    expect(isLocalDatabase('not a url')).toBe(false);
  });
});
