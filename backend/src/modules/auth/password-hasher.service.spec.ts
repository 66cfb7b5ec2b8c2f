import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.service';

describe(PasswordHasher.name, () => {
  const hasher = new PasswordHasher();

  it('should hash with argon2id at 19 MiB and 2 passes and verify the right password only', async () => {
    const hash = await hasher.hash('correcta-123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(hasher.verify(hash, 'correcta-123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'otra-clave')).resolves.toBe(false);
  });

  it('should answer false instead of throwing for a malformed hash', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('should flag hashes made with weaker settings for rehashing', async () => {
    const weak = await argon2.hash('x', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
  });

  it('should spend a real verification on the dummy check and answer false', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    await expect(hasher.verifyDummy('cualquier-clave')).resolves.toBe(false);
    expect(verify).toHaveBeenCalledWith(
      expect.stringMatching(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/),
      'cualquier-clave',
    );
    verify.mockRestore();
  });
});
