import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Does the work of one real verification and answers false: used when the account does not
   * exist or has no password, so the response time does not tell those cases apart.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(await this.getDummyHash(), password);
    return false;
  }

  /** Prepares the dummy hash at start-up so the first unknown-account login costs no more than others. */
  async warmUp(): Promise<void> {
    await this.getDummyHash();
  }

  /** True when a stored hash was made with weaker settings than today's and should be redone. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(24).toString('base64url'));
    return this.dummyHash;
  }
}
