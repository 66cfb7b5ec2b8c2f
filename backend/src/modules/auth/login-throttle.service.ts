import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.service';
import { LOGIN_GUESS_LIMIT, LOGIN_STORM, LOGIN_STORM_DELAY } from './auth.constants';

/** Counters are keyed by a hash of the email: no addresses in Redis, same key for any spelling. */
export function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * How long an attempt waits before its password is checked: nothing until the account has had
 * more than LOGIN_STORM.limit failures in the window, and nothing for a client that has not failed
 * on this account itself; then `stepMs` per failure past the limit, at most `maxMs`.
 */
export function loginStormDelayMs(accountFailures: number, clientFailures: number): number {
  if (clientFailures <= 0 || accountFailures <= LOGIN_STORM.limit) return 0;
  return Math.min(LOGIN_STORM_DELAY.maxMs, (accountFailures - LOGIN_STORM.limit) * LOGIN_STORM_DELAY.stepMs);
}

/** One password check in progress: what to give back when the password turns out right. */
export interface LoginAttempt {
  readonly account: string;
  readonly guesser: string;
}

/**
 * The brute-force rules of every password check (POST /auth/login, PUT /auth/password).
 *
 * - Guessing is limited per (account, client address), LOGIN_GUESS_LIMIT: the guesser's address
 *   gets 429, while the right password from any client that has not been guessing always works.
 *   A per-account lock would let anyone lock the owner out with ten wrong passwords.
 * - An account-wide storm (LOGIN_STORM) slows the clients that have failed on the account, by a
 *   delay that grows with the account's failures, up to a few seconds. The wait is a timer, so no
 *   Node worker is held. Clean clients are never slowed, so a storm cannot make the owner wait:
 *   delaying everyone would hand attackers that lever and buy nothing, because a fresh address's
 *   first guess costs the attacker the same either way.
 *
 * What a distributed attacker can still do: every address (IPv6 /64) gets 10 guesses per account
 * per 15 minutes (and 20 auth calls a minute in all), slowed once the storm starts; running them
 * in parallel hides the delay but not the per-address budget. Against that budget stand argon2 and
 * the password policy.
 *
 * Every attempt counts as failed until it succeeds, so parallel guesses cannot slip past a limit.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts the attempt (429 for a client over its limit) and waits out the storm delay, if any. */
  async begin(email: string, client: string): Promise<LoginAttempt> {
    const account = accountSubject(email);
    const attempt: LoginAttempt = { account, guesser: `${account}:${client}` };
    const guesses = await this.limiter.consume(LOGIN_GUESS_LIMIT, attempt.guesser);
    const storm = await this.limiter.hit(LOGIN_STORM, account);
    const delayMs = loginStormDelayMs(storm.count, guesses.count - 1);
    if (delayMs > 0) await this.wait(delayMs);
    return attempt;
  }

  /** The password was right: the attempt is not a failure. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.limiter.undo(LOGIN_GUESS_LIMIT, attempt.guesser);
    await this.limiter.undo(LOGIN_STORM, attempt.account);
  }

  /** The one place an attempt is held back (a timer, not a busy worker). */
  wait(ms: number): Promise<void> {
    return sleep(ms);
  }
}
