import type { RateLimiter, RateLimitState } from '../../core/rate-limit/rate-limiter.service';
import { LOGIN_GUESS_LIMIT, LOGIN_STORM, LOGIN_STORM_DELAY } from './auth.constants';
import { accountSubject, LoginThrottle, loginStormDelayMs } from './login-throttle.service';

describe(loginStormDelayMs.name, () => {
  it('should not delay anyone until the account has more than LOGIN_STORM.limit failures', () => {
    expect(loginStormDelayMs(LOGIN_STORM.limit, 5)).toBe(0);
    expect(loginStormDelayMs(0, 9)).toBe(0);
  });

  it('should never delay a client that has not failed on the account, however big the storm', () => {
    expect(loginStormDelayMs(LOGIN_STORM.limit + 1, 0)).toBe(0);
    expect(loginStormDelayMs(1_000_000, 0)).toBe(0);
  });

  it('should grow by one step per failure past the limit, up to a cap of a few seconds', () => {
    expect(loginStormDelayMs(LOGIN_STORM.limit + 1, 1)).toBe(LOGIN_STORM_DELAY.stepMs);
    expect(loginStormDelayMs(LOGIN_STORM.limit + 4, 1)).toBe(4 * LOGIN_STORM_DELAY.stepMs);
    expect(loginStormDelayMs(1_000_000, 3)).toBe(LOGIN_STORM_DELAY.maxMs);
    expect(LOGIN_STORM_DELAY.maxMs).toBeLessThanOrEqual(5_000);
  });
});

describe(accountSubject.name, () => {
  it('should key the per-account counters by a hash of the normalised email', () => {
    expect(accountSubject(' Ana@Example.CL ')).toBe(accountSubject('ana@example.cl'));
    expect(accountSubject('ana@example.cl')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe(LoginThrottle.name, () => {
  const state = (count: number): RateLimitState => ({ count, limited: false, retryAfterMs: 0 });

  function setUp(guesses: number, accountFailures: number) {
    const limiter = {
      consume: jest.fn().mockResolvedValue(state(guesses)),
      hit: jest.fn().mockResolvedValue(state(accountFailures)),
      undo: jest.fn(),
    };
    const throttle = new LoginThrottle(limiter as unknown as RateLimiter);
    const wait = jest.spyOn(throttle, 'wait').mockResolvedValue();
    return { throttle, limiter, wait };
  }

  it('should count the attempt per (account, client) first and per account second', async () => {
    const { throttle, limiter, wait } = setUp(1, 1);
    const attempt = await throttle.begin('Ana@Example.cl', '203.0.113.7');
    const account = accountSubject('ana@example.cl');
    expect(attempt).toEqual({ account, guesser: `${account}:203.0.113.7` });
    expect(limiter.consume).toHaveBeenCalledWith(LOGIN_GUESS_LIMIT, `${account}:203.0.113.7`);
    expect(limiter.hit).toHaveBeenCalledWith(LOGIN_STORM, account);
    expect(wait).not.toHaveBeenCalled();
  });

  it('should not count the account-wide failure when the client is already refused', async () => {
    const { throttle, limiter } = setUp(11, 1);
    limiter.consume.mockRejectedValue(new Error('429'));
    await expect(throttle.begin('ana@example.cl', '203.0.113.7')).rejects.toThrow('429');
    expect(limiter.hit).not.toHaveBeenCalled();
  });

  it('should wait the storm delay only for a client that has failed on the account before', async () => {
    const storm = LOGIN_STORM.limit + 3;
    const clean = setUp(1, storm);
    await clean.throttle.begin('ana@example.cl', '203.0.113.7');
    expect(clean.wait).not.toHaveBeenCalled();

    const guesser = setUp(2, storm);
    await guesser.throttle.begin('ana@example.cl', '198.51.100.9');
    expect(guesser.wait).toHaveBeenCalledWith(3 * LOGIN_STORM_DELAY.stepMs);
  });

  it('should give both counts back when the password was right', async () => {
    const { throttle, limiter } = setUp(1, 1);
    await throttle.succeeded({ account: 'a', guesser: 'a:203.0.113.7' });
    expect(limiter.undo).toHaveBeenCalledWith(LOGIN_GUESS_LIMIT, 'a:203.0.113.7');
    expect(limiter.undo).toHaveBeenCalledWith(LOGIN_STORM, 'a');
  });

  it('should wait on a timer, not a busy loop', async () => {
    const throttle = new LoginThrottle({} as RateLimiter);
    const started = Date.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await throttle.wait(60);
    clearInterval(ticker);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    // The event loop kept running other work while the attempt waited.
    expect(ticks).toBeGreaterThan(3);
  });
});
